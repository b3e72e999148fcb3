import { EVALUATION_EDIT_HOURS } from "../../../contract/evaluations.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import { leadsClub } from "../clubs/index.ts";
import type { DerivedMeeting } from "../meetings/index.ts";
import { evaluationMessages } from "./messages.ts";

// Who may read and write what of a speech (issue 33, ADR 034): pure rules, table-tested in
// policy.test.ts. A refusal says why, in the reader's language (ADR 031).

const refusal = (code: "forbidden" | "conflict", id: string): Refusal =>
  code === "forbidden"
    ? forbiddenBecause(evaluationMessages.text(id))
    : conflictBecause(evaluationMessages.text(id));

export const ONLY_EVALUATOR = refusal("forbidden", "evaluations.onlyEvaluator");
export const BY_ANOTHER = refusal("conflict", "evaluations.byAnother");
export const KEPT_AS_WRITTEN = refusal("conflict", "evaluations.keptAsWritten");
export const MEETING_CANCELLED = refusal("conflict", "evaluations.meetingCancelled");
export const NOT_STARTED = refusal("conflict", "evaluations.notStarted");
export const NOTHING_TO_SUBMIT = refusal("conflict", "evaluations.nothingToSubmit");
export const ONLY_SPEAKER_PUBLISHES = refusal("forbidden", "evaluations.onlySpeakerPublishes");
export const ONLY_SPEAKER_REFLECTS = refusal("forbidden", "evaluations.onlySpeakerReflects");
export const NOT_SUBMITTED = refusal("conflict", "evaluations.notSubmitted");
export const ONLY_GENERAL_EVALUATOR = refusal("forbidden", "evaluations.onlyGeneralEvaluator");
export const NOTE_NEEDS_CHECK_IN = refusal("forbidden", "evaluations.noteNeedsCheckIn");
export const NO_OWN_NOTE = refusal("forbidden", "evaluations.noOwnNote");

const HOUR_MS = 3_600_000;

/** Who is asking about one speech, and who holds what at its meeting. */
export interface SpeechParties {
  readerId: string;
  speakerId: string;
  /** Who holds (accepted) the Evaluator seat of this speech's number; null: nobody. */
  evaluatorId: string | null;
  /** Who holds the meeting's General Evaluator role; null: nobody. */
  generalEvaluatorId: string | null;
  leaderId: string | null;
  coLeaderIds: readonly string[];
  /** The reader is a member of the speech's club. */
  isMember: boolean;
  /** The reader checked in at the speech's meeting (present or late). */
  checkedIn: boolean;
}

/** What the rules need of a speech's evaluation. */
export interface EvaluationState {
  /** Who wrote it (null once they deleted their account). */
  authorId: string | null;
  status: "draft" | "submitted";
  submittedAt: Date | null;
  isPublic: boolean;
}

const isSpeaker = (parties: SpeechParties) => parties.readerId === parties.speakerId;
const isLeader = (parties: SpeechParties) => leadsClub(parties.readerId, parties);
const isGeneralEvaluator = (parties: SpeechParties) =>
  parties.generalEvaluatorId !== null && parties.readerId === parties.generalEvaluatorId;
const isEvaluator = (parties: SpeechParties) =>
  parties.evaluatorId !== null && parties.readerId === parties.evaluatorId;

/** A club's speeches are for its members and its leader; anyone else: 403. */
export function clubReaderRefusal(
  standing: { isMember: boolean; isLeader: boolean },
  clubName: string,
): Refusal | null {
  return standing.isMember || standing.isLeader
    ? null
    : forbiddenBecause(evaluationMessages.text("evaluations.membersOnly", { club: clubName }));
}

/** A speech is opened by the club's members, its leader and the speaker; anyone else: 403. */
export const readerRefusal = (parties: SpeechParties, clubName: string): Refusal | null =>
  clubReaderRefusal(
    { isMember: parties.isMember || isSpeaker(parties), isLeader: isLeader(parties) },
    clubName,
  );

/** The end of the author's window to change a submitted evaluation. */
export const editEnd = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + EVALUATION_EDIT_HOURS * HOUR_MS);

/** A submitted evaluation is still its author's to change if submitted after this. */
export const editableSince = (now: Date) =>
  new Date(now.getTime() - EVALUATION_EDIT_HOURS * HOUR_MS);

/** Whether `readerId` may still change it: a draft, or their own within 48 hours of submitting. */
export function isEditable(evaluation: EvaluationState, readerId: string, now: Date): boolean {
  if (evaluation.authorId !== readerId) return false;
  if (evaluation.status === "draft") return true;
  return evaluation.submittedAt !== null && now < editEnd(evaluation.submittedAt);
}

/**
 * Who reads the evaluation. A draft: its author only. Submitted: the speaker, its author, the
 * speech's evaluator, the meeting's General Evaluator, the club's leader; everyone who may open
 * the speech once the speaker made it public.
 */
export function mayReadEvaluation(parties: SpeechParties, evaluation: EvaluationState): boolean {
  if (evaluation.status === "draft") return evaluation.authorId === parties.readerId;
  return (
    evaluation.isPublic ||
    isSpeaker(parties) ||
    evaluation.authorId === parties.readerId ||
    isEvaluator(parties) ||
    isGeneralEvaluator(parties) ||
    isLeader(parties)
  );
}

