import { z } from "zod";
import { IntIdSchema, multilineText } from "./common.ts";

/**
 * Speech evaluations (issue 33, ADR 034). Each speech (a booked slot) has its evaluator, the
 * meeting's Evaluator role of the same number; they score a rubric and write what went well, what
 * to improve and a challenge, in their own language. Drafts are saved while they type.
 */

/** The longest text of an evaluation's parts, a note or a reflection. */
export const EVALUATION_TEXT_MAX = 4000;
export const NOTE_TEXT_MAX = 500;
/** Its author may change an evaluation for this long after submitting it. */
export const EVALUATION_EDIT_HOURS = 48;

const partText = (what: string) =>
  multilineText().pipe(
    z.string().max(EVALUATION_TEXT_MAX, `${what} is at most ${EVALUATION_TEXT_MAX} characters.`),
  );

/** One level of a criterion, 1 (beginning) to 5 (exemplary), and what it looks like. */
export const RubricLevelSchema = z.object({ level: z.number().int(), description: z.string() });
export const RubricCriterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  levels: z.array(RubricLevelSchema),
});
/** A rubric in the reader's language. */
export const RubricSchema = z.object({
  id: z.string(),
  name: z.string(),
  criteria: z.array(RubricCriterionSchema),
});
export type Rubric = z.infer<typeof RubricSchema>;

const ScoresSchema = z.record(
  z.string().max(40),
  z
    .number()
    .int("Choose a level from 1 to 5.")
    .min(1, "Choose a level from 1 to 5.")
    .max(5, "Choose a level from 1 to 5."),
);

/** A draft, saved as the evaluator types: any part may still be empty. */
export const SaveEvaluationSchema = z.strictObject({
  scores: ScoresSchema,
  wentWell: partText("What went well"),
  toImprove: partText("What to improve"),
  challenge: partText("The challenge"),
});
export type SaveEvaluation = z.infer<typeof SaveEvaluationSchema>;

export const SpeechParamsSchema = z.strictObject({ slotId: IntIdSchema });

export const EvaluationSchema = z.object({
  rubric: RubricSchema,
  scores: z.record(z.string(), z.number().int()),
  wentWell: z.string(),
  toImprove: z.string(),
  challenge: z.string(),
  /** The language it was written in. */
  language: z.string(),
  status: z.enum(["draft", "submitted"]),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Whether its author may still change it (a draft, or within 48 hours of submitting). */
  editable: z.boolean(),
  /** The speaker shows it on their public profile. */
  isPublic: z.boolean(),
  evaluatorName: z.string().nullable(),
  /** The General Evaluator's comment on it. */
  evaluatorComment: z.string().nullable(),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

export const SpeechTimingSchema = z.object({
  durationSeconds: z.number().int(),
  light: z.enum(["none", "green", "yellow", "red", "over"]),
  withinTime: z.boolean(),
  greenAt: z.number().int(),
  yellowAt: z.number().int(),
  redAt: z.number().int(),
});
export type SpeechTiming = z.infer<typeof SpeechTimingSchema>;

/** One speech's record, as the reader may see it. */
export const SpeechRecordSchema = z.object({
  slotId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  meetingKey: z.string(),
  startsAt: z.string(),
  speakerName: z.string(),
  /** The mission the speech was for, if any. */
  mission: z.string().nullable(),
  status: z.enum(["booked", "delivered"]),
  timing: SpeechTimingSchema.nullable(),
  evaluatorName: z.string().nullable(),
  /** Null when there is none yet, or the reader may not read it (or it is someone's draft). */
  evaluation: EvaluationSchema.nullable(),
  /** The attendees' notes: to the speaker and the leader; an author sees their own. */
  notes: z.array(z.object({ authorName: z.string(), text: z.string(), createdAt: z.string() })),
  reflection: z.string().nullable(),
  /** What the reader may do here. */
  may: z.object({
    evaluate: z.boolean(),
    note: z.boolean(),
    reflect: z.boolean(),
    publish: z.boolean(),
    comment: z.boolean(),
  }),
});
export type SpeechRecord = z.infer<typeof SpeechRecordSchema>;

/** The speeches of one meeting, in order, with what the reader may see of each. */
export const MeetingSpeechesSchema = z.object({
  speeches: z.array(
    z.object({
      slotId: z.number().int(),
      speakerName: z.string(),
      evaluatorName: z.string().nullable(),
      status: z.enum(["booked", "delivered"]),
      timing: SpeechTimingSchema.nullable(),
      evaluationStatus: z.enum(["none", "draft", "submitted"]),
      /** The reader is this speech's evaluator. */
      mineToEvaluate: z.boolean(),
    }),
  ),
});
export type MeetingSpeeches = z.infer<typeof MeetingSpeechesSchema>;

export const SpeechNoteSchema = z.strictObject({
  text: multilineText({ error: "Write your note." }).pipe(
    z
      .string()
      .min(1, "Write your note.")
      .max(NOTE_TEXT_MAX, `A note is at most ${NOTE_TEXT_MAX} characters.`),
  ),
});
export const ReflectionSchema = z.strictObject({
  text: multilineText().pipe(
    z
      .string()
      .max(EVALUATION_TEXT_MAX, `A reflection is at most ${EVALUATION_TEXT_MAX} characters.`),
  ),
});
export const EvaluatorCommentSchema = z.strictObject({
  text: multilineText({ error: "Write your comment." }).pipe(
    z
      .string()
      .min(1, "Write your comment.")
      .max(EVALUATION_TEXT_MAX, `A comment is at most ${EVALUATION_TEXT_MAX} characters.`),
  ),
});
export const EvaluationVisibilitySchema = z.strictObject({ isPublic: z.boolean() });

/** The member's own speeches, newest first, for their progress. */
export const MySpeechesSchema = z.object({ speeches: z.array(SpeechRecordSchema) });
export type MySpeeches = z.infer<typeof MySpeechesSchema>;

/**
 * A speech as Mission 2's verification shows it to the leader: its timing and evaluation (the
 * leader reads both), to open at /Speeches/<slotId>.
 */
export const SpeechSummarySchema = z.object({
  slotId: z.number().int(),
  timing: SpeechTimingSchema.nullable(),
  evaluation: EvaluationSchema.nullable(),
});
export type SpeechSummary = z.infer<typeof SpeechSummarySchema>;

/**
 * An evaluation its speaker made public, as their public profile shows it: without the names of
 * the evaluator and the General Evaluator's comment, which are not the speaker's to publish.
 */
export const PublishedEvaluationSchema = z.object({
  slotId: z.number().int(),
  clubName: z.string(),
  meetingKey: z.string(),
  startsAt: z.string(),
  timing: SpeechTimingSchema.nullable(),
  evaluation: EvaluationSchema,
});
export type PublishedEvaluation = z.infer<typeof PublishedEvaluationSchema>;
