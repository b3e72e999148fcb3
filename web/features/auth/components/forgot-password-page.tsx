import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { RequestPasswordResetSchema } from "../../../../contract/auth.ts";
import { useT } from "../../../i18n/index.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { requestPasswordReset } from "../api/auth.ts";
import { authCatalogs } from "../messages.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string>();
  const t = useT(authCatalogs);
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
      title={t("title.forgotPassword")}
      error={formError}
      footer={
        <Anchor component={Link} to="/Login">
          {t("auth.forgot.back")}
        </Anchor>
      }
    >
      {sentTo ? (
        <Alert color="green" title={t("auth.forgot.checkEmail")}>
          {t("auth.forgot.sent", { email: sentTo })}
        </Alert>
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>{t("auth.forgot.intro")}</Text>
            <EmailField {...form.getInputProps("email")} />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t("auth.forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
