import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { RoleKind } from "../../../contract/meeting-roles.ts";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf } from "../../db/leadership.ts";
import {
  clubMembers,
  clubRoles,
  clubs,
  meetingAttendance,
  meetingRoleAssignments,
  meetingSlots,
  meetingTimings,
  speechEvaluations,
  speechNotes,
  speechReflections,
  users,
} from "../../db/schema/index.ts";

/** A speech that stands: booked or delivered, at a dated meeting. */
const STANDING = and(
  inArray(meetingSlots.status, ["booked", "delivered"]),
  isNotNull(meetingSlots.meetingKey),
);

const speechColumns = {
  slotId: meetingSlots.id,
  clubId: meetingSlots.clubId,
  speakerId: meetingSlots.userId,
  speakerName: meetingSlots.userName,
  meetingKey: sql<string>`${meetingSlots.meetingKey}`,
  status: sql<"booked" | "delivered">`${meetingSlots.status}`,
  clubName: clubs.clubName,
  leaderId: clubs.leaderId,
  coLeaderIds: coLeaderIdsOf(clubs.id),
  number: sql<number>`(select count(*)::int from ${meetingSlots} o
    where o.club_id = ${meetingSlots.clubId} and o.meeting_key = ${meetingSlots.meetingKey}
      and o.status in ('booked', 'delivered')
      and (o.created_at, o.id) <= (${meetingSlots.createdAt}, ${meetingSlots.id}))`,
};

/**
 * One speech that stands, with its club and its number at the meeting (the order of booking, as
 * the meeting's Evaluator seats count them: ADR 033). Undefined: no such speech, or cancelled.
 */
export async function findSpeech(db: Executor, slotId: number) {
  const [row] = await db
    .select(speechColumns)
    .from(meetingSlots)
    .innerJoin(clubs, eq(clubs.id, meetingSlots.clubId))
    .where(and(eq(meetingSlots.id, slotId), STANDING));
  return row;
}
export type SpeechRow = NonNullable<Awaited<ReturnType<typeof findSpeech>>>;

/**
 * Speeches that stand, as `findSpeech` answers them, with where `readerId` stands: a member of
 * the speech's club, checked in (present or late) at its meeting. One statement for any number:
 * one speech by its id, or a speaker's newest `limit` (newest meeting first).
 */
export function listSpeechesFor(
  db: Executor,
  readerId: string,
  which: { slotId: number } | { speakerId: string; limit: number },
) {
  const query = db
    .select({
      ...speechColumns,
      readerIsMember: sql<boolean>`exists (select 1 from ${clubMembers} m
        where m.club_id = ${meetingSlots.clubId} and m.user_id = ${readerId})`,
      readerCheckedIn: sql<boolean>`exists (select 1 from ${meetingAttendance} a
        where a.club_id = ${meetingSlots.clubId} and a.meeting_key = ${meetingSlots.meetingKey}
          and a.user_id = ${readerId} and a.status in ('present', 'late'))`,
    })
    .from(meetingSlots)
    .innerJoin(clubs, eq(clubs.id, meetingSlots.clubId));
  if ("slotId" in which) return query.where(and(eq(meetingSlots.id, which.slotId), STANDING));
  return query
    .where(and(eq(meetingSlots.userId, which.speakerId), STANDING))
    .orderBy(desc(meetingSlots.meetingKey), desc(meetingSlots.id))
    .limit(which.limit);
}
export type ReadSpeechRow = Awaited<ReturnType<typeof listSpeechesFor>>[number];

/**
 * Who holds (held) the evaluating roles at these speeches' meetings, by speech: the rows
 * `heldRolesAt` answers for each speech's meeting, in one statement.
 */
export function listEvaluatingRolesAt(
  db: Executor,
  slotIds: readonly number[],
  kinds: readonly RoleKind[],
) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      slotId: meetingSlots.id,
      kind: clubRoles.kind,
      seat: meetingRoleAssignments.seat,
      userId: meetingRoleAssignments.userId,
      name: users.name,
    })
    .from(meetingSlots)
    .innerJoin(
      meetingRoleAssignments,
      and(
        eq(meetingRoleAssignments.clubId, meetingSlots.clubId),
        eq(meetingRoleAssignments.meetingKey, sql`${meetingSlots.meetingKey}`),
        eq(meetingRoleAssignments.status, "held"),
      ),
    )
    .innerJoin(
      clubRoles,
      and(eq(clubRoles.id, meetingRoleAssignments.roleId), inArray(clubRoles.kind, [...kinds])),
    )
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(inArray(meetingSlots.id, [...slotIds]));
}

