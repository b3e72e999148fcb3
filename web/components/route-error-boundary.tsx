import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiError } from "../lib/api-client.ts";

function describeError(error: unknown): { title: string; message: string } {
  const status =
    error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  if (status === 401) return { title: "Please sign in", message: "Sign in to see this page." };
  if (status === 403)
    return { title: "Not allowed", message: "Your account does not have access to this page." };
  if (status === 404)
    return { title: "Page not found", message: "We could not find what you were looking for." };
  if (status === 503)
    return {
      title: "Temporarily unavailable",
      message: "The service is down for a moment. Please try again shortly.",
    };
  return { title: "Something went wrong", message: "An error occurred. Please try again." };
}

/** Failed loads and render errors end here, never in a blank screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { title, message } = describeError(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text>{message}</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
