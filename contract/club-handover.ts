import { z } from "zod";
import { IntIdSchema } from "./common.ts";

/** A leader hands their club to one of its members, who accepts or declines (ADR 046). */

export const HandoverClubParamsSchema = z.strictObject({ clubId: IntIdSchema });

/** POST /api/clubs/:clubId/handover: the member (by user id) the leader offers the club to. */
export const OfferHandoverSchema = z.strictObject({
  userId: z.string().trim().min(1, "Choose the member who will lead the club.").max(200),
});

/** The club's open offer, as its leader sees it; null when there is none. */
export const ClubHandoverSchema = z.object({
  offer: z
    .object({
      toUserId: z.string(),
      toName: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type ClubHandover = z.infer<typeof ClubHandoverSchema>;

/** GET /api/handovers: the clubs offered to the signed-in person, newest first. */
export const HandoverOfferListSchema = z.object({
  items: z.array(
    z.object({
      clubId: z.number().int(),
      clubName: z.string(),
      fromName: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type HandoverOfferList = z.infer<typeof HandoverOfferListSchema>;

/** At most this many co-leaders per club (issue 39): they share the leader's rights. */
export const MAX_CO_LEADERS = 3;

/** DELETE /api/clubs/:clubId/co-leaders/:userId: the co-leader to remove. */
export const CoLeaderParamsSchema = z.strictObject({
  clubId: IntIdSchema,
  userId: z.string().min(1).max(200),
});

/** POST /api/clubs/:clubId/co-leaders: the member (by user id) the leader appoints. */
export const AppointCoLeaderSchema = z.strictObject({
  userId: z.string().trim().min(1, "Choose the member who will lead the club.").max(200),
});

/**
 * GET /api/clubs/:clubId/co-leaders: the club's co-leaders, oldest appointment first, and whether
 * the reader may appoint and remove them (the club's leader and admins; a co-leader reads only).
 */
export const CoLeaderListSchema = z.object({
  items: z.array(z.object({ userId: z.string(), name: z.string(), addedAt: z.string() })),
  mayAppoint: z.boolean(),
  max: z.number().int(),
});
export type CoLeaderList = z.infer<typeof CoLeaderListSchema>;
