import { Alert, Button, Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NotFoundPage } from "../../../components/not-found-page.tsx";
import { ApiError, messageOf } from "../../../lib/api-client.ts";

/**
 * The loading and failure states of a public page read by its address (a credential, a profile):
 * a loader, "Page not found" for an unknown (or private) address, otherwise the error and a retry.
 */
export function PublicLoadState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader m="xl" aria-label={`Loading ${what}`} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <Alert color="red.9" title={`The ${what} could not be loaded`} m="xl">
        <Text mb="sm">{messageOf(query.error)}</Text>
        <Button variant="light" color="red.9" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
