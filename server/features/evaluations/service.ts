import { criteriaOf, DEFAULT_RUBRIC, rubricIn } from "../../../content/rubrics.ts";
import type {
  Evaluation,
  MeetingSpeeches,
  MySpeeches,
  PublishedEvaluation,
  SaveEvaluation,
  SpeechRecord,
  SpeechSummary,
  SpeechTiming,
} from "../../../contract/evaluations.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { lockClub } from "../../db/lock-order.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { type Refusal, refusalError, refuse } from "../../lib/refusal.ts";
import { changeAndNotify, notification } from "../../notify/index.ts";
import { isClubMember, leadsClub } from "../clubs/index.ts";
import { type HeldRoleRow, heldRolesAt } from "../meeting-roles/index.ts";
import {
  type ClubCalendar,
  type DerivedMeeting,
  describeTime,
  findMeeting,
  loadCalendar,
  loadCalendars,
} from "../meetings/index.ts";
import { awardForVerifiedEvent } from "../rewards/index.ts";
import { evaluationMessages } from "./messages.ts";
import {
  clubReaderRefusal,
  commentRefusal,
  type EvaluationState,
  editableSince,
  incompleteRefusal,
  isEditable,
  KEPT_AS_WRITTEN,
  mayReadEvaluation,
  mayReadReflection,
  missingFieldMessage,
  missingParts,
  noteRefusal,
  publishRefusal,
  readerRefusal,
  readsAllNotes,
  reflectRefusal,
  type SpeechParties,
  saveRefusal,
  submitRefusal,
  unknownCriterionRefusal,
} from "./policy.ts";
import type { EvaluationRow, ReadSpeechRow, SpeechRow, TimingRow } from "./repository.ts";
import * as evaluationRepository from "./repository.ts";

// A speech's record (issue 33, ADR 034): its timing, its evaluation as the reader may see it, the
// attendees' notes and the speaker's reflection; writing each, by whoever the policy lets.

/** The most speeches "my speeches" and a public profile list. */
const SPEECH_LIST_LIMIT = 50;

/** One speech as the rules see it, for one reader. */
interface SpeechContext {
  speech: SpeechRow;
  calendar: ClubCalendar;
  meeting: DerivedMeeting | null;
  evaluatorName: string | null;
  parties: SpeechParties;
  evaluation: EvaluationRow | undefined;
}

/** The roles that decide who writes and reads evaluations at a meeting. */
const EVALUATING_ROLES = ["evaluator", "general-evaluator"] as const;

const holderOf = (roles: readonly HeldRoleRow[], kind: string, seat?: number) =>
  roles.find((role) => role.kind === kind && (seat === undefined || role.seat === seat));

const stateOf = (row: EvaluationRow | undefined): EvaluationState | null => row ?? null;

/** When the speech's meeting starts (a meeting the schedule no longer derives: its date). */
const startOf = (speech: SpeechRow, meeting: DerivedMeeting | null) =>
  meeting?.startsAt ?? new Date(`${speech.meetingKey}T00:00:00Z`);

const speechNotFound = () => notFound(evaluationMessages.text("evaluations.notFound"));

/**
 * Speeches, each with its meeting and its people as `reader` stands to them, in a fixed number of
 * statements whatever their number: their calendars, the evaluating roles at their meetings and
 * their evaluations. A speech the reader may not open: 403.
 */
async function loadSpeeches(
  db: Executor,
  reader: SessionUser,
  speeches: readonly ReadSpeechRow[],
): Promise<SpeechContext[]> {
  const slotIds = speeches.map((speech) => speech.slotId);
  const [calendars, roles, evaluations] = await Promise.all([
    loadCalendars(
      db,
      speeches.map((speech) => speech.clubId),
    ),
    evaluationRepository.listEvaluatingRolesAt(db, slotIds, EVALUATING_ROLES),
    evaluationRepository.listEvaluations(db, slotIds),
  ]);
  return speeches.map(({ readerIsMember, readerCheckedIn, ...speech }) => {
    const calendar = calendars.get(speech.clubId);
    if (!calendar) throw notFound("Club");
    const atMeeting = roles.filter((role) => role.slotId === speech.slotId);
    const evaluator = holderOf(atMeeting, "evaluator", speech.number);
    const parties: SpeechParties = {
      readerId: reader.id,
      speakerId: speech.speakerId,
      evaluatorId: evaluator?.userId ?? null,
      generalEvaluatorId: holderOf(atMeeting, "general-evaluator")?.userId ?? null,
      leaderId: speech.leaderId,
      coLeaderIds: speech.coLeaderIds,
      isMember: readerIsMember,
      checkedIn: readerCheckedIn,
    };
    refuse(readerRefusal(parties, speech.clubName));
    return {
      speech,
      calendar,
      meeting: findMeeting(calendar, speech.meetingKey),
      evaluatorName: evaluator?.name ?? null,
      parties,
      evaluation: evaluations.find((row) => row.slotId === speech.slotId),
    };
  });
}

