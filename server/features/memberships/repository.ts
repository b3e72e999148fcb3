import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf } from "../../db/leadership.ts";
import {
  clubMembers,
  clubs,
  journeys,
  meetingSlots,
  membershipEvents,
  missionCompletions,
  users,
} from "../../db/schema/index.ts";
import type { MembershipReason } from "../../db/schema/memberships.ts";

export async function deleteMember(tx: Executor, clubId: number, userId: string) {
  await tx
    .delete(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

// The only writes of `club_members` and `users.club_id` in the server.

/**
 * A join in one statement (issue 28: one round trip, not three): the member row (kept when it is
 * there), the person's current club, and the event saying why. The caller's transaction holds
 * the club's row before (ADR 025); the person's row is locked here, as by `setCurrentClub`.
 */
export async function insertJoin(
  tx: Executor,
  join: { userId: string; clubId: number; reason: MembershipReason; at: Date },
) {
  await tx.execute(sql`
    with member as (
      insert into ${clubMembers} (club_id, user_id) values (${join.clubId}, ${join.userId})
      on conflict do nothing
    ),
    current_club as (
      update ${users} set club_id = ${join.clubId}, updated_at = ${join.at.toISOString()}::timestamptz
      where id = ${join.userId}
    )
    insert into ${membershipEvents} (user_id, club_id, change, reason)
    values (${join.userId}, ${join.clubId}, 'joined', ${join.reason})`);
}

/** Records `userId` among the club's members if they are not already (no event, no current club). */
export async function ensureMember(tx: Executor, clubId: number, userId: string) {
  await tx.insert(clubMembers).values({ clubId, userId }).onConflictDoNothing();
}

export async function setCurrentClub(tx: Executor, userId: string, clubId: number | null) {
  await tx.update(users).set({ clubId, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findCurrentClub(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ clubId: users.clubId }).from(users).where(eq(users.id, userId));
  return row?.clubId ?? null;
}

export async function appendEvent(tx: Executor, event: typeof membershipEvents.$inferInsert) {
  await tx.insert(membershipEvents).values(event);
}

export function listEvents(db: Executor, userId: string) {
  return db
    .select({
      clubId: membershipEvents.clubId,
      change: membershipEvents.change,
      reason: membershipEvents.reason,
      note: membershipEvents.note,
      actorId: membershipEvents.actorId,
      at: membershipEvents.at,
    })
    .from(membershipEvents)
    .where(eq(membershipEvents.userId, userId))
    .orderBy(asc(membershipEvents.id));
}

export async function findClub(db: Executor, clubId: number) {
  const [row] = await db
    .select({
      clubId: clubs.id,
      name: clubs.clubName,
      slug: clubs.slug,
      leaderId: clubs.leaderId,
      coLeaderIds: coLeaderIdsOf(clubs.id),
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/**
 * Whether the person belongs to the club (a member row, or it is their current club), with their
 * user row locked until the transaction ends: two leaves or removals of one person run one after
 * the other, so only the first changes anything. `FOR NO KEY UPDATE` (ADR 025): the club's row is
 * taken before it, and inserts that merely reference the person do not wait for it.
 */
export async function isMemberLocked(tx: Executor, clubId: number, userId: string) {
  const [person] = await tx
    .select({ clubId: users.clubId })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  if (!person) return false;
  if (person.clubId === clubId) return true;
  const [row] = await tx
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return row !== undefined;
}

/**
 * Each member's progress in one statement (correlated subqueries on indexed keys, no query per
 * member): journey, missions verified, submissions to this club waiting, slots booked here, when
 * they joined and their last activity. By name; `limit` undefined reads every member (the CSV).
 */
export function listProgress(db: Executor, clubId: number, limit?: number, offset = 0) {
  const pending = sql<number>`(select count(*) from ${missionCompletions} mc
    where mc.user_id = ${users.id} and mc.club_id = ${clubId} and mc.mission_status = 'pending')`;
  const slots = sql<number>`(select count(*) from ${meetingSlots} ms
    where ms.user_id = ${users.id} and ms.club_id = ${clubId} and ms.status = 'booked')`;
  const lastActivity = sql<Date>`greatest(${clubMembers.joinedAt},
    (select max(mc.submitted_at) from ${missionCompletions} mc where mc.user_id = ${users.id}),
    (select max(ms.created_at) from ${meetingSlots} ms
      where ms.user_id = ${users.id} and ms.club_id = ${clubId}))`;
  const query = db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      journey: journeys.name,
      missionsVerified: sql<number>`cardinality(${users.completedMissions})`.mapWith(Number),
      missionsPending: pending.mapWith(Number),
      slotsBooked: slots.mapWith(Number),
      joinedAt: clubMembers.joinedAt,
      lastActivityAt: lastActivity.mapWith((value: Date | string) => new Date(value)),
    })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .leftJoin(journeys, eq(journeys.id, users.journeyId))
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(asc(users.name), asc(users.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit).offset(offset);
}

/** The reason of the person's newest "joined" event at `clubId`; undefined when none. */
export async function latestJoinReason(db: Executor, userId: string, clubId: number) {
  const [row] = await db
    .select({ reason: membershipEvents.reason })
    .from(membershipEvents)
    .where(
      and(
        eq(membershipEvents.userId, userId),
        eq(membershipEvents.clubId, clubId),
        eq(membershipEvents.change, "joined"),
      ),
    )
    .orderBy(desc(membershipEvents.id))
    .limit(1);
  return row?.reason;
}
