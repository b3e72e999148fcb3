import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { messageOf } from "../../../lib/api-client.ts";
import { signUpWithEmail } from "../api/auth.ts";
import { AuthCard } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useSignedIn } from "./use-signed-in.ts";

export function SignUpPage() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await signUpWithEmail(
        String(form.get("name")),
        String(form.get("email")),
        String(form.get("password")),
      );
      await signedIn("/Dashboard");
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign Up"
      error={error}
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to="/Login" td="underline">
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput label="Username" name="name" autoComplete="username" required maxLength={80} />
          <TextInput label="Email" name="email" type="email" autoComplete="email" required />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            description="At least 12 characters. A passphrase of a few words works well."
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
          />
          <Button type="submit" loading={busy} fullWidth>
            Sign Up
          </Button>
          <GoogleButton label="Sign Up with Google" onError={setError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
