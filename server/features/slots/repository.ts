import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
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

export async function insertSlot(
  db: Executor,
  values: { userId: string; clubId: number; userName: string; meetingKey: string; createdAt: Date },
) {
  const [row] = await db
    .insert(meetingSlots)
    .values({ ...values, status: "booked" })
    .returning({ id: meetingSlots.id, status: meetingSlots.status });
  if (!row) throw new Error("insert into meeting_slots returned no row");
  return row;
}

/** The member's dated speeches at a club that still stand (booked or delivered), newest first. */
export async function listOwnSpeeches(db: Executor, userId: string, clubId: number) {
  return db
    .select({
      slotId: meetingSlots.id,
      meetingKey: meetingSlots.meetingKey,
      status: meetingSlots.status,
    })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.userId, userId),
        eq(meetingSlots.clubId, clubId),
        isNotNull(meetingSlots.meetingKey),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    )
    .orderBy(desc(meetingSlots.meetingKey), desc(meetingSlots.id));
}

export async function findSlot(db: Executor, slotId: number) {
  const [row] = await db
    .select({
      slotId: meetingSlots.id,
      userId: meetingSlots.userId,
      userName: meetingSlots.userName,
      clubId: meetingSlots.clubId,
      meetingKey: meetingSlots.meetingKey,
      status: meetingSlots.status,
    })
    .from(meetingSlots)
    .where(eq(meetingSlots.id, slotId));
  return row;
}

export async function setSlotStatus(
  tx: Executor,
  slotId: number,
  status: "cancelled" | "delivered",
  now: Date,
) {
  await tx
    .update(meetingSlots)
    .set(status === "cancelled" ? { status, cancelledAt: now } : { status, deliveredAt: now })
    .where(eq(meetingSlots.id, slotId));
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
      meetingKey: meetingSlots.meetingKey,
    })
    .from(meetingSlots)
    .innerJoin(clubs, eq(clubs.id, meetingSlots.clubId))
    .where(and(eq(clubs.leaderId, leaderId), inArray(meetingSlots.status, ["booked", "delivered"])))
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id))
    .limit(limit);
}

/** Frees the speech slot the person booked at a club they no longer belong to. */
export async function deleteSlot(db: Executor, userId: string, clubId: number) {
  await db
    .delete(meetingSlots)
    .where(and(eq(meetingSlots.userId, userId), eq(meetingSlots.clubId, clubId)));
}
