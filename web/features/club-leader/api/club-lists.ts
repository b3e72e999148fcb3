import { useInfiniteQuery } from "@tanstack/react-query";
import { ClubApplicationListSchema } from "../../../../contract/applications.ts";
import { ClubMemberListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** All of a club's leader-only lists live under this key: a decision reloads them together. */
export const clubListsKey = (clubId: number) => ["club-leader", "club", clubId] as const;

const nextPage = (last: { page: number; hasMore: boolean }) =>
  last.hasMore ? last.page + 1 : undefined;

/** The club's members, 20 at a time ("Load more"). */
export function useClubMembers(clubId: number) {
  return useInfiniteQuery({
    queryKey: [...clubListsKey(clubId), "members"],
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
    queryKey: [...clubListsKey(clubId), "requests"],
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/clubs/${clubId}/applications?page=${pageParam}`, {
        schema: ClubApplicationListSchema,
        signal,
      }),
  });
}
