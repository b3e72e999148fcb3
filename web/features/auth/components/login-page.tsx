import { Alert, Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { Link, useLocation, useSearchParams } from "react-router";
import { SignInSchema } from "../../../../contract/auth.ts";
import {
  type SignInRequest,
  safeNextPath,
  signInPath,
} from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { signInWithEmail } from "../api/auth.ts";
import { authCatalogs } from "../messages.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { OtherSignIns } from "./other-sign-ins.tsx";
import { useSignedIn } from "./use-signed-in.ts";

/** Google's error codes, as message ids. */
const oauthErrors: Record<string, string> = {
  account_not_linked: "auth.google.notLinked",
  access_denied: "auth.google.cancelled",
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const oauthError = searchParams.get("error");
  // A protected page sent the visitor here: say which, and go back there after login.
  const next = safeNextPath(searchParams.get("next"));
  const signInMessage = (useLocation().state as Partial<SignInRequest> | null)?.signInMessage;
  const signedIn = useSignedIn();
  const t = useT(authCatalogs);
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: SignInSchema,
    initialValues: { email: "", password: "" },
    formErrorFields: ["email", "password"],
    initialFormError: oauthError ? t(oauthErrors[oauthError] ?? "auth.google.failed") : undefined,
  });
  const onSubmit = submit(async ({ email, password }) => {
    await signInWithEmail(email, password);
    await signedIn(next ?? "/dashboard");
  });

  return (
    <AuthCard
      title={t("title.login")}
      error={formError}
      notice={
        signInMessage ? (
          <Alert color="indigo" mb="md" data-route-focus data-testid="sign-in-required">
            {signInMessage}
          </Alert>
        ) : null
      }
      footer={
        <T
          id="auth.login.noAccount"
          components={{
            0: <Anchor component={Link} to={signInPath("/SignUp", next)} td="underline" />,
          }}
        />
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <EmailField {...form.getInputProps("email")} />
          <PasswordInput
            label={t("auth.password")}
            name="password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/ForgotPassword" size="sm">
              {t("auth.login.forgot")}
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} fullWidth>
            {t("auth.login.submit")}
          </Button>
          <GoogleButton label={t("auth.login.google")} next={next} onError={showError} />
          <OtherSignIns onSignedIn={() => signedIn(next ?? "/dashboard")} onError={showError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
