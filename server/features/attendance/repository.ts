import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  type AttendanceMethod,
  type AttendanceStatus,
  clubMembers,
  clubs,
  meetingAttendance,
  meetingRsvps,
  meetingSlots,
  type RsvpAnswer,
  users,
} from "../../db/schema/index.ts";

/** An attendance that counts as having come: present or late. */
const ATTENDED = inArray(meetingAttendance.status, ["present", "late"]);

/** Whether the club meets in person or online (its capacity counts in person only). */
export async function findMeetingFormat(db: Executor, clubId: number) {
  const [row] = await db
    .select({ meetingFormat: clubs.meetingFormat })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row?.meetingFormat;
}

/** The club's members by name (the leader's attendance list). */
export function listMembers(db: Executor, clubId: number) {
  return db
    .select({ userId: users.id, name: users.name })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(eq(clubMembers.clubId, clubId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findUserName(db: Executor, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** A meeting's answers in the order they were given (the waitlist's order). */
export function listAnswers(db: Executor, clubId: number, meetingKey: string) {
  return db
    .select({
      userId: meetingRsvps.userId,
      answer: meetingRsvps.answer,
      answeredAt: meetingRsvps.answeredAt,
    })
    .from(meetingRsvps)
    .where(and(eq(meetingRsvps.clubId, clubId), eq(meetingRsvps.meetingKey, meetingKey)))
    .orderBy(asc(meetingRsvps.answeredAt), asc(meetingRsvps.userId));
}

export async function saveAnswer(
  tx: Executor,
  values: {
    clubId: number;
    meetingKey: string;
    userId: string;
    answer: RsvpAnswer;
    answeredAt: Date;
  },
) {
  await tx
    .insert(meetingRsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [meetingRsvps.clubId, meetingRsvps.meetingKey, meetingRsvps.userId],
      set: { answer: values.answer, answeredAt: values.answeredAt },
    });
}

/** Waitlisted answers become "going" (their place in line kept as when they answered). */
export async function promote(tx: Executor, clubId: number, meetingKey: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx
    .update(meetingRsvps)
    .set({ answer: "going" })
    .where(
      and(
        eq(meetingRsvps.clubId, clubId),
        eq(meetingRsvps.meetingKey, meetingKey),
        inArray(meetingRsvps.userId, userIds),
      ),
    );
}

/** The person's answers at a club for meetings named from `fromKey` on (the day before today). */
export async function listAnswersFrom(
  db: Executor,
  clubId: number,
  userId: string,
  fromKey: string,
) {
  return db
    .select({ meetingKey: meetingRsvps.meetingKey, answer: meetingRsvps.answer })
    .from(meetingRsvps)
    .where(
      and(
        eq(meetingRsvps.clubId, clubId),
        eq(meetingRsvps.userId, userId),
        sql`${meetingRsvps.meetingKey} >= ${fromKey}`,
      ),
    );
}

export async function deleteAnswer(
  tx: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
) {
  await tx
    .delete(meetingRsvps)
    .where(
      and(
        eq(meetingRsvps.clubId, clubId),
        eq(meetingRsvps.meetingKey, meetingKey),
        eq(meetingRsvps.userId, userId),
      ),
    );
}

export function listAttendance(db: Executor, clubId: number, meetingKey: string) {
  return db
    .select({
      userId: meetingAttendance.userId,
      status: meetingAttendance.status,
      method: meetingAttendance.method,
    })
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.clubId, clubId), eq(meetingAttendance.meetingKey, meetingKey)));
}

export async function findAttendance(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
) {
  const [row] = await db
    .select({ status: meetingAttendance.status, method: meetingAttendance.method })
    .from(meetingAttendance)
    .where(
      and(
        eq(meetingAttendance.clubId, clubId),
        eq(meetingAttendance.meetingKey, meetingKey),
        eq(meetingAttendance.userId, userId),
      ),
    );
  return row;
}

interface AttendanceRow {
  clubId: number;
  meetingKey: string;
  userId: string;
  status: AttendanceStatus;
  method: AttendanceMethod;
  recordedBy: string | null;
  recordedAt: Date;
  /** A member's own check-in: the browser's device mark (ADR 042). */
  deviceMark?: string | null;
}

/**
 * A member's own check-in: recorded unless one stands already (a leader's "absent" gives way to
 * it). Whether this call recorded it; the key decides, so a double scan records once.
 */
