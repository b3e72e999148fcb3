import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf } from "../../db/leadership.ts";
import { lockClub } from "../../db/lock-order.ts";
import {
  calendarTokens,
  clubMembers,
  clubSchedules,
  clubs,
  journeys,
  meetingChanges,
  meetingReminders,
  meetingSlots,
  missionSteps,
  missions,
  users,
} from "../../db/schema/index.ts";

const clubScheduleColumns = {
  clubId: clubs.id,
  clubName: clubs.clubName,
  slug: clubs.slug,
  leaderId: clubs.leaderId,
  coLeaderIds: coLeaderIdsOf(clubs.id),
  location: clubs.location,
  meetingDays: clubs.meetingDays,
  meetingTime: clubs.meetingTime,
  days: clubSchedules.days,
  startTime: clubSchedules.startTime,
  durationMinutes: clubSchedules.durationMinutes,
  timeZone: clubSchedules.timeZone,
  slotsPerMeeting: clubSchedules.slotsPerMeeting,
  capacity: clubSchedules.capacity,
};

/** A club with its saved schedule (null fields when it has none). */
export async function findClubSchedule(db: Executor, clubId: number) {
  const [row] = await db
    .select(clubScheduleColumns)
    .from(clubs)
    .leftJoin(clubSchedules, eq(clubSchedules.clubId, clubs.id))
    .where(eq(clubs.id, clubId));
  return row;
}

/** The club's meeting changes as JSON, beside its row (the changes' times are strings). */
const changesOfClub = sql<StoredChange[]>`coalesce((select json_agg(json_build_object(
    'meetingKey', ch.meeting_key, 'extra', ch.extra, 'cancelled', ch.cancelled,
    'startsAt', ch.starts_at, 'sequence', ch.sequence))
  from ${meetingChanges} ch where ch.club_id = ${clubs.id}), '[]'::json)`;

/** A meeting change as JSON answers it (its time a string). */
interface StoredChange {
  meetingKey: string;
  extra: boolean;
  cancelled: boolean;
  startsAt: string | null;
  sequence: number;
}

const changesFrom = (stored: readonly StoredChange[]) =>
  stored.map((change) => ({
    ...change,
    startsAt: change.startsAt === null ? null : new Date(change.startsAt),
  }));

/** As `findClubSchedules`, each club with its meeting changes: calendars in one statement. */
export async function findClubCalendars(db: Executor, clubIds: readonly number[]) {
  if (clubIds.length === 0) return [];
  const rows = await db
    .select({ ...clubScheduleColumns, changes: changesOfClub })
    .from(clubs)
    .leftJoin(clubSchedules, eq(clubSchedules.clubId, clubs.id))
    .where(inArray(clubs.id, [...clubIds]));
  return rows.map((row) => ({ ...row, changes: changesFrom(row.changes) }));
}

/**
 * As `findClubSchedule`, with the club's meeting changes and its booked speeches by meeting
 * (booked or delivered) beside it: a club's meetings page in one statement.
 */
export async function findClubMeetings(db: Executor, clubId: number) {
  const [row] = await db
    .select({
      ...clubScheduleColumns,
      changes: changesOfClub,
      booked: sql<Record<string, number>>`coalesce((select json_object_agg(b.meeting_key, b.booked)
        from (select s.meeting_key, count(*)::int as booked from ${meetingSlots} s
          where s.club_id = ${clubs.id} and s.status in ('booked', 'delivered')
            and s.meeting_key is not null
          group by s.meeting_key) b), '{}'::json)`,
    })
    .from(clubs)
    .leftJoin(clubSchedules, eq(clubSchedules.clubId, clubs.id))
    .where(eq(clubs.id, clubId));
  if (!row) return undefined;
  return { ...row, changes: changesFrom(row.changes), booked: new Map(Object.entries(row.booked)) };
}

/**
 * As `findClubSchedule`, with the club's row locked until the transaction ends: every booking
 * and change of a club's meetings takes this lock, so counts read under it stay true. It is the
 * transaction's first lock (ADR 025: club rows, then user rows, then the rest).
 */
