import { z } from "zod";
import { IntIdSchema, multilineText, pageOf } from "./common.ts";

/** A person's id in a path, e.g. `/api/clubs/:clubId/members/:userId/remove`. */
export const UserIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "Not a user id.");

export const MemberParamsSchema = z.strictObject({ clubId: IntIdSchema, userId: UserIdSchema });

export const REMOVAL_REASON_MAX = 500;

/** The leader's reason for removing a member: required, and told to the member. */
export const RemoveMemberSchema = z
  .strictObject({
    reason: multilineText({ error: "Give the member a reason." })
      .min(1, "Give the member a reason.")
      // A literal: the key of its translations (contract/messages/memberships.*.json).
      .max(REMOVAL_REASON_MAX, "The reason is at most 500 characters."),
  })
  .meta({ example: { reason: "You have not come to a meeting since March." } });
export type RemoveMemberInput = z.infer<typeof RemoveMemberSchema>;

/** The person's standing after leaving: the club left, and their current club (null: none). */
export const LeaveResultSchema = z.object({
  clubId: z.number().int(),
  currentClubId: z.number().int().nullable(),
});
export type LeaveResult = z.infer<typeof LeaveResultSchema>;

/** One member's progress, as the leader page and its CSV show it. */
export const MemberProgressSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The chosen journey's name; null before one is chosen. */
  journey: z.string().nullable(),
  missionsVerified: z.number().int(),
  /** Submissions to this club waiting for the leader's verification. */
  missionsPending: z.number().int(),
  /** Speech slots booked at this club. */
  slotsBooked: z.number().int(),
  joinedAt: z.string(),
  /** The newest of: joining, submitting a mission, a decision on one, booking a slot. */
  lastActivityAt: z.string(),
});
export type MemberProgress = z.infer<typeof MemberProgressSchema>;

export const MemberProgressListSchema = pageOf(MemberProgressSchema);
export type MemberProgressList = z.infer<typeof MemberProgressListSchema>;