export async function recordCheckIn(tx: Executor, row: AttendanceRow) {
  const written = await tx
    .insert(meetingAttendance)
    .values(row)
    .onConflictDoUpdate({
      target: [meetingAttendance.clubId, meetingAttendance.meetingKey, meetingAttendance.userId],
      set: {
        status: row.status,
        method: row.method,
        recordedBy: null,
        recordedAt: row.recordedAt,
        deviceMark: row.deviceMark ?? null,
      },
      setWhere: eq(meetingAttendance.status, "absent"),
    })
    .returning({ userId: meetingAttendance.userId });
  return written.length === 1;
}

/** The leader marks or corrects one person's attendance. */
export async function markAttendance(tx: Executor, row: AttendanceRow) {
  await tx
    .insert(meetingAttendance)
    .values(row)
    .onConflictDoUpdate({
      target: [meetingAttendance.clubId, meetingAttendance.meetingKey, meetingAttendance.userId],
      set: {
        status: row.status,
        method: row.method,
        recordedBy: row.recordedBy,
        recordedAt: row.recordedAt,
      },
    });
}

/** Answers per meeting and answer, and attendance (present or late) per meeting, of a club. */
export async function countsOf(db: Executor, clubId: number) {
  const answers = await db
    .select({
      meetingKey: meetingRsvps.meetingKey,
      answer: meetingRsvps.answer,
      count: sql<number>`count(*)::int`,
    })
    .from(meetingRsvps)
    .where(eq(meetingRsvps.clubId, clubId))
    .groupBy(meetingRsvps.meetingKey, meetingRsvps.answer);
  const present = await db
    .select({ meetingKey: meetingAttendance.meetingKey, count: sql<number>`count(*)::int` })
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.clubId, clubId), ATTENDED))
    .groupBy(meetingAttendance.meetingKey);
  return { answers, present };
}

/** Every "going" answer at the club with the attendance that stands for it (no-shows). */
export async function listGoingWithAttendance(db: Executor, clubId: number) {
  return db
    .select({
      userId: meetingRsvps.userId,
      meetingKey: meetingRsvps.meetingKey,
      attendance: meetingAttendance.status,
    })
    .from(meetingRsvps)
    .leftJoin(
      meetingAttendance,
      and(
        eq(meetingAttendance.clubId, meetingRsvps.clubId),
        eq(meetingAttendance.meetingKey, meetingRsvps.meetingKey),
        eq(meetingAttendance.userId, meetingRsvps.userId),
      ),
    )
    .where(and(eq(meetingRsvps.clubId, clubId), eq(meetingRsvps.answer, "going")));
}

/** Meetings the person attended (present or late), newest first, with their club's name. */
export function listAttended(db: Executor, userId: string, limit?: number) {
  const query = db
    .select({
      clubId: meetingAttendance.clubId,
      clubName: clubs.clubName,
      meetingKey: meetingAttendance.meetingKey,
      status: meetingAttendance.status,
      method: meetingAttendance.method,
      recordedAt: meetingAttendance.recordedAt,
    })
    .from(meetingAttendance)
    .innerJoin(clubs, eq(clubs.id, meetingAttendance.clubId))
    .where(and(eq(meetingAttendance.userId, userId), ATTENDED))
    .orderBy(desc(meetingAttendance.meetingKey), asc(meetingAttendance.clubId))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

export async function countAttended(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.userId, userId), ATTENDED));
  return row?.count ?? 0;
}

/** The person's answers at these clubs (their personal feed). */
export function listAnswersOf(db: Executor, userId: string, clubIds: number[]) {
  if (clubIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      clubId: meetingRsvps.clubId,
      meetingKey: meetingRsvps.meetingKey,
      answer: meetingRsvps.answer,
    })
    .from(meetingRsvps)
    .where(and(eq(meetingRsvps.userId, userId), inArray(meetingRsvps.clubId, clubIds)));
}

/** Booked (not cancelled) speeches at one meeting. */
export async function countSpeeches(db: Executor, clubId: number, meetingKey: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.meetingKey, meetingKey),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    );
  return row?.count ?? 0;
}

/** Attended meetings (present or late) per member of a club (the leader's CSV). */
export async function attendedPerMember(db: Executor, clubId: number) {
  const rows = await db
    .select({ userId: meetingAttendance.userId, count: sql<number>`count(*)::int` })
    .from(meetingAttendance)
    .where(and(eq(meetingAttendance.clubId, clubId), ATTENDED))
    .groupBy(meetingAttendance.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/** Forgets the device marks of check-ins recorded before `before` (ADR 042); how many. */
export async function clearDeviceMarksBefore(db: Executor, before: Date): Promise<number> {
  const cleared = await db
    .update(meetingAttendance)
    .set({ deviceMark: null })
    .where(and(isNotNull(meetingAttendance.deviceMark), lt(meetingAttendance.recordedAt, before)))
    .returning({ userId: meetingAttendance.userId });
  return cleared.length;
}
