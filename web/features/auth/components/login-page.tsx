import { Alert, Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { Link, useLocation, useSearchParams } from "react-router";
import { type SignInRequest, safeNextPath } from "../../../components/require-sign-in.tsx";
import { signInWithEmail } from "../api/auth.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";
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
  const { error, setError, busy, onSubmit, fieldError } = useAuthForm(
    async (form) => {
      await signInWithEmail(String(form.get("email")), String(form.get("password")));
      await signedIn(next ?? "/dashboard");
    },
    oauthError
      ? (oauthErrors[oauthError] ?? "Google sign-in failed. Please try again.")
      : undefined,
  );

  return (
    <AuthCard
      title="Login"
      error={error}
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
      <form onSubmit={onSubmit} noValidate={false}>
        <Stack>
          <EmailField error={fieldError} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            error={fieldError}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/ForgotPassword" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            Login
          </Button>
          <GoogleButton label="Sign in with Google" onError={setError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