/** The speech (404), its meeting and its people as `reader` stands to them (403 if a stranger). */
async function loadSpeech(db: Executor, reader: SessionUser, slotId: number) {
  const speeches = await evaluationRepository.listSpeechesFor(db, reader.id, { slotId });
  const [context] = await loadSpeeches(db, reader, speeches);
  if (!context) throw speechNotFound();
  return context;
}

function timingOf(row: TimingRow | undefined): SpeechTiming | null {
  if (!row || row.durationSeconds === null) return null;
  return {
    durationSeconds: row.durationSeconds,
    light: row.light ?? "none",
    withinTime: row.withinTime ?? false,
    greenAt: row.greenAt,
    yellowAt: row.yellowAt,
    redAt: row.redAt,
  };
}

/** An evaluation as written (its rubric in the reader's language), for `readerId`. */
function evaluationOf(row: EvaluationRow, readerId: string, locale: Locale, now: Date): Evaluation {
  return {
    rubric: rubricIn(row.rubric, locale),
    scores: row.scores,
    wentWell: row.wentWell,
    toImprove: row.toImprove,
    challenge: row.challenge,
    language: row.language,
    status: row.status,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    editable: isEditable(row, readerId, now),
    isPublic: row.isPublic,
    evaluatorName: row.authorName,
    evaluatorComment: row.evaluatorComment,
  };
}

/** Each speech's record as its context's reader may see it, in three statements for any number. */
async function recordsOf(
  db: Executor,
  contexts: readonly SpeechContext[],
  locale: Locale,
  now: Date,
): Promise<SpeechRecord[]> {
  const slotIds = contexts.map((context) => context.speech.slotId);
  const readsAll = contexts.filter((context) => readsAllNotes(context.parties));
  const readsOwn = contexts.filter((context) => !readsAllNotes(context.parties));
  const [timings, notes, reflections] = await Promise.all([
    evaluationRepository.listTimingsOf(db, slotIds),
    evaluationRepository.listNotesOf(db, {
      allOf: readsAll.map((context) => context.speech.slotId),
      ownOf: readsOwn.map((context) => context.speech.slotId),
      // One reader for all of them.
      authorId: contexts[0]?.parties.readerId ?? "",
    }),
    evaluationRepository.listReflectionsOf(db, slotIds),
  ]);
  return contexts.map((context) => {
    const { speech, parties, evaluation } = context;
    const state = stateOf(evaluation);
    const readable = evaluation && mayReadEvaluation(parties, evaluation);
    const reflection = reflections.get(speech.slotId);
    return {
      slotId: speech.slotId,
      clubId: speech.clubId,
      clubName: speech.clubName,
      meetingKey: speech.meetingKey,
      startsAt: startOf(speech, context.meeting).toISOString(),
      speakerName: speech.speakerName,
      mission: null,
      status: speech.status,
      timing: timingOf(timings.get(speech.slotId)),
      evaluatorName: context.evaluatorName,
      evaluation: readable ? evaluationOf(evaluation, parties.readerId, locale, now) : null,
      notes: notes
        .filter((note) => note.slotId === speech.slotId)
        .map(({ slotId: _slotId, ...note }) => ({
          ...note,
          createdAt: note.createdAt.toISOString(),
        })),
      reflection: mayReadReflection(parties) && reflection ? reflection : null,
      may: {
        evaluate: saveRefusal(parties, state, context.meeting, now) === null,
        note: noteRefusal(parties) === null,
        reflect: reflectRefusal(parties) === null,
        publish: publishRefusal(parties, state) === null,
        comment: commentRefusal(parties, state) === null,
      },
    };
  });
}

/** One speech's record as the context's reader may see it. */
async function recordOf(
  db: Executor,
  context: SpeechContext,
  locale: Locale,
  now: Date,
): Promise<SpeechRecord> {
  const [record] = await recordsOf(db, [context], locale, now);
  if (!record) throw speechNotFound();
  return record;
}

