import { z } from "zod";
import { IntIdSchema, multilineText } from "./common.ts";

/**
 * Applying to an opportunity with a verified portfolio (issue 37). The member chooses what the
 * partner may see; the partner reads only that, read from the records at the time it looks (a
 * credential revoked since shows as revoked), and never the member's other applications.
 */

export const OPPORTUNITY_APPLICATION_STATUSES = [
  "submitted",
  "shortlisted",
  "declined",
  "hired",
  "withdrawn",
] as const;
export type OpportunityApplicationStatus = (typeof OPPORTUNITY_APPLICATION_STATUSES)[number];

/** What the member shares: each part off unless chosen. */
export const PortfolioChoiceSchema = z.strictObject({
  /** Ids of the member's own credentials (not revoked). */
  credentialIds: z.array(z.string().max(100)).max(20).default([]),
  /** Slot ids of the member's own delivered speeches. */
  speechSlotIds: z.array(z.number().int().positive()).max(20).default([]),
  /** The meeting roles they held (counts by role). */
  roles: z.boolean().default(false),
  /** Their $VOCATE balance. */
  vocate: z.boolean().default(false),
  /** One of their linked wallets, by id. */
  walletId: z.number().int().positive().nullable().default(null),
});
export type PortfolioChoice = z.infer<typeof PortfolioChoiceSchema>;

export const ApplyToOpportunitySchema = z.strictObject({
  note: multilineText({ error: "Write a short note to the organisation." })
    .min(20, "Write a short note to the organisation (at least 20 characters).")
    .max(2000, "A note is at most 2,000 characters."),
  share: PortfolioChoiceSchema,
});
export type ApplyToOpportunity = z.infer<typeof ApplyToOpportunitySchema>;

/** A partner moves an application; a decline may say why (the member reads it). */
export const MoveApplicationSchema = z.strictObject({
  status: z.enum(["shortlisted", "declined", "hired"]),
  note: multilineText().max(1000, "A note is at most 1,000 characters.").optional(),
});
export type MoveApplication = z.infer<typeof MoveApplicationSchema>;

/** What the partner sees of a shared portfolio: only the parts chosen, the rest absent. */
export const SharedPortfolioSchema = z.object({
  credentials: z.array(
    z.object({
      credentialId: z.string(),
      name: z.string(),
      issuedAt: z.string(),
      revoked: z.boolean(),
      /** The credential's public page, where anyone verifies it. */
      url: z.string(),
    }),
  ),
  speeches: z.array(
    z.object({
      slotId: z.number().int(),
      clubName: z.string(),
      /** The meeting's day (YYYY-MM-DD). */
      deliveredOn: z.string().nullable(),
      durationSeconds: z.number().int().nullable(),
      /** The evaluation's scores (criterion, in the reader's language -> 1..5), when evaluated. */
      scores: z.record(z.string(), z.number()).nullable(),
    }),
  ),
  roles: z.array(z.object({ role: z.string(), count: z.number().int() })).nullable(),
  vocate: z.number().int().nullable(),
  wallet: z.object({ address: z.string(), chainId: z.number().int() }).nullable(),
});
export type SharedPortfolio = z.infer<typeof SharedPortfolioSchema>;

/**
 * An application as the partner sees it. A withdrawn one shows its name and status only: its note
 * and portfolio are null (the member took them back).
 */
export const ApplicantSchema = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  status: z.enum(OPPORTUNITY_APPLICATION_STATUSES),
  decisionNote: z.string().nullable(),
  appliedAt: z.string(),
  hiredAt: z.string().nullable(),
  portfolio: SharedPortfolioSchema.nullable(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantListSchema = z.object({
  opportunityId: z.number().int(),
  title: z.string(),
  applicants: z.array(ApplicantSchema),
});
export type ApplicantList = z.infer<typeof ApplicantListSchema>;

/** An application as its member sees it. */
export const MyOpportunityApplicationSchema = z.object({
  applicationId: z.number().int(),
  opportunityId: z.number().int(),
  title: z.string(),
  partnerName: z.string().nullable(),
  status: z.enum(OPPORTUNITY_APPLICATION_STATUSES),
  decisionNote: z.string().nullable(),
  appliedAt: z.string(),
  hiredAt: z.string().nullable(),
  share: PortfolioChoiceSchema,
});
export type MyOpportunityApplication = z.infer<typeof MyOpportunityApplicationSchema>;

/** What the member may choose from when applying: their own records. */
export const PortfolioOptionsSchema = z.object({
  credentials: z.array(z.object({ credentialId: z.string(), name: z.string() })),
  speeches: z.array(
    z.object({
      slotId: z.number().int(),
      clubName: z.string(),
      deliveredOn: z.string().nullable(),
      durationSeconds: z.number().int().nullable(),
    }),
  ),
  rolesHeld: z.number().int(),
  vocate: z.number().int(),
  wallets: z.array(z.object({ walletId: z.number().int(), address: z.string() })),
});
export type PortfolioOptions = z.infer<typeof PortfolioOptionsSchema>;

export const MyOpportunityApplicationListSchema = z.object({
  items: z.array(MyOpportunityApplicationSchema),
});
export type MyOpportunityApplicationList = z.infer<typeof MyOpportunityApplicationListSchema>;

export const OpportunityApplicationParamsSchema = z.strictObject({ applicationId: IntIdSchema });
export const ApplyParamsSchema = z.strictObject({ opportunityId: IntIdSchema });
