import { useInfiniteQuery } from "@tanstack/react-query";
import { ClubMemberListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/paging.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The club's members, 20 at a time ("Load more"): its leader only. */
export function useClubMembers(clubId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.leader.members(clubId),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/clubs/${clubId}/members?page=${pageParam}`, {
        schema: ClubMemberListSchema,
        signal,
      }),
  });
}
