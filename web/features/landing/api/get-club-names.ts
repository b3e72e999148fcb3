import { queryOptions, useQuery } from "@tanstack/react-query";
import { ClubNameListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const clubNamesQuery = queryOptions({
  queryKey: queryKeys.clubs.names,
  queryFn: ({ signal }) => apiRequest("/api/clubs/names", { schema: ClubNameListSchema, signal }),
});

export function useClubNames() {
  return useQuery(clubNamesQuery);
}
