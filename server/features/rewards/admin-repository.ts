import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubs, meetingAttendance, missionCompletions, users } from "../../db/schema/index.ts";

/** What the admins' $VOCATE tools read: a person by email, and the abuse signals' evidence. */

/** The account that signs in with `email` (any case), or undefined. */
export async function findPersonByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The most rows a signal reads: far above a window's real count, bounded all the same. */
const SIGNAL_ROWS = 20_000;

/** Missions decided (verified or rejected) since `since`, with the decider, club and speed. */
export const decisionsSince = (db: Executor, since: Date) =>
  db
    .select({
      deciderId: sql<string>`${missionCompletions.decidedBy}`,
      clubId: missionCompletions.clubId,
      location: clubs.location,
      verified: sql<boolean>`${missionCompletions.missionStatus} = 'completed'`,
      seconds: sql<number>`greatest(extract(epoch from ${missionCompletions.decidedAt} - ${missionCompletions.submittedAt}), 0)::float8`,
    })
    .from(missionCompletions)
    .innerJoin(clubs, eq(clubs.id, missionCompletions.clubId))
    .where(
      and(
        isNotNull(missionCompletions.decidedBy),
        gte(missionCompletions.decidedAt, since),
        inArray(missionCompletions.missionStatus, ["completed", "rejected"]),
      ),
    )
    .orderBy(desc(missionCompletions.decidedAt))
    .limit(SIGNAL_ROWS);

/** People and clubs by id, for naming what the signals found. */
export const peopleByIds = (db: Executor, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));

export const clubsByIds = (db: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ clubId: clubs.id, clubName: clubs.clubName, clubSlug: clubs.slug })
        .from(clubs)
        .where(inArray(clubs.id, ids));

/**
 * Members' own check-ins since `since` from devices that at least `accounts` distinct accounts
 * checked in with (ADR 042): the only ones that can form a signal.
 */
export function sharedDeviceCheckIns(db: Executor, since: Date, accounts: number) {
  const recent = and(
    isNotNull(meetingAttendance.deviceMark),
    gte(meetingAttendance.recordedAt, since),
  );
  const shared = db
    .select({ mark: meetingAttendance.deviceMark })
    .from(meetingAttendance)
    .where(recent)
    .groupBy(meetingAttendance.deviceMark)
    .having(sql`count(distinct ${meetingAttendance.userId}) >= ${accounts}`);
  return db
    .select({
      deviceMark: sql<string>`${meetingAttendance.deviceMark}`,
      userId: meetingAttendance.userId,
      clubId: meetingAttendance.clubId,
      meetingKey: meetingAttendance.meetingKey,
      at: meetingAttendance.recordedAt,
    })
    .from(meetingAttendance)
    .where(and(recent, inArray(meetingAttendance.deviceMark, shared)))
    .orderBy(desc(meetingAttendance.recordedAt))
    .limit(SIGNAL_ROWS);
}
