import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubs, meetingSlots, users } from "../../db/schema/index.ts";

/** The booker, their club and its leader (told of the booking). */
export async function findBooker(db: Executor, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      clubMembership: users.clubMembership,
      clubName: clubs.clubName,
      leaderId: clubs.leaderId,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubMembership))
    .where(eq(users.id, userId));
  return row;
}

/** One slot per user per club: the unique constraint decides, so a second booking inserts nothing. */
export async function insertSlot(
  db: Executor,
  values: { userId: string; clubId: number; userName: string },
) {
  const inserted = await db
    .insert(meetingSlots)
    .values({ ...values, status: "booked" })
    .onConflictDoNothing({ target: [meetingSlots.userId, meetingSlots.clubId] })
    .returning({ id: meetingSlots.id });
  return inserted.length === 1;
}

export async function hasSlot(db: Executor, userId: string, clubId: number) {
  const [row] = await db
    .select({ id: meetingSlots.id })
    .from(meetingSlots)
    .where(and(eq(meetingSlots.userId, userId), eq(meetingSlots.clubId, clubId)));
  return row !== undefined;
}

export async function listSlotsForLeader(db: Executor, leaderId: string, limit: number) {
  return db
    .select({
      slotId: meetingSlots.id,
      clubId: clubs.id,
      clubName: clubs.clubName,
      userName: meetingSlots.userName,
      status: meetingSlots.status,
      bookedAt: meetingSlots.createdAt,
    })
    .from(meetingSlots)
    .innerJoin(clubs, eq(clubs.id, meetingSlots.clubId))
    .where(and(eq(clubs.leaderId, leaderId), eq(meetingSlots.status, "booked")))
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id))
    .limit(limit);
}

/** Frees the speech slot the person booked at a club they no longer belong to. */
export async function deleteSlot(db: Executor, userId: string, clubId: number) {
  await db
    .delete(meetingSlots)
    .where(and(eq(meetingSlots.userId, userId), eq(meetingSlots.clubId, clubId)));
}
