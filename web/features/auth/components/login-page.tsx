import { Alert, Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { Link, useLocation, useSearchParams } from "react-router";
import { SignInSchema } from "../../../../contract/auth.ts";
import { type SignInRequest, safeNextPath } from "../../../components/require-sign-in.tsx";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { signInWithEmail } from "../api/auth.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useSignedIn } from "./use-signed-in.ts";

const oauthErrors: Record<string, string> = {
  account_not_linked: "This Google account could not be linked to your account.",
  access_denied: "Google sign-in was cancelled.",
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const oauthError = searchParams.get("error");
  // A protected page sent the visitor here: say which, and go back there after login.
  const next = safeNextPath(searchParams.get("next"));
  const signInMessage = (useLocation().state as Partial<SignInRequest> | null)?.signInMessage;
  const signedIn = useSignedIn();
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: SignInSchema,
    initialValues: { email: "", password: "" },
    formErrorFields: ["email", "password"],
    initialFormError: oauthError
      ? (oauthErrors[oauthError] ?? "Google sign-in failed. Please try again.")
      : undefined,
  });
  const onSubmit = submit(async ({ email, password }) => {
    await signInWithEmail(email, password);
    await signedIn(next ?? "/dashboard");
  });

  return (
    <AuthCard
      title="Login"
      error={formError}
      notice={
        signInMessage ? (
          <Alert color="indigo" mb="md" data-route-focus data-testid="sign-in-required">
            {signInMessage}
          </Alert>
        ) : null
      }
      footer={
        <>
          Don't have an account?{" "}
          <Anchor component={Link} to="/SignUp" td="underline">
            Sign Up
          </Anchor>
        </>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <EmailField {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/ForgotPassword" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} fullWidth>
            Login
          </Button>
          <GoogleButton label="Sign in with Google" onError={showError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
