import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { announce } from "../../db/after-commit.ts";
import type { Executor } from "../../db/client.ts";
import {
  fillerCounts,
  meetingConsoles,
  meetingSlots,
  meetingTimings,
  meetingVotes,
  speechEvaluations,
  users,
  type VoteCategory,
  wordOfDayUses,
} from "../../db/schema/index.ts";
import { channelOf } from "../../events/bus.ts";

// The live console's SQL. It reads the meeting's roles and speeches as they stand (the tables of
// meeting-roles and slots, keyed like its own by club and meeting key), and marks a timed speech
// delivered, as the slots feature's own "delivered" does.

export interface MeetingRef {
  clubId: number;
  meetingKey: string;
}

const ofMeeting = (table: { clubId: AnyPgColumn; meetingKey: AnyPgColumn }, ref: MeetingRef) =>
  and(eq(table.clubId, ref.clubId), eq(table.meetingKey, ref.meetingKey));

/** The meeting's speeches that stand, in the order they were booked. */
export function listSpeeches(db: Executor, ref: MeetingRef) {
  return db
    .select({ slotId: meetingSlots.id, userId: meetingSlots.userId, name: meetingSlots.userName })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.clubId, ref.clubId),
        eq(meetingSlots.meetingKey, ref.meetingKey),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    )
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id));
}

/** A timed speech counts as delivered (a booked one; a cancelled one stays cancelled). */
export async function markSpeechDelivered(
  tx: Executor,
  ref: MeetingRef,
  slotId: number,
  now: Date,
) {
  await tx
    .update(meetingSlots)
    .set({ status: "delivered", deliveredAt: now })
    .where(
      and(
        eq(meetingSlots.id, slotId),
        eq(meetingSlots.clubId, ref.clubId),
        eq(meetingSlots.meetingKey, ref.meetingKey),
        eq(meetingSlots.status, "booked"),
      ),
    );
}

export async function namesOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The console's row, written with the default filler words on first read (once, by its key). */
export async function ensureConsole(
  db: Executor,
  ref: MeetingRef,
  fillerWords: string[],
  now: Date,
) {
  const found = await findConsole(db, ref);
  if (found) return found;
  await db
    .insert(meetingConsoles)
    .values({ ...ref, fillerWords, updatedAt: now })
    .onConflictDoNothing();
  return findConsole(db, ref);
}

export async function findConsole(db: Executor, ref: MeetingRef) {
  const [row] = await db.select().from(meetingConsoles).where(ofMeeting(meetingConsoles, ref));
  return row;
}
export type ConsoleRow = NonNullable<Awaited<ReturnType<typeof findConsole>>>;

/** Changes the console (or only its version): every write bumps the version once. */
export async function bumpConsole(
  tx: Executor,
  ref: MeetingRef,
  now: Date,
  set: Partial<
    Pick<ConsoleRow, "currentItem" | "wordOfDay" | "fillerWords" | "votesRevealedAt" | "closedAt">
  > = {},
) {
  const [row] = await tx
    .update(meetingConsoles)
    .set({ ...set, version: sql`${meetingConsoles.version} + 1`, updatedAt: now })
    .where(ofMeeting(meetingConsoles, ref))
    .returning({ version: meetingConsoles.version });
  return row?.version ?? 0;
}

// ---- the timer ----------------------------------------------------------------------------

export async function findRunningTiming(db: Executor, ref: MeetingRef) {
  const [row] = await db
    .select()
    .from(meetingTimings)
    .where(and(ofMeeting(meetingTimings, ref), isNull(meetingTimings.stoppedAt)));
  return row;
}
export type TimingRow = NonNullable<Awaited<ReturnType<typeof findRunningTiming>>>;

/** Starts a timing; undefined when one runs already (the partial unique index decides). */
export async function insertTiming(
  tx: Executor,
  values: MeetingRef & {
    itemKey: string;
    speakerId: string | null;
    greenAt: number;
    yellowAt: number;
    redAt: number;
    startedAt: Date;
  },
) {
  const [row] = await tx
    .insert(meetingTimings)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: meetingTimings.id });
  return row;
}

export async function stopTiming(
  tx: Executor,
  id: number,
  values: {
    stoppedAt: Date;
    durationSeconds: number;
    light: TimingRow["light"];
    withinTime: boolean;
  },
) {
  await tx
    .update(meetingTimings)
    .set(values)
    .where(and(eq(meetingTimings.id, id), isNull(meetingTimings.stoppedAt)));
}

/** Every timing of the meeting, in the order they started, with the speaker's name. */
export function listTimings(db: Executor, ref: MeetingRef) {
  return db
    .select({
      itemKey: meetingTimings.itemKey,
      speakerId: meetingTimings.speakerId,
      speakerName: users.name,
      greenAt: meetingTimings.greenAt,
      yellowAt: meetingTimings.yellowAt,
      redAt: meetingTimings.redAt,
      startedAt: meetingTimings.startedAt,
      stoppedAt: meetingTimings.stoppedAt,
      durationSeconds: meetingTimings.durationSeconds,
      light: meetingTimings.light,
      withinTime: meetingTimings.withinTime,
    })
    .from(meetingTimings)
    .leftJoin(users, eq(users.id, meetingTimings.speakerId))
    .where(ofMeeting(meetingTimings, ref))
    .orderBy(asc(meetingTimings.startedAt), asc(meetingTimings.id));
}

