import { useInfiniteQuery } from "@tanstack/react-query";
import { ClubApplicationListSchema } from "../../../../contract/applications.ts";
import { ClubMemberListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** All of a club's leader-only lists live under this key: a decision reloads them together. */

const nextPage = (last: { page: number; hasMore: boolean }) =>
  last.hasMore ? last.page + 1 : undefined;

/** The club's members, 20 at a time ("Load more"). */
export function useClubMembers(clubId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.leader.members(clubId),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/clubs/${clubId}/members?page=${pageParam}`, {
        schema: ClubMemberListSchema,
        signal,
      }),
  });
}

/** The club's applications, pending first, 20 at a time ("Load more"). */
export function useClubRequests(clubId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.leader.requests(clubId),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/clubs/${clubId}/applications?page=${pageParam}`, {
        schema: ClubApplicationListSchema,
        signal,
      }),
  });
}
