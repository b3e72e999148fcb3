import { z } from "zod";
import { IntIdSchema, lineText, multilineText } from "./common.ts";

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
/** A rule's amount or cap: a whole number from 0 to MAX_REWARD_AMOUNT, said plainly when not. */
const ruleNumber = (what: "amount" | "cap") =>
  z.coerce
    .number({ error: "Enter a whole number of $VOCATE." })
    .int("Enter a whole number of $VOCATE.")
    .min(0, what === "amount" ? "An amount is not negative." : "A cap is not negative.")
    .max(
      MAX_REWARD_AMOUNT,
      what === "amount"
        ? "An amount is at most 1,000,000 $VOCATE."
        : "A cap is at most 1,000,000 $VOCATE.",
    );
export const RewardRuleBodySchema = z.strictObject({
  amount: ruleNumber("amount"),
  /** null: no cap of its own (the season's cap of all rules together still holds). */
  capPerSeason: ruleNumber("cap").nullable(),
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

/** The person an admin names for an adjustment: by the email they sign in with (any case). */
export const RewardRecipientEmailSchema = z
  .string()
  .trim()
  .max(254, "Enter the person's email address.")
  .email("Enter the person's email address.");
export const RewardRecipientQuerySchema = z.strictObject({ email: RewardRecipientEmailSchema });
/** Who an email names, shown back to the admin before an adjustment is sent. */
export const RewardRecipientSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type RewardRecipient = z.infer<typeof RewardRecipientSchema>;

/**
 * An adjustment names its person by `email` (the admins' form) or by account `userId` (kept for
 * callers that have the id): exactly one of them.
 */
export const RewardAdjustmentBodySchema = z
  .strictObject({
    email: RewardRecipientEmailSchema.optional(),
    userId: lineText()
      .min(1, "Enter the person's account id.")
      .max(200, "An account id has at most 200 characters.")
      .optional(),
    amount: z.coerce
      .number({ error: "Enter a whole number of $VOCATE." })
      .int("Enter a whole number of $VOCATE.")
      .min(-MAX_REWARD_AMOUNT, "An adjustment is at most 1,000,000 $VOCATE either way.")
      .max(MAX_REWARD_AMOUNT, "An adjustment is at most 1,000,000 $VOCATE either way.")
      .refine((value) => value !== 0, "An adjustment is not zero."),
    reason: multilineText()
      .min(10, "Give a reason of at least 10 characters.")
      .max(500, "A reason has at most 500 characters."),
  })
  .refine((body) => (body.email === undefined) !== (body.userId === undefined), {
    message: "Name the person by either their email address or their account id.",
    path: ["email"],
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

/**
 * Abuse signals for admins (ADR 038, "Abuse signals"): signals only, nothing is paid or taken
 * because of one. The thresholds are named here so the screen can say what "far" means.
 */
export const REWARD_SIGNAL_THRESHOLDS = {
  /** The days of decisions and check-ins the signals read. */
  windowDays: 90,
  /** A leader is compared only with this many decisions (verified or rejected) in the window. */
  minDecisions: 5,
  /** Flagged when their share verified is above the rest of their region's by more than this. */
  verificationRatePoints: 25,
  /** Flagged when half their decisions came sooner than this after the submission. */
  medianDecisionSeconds: 60,
  /** A device is flagged when this many distinct accounts checked in with it … */
  deviceAccounts: 3,
  /** … within this many minutes. */
  deviceMinutes: 5,
} as const;

export const LeaderSignalReasonSchema = z.enum(["verification-rate", "decision-speed"]);
export type LeaderSignalReason = z.infer<typeof LeaderSignalReasonSchema>;

/** Who and which club a signal is about: the admin console links to both. */
const SignalSubjectSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  clubId: z.number().int(),
  clubName: z.string(),
  clubSlug: z.string(),
});

/** A person who decided missions in one club, whose decisions are far from their region's. */
export const LeaderSignalSchema = SignalSubjectSchema.extend({
  /** The club's region: the last part of its location (`Kochi, Kerala` -> `kerala`). */
  region: z.string(),
  decisions: z.number().int(),
  verified: z.number().int(),
  /** Their share of decisions that verified, 0 to 1. */
  verificationRate: z.number(),
  /** The same share for everyone else's decisions in the region (else the platform), or null. */
  regionVerificationRate: z.number().nullable(),
  medianDecisionSeconds: z.number(),
  regionMedianDecisionSeconds: z.number().nullable(),
  reasons: z.array(LeaderSignalReasonSchema).min(1),
});
export type LeaderSignal = z.infer<typeof LeaderSignalSchema>;

/** One account's check-in in a group of check-ins from one device. */
export const DeviceCheckInSchema = SignalSubjectSchema.extend({
  meetingKey: z.string(),
  checkedInAt: z.string(),
});
export type DeviceCheckIn = z.infer<typeof DeviceCheckInSchema>;

/** Distinct accounts that checked in from one device within minutes of each other. */
export const DeviceSignalSchema = z.object({
  /** A short label of the device's mark (not the mark itself), to tell groups apart. */
  device: z.string(),
  accounts: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  checkIns: z.array(DeviceCheckInSchema),
});
export type DeviceSignal = z.infer<typeof DeviceSignalSchema>;

export const RewardSignalsSchema = z.object({
  leaders: z.array(LeaderSignalSchema),
  devices: z.array(DeviceSignalSchema),
});
export type RewardSignals = z.infer<typeof RewardSignalsSchema>;