/** A speech's record: any member of its club opens it; what they read is the policy's. */
export async function getSpeech(
  db: Database,
  clock: Clock,
  reader: SessionUser,
  slotId: number,
  locale: Locale,
): Promise<SpeechRecord> {
  const context = await loadSpeech(db, reader, slotId);
  return recordOf(db, context, locale, clock.now());
}

/** A submitted evaluation stays complete: 400 with every missing part as a field error. */
function assertComplete(content: SaveEvaluation, rubric: string) {
  const missing = missingParts(content, criteriaOf(rubric));
  const refusal = incompleteRefusal(missing);
  if (!refusal) return;
  throw new AppError(
    refusal.code,
    refusal.message,
    missing.map((field) => ({ field, message: missingFieldMessage(field) })),
  );
}

/**
 * The evaluator saves as they type (the web debounces it): a draft is created or updated in one
 * statement; their submitted one may change for 48 hours, and stays complete.
 */
export async function saveEvaluation(
  db: Database,
  clock: Clock,
  reader: SessionUser,
  slotId: number,
  input: SaveEvaluation,
  locale: Locale,
): Promise<SpeechRecord> {
  const context = await loadSpeech(db, reader, slotId);
  const now = clock.now();
  const { evaluation, parties, meeting } = context;
  refuse(saveRefusal(parties, stateOf(evaluation), meeting, now));
  const rubric = evaluation?.rubric ?? DEFAULT_RUBRIC;
  refuse(unknownCriterionRefusal(input.scores, criteriaOf(rubric)));
  if (evaluation?.status === "submitted") assertComplete(input, rubric);
  const saved = await evaluationRepository.saveDraft(db, {
    ...input,
    slotId,
    evaluatorId: reader.id,
    rubric,
    language: locale,
    now,
    editableSince: editableSince(now),
  });
  const current = await evaluationRepository.findEvaluation(db, slotId);
  // Written meanwhile by someone else, or its window closed between the read and the write.
  if (!saved) {
    refuse(saveRefusal(parties, stateOf(current), meeting, now));
    throw refusalError(KEPT_AS_WRITTEN);
  }
  return recordOf(db, { ...context, evaluation: current }, locale, now);
}

/**
 * Submits the evaluator's draft once the meeting has started and it is complete: the speaker is
 * told at once (notification and email, in the submission's statement), and the speech, if still
 * booked, is delivered. Submitting again changes nothing.
 */
export async function submitEvaluation(
  db: Database,
  clock: Clock,
  reader: SessionUser,
  slotId: number,
  locale: Locale,
): Promise<SpeechRecord> {
  const context = await loadSpeech(db, reader, slotId);
  const now = clock.now();
  const { evaluation, parties, meeting, speech, calendar } = context;
  refuse(submitRefusal(parties, stateOf(evaluation), meeting, now, speech.status === "delivered"));
  if (!evaluation) throw speechNotFound();
  assertComplete(evaluation, evaluation.rubric);
  let delivered = speech.status === "delivered";
  if (evaluation.status === "draft") {
    delivered = await db.transaction(async (tx) => {
      // The club's row first (ADR 025): a leave that frees the speech takes it before the slot.
      await lockClub(tx, speech.clubId, "shared");
      const submitted = await changeAndNotify(
        tx,
        evaluationRepository.submitStatement(tx, slotId, reader.id, now),
        speech.speakerId,
        notification("evaluation-received", {
          club: { id: speech.clubId, name: speech.clubName },
          evaluator: reader.name,
          when: describeTime(startOf(speech, meeting), calendar.schedule.timeZone),
          slotId,
        }),
      );
      if (submitted) {
        await evaluationRepository.markDelivered(tx, slotId, now);
        // $VOCATE for the speech, delivered and evaluated by someone else, once (ADR 038).
        await awardForVerifiedEvent(tx, now, {
          userId: speech.speakerId,
          rule: "evaluated-speech",
          sourceKind: "speech",
          sourceId: String(slotId),
          verifiedBy: reader.id,
        });
      }
      return delivered || submitted !== undefined;
    });
  }
  const current = await evaluationRepository.findEvaluation(db, slotId);
  const after = { ...context, evaluation: current };
  if (delivered) after.speech = { ...speech, status: "delivered" };
  return recordOf(db, after, locale, now);
}

/** Who asks, about which speech, in which language. */
export interface SpeechRequest {
  reader: SessionUser;
  slotId: number;
  locale: Locale;
}

