import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { RequestPasswordResetSchema } from "../../../../contract/auth.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { requestPasswordReset } from "../api/auth.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string>();
  const { form, formRef, formError, submit } = useContractForm({
    schema: RequestPasswordResetSchema,
    initialValues: { email: "" },
    formErrorFields: ["email"],
  });
  const onSubmit = submit(async ({ email }) => {
    await requestPasswordReset(email);
    setSentTo(email);
  });

  return (
    <AuthCard
      title="Forgot Password"
      error={formError}
      footer={
        <Anchor component={Link} to="/Login">
          Back to Login
        </Anchor>
      }
    >
      {sentTo ? (
        <Alert color="green" title="Check your email">
          If an account exists for {sentTo}, we sent it a link to reset the password. The link works
          once, within an hour.
        </Alert>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>
              Enter your account's email and we will send you a link to set a new password.
            </Text>
            <EmailField {...form.getInputProps("email")} />
            <Button type="submit" loading={form.submitting} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
