import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CompletionDecisionSchema,
  PendingCompletionListSchema,
  VerifyBatchResultSchema,
  WaitingSubmissionListSchema,
} from "../../../../contract/completions.ts";
import { BookedSlotListSchema } from "../../../../contract/slots.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const pendingCompletionsQuery = queryOptions({
  queryKey: queryKeys.completions.pending,
  queryFn: ({ signal }) =>
    apiRequest("/api/completions/pending", { schema: PendingCompletionListSchema, signal }),
});

export function usePendingCompletions() {
  return useQuery(pendingCompletionsQuery);
}

/** The member's own submissions waiting for verification (their dashboard). */
export function useMyWaitingSubmissions() {
  return useQuery({
    queryKey: queryKeys.completions.minePending,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest("/api/completions/mine/pending", { schema: WaitingSubmissionListSchema, signal }),
  });
}

export const clubSlotsQuery = queryOptions({
  queryKey: queryKeys.slots.club,
  queryFn: ({ signal }) => apiRequest("/api/slots/club", { schema: BookedSlotListSchema, signal }),
});

export function useClubSlots() {
  return useQuery(clubSlotsQuery);
}

export type Decision = { completionId: number } & (
  | { action: "verify" }
  | { action: "reject"; note: string; stepNotes?: { stepId: number; note: string }[] }
);

export function useDecideCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiRequest(`/api/completions/${decision.completionId}/${decision.action}`, {
        method: "POST",
        body:
          decision.action === "reject"
            ? {
                note: decision.note,
                ...(decision.stepNotes?.length ? { stepNotes: decision.stepNotes } : {}),
              }
            : undefined,
        schema: CompletionDecisionSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.completions.pending }),
  });
}

/** Verify several submissions at once: each verified or refused on its own (the answer says which). */
export function useVerifyBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completionIds: number[]) =>
      apiRequest("/api/completions/verify-batch", {
        method: "POST",
        body: { completionIds },
        schema: VerifyBatchResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.completions.pending }),
  });
}
