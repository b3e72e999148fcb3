import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { messageOf } from "../lib/api-client.ts";

interface Page<T> {
  items: T[];
}

/** Loading, error (with Try again), empty text, the items, and "Load more" for a paged list. */
export function PagedList<T>({
  query,
  what,
  empty,
  renderItem,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** For the loading and error texts, e.g. "members". */
  what: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading {what}...</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={`The ${what} could not be loaded`}>
        <Text mb="sm">{messageOf(query.error)}</Text>
        <Button variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text>{empty}</Text>;
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
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
