import { z } from "zod";

/** The member's journey and their club's leaderboard: the dashboard's progress. */

/** Where a mission of the member's journey stands, for the dashboard's progress map. */
export const MissionProgressSchema = z.object({
  missionId: z.string(),
  missionName: z.string(),
  objective: z.string(),
  slug: z.string(),
  /** Its place on the path, 1 to 8; null: a mission the manager added (open, after the eight). */
  number: z.number().int().nullable(),
  /**
   * in-progress: sent back by the leader with a note, to be resubmitted. locked: not startable yet
   * (ADR 036), `lockedBy` says why.
   */
  state: z.enum(["locked", "not-started", "in-progress", "waiting", "verified"]),
  /** locked: the mission before it is not submitted yet, or it needs an active membership. */
  lockedBy: z.enum(["previous", "membership"]).nullable(),
  /** waiting: when it was submitted; verified: when the leader verified it. */
  since: z.string().nullable(),
  credentialId: z.string().nullable(),
});
export type MissionProgress = z.infer<typeof MissionProgressSchema>;

export const ProgressSchema = z.object({
  /** Missions 1 to 8 of the member's journey in order, then the missions the manager added. */
  items: z.array(MissionProgressSchema),
  /** The journey's credential, once all eight are verified. */
  journeyCredentialId: z.string().nullable(),
});
export type Progress = z.infer<typeof ProgressSchema>;

/**
 * What the club leaderboard ranks by: verified missions (this month, then overall), or $VOCATE
 * earned this season (ADR 038: what the rules paid in the season, net of reversals, adjustments
 * left out, the figure the member's rewards page shows against the cap), then missions overall.
 */
export const LEADERBOARD_ORDERS = ["missions", "vocate"] as const;
export const LeaderboardOrderSchema = z.enum(LEADERBOARD_ORDERS);
export type LeaderboardOrder = z.infer<typeof LeaderboardOrderSchema>;
export const LeaderboardQuerySchema = z.strictObject({
  by: LeaderboardOrderSchema.default("missions"),
});

/** The club leaderboard: verified missions this month and overall, for the club's members. */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  verifiedThisMonth: z.number().int(),
  verifiedOverall: z.number().int(),
  /** $VOCATE earned this season (`season`). */
  vocateThisSeason: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  clubName: z.string(),
  /** What it is ranked by. */
  by: LeaderboardOrderSchema,
  /** The $VOCATE season its earnings are of, e.g. `2026-S1` (January to June, UTC). */
  season: z.string(),
  items: z.array(LeaderboardEntrySchema),
  /** The signed-in member hid themselves: the others do not see them. */
  hidden: z.boolean(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LeaderboardVisibilitySchema = z.strictObject({ hidden: z.boolean() });
export type LeaderboardVisibility = z.infer<typeof LeaderboardVisibilitySchema>;