/** The latest stopped timing of each of these speeches (item `speech:<slotId>` at its meeting). */
export async function listTimingsOf(db: Executor, slotIds: readonly number[]) {
  if (slotIds.length === 0) return new Map<number, TimingRow>();
  const rows = await db
    .selectDistinctOn([meetingSlots.id], {
      slotId: meetingSlots.id,
      durationSeconds: meetingTimings.durationSeconds,
      light: meetingTimings.light,
      withinTime: meetingTimings.withinTime,
      greenAt: meetingTimings.greenAt,
      yellowAt: meetingTimings.yellowAt,
      redAt: meetingTimings.redAt,
    })
    .from(meetingSlots)
    .innerJoin(
      meetingTimings,
      and(
        eq(meetingTimings.clubId, meetingSlots.clubId),
        eq(meetingTimings.meetingKey, sql`${meetingSlots.meetingKey}`),
        eq(meetingTimings.itemKey, sql`'speech:' || ${meetingSlots.id}`),
      ),
    )
    .where(and(inArray(meetingSlots.id, [...slotIds]), isNotNull(meetingTimings.stoppedAt)))
    .orderBy(meetingSlots.id, desc(meetingTimings.stoppedAt), desc(meetingTimings.id));
  return new Map(rows.map(({ slotId, ...row }) => [slotId, row]));
}

/**
 * These speeches' notes with their authors' names, oldest first: every note of `allOf`, and
 * only `authorId`'s of `ownOf`.
 */
export async function listNotesOf(
  db: Executor,
  notes: { allOf: readonly number[]; ownOf: readonly number[]; authorId: string },
) {
  const { allOf, ownOf, authorId } = notes;
  if (allOf.length === 0 && ownOf.length === 0) return [];
  return db
    .select({
      slotId: speechNotes.slotId,
      authorName: users.name,
      text: speechNotes.text,
      createdAt: speechNotes.createdAt,
    })
    .from(speechNotes)
    .innerJoin(users, eq(users.id, speechNotes.authorId))
    .where(
      or(
        allOf.length ? inArray(speechNotes.slotId, [...allOf]) : undefined,
        ownOf.length
          ? and(inArray(speechNotes.slotId, [...ownOf]), eq(speechNotes.authorId, authorId))
          : undefined,
      ),
    )
    .orderBy(asc(speechNotes.createdAt), asc(speechNotes.id));
}

/** These speeches' reflections by slot. */
export async function listReflectionsOf(db: Executor, slotIds: readonly number[]) {
  if (slotIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ slotId: speechReflections.slotId, text: speechReflections.text })
    .from(speechReflections)
    .where(inArray(speechReflections.slotId, [...slotIds]));
  return new Map(rows.map((row) => [row.slotId, row.text]));
}

/** The meeting's speeches that stand, in the order they were booked. */
export function listMeetingSpeeches(db: Executor, clubId: number, meetingKey: string) {
  return db
    .select({
      slotId: meetingSlots.id,
      speakerId: meetingSlots.userId,
      speakerName: meetingSlots.userName,
      status: sql<"booked" | "delivered">`${meetingSlots.status}`,
    })
    .from(meetingSlots)
    .where(and(eq(meetingSlots.clubId, clubId), eq(meetingSlots.meetingKey, meetingKey), STANDING))
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id));
}

/**
 * Each of these people's newest `limit` speeches that stand (newest meeting first), the delivered
 * ones of them with their clubs' names, in one statement.
 */
export async function listDeliveredOf(db: Executor, userIds: readonly string[], limit: number) {
  if (userIds.length === 0) return [];
  const ranked = db
    .select({
      userId: meetingSlots.userId,
      slotId: meetingSlots.id,
      clubName: clubs.clubName,
      meetingKey: sql<string>`${meetingSlots.meetingKey}`.as("meeting_key"),
      status: meetingSlots.status,
      place: sql<number>`row_number() over (partition by ${meetingSlots.userId}
        order by ${meetingSlots.meetingKey} desc, ${meetingSlots.id} desc)`.as("place"),
    })
    .from(meetingSlots)
    .innerJoin(clubs, eq(clubs.id, meetingSlots.clubId))
    .where(and(inArray(meetingSlots.userId, [...userIds]), STANDING))
    .as("ranked");
  return db
    .select({
      userId: ranked.userId,
      slotId: ranked.slotId,
      clubName: ranked.clubName,
      meetingKey: ranked.meetingKey,
    })
    .from(ranked)
    .where(and(lte(ranked.place, limit), eq(ranked.status, "delivered")))
    .orderBy(asc(ranked.place));
}

