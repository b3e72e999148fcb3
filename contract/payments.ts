import { z } from "zod";

export const MembershipPriceSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  intervalCount: z.number().int(),
});

export const MembershipPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  scholarPriceSixMonthsUsd: z.number(),
  scholarPriceMonthlyUsd: z.number(),
  listPriceSixMonthsUsd: z.number(),
  listPriceMonthlyUsd: z.number(),
  rewardTokens: z.number().int(),
  perks: z.array(z.string()),
  prices: z.array(MembershipPriceSchema),
});
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

/** `null` when no plan is active: the screens then say 'No price available for checkout.' */
export const ActivePlanSchema = z.object({ plan: MembershipPlanSchema.nullable() });
export type ActivePlan = z.infer<typeof ActivePlanSchema>;
