import "@mantine/core/styles/PasswordInput.css";
import { Container, Paper, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A form-level error as a field's `error`: the field is marked invalid and described by the
 * message (read when it gets focus), which shows once, visibly, under the form.
 */
export function fieldErrorOf(error: string | undefined): ReactNode {
  return error ? <VisuallyHidden>{error}</VisuallyHidden> : undefined;
}

/** The Email field of the login and sign-up forms. */
export function EmailField({ error }: { error: ReactNode }) {
  return (
    <TextInput
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      error={error}
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
        {error && (
          <Text c="red.9" mt="md" role="alert" data-testid="form-error">
            {error}
          </Text>
        )}
      </Paper>
      {footer && (
        <Text ta="center" mt="md">
          {footer}
        </Text>
      )}
    </Container>
  );
}
