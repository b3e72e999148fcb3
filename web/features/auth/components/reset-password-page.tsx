import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { ResetPasswordSchema } from "../../../../contract/auth.ts";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { resetPassword, signInWithEmail } from "../api/auth.ts";
import { authCatalogs } from "../messages.ts";
import { AuthCard } from "./auth-card.tsx";
import { useSignedIn } from "./use-signed-in.ts";

/** The new password as the contract takes it, typed twice. */
const NewPasswordFormSchema = z
  .object({
    password: ResetPasswordSchema.shape.newPassword.min(1, "auth.reset.enterNew"),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: "auth.reset.mismatch",
  });

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const email = searchParams.get("email") ?? "";
  // Arrived from the confirmation link: the address is proven, the password is chosen anew.
  const confirmed = searchParams.get("confirmed") === "1";
  const signedIn = useSignedIn();
  const t = useT(authCatalogs);
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
      <AuthCard title={t("title.resetPassword")}>
        <Alert color="yellow">
          <T
            id="auth.reset.needsLink"
            components={{ 0: <Anchor component={Link} to="/ForgotPassword" td="underline" /> }}
          />
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("title.resetPassword")} error={formError}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          {confirmed && (
            <Alert color="green" data-testid="email-confirmed">
              {t("auth.reset.confirmed")}
            </Alert>
          )}
          <PasswordInput
            label={t("auth.reset.newLabel")}
            name="password"
            autoComplete="new-password"
            description={t("auth.reset.hint")}
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("auth.reset.repeat")}
            name="confirm"
            autoComplete="new-password"
            required
            {...form.getInputProps("confirm")}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t("auth.reset.submit")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
