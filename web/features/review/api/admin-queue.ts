import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApplicationSchema } from "../../../../contract/applications.ts";
import { CompletionDecisionSchema } from "../../../../contract/completions.ts";
import { AdminQueueSchema, type ReviewItem } from "../../../../contract/review.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const adminQueueQuery = queryOptions({
  queryKey: queryKeys.review.queue,
  queryFn: ({ signal }) => apiRequest("/api/review/queue", { schema: AdminQueueSchema, signal }),
});

/** The admins' queue: stale items of every club and all of leaderless clubs, oldest first. */
export function useAdminQueue() {
  return useQuery(adminQueueQuery);
}

/** Yes (accept, verify) or no (reject), with a note: required to reject a mission. */
export interface QueueDecision {
  item: ReviewItem;
  approve: boolean;
  note?: string;
}

function decisionPath({ item, approve }: QueueDecision) {
  if (item.kind === "application") {
    return `/api/applications/${item.itemId}/${approve ? "accept" : "reject"}`;
  }
  return `/api/completions/${item.itemId}/${approve ? "verify" : "reject"}`;
}

/** An admin decides an item for its club; the queue reloads either way. */
export function useDecideQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: QueueDecision) =>
      apiRequest(decisionPath(decision), {
        method: "POST",
        body: decision.note ? { note: decision.note } : undefined,
        schema: decision.item.kind === "application" ? ApplicationSchema : CompletionDecisionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.review.queue }),
  });
}

/**
 * An admin gives a club that needs one a new leader, by email: the admin console's assignment
 * (`PUT /api/admin/clubs/:clubId/leader`, ADR 013); the queue reloads.
 */
export function useAssignQueueLeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, email }: { clubId: number; email: string }) =>
      apiRequest(`/api/admin/clubs/${clubId}/leader`, {
        method: "PUT",
        body: { email },
        schema: z.undefined(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.review.queue }),
  });
}
