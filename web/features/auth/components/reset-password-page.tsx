import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { ResetPasswordSchema } from "../../../../contract/auth.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { resetPassword, signInWithEmail } from "../api/auth.ts";
import { AuthCard } from "./auth-card.tsx";
import { useSignedIn } from "./use-signed-in.ts";

/** The new password as the contract takes it, typed twice. */
const NewPasswordFormSchema = z
  .object({
    password: ResetPasswordSchema.shape.newPassword.min(1, "Enter a new password."),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: "The two passwords do not match.",
  });

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const email = searchParams.get("email") ?? "";
  const signedIn = useSignedIn();
  const { form, formRef, formError, submit } = useContractForm({
    schema: NewPasswordFormSchema,
    initialValues: { password: "", confirm: "" },
    formErrorFields: ["password"],
  });
  const onSubmit = submit(async ({ password }) => {
    await resetPassword(token, password);
    await signInWithEmail(email, password);
    await signedIn("/Dashboard");
  });

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <Alert color="yellow">
          This page needs the link from your reset email.{" "}
          <Anchor component={Link} to="/ForgotPassword" td="underline">
            Ask for a new link
          </Anchor>
          .
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" error={formError}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            description="At least 12 characters."
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label="Repeat the new password"
            name="confirm"
            autoComplete="new-password"
            required
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
