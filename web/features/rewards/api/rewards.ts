import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type EditableRuleKey,
  type RewardAdjustmentBody,
  RewardAdjustmentListSchema,
  RewardAdjustmentStatusSchema,
  RewardRecipientSchema,
  type RewardRuleBody,
  RewardRuleListSchema,
  RewardRuleSchema,
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

/** Every rule, `all` included, for the admins' rules screen. */
export const rewardRulesQuery = queryOptions({
  queryKey: queryKeys.rewards.rules,
  queryFn: ({ signal }) =>
    apiRequest("/api/rewards/rules", { schema: RewardRuleListSchema, signal }),
});

export function useRewardRules(enabled: boolean) {
  return useQuery({ ...rewardRulesQuery, enabled });
}

/** An admin changes one rule (audit-logged on the server). */
export const updateRule = ({ key, ...body }: RewardRuleBody & { key: EditableRuleKey }) =>
  apiRequest(`/api/admin/rewards/rules/${key}`, { method: "PUT", body, schema: RewardRuleSchema });

/** Who an email names: shown back to the admin before an adjustment is sent. */
export const findRecipient = (email: string) =>
  apiRequest(`/api/admin/rewards/recipient?${new URLSearchParams({ email })}`, {
    schema: RewardRecipientSchema,
  });

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
