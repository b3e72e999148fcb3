import { z } from "zod";
import { boundedInt, IntIdSchema, lineText, multilineText } from "./common.ts";

/**
 * The opportunities board (issue 37): jobs, internships, bounties and speaking gigs posted by
 * approved partners (or admins), published after an admin's review unless the partner is trusted,
 * closed at their deadline by the job queue; found by full-text search.
 */

export const OPPORTUNITY_KINDS = ["job", "internship", "bounty", "speaking-gig"] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

/** The programme's regions (an opportunity anywhere is `global`, usually remote too). */
export const OPPORTUNITY_REGIONS = ["kerala", "oman", "global"] as const;
export type OpportunityRegion = (typeof OPPORTUNITY_REGIONS)[number];

/**
 * `pending-review`: waits for an admin (a partner's posts until it is trusted); `published`: on
 * the board; `rejected`: an admin refused it (with a note); `closed`: past its deadline or closed
 * by its poster.
 */
export const OPPORTUNITY_STATUSES = ["pending-review", "published", "rejected", "closed"] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

/** Three-letter ISO 4217 codes the board formats; others are written as free text. */
export const OPPORTUNITY_CURRENCIES = ["USD", "INR", "OMR", "AED", "EUR", "USDC"] as const;

/**
 * What an opportunity asks of an applicant, each checkable against the member's verified record:
 * a verified mission of a journey's path (`missionNumber` 1 to 8), or a number of delivered
 * speeches (timed and evaluated at their club).
 */
export const OpportunityAskSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("mission"),
    journeyId: z.number().int().min(1).max(6),
    missionNumber: z.number().int().min(1).max(8),
  }),
  z.strictObject({
    kind: z.literal("speeches"),
    count: z.number().int().min(1).max(50),
  }),
]);
export type OpportunityAsk = z.infer<typeof OpportunityAskSchema>;

export const OPPORTUNITY_TITLE_MAX = 120;
export const OPPORTUNITY_DESCRIPTION_MAX = 5000;

const OpportunityFieldsSchema = z.strictObject({
  kind: z.enum(OPPORTUNITY_KINDS, "Choose what kind of opportunity this is."),
  title: lineText({ error: "Give the opportunity a title." })
    .min(4, "Give the opportunity a title (at least 4 characters).")
    .max(OPPORTUNITY_TITLE_MAX, "A title is at most 120 characters."),
  description: multilineText({ error: "Describe the opportunity." })
    .min(40, "Describe the opportunity (at least 40 characters).")
    .max(OPPORTUNITY_DESCRIPTION_MAX, "A description is at most 5,000 characters."),
  /** The journeys it suits (1 to 6); empty: any journey. */
  journeyIds: z.array(z.number().int().min(1).max(6)).max(6).default([]),
  region: z.enum(OPPORTUNITY_REGIONS, "Choose a region."),
  location: lineText().max(120, "A location is at most 120 characters.").default(""),
  remote: z.boolean().default(false),
  /** Free text ("Paid in USDC on delivery"), or a range with its currency below, or both. */
  compensation: lineText().max(200, "Compensation is at most 200 characters.").default(""),
  compensationMin: z.number().int().min(0).max(100_000_000).nullable().default(null),
  compensationMax: z.number().int().min(0).max(100_000_000).nullable().default(null),
  currency: z.enum(OPPORTUNITY_CURRENCIES).nullable().default(null),
  /** ISO date-time; must be in the future when posted. */
  deadline: z.iso.datetime({ offset: true, error: "Choose a deadline." }),
  asks: z.array(OpportunityAskSchema).max(10).default([]),
});

export const CreateOpportunitySchema = OpportunityFieldsSchema.refine(
  (value) =>
    value.compensationMin === null ||
    value.compensationMax === null ||
    value.compensationMin <= value.compensationMax,
  { message: "The lowest amount is not above the highest.", path: ["compensationMax"] },
).refine(
  (value) =>
    (value.compensationMin === null && value.compensationMax === null) || value.currency !== null,
  { message: "Choose the currency of the amounts.", path: ["currency"] },
);
export type CreateOpportunity = z.infer<typeof CreateOpportunitySchema>;

