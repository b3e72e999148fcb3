import { queryOptions, useQuery } from "@tanstack/react-query";
import { LedClubListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const ledClubsQuery = queryOptions({
  queryKey: queryKeys.leader.clubs,
  queryFn: ({ signal }) => apiRequest("/api/clubs/led", { schema: LedClubListSchema, signal }),
});

/** The clubs the signed-in user leads. */
export function useLedClubs() {
  return useQuery(ledClubsQuery);
}
