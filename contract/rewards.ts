import { z } from "zod";
import { boundedInt, IntIdSchema, lineText, multilineText } from "./common.ts";

/**
 * $VOCATE's default rules (docs/product.md, round 3 decision 3): programme points earned only by work
 * someone else verified, during an active membership, kept in our own append-only ledger (ADR 038).
 * They seed the `reward_rules` table admins edit; screens that name an amount read the table
 * (`GET /api/rewards`), so no text promises more than the rules pay.
 */
export const DEFAULT_REWARD_RULES = {
  verifiedMission: 500,
  deliveredAndEvaluatedSpeech: 250,
  meetingRoleFulfilled: 100,
  attendance: 50,
  /** At most this much per six-month membership period: the membership card's "6000 $VOCATE". */
  capPerMembershipPeriod: 6_000,
} as const;

/** The rules that pay, each for one kind of event verified by someone else. */
export const REWARD_RULE_KEYS = [
  "verified-mission",
  "evaluated-speech",
  "role-fulfilled",
  "attendance",
] as const;
export const RewardRuleKeySchema = z.enum(REWARD_RULE_KEYS);
export type RewardRuleKey = z.infer<typeof RewardRuleKeySchema>;
/** A rule's key, or `all`: the cap per person and season of every rule together. */
export const EditableRuleKeySchema = z.enum([...REWARD_RULE_KEYS, "all"]);
export type EditableRuleKey = z.infer<typeof EditableRuleKeySchema>;

/** What earned an entry: the mission's id, the speech's slot, the role's seat, the attendance. */
export const REWARD_SOURCE_KINDS = [
  "mission",
  "speech",
  "role",
  "attendance",
  "adjustment",
] as const;
export type RewardSourceKind = (typeof REWARD_SOURCE_KINDS)[number];

/** An admin's adjustment larger than this (either way) waits for a second admin's approval. */
export const ADJUSTMENT_APPROVAL_THRESHOLD = 1_000;
export const RewardAdjustmentStatusSchema = z.enum(["pending", "approved", "rejected"]);
export type RewardAdjustmentStatus = z.infer<typeof RewardAdjustmentStatusSchema>;

/** The most one rule or one adjustment may be: far above any real amount, inside int4. */
export const MAX_REWARD_AMOUNT = 1_000_000;

export const RewardRuleSchema = z.object({
  key: EditableRuleKeySchema,
  amount: z.number().int(),
  capPerSeason: z.number().int().nullable(),
  active: z.boolean(),
});
export type RewardRule = z.infer<typeof RewardRuleSchema>;
export const RewardRuleListSchema = z.object({ items: z.array(RewardRuleSchema) });
export type RewardRuleList = z.infer<typeof RewardRuleListSchema>;

export const RewardRuleParamsSchema = z.strictObject({ key: EditableRuleKeySchema });
export const RewardRuleBodySchema = z.strictObject({
  amount: boundedInt(0, MAX_REWARD_AMOUNT),
  capPerSeason: boundedInt(0, MAX_REWARD_AMOUNT).nullable(),
  active: z.boolean(),
});
export type RewardRuleBody = z.infer<typeof RewardRuleBodySchema>;

/** One ledger entry as its owner (or an admin) reads it, with what earned it. */
export const RewardEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  rule: z.union([RewardRuleKeySchema, z.literal("adjustment")]),
  sourceKind: z.enum(REWARD_SOURCE_KINDS),
  sourceId: z.string(),
  /** The mission's title, or null when the source has no name to show. */
  sourceName: z.string().nullable(),
  /** Where the source is shown (the mission's page), or null. */
  sourceHref: z.string().nullable(),
  /** An adjustment's reason. */
  reason: z.string().nullable(),
  season: z.string(),
  reversesId: z.number().int().nullable(),
  /** Whether a later entry reversed this one. */
  reversed: z.boolean(),
  createdAt: z.string(),
});
export type RewardEntry = z.infer<typeof RewardEntrySchema>;

export const RewardSummarySchema = z.object({
  balance: z.number().int(),
  season: z.string(),
  /** Earned by the rules this season (adjustments excluded), against the season's cap. */
  earnedThisSeason: z.number().int(),
  seasonCap: z.number().int().nullable(),
  /** Whether a membership is in force now: without one nothing is earned. */
  membershipActive: z.boolean(),
  entries: z.array(RewardEntrySchema),
  rules: z.array(RewardRuleSchema),
});
export type RewardSummary = z.infer<typeof RewardSummarySchema>;

export const RewardUserParamsSchema = z.strictObject({ userId: lineText().min(1).max(200) });

export const RewardAdjustmentBodySchema = z.strictObject({
  userId: lineText()
    .min(1, "Enter the person's account id.")
    .max(200, "An account id has at most 200 characters."),
  amount: z.coerce
    .number({ error: "Enter a whole number of $VOCATE." })
    .int("Enter a whole number of $VOCATE.")
    .min(-MAX_REWARD_AMOUNT, "An adjustment is at most 1,000,000 $VOCATE either way.")
    .max(MAX_REWARD_AMOUNT, "An adjustment is at most 1,000,000 $VOCATE either way.")
    .refine((value) => value !== 0, "An adjustment is not zero."),
  reason: multilineText()
    .min(10, "Give a reason of at least 10 characters.")
    .max(500, "A reason has at most 500 characters."),
});
export type RewardAdjustmentBody = z.infer<typeof RewardAdjustmentBodySchema>;

export const RewardAdjustmentSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  status: RewardAdjustmentStatusSchema,
  requestedBy: z.string(),
  requestedAt: z.string(),
});
export type RewardAdjustment = z.infer<typeof RewardAdjustmentSchema>;
export const RewardAdjustmentListSchema = z.object({ items: z.array(RewardAdjustmentSchema) });
export type RewardAdjustmentList = z.infer<typeof RewardAdjustmentListSchema>;
export const RewardAdjustmentParamsSchema = z.strictObject({ adjustmentId: IntIdSchema });
