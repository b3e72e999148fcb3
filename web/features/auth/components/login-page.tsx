import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { messageOf } from "../../../lib/api-client.ts";
import { signInWithEmail } from "../api/auth.ts";
import { AuthCard } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useSignedIn } from "./use-signed-in.ts";

const oauthErrors: Record<string, string> = {
  account_not_linked: "This Google account could not be linked to your account.",
  access_denied: "Google sign-in was cancelled.",
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const oauthError = searchParams.get("error");
  const [error, setError] = useState<string | undefined>(
    oauthError
      ? (oauthErrors[oauthError] ?? "Google sign-in failed. Please try again.")
      : undefined,
  );
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await signInWithEmail(String(form.get("email")), String(form.get("password")));
      await signedIn("/dashboard");
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };

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