// ---- the Ah-Counter and the Grammarian -----------------------------------------------------

/** `count + delta`, kept between 0 and the table's ceiling. */
const bounded = (current: SQL | number, delta: number) =>
  sql`least(10000, greatest(0, ${current} + ${delta}))`;

export async function addFiller(
  tx: Executor,
  values: MeetingRef & { speakerId: string; word: string; delta: number },
) {
  const { delta, ...key } = values;
  await tx
    .insert(fillerCounts)
    .values({ ...key, count: Math.max(0, delta) })
    .onConflictDoUpdate({
      target: [
        fillerCounts.clubId,
        fillerCounts.meetingKey,
        fillerCounts.speakerId,
        fillerCounts.word,
      ],
      set: { count: bounded(sql`${fillerCounts.count}`, delta) },
    });
}

export function listFillers(db: Executor, ref: MeetingRef) {
  return db
    .select({
      speakerId: fillerCounts.speakerId,
      speakerName: users.name,
      word: fillerCounts.word,
      count: fillerCounts.count,
    })
    .from(fillerCounts)
    .innerJoin(users, eq(users.id, fillerCounts.speakerId))
    .where(ofMeeting(fillerCounts, ref))
    .orderBy(asc(users.name), asc(fillerCounts.speakerId));
}

export async function addWordUse(
  tx: Executor,
  values: MeetingRef & { userId: string; delta: number },
) {
  const { delta, ...key } = values;
  await tx
    .insert(wordOfDayUses)
    .values({ ...key, count: Math.max(0, delta) })
    .onConflictDoUpdate({
      target: [wordOfDayUses.clubId, wordOfDayUses.meetingKey, wordOfDayUses.userId],
      set: { count: bounded(sql`${wordOfDayUses.count}`, delta) },
    });
}

export function listWordUses(db: Executor, ref: MeetingRef) {
  return db
    .select({ userId: wordOfDayUses.userId, name: users.name, count: wordOfDayUses.count })
    .from(wordOfDayUses)
    .innerJoin(users, eq(users.id, wordOfDayUses.userId))
    .where(ofMeeting(wordOfDayUses, ref))
    .orderBy(asc(users.name), asc(wordOfDayUses.userId));
}

// ---- votes (secret: only the voter's own rows and counts leave this file) --------------------

/** Casts or changes the voter's vote in one category (one row per voter and category). */
export async function saveVote(
  tx: Executor,
  values: MeetingRef & {
    category: VoteCategory;
    voterId: string;
    candidateId: string;
    castAt: Date;
  },
) {
  await tx
    .insert(meetingVotes)
    .values(values)
    .onConflictDoUpdate({
      target: [
        meetingVotes.clubId,
        meetingVotes.meetingKey,
        meetingVotes.category,
        meetingVotes.voterId,
      ],
      set: { candidateId: values.candidateId, castAt: values.castAt },
    });
}

export function listOwnVotes(db: Executor, ref: MeetingRef, voterId: string) {
  return db
    .select({ category: meetingVotes.category, candidateId: meetingVotes.candidateId })
    .from(meetingVotes)
    .where(and(ofMeeting(meetingVotes, ref), eq(meetingVotes.voterId, voterId)));
}

/** Votes per category and candidate (never who cast them). */
export function countVotes(db: Executor, ref: MeetingRef) {
  return db
    .select({
      category: meetingVotes.category,
      candidateId: meetingVotes.candidateId,
      name: users.name,
      votes: sql<number>`count(*)::int`,
    })
    .from(meetingVotes)
    .innerJoin(users, eq(users.id, meetingVotes.candidateId))
    .where(ofMeeting(meetingVotes, ref))
    .groupBy(meetingVotes.category, meetingVotes.candidateId, users.name);
}

// ---- the report -------------------------------------------------------------------------

/**
 * The meeting's speeches with a submitted evaluation. (The evaluations feature offers no count
 * yet; it never imports this feature, so reading its table here keeps the graph one-way.)
 */
export async function evaluatedSlots(db: Executor, ref: MeetingRef) {
  const rows = await db
    .select({ slotId: speechEvaluations.slotId })
    .from(speechEvaluations)
    .innerJoin(meetingSlots, eq(meetingSlots.id, speechEvaluations.slotId))
    .where(
      and(
        eq(meetingSlots.clubId, ref.clubId),
        eq(meetingSlots.meetingKey, ref.meetingKey),
        eq(speechEvaluations.status, "submitted"),
        isNotNull(speechEvaluations.submittedAt),
      ),
    );
  return new Set(rows.map((row) => row.slotId));
}

// ---- live -------------------------------------------------------------------------------

/**
 * Tells every open console of these people that the meeting's console changed, once the write's
 * transaction has committed (never on rollback; ADR 056): one NOTIFY per person on their own
 * channel, which the event stream of every process already listens to, all in one statement.
 */
export async function announceChange(tx: Executor, userIds: readonly string[], data: unknown) {
  const payload = JSON.stringify({ event: "meeting-console", data });
  await announce(
    tx,
    userIds.map((userId) => ({ channel: channelOf(userId), payload })),
  );
}
