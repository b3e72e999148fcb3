import "@mantine/core/styles/PasswordInput.css";
import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame of the login, sign-up and password screens; `error` shows in red under the form. */
export function AuthCard({
  title,
  children,
  error,
  footer,
}: {
  title: string;
  children: ReactNode;
  error?: string;
  footer?: ReactNode;
}) {
  return (
    <Container size={440} py={48}>
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
        {error && (
          <Text c="red.8" mt="md" role="alert" data-testid="form-error">
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