/** An admin's review of a pending post (audit-logged); a refusal says why. */
export const OpportunityReviewSchema = z.strictObject({
  decision: z.enum(["published", "rejected"]),
  note: multilineText().max(500, "A note is at most 500 characters.").optional(),
  /**
   * Publishing a partner's post also trusts the partner (its later posts are published without
   * review) unless the admin unticks "trust this partner's future posts".
   */
  trustPartner: z.boolean().default(true),
});
export type OpportunityReview = z.infer<typeof OpportunityReviewSchema>;

/** `/api/opportunities/:opportunityId` and the routes under it. */
export const OpportunityParamsSchema = z.strictObject({ opportunityId: IntIdSchema });

/** `/api/partners/:partnerId/opportunities`. */
export const PartnerOpportunitiesParamsSchema = z.strictObject({ partnerId: IntIdSchema });

/** The admins' review queue: posts by status (those waiting, by default). */
export const AdminOpportunityQuerySchema = z.strictObject({
  status: z.enum(OPPORTUNITY_STATUSES).default("pending-review"),
});

/** Browsing and searching the board: every filter optional. */
export const OpportunitySearchSchema = z.strictObject({
  /** Words as people type them into a search box (`websearch_to_tsquery`: "quotes", -not, or). */
  q: z.string().trim().max(200).optional(),
  kind: z.enum(OPPORTUNITY_KINDS).optional(),
  journeyId: boundedInt(1, 6).optional(),
  remote: z.enum(["true", "false"]).optional(),
  region: z.enum(OPPORTUNITY_REGIONS).optional(),
  page: boundedInt(1, 1000).default(1),
});
export type OpportunitySearch = z.infer<typeof OpportunitySearchSchema>;

export const OpportunitySchema = z.object({
  opportunityId: z.number().int(),
  kind: z.enum(OPPORTUNITY_KINDS),
  title: z.string(),
  description: z.string(),
  journeyIds: z.array(z.number().int()),
  region: z.enum(OPPORTUNITY_REGIONS),
  location: z.string(),
  remote: z.boolean(),
  compensation: z.string(),
  compensationMin: z.number().int().nullable(),
  compensationMax: z.number().int().nullable(),
  currency: z.string().nullable(),
  deadline: z.string(),
  asks: z.array(OpportunityAskSchema),
  status: z.enum(OPPORTUNITY_STATUSES),
  publishedAt: z.string().nullable(),
  /** Who posts it: the partner (null when the programme's admins posted it). */
  partner: z
    .object({ partnerId: z.number().int(), name: z.string(), logoUrl: z.string().nullable() })
    .nullable(),
  /** For a signed-in member: whether they meet each ask, in order, and their application. */
  viewer: z
    .object({
      meetsAsks: z.array(z.boolean()),
      applicationId: z.number().int().nullable(),
      applicationStatus: z.string().nullable(),
    })
    .nullable(),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;

export const OpportunityListSchema = z.object({
  opportunities: z.array(OpportunitySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OpportunityList = z.infer<typeof OpportunityListSchema>;

/** A poster's (or admin's) view: with the review note and the applicants' count. */
export const PostedOpportunitySchema = OpportunitySchema.extend({
  reviewNote: z.string().nullable(),
  applicantCount: z.number().int(),
});
export type PostedOpportunity = z.infer<typeof PostedOpportunitySchema>;

export const PostedOpportunityListSchema = z.object({
  opportunities: z.array(PostedOpportunitySchema),
});
export type PostedOpportunityList = z.infer<typeof PostedOpportunityListSchema>;

/** The dashboard's "Opportunities for you": at most five, newest first. */
export const MATCHING_OPPORTUNITIES_MAX = 5;
export const MatchingOpportunitiesSchema = z.object({
  opportunities: z.array(OpportunitySchema),
});
export type MatchingOpportunities = z.infer<typeof MatchingOpportunitiesSchema>;