/** One small write about a speech: the policy's rule first, then the write, then the record. */
async function writeAbout(
  db: Database,
  clock: Clock,
  request: SpeechRequest,
  rule: (parties: SpeechParties, evaluation: EvaluationState | null) => Refusal | null,
  write: (now: Date) => Promise<unknown>,
): Promise<SpeechRecord> {
  const context = await loadSpeech(db, request.reader, request.slotId);
  refuse(rule(context.parties, stateOf(context.evaluation)));
  const now = clock.now();
  await write(now);
  const evaluation = await evaluationRepository.findEvaluation(db, request.slotId);
  return recordOf(db, { ...context, evaluation }, request.locale, now);
}

/** The speaker shows their submitted evaluation on their public profile, or hides it. */
export const setVisibility = (
  db: Database,
  clock: Clock,
  request: SpeechRequest,
  isPublic: boolean,
) =>
  writeAbout(db, clock, request, publishRefusal, () =>
    evaluationRepository.setPublic(db, request.slotId, isPublic),
  );

/** The meeting's General Evaluator comments on a submitted evaluation (again: replaced). */
export const commentOnEvaluation = (
  db: Database,
  clock: Clock,
  request: SpeechRequest,
  text: string,
) =>
  writeAbout(db, clock, request, commentRefusal, (now) =>
    evaluationRepository.setComment(db, request.slotId, { text, by: request.reader.id, now }),
  );

/** An attendee who checked in leaves the speaker a note (one each; writing again replaces it). */
export const saveNote = (db: Database, clock: Clock, request: SpeechRequest, text: string) =>
  writeAbout(db, clock, request, noteRefusal, (now) =>
    evaluationRepository.saveNote(db, {
      slotId: request.slotId,
      authorId: request.reader.id,
      text,
      now,
    }),
  );

/** The speaker's reflection on their speech (empty: none). */
export const saveReflection = (db: Database, clock: Clock, request: SpeechRequest, text: string) =>
  writeAbout(db, clock, request, reflectRefusal, (now) =>
    evaluationRepository.saveReflection(db, { slotId: request.slotId, text, now }),
  );

/** The member's own speeches with their evaluations, newest first: their progress. */
export async function mySpeeches(
  db: Database,
  clock: Clock,
  reader: SessionUser,
  locale: Locale,
): Promise<MySpeeches> {
  const rows = await evaluationRepository.listSpeechesFor(db, reader.id, {
    speakerId: reader.id,
    limit: SPEECH_LIST_LIMIT,
  });
  const speeches = await recordsOf(db, await loadSpeeches(db, reader, rows), locale, clock.now());
  return { speeches };
}

/** One meeting's speeches in booking order, each with its evaluator (Evaluator seat N). */
export async function meetingSpeeches(
  db: Database,
  reader: SessionUser,
  clubId: number,
  meetingKey: string,
): Promise<MeetingSpeeches> {
  const calendar = await loadCalendar(db, clubId);
  if (!findMeeting(calendar, meetingKey)) throw notFound("Meeting");
  const [roles, isMember] = await Promise.all([
    heldRolesAt(db, clubId, meetingKey, EVALUATING_ROLES),
    isClubMember(db, clubId, reader.id),
  ]);
  const isLeader = leadsClub(reader.id, calendar.club);
  refuse(clubReaderRefusal({ isMember, isLeader }, calendar.club.clubName));
  const rows = await evaluationRepository.listMeetingSpeeches(db, clubId, meetingKey);
  const slotIds = rows.map((row) => row.slotId);
  const [timings, evaluations] = await Promise.all([
    evaluationRepository.listTimingsOf(db, slotIds),
    evaluationRepository.listEvaluations(db, slotIds),
  ]);
  return {
    speeches: rows.map((row, index) => {
      const evaluator = holderOf(roles, "evaluator", index + 1);
      const evaluation = evaluations.find((each) => each.slotId === row.slotId);
      return {
        slotId: row.slotId,
        speakerName: row.speakerName,
        evaluatorName: evaluator?.name ?? null,
        status: row.status,
        timing: timingOf(timings.get(row.slotId)),
        evaluationStatus: evaluation?.status ?? "none",
        mineToEvaluate: evaluator?.userId === reader.id,
      };
    }),
  };
}

/** What a reader who may see everything of a speech sees: its timing and submitted evaluation. */
async function summaryOf(db: Executor, speech: SpeechRow, locale: Locale, now: Date) {
  const [timings, evaluation] = await Promise.all([
    evaluationRepository.listTimingsOf(db, [speech.slotId]),
    evaluationRepository.findEvaluation(db, speech.slotId),
  ]);
  return {
    timing: timingOf(timings.get(speech.slotId)),
    evaluation:
      evaluation?.status === "submitted" ? evaluationOf(evaluation, "", locale, now) : null,
  };
}