const evaluationColumns = {
  slotId: speechEvaluations.slotId,
  authorId: speechEvaluations.evaluatorId,
  rubric: speechEvaluations.rubric,
  scores: speechEvaluations.scores,
  wentWell: speechEvaluations.wentWell,
  toImprove: speechEvaluations.toImprove,
  challenge: speechEvaluations.challenge,
  language: speechEvaluations.language,
  status: speechEvaluations.status,
  submittedAt: speechEvaluations.submittedAt,
  updatedAt: speechEvaluations.updatedAt,
  isPublic: speechEvaluations.isPublic,
  evaluatorComment: speechEvaluations.evaluatorComment,
};

/** Speeches' evaluations, with their authors' names (null once an author deleted their account). */
export function listEvaluations(db: Executor, slotIds: readonly number[]) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...evaluationColumns, authorName: users.name })
    .from(speechEvaluations)
    .leftJoin(users, eq(users.id, speechEvaluations.evaluatorId))
    .where(inArray(speechEvaluations.slotId, [...slotIds]));
}
export type EvaluationRow = Awaited<ReturnType<typeof listEvaluations>>[number];

export async function findEvaluation(db: Executor, slotId: number) {
  const [row] = await listEvaluations(db, [slotId]);
  return row;
}

export interface TimingRow {
  durationSeconds: number | null;
  light: "none" | "green" | "yellow" | "red" | "over" | null;
  withinTime: boolean | null;
  greenAt: number;
  yellowAt: number;
  redAt: number;
}

/** A speech's notes with their authors' names, oldest first; only `authorId`'s when given. */
export function listNotes(db: Executor, slotId: number, authorId?: string) {
  return db
    .select({ authorName: users.name, text: speechNotes.text, createdAt: speechNotes.createdAt })
    .from(speechNotes)
    .innerJoin(users, eq(users.id, speechNotes.authorId))
    .where(
      and(
        eq(speechNotes.slotId, slotId),
        authorId === undefined ? undefined : eq(speechNotes.authorId, authorId),
      ),
    )
    .orderBy(asc(speechNotes.createdAt), asc(speechNotes.id));
}

export async function findReflection(db: Executor, slotId: number) {
  const [row] = await db
    .select({ text: speechReflections.text })
    .from(speechReflections)
    .where(eq(speechReflections.slotId, slotId));
  return row?.text;
}

export interface DraftValues {
  slotId: number;
  evaluatorId: string;
  rubric: string;
  scores: Record<string, number>;
  wentWell: string;
  toImprove: string;
  challenge: string;
  language: string;
  now: Date;
  /** A submitted evaluation is changed only if it was submitted after this. */
  editableSince: Date;
}

/**
 * Saves the evaluator's text in one statement: a new draft, or the draft (a former evaluator's
 * is taken over, in the new one's language), or their own submitted one still in its window.
 * Anything else is left as it is and nothing is returned: the key and the condition decide, so
 * two saves racing each other or a submission cannot write past the rules.
 */
export async function saveDraft(db: Executor, values: DraftValues) {
  const { now, editableSince, ...rest } = values;
  const [row] = await db
    .insert(speechEvaluations)
    .values({ ...rest, status: "draft", updatedAt: now })
    .onConflictDoUpdate({
      target: speechEvaluations.slotId,
      set: {
        evaluatorId: values.evaluatorId,
        scores: values.scores,
        wentWell: values.wentWell,
        toImprove: values.toImprove,
        challenge: values.challenge,
        language: sql`case when ${speechEvaluations.evaluatorId} = excluded.evaluator_id
          then ${speechEvaluations.language} else excluded.language end`,
        updatedAt: now,
      },
      setWhere: or(
        eq(speechEvaluations.status, "draft"),
        and(
          eq(speechEvaluations.evaluatorId, values.evaluatorId),
          sql`${speechEvaluations.submittedAt} > ${editableSince.toISOString()}::timestamptz`,
        ),
      ),
    })
    .returning({ slotId: speechEvaluations.slotId });
  return row !== undefined;
}

