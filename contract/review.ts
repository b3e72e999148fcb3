import { z } from "zod";

/** The review queue: what waits for a leader's (or an admin's) decision, and since when. */

export const ReviewItemKindSchema = z.enum(["application", "submission"]);
export type ReviewItemKind = z.infer<typeof ReviewItemKindSchema>;

/** Why an item is in the admins' queue ("leader-own": a leader's own submission, ADR 036). */
export const ReviewReasonSchema = z.enum(["stale", "no-leader", "leader-own"]);
export type ReviewReason = z.infer<typeof ReviewReasonSchema>;

export const ReviewItemSchema = z.object({
  kind: ReviewItemKindSchema,
  /** The application's or the submission's id: the decide routes take it. */
  itemId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  /** The applicant, or the member who submitted the mission. */
  personName: z.string(),
  /** The submitted mission; null for an application. */
  missionName: z.string().nullable(),
  /** When the wait began (sent, or submitted): the web shows "waiting N days". */
  waitingSince: z.string(),
  reason: ReviewReasonSchema,
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** A decision an admin made for a club, shown with who made it. */
export const ReviewDecisionSchema = z.object({
  kind: ReviewItemKindSchema,
  itemId: z.number().int(),
  clubName: z.string(),
  personName: z.string(),
  missionName: z.string().nullable(),
  status: z.enum(["accepted", "rejected", "completed"]),
  decidedAt: z.string(),
  decidedByName: z.string(),
});
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/**
 * A club that needs a new leader (issue 39, ADR 046): it has none (the account went), or its
 * leader's account is disabled. Archived clubs are not listed. An admin assigns one.
 */
export const LeaderlessClubSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  slug: z.string(),
  reason: z.enum(["no-leader", "leader-disabled"]),
  /** The disabled leader's name; null when the club has no leader. */
  leaderName: z.string().nullable(),
});
export type LeaderlessClub = z.infer<typeof LeaderlessClubSchema>;

/** GET /api/review/queue (admins): stale items of every club and all of leaderless clubs. */
export const AdminQueueSchema = z.object({
  items: z.array(ReviewItemSchema),
  /** The clubs that need a new leader, oldest first. */
  leaderless: z.array(LeaderlessClubSchema),
  /** The latest decisions made by someone other than the club's leader. */
  decided: z.array(ReviewDecisionSchema),
  escalateAfterDays: z.number().int(),
});
export type AdminQueue = z.infer<typeof AdminQueueSchema>;
