import { Alert, Button, Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../i18n/index.ts";
import { ApiError, messageOf } from "../lib/api-client.ts";
import { componentCatalogs } from "./messages.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/**
 * The loading and failure states of a public page read by its address (a credential, a profile):
 * a loader, "Page not found" for an unknown (or private) address, otherwise the error and a retry.
 */
export function PublicLoadState<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** The loader's name: "Loading credential". */
  loading: string;
  /** The failure's title: "The credential could not be loaded". */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT(componentCatalogs);
  if (query.isPending) return <Loader m="xl" aria-label={loading} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <Alert color="red" title={failed} m="xl">
        <Text mb="sm">{messageOf(query.error)}</Text>
        <Button variant="white" color="red.9" onClick={() => void query.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Alert>
    );
  }
  return children(query.data);
}