export async function lockClubSchedule(tx: Executor, clubId: number) {
  await lockClub(tx, clubId);
  return findClubSchedule(tx, clubId);
}

export async function findClubSchedules(db: Executor, clubIds: number[]) {
  if (clubIds.length === 0) return [];
  return db
    .select(clubScheduleColumns)
    .from(clubs)
    .leftJoin(clubSchedules, eq(clubSchedules.clubId, clubs.id))
    .where(inArray(clubs.id, clubIds));
}

export async function saveSchedule(
  tx: Executor,
  values: typeof clubSchedules.$inferInsert & { updatedAt: Date },
) {
  const { clubId: _clubId, ...set } = values;
  await tx.insert(clubSchedules).values(values).onConflictDoUpdate({
    target: clubSchedules.clubId,
    set,
  });
}

/** The club's days and morning/evening as its page and the search show them. */
export async function setClubMeetingText(
  tx: Executor,
  clubId: number,
  text: { meetingDays: string[]; meetingTime: string },
) {
  await tx.update(clubs).set(text).where(eq(clubs.id, clubId));
}

/** The changes of the meetings of these clubs. */
export async function listChanges(db: Executor, clubIds: number[]) {
  if (clubIds.length === 0) return [];
  return db
    .select({
      clubId: meetingChanges.clubId,
      meetingKey: meetingChanges.meetingKey,
      extra: meetingChanges.extra,
      cancelled: meetingChanges.cancelled,
      startsAt: meetingChanges.startsAt,
      sequence: meetingChanges.sequence,
    })
    .from(meetingChanges)
    .where(inArray(meetingChanges.clubId, clubIds));
}

/** Writes a meeting's change, bumping its SEQUENCE when it already had one. */
export async function saveChange(
  tx: Executor,
  change: {
    clubId: number;
    meetingKey: string;
    extra: boolean;
    cancelled: boolean;
    startsAt: Date | null;
    updatedAt: Date;
  },
) {
  await tx
    .insert(meetingChanges)
    .values({ ...change, sequence: change.extra ? 0 : 1 })
    .onConflictDoUpdate({
      target: [meetingChanges.clubId, meetingChanges.meetingKey],
      set: {
        cancelled: change.cancelled,
        startsAt: change.startsAt,
        updatedAt: change.updatedAt,
        sequence: sql`${meetingChanges.sequence} + 1`,
      },
    });
}

/** The clubs a person belongs to or leads (their personal feed's clubs). */
export async function listClubIdsOf(db: Executor, userId: string): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(
    sql`select ${clubMembers.clubId} as id from ${clubMembers} where ${clubMembers.userId} = ${userId}
        union select ${clubs.id} from ${clubs} where ${clubs.leaderId} = ${userId}`,
  );
  return rows.rows.map((row) => Number(row.id));
}

/** Whose feed a token opens, with the language its owner chose (null: never chose). */
export async function findTokenOwner(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      userId: calendarTokens.userId,
      language: users.language,
      name: users.name,
      email: users.email,
    })
    .from(calendarTokens)
    .innerJoin(users, eq(users.id, calendarTokens.userId))
    .where(eq(calendarTokens.tokenHash, tokenHash));
  return row;
}

export async function findToken(db: Executor, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarTokens.createdAt })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, userId));
  return row;
}

export async function replaceToken(db: Executor, userId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { tokenHash, createdAt: now } });
}

/** Releases the booked speeches of one meeting; returns their speakers. */
export async function releaseMeetingBookings(
  tx: Executor,
  clubId: number,
  meetingKey: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(meetingSlots)
    .set({ status: "cancelled", cancelledAt: now })
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.meetingKey, meetingKey),
        eq(meetingSlots.status, "booked"),
      ),
    )
    .returning({ userId: meetingSlots.userId });
  return rows.map((row) => row.userId);
}

/**
 * Releases booked speeches from today on whose meeting no longer exists (`meetingOf` says null);
 * returns each speaker with the date they had.
 */
