import { useInfiniteQuery } from "@tanstack/react-query";
import { ClubApplicationListSchema } from "../../../../contract/applications.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/paging.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The club's applications, pending first, 20 at a time ("Load more"): its leader only. */
export function useClubRequests(clubId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.leader.requests(clubId),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/clubs/${clubId}/applications?page=${pageParam}`, {
        schema: ClubApplicationListSchema,
        signal,
      }),
  });
}