/** draft -> submitted, as a statement (to run with the speaker's notification): once. */
export function submitStatement(db: Executor, slotId: number, evaluatorId: string, now: Date) {
  return db
    .update(speechEvaluations)
    .set({ status: "submitted", submittedAt: now, updatedAt: now })
    .where(
      and(
        eq(speechEvaluations.slotId, slotId),
        eq(speechEvaluations.evaluatorId, evaluatorId),
        eq(speechEvaluations.status, "draft"),
      ),
    )
    .returning({ slotId: speechEvaluations.slotId })
    .getSQL();
}

/** A speech evaluated was delivered: booked -> delivered (a delivered one stays as it is). */
export async function markDelivered(db: Executor, slotId: number, now: Date) {
  await db
    .update(meetingSlots)
    .set({ status: "delivered", deliveredAt: now })
    .where(and(eq(meetingSlots.id, slotId), eq(meetingSlots.status, "booked")));
}

export async function setPublic(db: Executor, slotId: number, isPublic: boolean) {
  await db
    .update(speechEvaluations)
    .set({ isPublic })
    .where(and(eq(speechEvaluations.slotId, slotId), eq(speechEvaluations.status, "submitted")));
}

export async function setComment(
  db: Executor,
  slotId: number,
  comment: { text: string; by: string; now: Date },
) {
  await db
    .update(speechEvaluations)
    .set({ evaluatorComment: comment.text, commentedBy: comment.by, commentedAt: comment.now })
    .where(and(eq(speechEvaluations.slotId, slotId), eq(speechEvaluations.status, "submitted")));
}

/** One note per author and speech: written, or replaced. */
export async function saveNote(
  db: Executor,
  values: { slotId: number; authorId: string; text: string; now: Date },
) {
  const { now, ...rest } = values;
  await db
    .insert(speechNotes)
    .values({ ...rest, createdAt: now })
    .onConflictDoUpdate({
      target: [speechNotes.slotId, speechNotes.authorId],
      set: { text: values.text, createdAt: now },
    });
}

export async function saveReflection(
  db: Executor,
  values: { slotId: number; text: string; now: Date },
) {
  await db
    .insert(speechReflections)
    .values({ slotId: values.slotId, text: values.text, updatedAt: values.now })
    .onConflictDoUpdate({
      target: speechReflections.slotId,
      set: { text: values.text, updatedAt: values.now },
    });
}

/** The person's speeches whose evaluation they made public, newest meeting first. */
export async function listPublishedSlots(db: Executor, userId: string, limit: number) {
  const rows = await db
    .select({ slotId: meetingSlots.id })
    .from(meetingSlots)
    .innerJoin(speechEvaluations, eq(speechEvaluations.slotId, meetingSlots.id))
    .where(
      and(
        eq(meetingSlots.userId, userId),
        STANDING,
        eq(speechEvaluations.status, "submitted"),
        eq(speechEvaluations.isPublic, true),
      ),
    )
    .orderBy(desc(meetingSlots.meetingKey), desc(meetingSlots.id))
    .limit(limit);
  return rows.map((row) => row.slotId);
}

/** Evaluations submitted for the meeting's speeches that stand (the meeting report). */
export async function countSubmitted(db: Executor, clubId: number, meetingKey: string) {
  const [row] = await db
    .select({ count: count() })
    .from(speechEvaluations)
    .innerJoin(meetingSlots, eq(meetingSlots.id, speechEvaluations.slotId))
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.meetingKey, meetingKey),
        STANDING,
        eq(speechEvaluations.status, "submitted"),
      ),
    );
  return row?.count ?? 0;
}

/** Delivered, timed (a stopped timing of it) and evaluated (submitted): a speech step's proof. */
export async function isDeliveredTimedEvaluated(db: Executor, slotId: number) {
  const [row] = await db
    .select({ slotId: meetingSlots.id })
    .from(meetingSlots)
    .innerJoin(speechEvaluations, eq(speechEvaluations.slotId, meetingSlots.id))
    .where(
      and(
        eq(meetingSlots.id, slotId),
        eq(meetingSlots.status, "delivered"),
        eq(speechEvaluations.status, "submitted"),
        sql`exists (select 1 from ${meetingTimings} t
          where t.club_id = ${meetingSlots.clubId} and t.meeting_key = ${meetingSlots.meetingKey}
            and t.item_key = 'speech:' || ${meetingSlots.id} and t.stopped_at is not null)`,
      ),
    );
  return row !== undefined;
}