export async function releaseVanishedBookings(
  tx: Executor,
  clubId: number,
  today: string,
  meetingOf: (key: string) => unknown,
): Promise<Map<string, string>> {
  const booked = await tx
    .select({
      id: meetingSlots.id,
      userId: meetingSlots.userId,
      meetingKey: meetingSlots.meetingKey,
    })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.status, "booked"),
        sql`${meetingSlots.meetingKey} >= ${today}`,
      ),
    );
  const released = new Map<string, string>();
  for (const slot of booked) {
    if (!slot.meetingKey || meetingOf(slot.meetingKey) !== null) continue;
    await tx.update(meetingSlots).set({ status: "cancelled" }).where(eq(meetingSlots.id, slot.id));
    released.set(slot.userId, slot.meetingKey);
  }
  return released;
}

/** A meeting's speakers in order of booking, with their journey and the mission they speak for. */
export async function listSpeakers(db: Executor, clubId: number, meetingKey: string) {
  const [mission] = await db
    .select({ name: missions.missionName })
    .from(missions)
    .innerJoin(missionSteps, eq(missionSteps.missionId, missions.id))
    .where(and(eq(missionSteps.kind, "book-slot"), isNull(missions.archivedAt)))
    .orderBy(asc(missions.id))
    .limit(1);
  const rows = await db
    .select({
      slotId: meetingSlots.id,
      userName: meetingSlots.userName,
      journey: journeys.name,
      status: meetingSlots.status,
    })
    .from(meetingSlots)
    .innerJoin(users, eq(users.id, meetingSlots.userId))
    .leftJoin(journeys, eq(journeys.id, users.journeyId))
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.meetingKey, meetingKey),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    )
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id));
  return rows.map((row) => ({
    ...row,
    status: row.status === "delivered" ? ("delivered" as const) : ("booked" as const),
    mission: mission?.name ?? null,
  }));
}

/** "clubId:meetingKey" of the person's booked or delivered speeches. */
export async function listSpeechKeys(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ clubId: meetingSlots.clubId, meetingKey: meetingSlots.meetingKey })
    .from(meetingSlots)
    .where(
      and(eq(meetingSlots.userId, userId), inArray(meetingSlots.status, ["booked", "delivered"])),
    );
  return new Set(rows.map((row) => `${row.clubId}:${row.meetingKey}`));
}

/** Up to `limit` club ids above `after`, in order: the clubs a sweep reads a batch at a time. */
export async function listClubIdsAfter(
  db: Executor,
  after: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(gt(clubs.id, after))
    .orderBy(asc(clubs.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** "userId:meetingKey" of a club's booked speeches. */
export async function listClubSpeechKeys(db: Executor, clubId: number): Promise<Set<string>> {
  const rows = await db
    .select({ userId: meetingSlots.userId, meetingKey: meetingSlots.meetingKey })
    .from(meetingSlots)
    .where(and(eq(meetingSlots.clubId, clubId), eq(meetingSlots.status, "booked")));
  return new Set(rows.map((row) => `${row.userId}:${row.meetingKey}`));
}

/**
 * The reminders already sent for a club's meetings `keys`, as "userId:meetingKey:kind": a sweep
 * skips their people instead of claiming each one again (ADR 065).
 */
export async function listRemindersSent(
  db: Executor,
  clubId: number,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({
      userId: meetingReminders.userId,
      meetingKey: meetingReminders.meetingKey,
      kind: meetingReminders.kind,
    })
    .from(meetingReminders)
    .where(and(eq(meetingReminders.clubId, clubId), inArray(meetingReminders.meetingKey, keys)));
  return new Set(rows.map((row) => `${row.userId}:${row.meetingKey}:${row.kind}`));
}

/** Records a reminder; false when it was already sent (the key decides, race-safe). */
export async function claimReminder(tx: Executor, reminder: typeof meetingReminders.$inferInsert) {
  const rows = await tx
    .insert(meetingReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ userId: meetingReminders.userId });
  return rows.length === 1;
}
