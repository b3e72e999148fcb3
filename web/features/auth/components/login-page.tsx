import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { signInWithEmail } from "../api/auth.ts";
import { AuthCard } from "./auth-card.tsx";
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
  const signedIn = useSignedIn();
  const { error, setError, busy, onSubmit } = useAuthForm(
    async (form) => {
      await signInWithEmail(String(form.get("email")), String(form.get("password")));
      await signedIn("/dashboard");
    },
    oauthError
      ? (oauthErrors[oauthError] ?? "Google sign-in failed. Please try again.")
      : undefined,
  );

  return (
    <AuthCard
      title="Login"
      error={error}
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
          <TextInput label="Email" name="email" type="email" autoComplete="email" required />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
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
