import { queryOptions, useQuery } from "@tanstack/react-query";
import { ClubNameListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";

export const clubNamesQuery = queryOptions({
  queryKey: ["clubs", "names"],
  queryFn: ({ signal }) => apiRequest("/api/clubs/names", { schema: ClubNameListSchema, signal }),
});

export function useClubNames() {
  return useQuery(clubNamesQuery);
}
