import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import { ApiError } from "../lib/api-client.ts";

/** The title and message ids for a failed load's status. */
function describeError(error: unknown): { title: string; message: string } {
  const status =
    error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  if (status === 401)
    return {
      title: "routeError.unauthenticated.title",
      message: "routeError.unauthenticated.text",
    };
  if (status === 403)
    return { title: "routeError.forbidden.title", message: "routeError.forbidden.text" };
  if (status === 404) return { title: "title.notFound", message: "routeError.notFound.text" };
  if (status === 503)
    return { title: "routeError.unavailable.title", message: "routeError.unavailable.text" };
  return { title: "routeError.other.title", message: "error.generic" };
}

/** Failed loads and render errors end here, never in a blank screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT(shellCatalogs);
  const { title, message } = describeError(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t(title)}</Title>
        <Text>{t(message)}</Text>
        <Button component={Link} to="/">
          {t("common.goHome")}
        </Button>
      </Stack>
    </Container>
  );
}
