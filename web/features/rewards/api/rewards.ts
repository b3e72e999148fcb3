import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type RewardAdjustmentBody,
  RewardAdjustmentListSchema,
  RewardAdjustmentStatusSchema,
  RewardSummarySchema,
} from "../../../../contract/rewards.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The signed-in member's balance, history and the rules in force. */
export const myRewardsQuery = queryOptions({
  queryKey: queryKeys.rewards.mine,
  queryFn: ({ signal }) => apiRequest("/api/me/rewards", { schema: RewardSummarySchema, signal }),
});

export function useMyRewards(enabled = true) {
  return useQuery({ ...myRewardsQuery, enabled });
}

/** Adjustments waiting for a second admin (admins only). */
export function usePendingAdjustments(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.rewards.adjustments,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/rewards/adjustments", { schema: RewardAdjustmentListSchema, signal }),
  });
}

const DecidedSchema = z.object({
  adjustmentId: z.number().int(),
  status: RewardAdjustmentStatusSchema,
});

export const requestAdjustment = (body: RewardAdjustmentBody) =>
  apiRequest("/api/admin/rewards/adjustments", { method: "POST", body, schema: DecidedSchema });

export const decideAdjustment = ({
  adjustmentId,
  verb,
}: {
  adjustmentId: number;
  verb: "approve" | "reject";
}) =>
  apiRequest(`/api/admin/rewards/adjustments/${adjustmentId}/${verb}`, {
    method: "POST",
    body: {},
    schema: DecidedSchema,
  });

/** An admin's write about rewards: every rewards query is read again after it. */
export function useRewardsDecision<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all }),
  });
}
