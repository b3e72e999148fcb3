import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { signUpWithEmail } from "../api/auth.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { useSignedIn } from "./use-signed-in.ts";

export function SignUpPage() {
  const signedIn = useSignedIn();
  const { error, setError, busy, onSubmit, fieldError } = useAuthForm(async (form) => {
    await signUpWithEmail(
      String(form.get("name")),
      String(form.get("email")),
      String(form.get("password")),
    );
    await signedIn("/Dashboard");
  });

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
          <TextInput
            label="Username"
            name="name"
            autoComplete="username"
            required
            maxLength={80}
            error={fieldError}
          />
          <EmailField error={fieldError} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            description="At least 12 characters. A passphrase of a few words works well."
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
            error={fieldError}
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
