import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { LeaveResultSchema } from "../../../../contract/memberships.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * The member's own Leave; afterwards their record and every club list reload. `outcome` is told
 * of the result here, on the mutation itself: the page that asked is replaced by the reload (the
 * Leave button goes with the membership), and callbacks given to `mutate` would go with it.
 */
export function useLeaveClub(outcome: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: number) =>
      apiRequest(`/api/clubs/${clubId}/leave`, { method: "POST", schema: LeaveResultSchema }),
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all }),
      ]),
  });
}

/** The leader removes a member with a reason; the club's lists on the leader page reload. */
export function useRemoveMember(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      apiRequest(`/api/clubs/${clubId}/members/${encodeURIComponent(userId)}/remove`, {
        method: "POST",
        body: { reason },
        schema: z.undefined(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leader.club(clubId) }),
  });
}