/** The speaker's reflection: for them, their evaluator, the General Evaluator and the leader. */
export const mayReadReflection = (parties: SpeechParties): boolean =>
  isSpeaker(parties) || isEvaluator(parties) || isGeneralEvaluator(parties) || isLeader(parties);

/** The speaker and the leader read every note; anyone else only their own. */
export const readsAllNotes = (parties: SpeechParties): boolean =>
  isSpeaker(parties) || isLeader(parties);

/**
 * Saving a draft (or changing a submitted one): the speech's evaluator only, at a meeting that
 * is on; someone else's submitted evaluation stays theirs; one's own, for 48 hours.
 */
export function saveRefusal(
  parties: SpeechParties,
  evaluation: EvaluationState | null,
  meeting: Pick<DerivedMeeting, "status"> | null,
  now: Date,
): Refusal | null {
  if (!isEvaluator(parties)) return ONLY_EVALUATOR;
  if (meeting?.status === "cancelled") return MEETING_CANCELLED;
  if (!evaluation || evaluation.status === "draft") return null;
  if (evaluation.authorId !== parties.readerId) return BY_ANOTHER;
  return isEditable(evaluation, parties.readerId, now) ? null : KEPT_AS_WRITTEN;
}

/**
 * Submitting: as saving, and only what was written, once the speech happened: the meeting has
 * started, or the Timer already timed the speech (`delivered`: a meeting may begin early).
 */
export function submitRefusal(
  parties: SpeechParties,
  evaluation: EvaluationState | null,
  meeting: Pick<DerivedMeeting, "status" | "startsAt"> | null,
  now: Date,
  delivered = false,
): Refusal | null {
  const saving = saveRefusal(parties, evaluation, meeting, now);
  if (saving) return saving;
  if (!evaluation || evaluation.authorId !== parties.readerId) return NOTHING_TO_SUBMIT;
  return meeting && now < meeting.startsAt && !delivered ? NOT_STARTED : null;
}

/** What a complete evaluation has: a level for each criterion and the three texts. */
export interface EvaluationContent {
  scores: Record<string, number>;
  wentWell: string;
  toImprove: string;
  challenge: string;
}

const TEXT_FIELDS = ["wentWell", "toImprove", "challenge"] as const;

/** The fields still missing before it can be submitted, as the form names them. */
export function missingParts(content: EvaluationContent, criteria: readonly string[]): string[] {
  const scores = criteria
    .filter((criterion) => !Number.isInteger(content.scores[criterion]))
    .map((criterion) => `scores.${criterion}`);
  const texts = TEXT_FIELDS.filter((field) => content[field].trim() === "");
  return [...scores, ...texts];
}

/** A submission with parts missing: 400 naming how many (each field has its own message). */
export function incompleteRefusal(missing: readonly string[]): Refusal | null {
  const [first] = missing;
  if (first === undefined) return null;
  return invalidBecause(
    evaluationMessages.text("evaluations.incomplete", { count: missing.length }),
    first,
  );
}

const FIELD_MESSAGES: Record<string, string> = {
  wentWell: "evaluations.field.wentWell",
  toImprove: "evaluations.field.toImprove",
  challenge: "evaluations.field.challenge",
};

/** The words beside one missing field. */
export const missingFieldMessage = (field: string) =>
  evaluationMessages.text(FIELD_MESSAGES[field] ?? "evaluations.field.score");

/** Scores for criteria the rubric does not have: 400 on the first. */
export function unknownCriterionRefusal(
  scores: Record<string, number>,
  criteria: readonly string[],
): Refusal | null {
  const unknown = Object.keys(scores).find((criterion) => !criteria.includes(criterion));
  return unknown === undefined
    ? null
    : invalidBecause(
        evaluationMessages.text("evaluations.unknownCriterion", { criterion: unknown }),
        `scores.${unknown}`,
      );
}

/** The speaker alone shows their submitted evaluation on their profile (or hides it). */
export function publishRefusal(
  parties: SpeechParties,
  evaluation: EvaluationState | null,
): Refusal | null {
  if (!isSpeaker(parties)) return ONLY_SPEAKER_PUBLISHES;
  return evaluation?.status === "submitted" ? null : NOT_SUBMITTED;
}

/** The meeting's General Evaluator comments on a submitted evaluation. */
export function commentRefusal(
  parties: SpeechParties,
  evaluation: EvaluationState | null,
): Refusal | null {
  if (!isGeneralEvaluator(parties)) return ONLY_GENERAL_EVALUATOR;
  return evaluation?.status === "submitted" ? null : NOT_SUBMITTED;
}

/** A note to the speaker: from an attendee who checked in at the meeting, not the speaker. */
export function noteRefusal(parties: SpeechParties): Refusal | null {
  if (isSpeaker(parties)) return NO_OWN_NOTE;
  return parties.checkedIn ? null : NOTE_NEEDS_CHECK_IN;
}

/** The speaker's reflection is theirs alone. */
export const reflectRefusal = (parties: SpeechParties): Refusal | null =>
  isSpeaker(parties) ? null : ONLY_SPEAKER_REFLECTS;
