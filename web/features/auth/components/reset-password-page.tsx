import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { messageOf } from "../../../lib/api-client.ts";
import { resetPassword, signInWithEmail } from "../api/auth.ts";
import { AuthCard } from "./auth-card.tsx";
import { useSignedIn } from "./use-signed-in.ts";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const email = searchParams.get("email") ?? "";
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password !== String(form.get("confirm"))) {
      setError("The two passwords do not match.");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await resetPassword(token, password);
      await signInWithEmail(email, password);
      await signedIn("/Dashboard");
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };

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
    <AuthCard title="Reset Password" error={error}>
      <form onSubmit={onSubmit}>
        <Stack>
          <PasswordInput
            label="New password"
            name="password"
            autoComplete="new-password"
            description="At least 12 characters."
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
          />
          <PasswordInput
            label="Repeat the new password"
            name="confirm"
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={busy} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
