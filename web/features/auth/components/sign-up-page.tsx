import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { signUpWithEmail } from "../api/auth.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { useSignedIn } from "./use-signed-in.ts";

type Field = "name" | "email" | "password";

/** Which field a server message is about ("Password too short" -> password); else all of them. */
export function fieldsOf(message: string | undefined): Field[] {
  if (!message) return [];
  for (const field of ["password", "email", "name"] as const) {
    if (message.toLowerCase().includes(field)) return [field];
  }
  return ["name", "email", "password"];
}

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
  const invalid = fieldsOf(error);
  const errorOn = (field: Field) => (invalid.includes(field) ? fieldError : undefined);

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
            error={errorOn("name")}
          />
          <EmailField error={errorOn("email")} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            description="At least 12 characters. A passphrase of a few words works well."
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
            error={errorOn("password")}
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
