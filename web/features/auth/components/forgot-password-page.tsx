import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { messageOf } from "../../../lib/api-client.ts";
import { requestPasswordReset } from "../api/auth.ts";
import { AuthCard } from "./auth-card.tsx";

export function ForgotPasswordPage() {
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email"));
    setBusy(true);
    setError(undefined);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      error={error}
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
        <form onSubmit={onSubmit}>
          <Stack>
            <Text>
              Enter your account's email and we will send you a link to set a new password.
            </Text>
            <TextInput label="Email" name="email" type="email" autoComplete="email" required />
            <Button type="submit" loading={busy} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
