import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { leadsClubSql } from "../../db/leadership.ts";
import { clubs, meetingSlots, users } from "../../db/schema/index.ts";

/** The booker, their club and its leader (told of the booking). */
export async function findBooker(db: Executor, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      clubId: users.clubId,
      clubName: clubs.clubName,
      leaderId: clubs.leaderId,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * What a booking is checked against under the club's lock, in one read (issue 28): the booker
 * and their club as they are now (undefined: no such person), how many speeches stand at the
 * meeting, and the booker's own dated speeches at the club that still stand, newest first.
 */
export async function findBookingState(
  db: Executor,
  userId: string,
  clubId: number,
  meetingKey: string,
) {
  const standing = sql.raw(`('booked', 'delivered')`);
  const result = await db.execute<{
    name: string;
    clubId: number | null;
    clubName: string | null;
    leaderId: string | null;
    booked: number;
    own: { slotId: number; meetingKey: string; status: "booked" | "delivered" }[];
  }>(sql`
    select u.name, u.club_id as "clubId", c.club_name as "clubName",
      c.leader_id as "leaderId",
      (select count(*)::int from ${meetingSlots} s
        where s.club_id = ${clubId} and s.meeting_key = ${meetingKey} and s.status in ${standing}
      ) as booked,
      coalesce((select json_agg(json_build_object(
          'slotId', s.id, 'meetingKey', s.meeting_key, 'status', s.status)
          order by s.meeting_key desc, s.id desc)
        from ${meetingSlots} s
        where s.user_id = ${userId} and s.club_id = ${clubId} and s.meeting_key is not null
          and s.status in ${standing}), '[]'::json) as own
    from ${users} u left join ${clubs} c on c.id = u.club_id
    where u.id = ${userId}`);
  const [row] = result.rows;
  if (!row) return undefined;
  const { booked, own, ...booker } = row;
  return { booker, booked, own };
}

/** A booked speech as a statement (to run with the leader's notification): its id and status. */
export function slotStatement(values: {
  userId: string;
  clubId: number;
  userName: string;
  meetingKey: string;
  createdAt: Date;
}) {
  return sql`insert into ${meetingSlots} (user_id, club_id, user_name, meeting_key, status, created_at)
    values (${values.userId}, ${values.clubId}, ${values.userName}, ${values.meetingKey}, 'booked',
      ${values.createdAt.toISOString()}::timestamptz)
    returning id, status`;
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
    .where(
      and(
        leadsClubSql(clubs.id, clubs.leaderId, leaderId),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    )
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id))
    .limit(limit);
}

/** Frees the speech slot the person booked at a club they no longer belong to. */
export async function deleteSlot(db: Executor, userId: string, clubId: number) {
  await db
    .delete(meetingSlots)
    .where(and(eq(meetingSlots.userId, userId), eq(meetingSlots.clubId, clubId)));
}
