import { z } from "zod";

/**
 * What the navigation bar offers the signed-in person, in one response
 * (`GET /api/me/navigation`): their club, the clubs they lead with what waits there, and
 * whether they are an admin. Visitors get the public navigation without asking.
 */

/** The club the person is a member of: its page, and its meeting link (members see it). */
export const NavigationClubSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  /** Its page lives at `/` + slug. */
  slug: z.string(),
  meetingLink: z.string().nullable(),
});
export type NavigationClub = z.infer<typeof NavigationClubSchema>;

/** A club the person leads, with the decisions waiting for them there. */
export const LedClubSummarySchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  slug: z.string(),
  pendingApplications: z.number().int(),
  pendingSubmissions: z.number().int(),
});
export type LedClubSummary = z.infer<typeof LedClubSummarySchema>;

export const NavigationSchema = z.object({
  /** The person's club; null without a membership (the nav then offers the plans). */
  club: NavigationClubSchema.nullable(),
  /** A journey is chosen, so the missions list has missions to show. */
  hasJourney: z.boolean(),
  /** The clubs the person leads, oldest first; empty for non-leaders. */
  ledClubs: z.array(LedClubSummarySchema),
  /** Pending applications plus pending submissions over all led clubs (the leader badge). */
  waiting: z.number().int(),
  /** Admin rights apply (verified address): the mission manager and the admin queue. */
  isAdmin: z.boolean(),
  /** A paid period or a scholarship is in force; without one the nav offers the membership. */
  membershipActive: z.boolean(),
});
export type Navigation = z.infer<typeof NavigationSchema>;
