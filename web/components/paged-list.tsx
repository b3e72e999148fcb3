import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../i18n/index.ts";
import { messageOf } from "../lib/api-client.ts";
import { EmptyState } from "./empty-state.tsx";
import { componentCatalogs } from "./messages.ts";

interface Page<T> {
  items: T[];
}

/**
 * Loading, error (with Try again), the empty state (its text and, given `emptyAction`, the next
 * step's button), the items, and "Load more" for a paged list.
 */
export function PagedList<T>({
  query,
  what,
  empty,
  emptyAction,
  renderItem,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** For the loading and error texts, e.g. "members". */
  what: string;
  empty: string;
  emptyAction?: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  const t = useT(componentCatalogs);
  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t("pagedList.loading", { what })}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t("pagedList.failed", { what })}>
        <Text mb="sm">{messageOf(query.error)}</Text>
        <Button variant="white" color="red.9" onClick={() => void query.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState action={emptyAction}>{empty}</EmptyState>;
  return (
    <Stack gap="sm">
      {items.map(renderItem)}
      {query.hasNextPage && (
        <Group>
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t("common.loadMore")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
