import "@mantine/core/styles/PasswordInput.css";
import { Container, Paper, Text, TextInput, type TextInputProps, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/index.ts";
import { FormError } from "../../../lib/contract-form.tsx";
import { authCatalogs } from "../messages.ts";

/** The Email field of the login, sign-up and forgot-password forms. */
export function EmailField(inputProps: TextInputProps) {
  const t = useT(authCatalogs);
  return (
    <TextInput
      label={t("auth.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      {...inputProps}
    />
  );
}

/** The frame of the login, sign-up and password screens; `error` shows in red under the form. */
export function AuthCard({
  title,
  children,
  error,
  notice,
  footer,
}: {
  title: string;
  children: ReactNode;
  error?: string;
  /** Shown above the form, and focused after the navigation that brought the visitor here. */
  notice?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={440} py={48}>
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      {notice}
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
        <FormError message={error} mt="md" />
      </Paper>
      {footer && (
        <Text ta="center" mt="md">
          {footer}
        </Text>
      )}
    </Container>
  );
}
