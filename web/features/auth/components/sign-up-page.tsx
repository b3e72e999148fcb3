import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "react-router";
import { SignUpSchema } from "../../../../contract/auth.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { signUpWithEmail } from "../api/auth.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useSignedIn } from "./use-signed-in.ts";

export function SignUpPage() {
  const signedIn = useSignedIn();
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: SignUpSchema,
    initialValues: { name: "", email: "", password: "" },
    // Refusals of the whole form are about the address (it has an account) or the password.
    formErrorFields: ["email"],
  });
  const onSubmit = submit(async ({ name, email, password }) => {
    await signUpWithEmail(name, email, password);
    await signedIn("/Dashboard");
  });

  return (
    <AuthCard
      title="Sign Up"
      error={formError}
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to="/Login" td="underline">
            Login
          </Anchor>
        </>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Username"
            name="name"
            autoComplete="username"
            required
            maxLength={80}
            {...form.getInputProps("name")}
          />
          <EmailField {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            description="At least 12 characters. A passphrase of a few words works well."
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            Sign Up
          </Button>
          <GoogleButton label="Sign Up with Google" onError={showError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
