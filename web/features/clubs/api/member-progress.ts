import { useInfiniteQuery } from "@tanstack/react-query";
import { MemberProgressListSchema } from "../../../../contract/memberships.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/paging.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Where the leader downloads every member's progress as a CSV file (a plain link: same origin). */
export const progressCsvUrl = (clubId: number) => `/api/clubs/${clubId}/members/export`;

/** Each member's progress, 20 at a time ("Load more"): the club's leader only. */
export function useMemberProgress(clubId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.leader.progress(clubId),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/clubs/${clubId}/members/progress?page=${pageParam}`, {
        schema: MemberProgressListSchema,
        signal,
      }),
  });
}
