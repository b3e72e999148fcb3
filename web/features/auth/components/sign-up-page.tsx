import { Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { SignUpSchema } from "../../../../contract/auth.ts";
import { safeNextPath, signInPath } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { signUpWithEmail } from "../api/auth.ts";
import { authCatalogs } from "../messages.ts";
import { AuthCard, EmailField } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { useSignedIn } from "./use-signed-in.ts";

export function SignUpPage() {
  // A page sent the visitor here (a club's Join): back there after sign-up, never off this site.
  const next = safeNextPath(useSearchParams()[0].get("next"));
  const signedIn = useSignedIn();
  const t = useT(authCatalogs);
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: SignUpSchema,
    initialValues: { name: "", email: "", password: "" },
    // Refusals of the whole form are about the address (it has an account) or the password.
    formErrorFields: ["email"],
  });
  const onSubmit = submit(async ({ name, email, password }) => {
    await signUpWithEmail(name, email, password);
    // Else a welcome on the getting-started dashboard (docs/product.md, round 3).
    await signedIn(next ?? "/Dashboard?welcome=1");
  });

  return (
    <AuthCard
      title={t("title.signUp")}
      error={formError}
      footer={
        <T
          id="auth.signUp.haveAccount"
          components={{
            0: <Anchor component={Link} to={signInPath("/Login", next)} td="underline" />,
          }}
        />
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t("auth.signUp.username")}
            name="name"
            autoComplete="username"
            required
            maxLength={80}
            {...form.getInputProps("name")}
          />
          <EmailField {...form.getInputProps("email")} />
          <PasswordInput
            label={t("auth.password")}
            name="password"
            autoComplete="new-password"
            description={t("auth.signUp.hint")}
            // Mantine's default description grey is too light to read (contrast).
            descriptionProps={{ c: "gray.7" }}
            required
            {...form.getInputProps("password")}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t("auth.signUp.submit")}
          </Button>
          <GoogleButton label={t("auth.signUp.google")} next={next} onError={showError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
