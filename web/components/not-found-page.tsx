import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "./page-title.ts";

export function NotFoundPage() {
  const location = useLocation();
  usePageTitle("Page not found");
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start" gap="md">
        <Text c="gray.7" fw={700}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text>
          There is no page at <code>{location.pathname}</code>. It may have moved, or the address
          may be mistyped.
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
