import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ClubNameList } from "../../../../contract/clubs.ts";
import { apiRequest, loadShellSchemas } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const clubNamesAfter = (after: number | undefined, signal: AbortSignal) =>
  apiRequest(`/api/clubs/names${after === undefined ? "" : `?after=${after}`}`, {
    schema: async () => (await loadShellSchemas()).ClubNameListSchema,
    signal,
  });

/** The first page of club names (prerendered with the landing page). */
export const clubNamesQuery = queryOptions({
  queryKey: queryKeys.clubs.names,
  queryFn: ({ signal }) => clubNamesAfter(undefined, signal),
});

export function useClubNames() {
  return useQuery(clubNamesQuery);
}

/**
 * The club names after the first page, 50 at a time, each page starting after the last id shown
 * ("Show more clubs"); nothing is asked until `after` is known and the person asks.
 */
export function useMoreClubNames(after: number | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.clubs.moreNames(after ?? 0),
    initialPageParam: after ?? 0,
    enabled: enabled && after !== undefined,
    getNextPageParam: (last: ClubNameList & { full: boolean }) =>
      last.full ? last.items.at(-1)?.clubId : undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await clubNamesAfter(pageParam, signal);
      return {
        ...page,
        full: page.items.length === (await loadShellSchemas()).CLUB_NAMES_PAGE_SIZE,
      };
    },
  });
}