/**
 * Mission 2's verification: the speech's timing and submitted evaluation, as its club's leader
 * reads them (the caller is that leader). Null: no such speech standing.
 */
export async function speechSummary(
  db: Executor,
  slotId: number,
  locale: Locale,
  now: Date,
): Promise<SpeechSummary | null> {
  const speech = await evaluationRepository.findSpeech(db, slotId);
  if (!speech) return null;
  return { slotId, ...(await summaryOf(db, speech, locale, now)) };
}

/** The evaluations a member made public, newest first, for their public profile. */
export async function publishedEvaluations(
  db: Executor,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<PublishedEvaluation[]> {
  const slotIds = await evaluationRepository.listPublishedSlots(db, userId, SPEECH_LIST_LIMIT);
  const calendars = new Map<number, ClubCalendar>();
  const published: PublishedEvaluation[] = [];
  for (const slotId of slotIds) {
    const speech = await evaluationRepository.findSpeech(db, slotId);
    if (!speech) continue;
    let calendar = calendars.get(speech.clubId);
    if (!calendar) {
      calendar = await loadCalendar(db, speech.clubId);
      calendars.set(speech.clubId, calendar);
    }
    const { timing, evaluation } = await summaryOf(db, speech, locale, now);
    if (!evaluation) continue;
    published.push({
      slotId,
      clubName: speech.clubName,
      meetingKey: speech.meetingKey,
      startsAt: startOf(speech, findMeeting(calendar, speech.meetingKey)).toISOString(),
      timing,
      evaluation: { ...evaluation, evaluatorName: null, evaluatorComment: null },
    });
  }
  return published;
}

/** Whether a speech was delivered, timed and evaluated: a mission step of kind "speech". */
export function speechSatisfiesStep(db: Executor, slotId: number): Promise<boolean> {
  return evaluationRepository.isDeliveredTimedEvaluated(db, slotId);
}

/** How many evaluations were submitted for the meeting's speeches (the meeting report). */
export function evaluationsGivenAt(
  db: Executor,
  clubId: number,
  meetingKey: string,
): Promise<number> {
  return evaluationRepository.countSubmitted(db, clubId, meetingKey);
}

/** A delivered speech as a member may share it with a partner (issue 37). */
export interface DeliveredSpeech {
  slotId: number;
  clubName: string;
  /** The meeting's day (YYYY-MM-DD). */
  meetingKey: string;
  durationSeconds: number | null;
  /** The submitted evaluation's scores by criterion name in `locale`; null: not evaluated. */
  scores: Record<string, number> | null;
}

/** The member's delivered speeches, newest first, with their time and evaluation scores. */
export async function deliveredSpeechesOf(
  db: Executor,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<DeliveredSpeech[]> {
  return (await deliveredSpeechesOfEach(db, [userId], locale, now)).get(userId) ?? [];
}

/** As `deliveredSpeechesOf`, for each of these people, in three statements whatever their number. */
export async function deliveredSpeechesOfEach(
  db: Executor,
  userIds: readonly string[],
  locale: Locale,
  now: Date,
): Promise<Map<string, DeliveredSpeech[]>> {
  const speeches = await evaluationRepository.listDeliveredOf(db, userIds, SPEECH_LIST_LIMIT);
  const slotIds = speeches.map((speech) => speech.slotId);
  const [timings, evaluations] = await Promise.all([
    evaluationRepository.listTimingsOf(db, slotIds),
    evaluationRepository.listEvaluations(db, slotIds),
  ]);
  const delivered = new Map<string, DeliveredSpeech[]>();
  for (const speech of speeches) {
    const row = evaluations.find((each) => each.slotId === speech.slotId);
    const evaluation = row?.status === "submitted" ? evaluationOf(row, "", locale, now) : null;
    const scores = evaluation
      ? Object.fromEntries(
          evaluation.rubric.criteria
            .filter((criterion) => evaluation.scores[criterion.id] !== undefined)
            .map((criterion) => [criterion.name, evaluation.scores[criterion.id] as number]),
        )
      : null;
    const list = delivered.get(speech.userId) ?? [];
    list.push({
      slotId: speech.slotId,
      clubName: speech.clubName,
      meetingKey: speech.meetingKey,
      durationSeconds: timingOf(timings.get(speech.slotId))?.durationSeconds ?? null,
      scores,
    });
    delivered.set(speech.userId, list);
  }
  return delivered;
}
