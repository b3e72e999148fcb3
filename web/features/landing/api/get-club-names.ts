import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, loadShellSchemas } from "../../../lib/api-client.ts";
import { shellKeys } from "../../../lib/shell-query-keys.ts";

/** A page of club names, after the club id `after` (the first page without it). */
export const clubNamesAfter = (after: number | undefined, signal: AbortSignal) =>
  apiRequest(`/api/clubs/names${after === undefined ? "" : `?after=${after}`}`, {
    schema: async () => (await loadShellSchemas()).ClubNameListSchema,
    signal,
  });

/** The first page of club names (prerendered with the landing page). */
export const clubNamesQuery = queryOptions({
  queryKey: shellKeys.clubs.names,
  queryFn: ({ signal }) => clubNamesAfter(undefined, signal),
});

/**
 * The first page of club names. With `enabled` false the prerendered (or cached) list shows but is
 * not asked again (the landing waits until its list is near the screen: ADR 048).
 */
export function useClubNames(enabled = true) {
  return useQuery({ ...clubNamesQuery, enabled });
}
