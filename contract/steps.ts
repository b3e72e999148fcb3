import { z } from "zod";
import { isSafeText, lineText, multilineText, UNSAFE_TEXT_MESSAGE } from "./common.ts";

/**
 * The steps that collect evidence (issue 34, ADR 036): a quiz, a link and/or a text, a reflection,
 * a speech given at the club, a wallet linked by signature. Each kind's settings, what a member
 * hands in, and what the leader sees when verifying.
 */

/** How long a member waits after a failed quiz attempt before the next one. */
export const QUIZ_RETRY_MINUTES = 10;
/** Bounds of a quiz as the manager writes it. */
export const QUIZ_LIMITS = { questions: { min: 1, max: 20 }, options: { min: 2, max: 6 } };
/** Bounds of a reflection's minimum length and of any text a member hands in. */
export const REFLECTION_MIN_LENGTH = { min: 50, max: 2000 };
export const RESPONSE_TEXT_MAX = 4000;
export const EVIDENCE_LINK_MAX = 500;

const optionId = z
  .string()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ for an option's id.");

/** A question as a member sees it: never its correct answers. */
export const QuizQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** A question as the manager writes it and the server keeps it: with the ids of its right options. */
export const QuizKeyQuestionSchema = QuizQuestionSchema.extend({ correct: z.array(z.string()) });
export type QuizKeyQuestion = z.infer<typeof QuizKeyQuestionSchema>;

export const EVIDENCE_FIELD_RULES = ["required", "optional", "none"] as const;
export const EvidenceFieldRuleSchema = z.enum(EVIDENCE_FIELD_RULES);

/** What an evidence step asks for: a link, a text, or both, each required, optional or not asked. */
export const EvidenceSettingsSchema = z.object({
  asks: z.string(),
  link: EvidenceFieldRuleSchema,
  text: EvidenceFieldRuleSchema,
  /** A speaking task (presenting aloud, hosting a Space…) handed in as evidence. */
  speaking: z.boolean(),
});
export type EvidenceSettings = z.infer<typeof EvidenceSettingsSchema>;

export const ReflectionSettingsSchema = z.object({ minLength: z.number().int() });

/** A quiz's settings as stored: the pass mark and the questions with their answers. */
export const QuizSettingsSchema = z.object({
  passMark: z.number().int(),
  questions: z.array(QuizKeyQuestionSchema),
});
export type QuizSettings = z.infer<typeof QuizSettingsSchema>;

// The manager's input for each kind (checked: bounds, answers among the options, a pass mark
// no higher than the number of questions).

const promptText = (what: string) =>
  multilineText()
    .min(1, `Enter the ${what}.`)
    .max(500, `The ${what} must be at most 500 characters.`);

export const QuizInputSchema = z
  .strictObject({
    passMark: z.number().int().min(1, "The pass mark is at least 1 right answer."),
    questions: z
      .array(
        z
          .strictObject({
            id: optionId,
            prompt: promptText("question"),
            options: z
              .array(z.strictObject({ id: optionId, text: promptText("option") }))
              .min(QUIZ_LIMITS.options.min, "Give each question at least 2 options.")
              .max(QUIZ_LIMITS.options.max, "Give each question at most 6 options."),
            correct: z.array(optionId).min(1, "Mark at least one option as right."),
          })
          .refine(
            (question) =>
              new Set(question.options.map((option) => option.id)).size === question.options.length,
            "Give each option of a question its own id.",
          )
          .refine(
            (question) =>
              question.correct.every((id) => question.options.some((option) => option.id === id)),
            "A right answer must be one of the question's options.",
          ),
      )
      .min(QUIZ_LIMITS.questions.min, "Add at least one question.")
      .max(QUIZ_LIMITS.questions.max, "A quiz has at most 20 questions.")
      .refine(
        (questions) => new Set(questions.map((question) => question.id)).size === questions.length,
        "Give each question its own id.",
      ),
  })
  .refine((quiz) => quiz.passMark <= quiz.questions.length, {
    message: "The pass mark cannot be more than the number of questions.",
    path: ["passMark"],
  });

export const EvidenceInputSchema = z
  .strictObject({
    asks: promptText("description of what to hand in"),
    link: EvidenceFieldRuleSchema,
    text: EvidenceFieldRuleSchema,
    speaking: z.boolean().default(false),
  })
  .refine((evidence) => evidence.link !== "none" || evidence.text !== "none", {
    message: "Ask for a link, a text or both.",
    path: ["link"],
  });

export const ReflectionInputSchema = z.strictObject({
  minLength: z
    .number()
    .int()
    .min(REFLECTION_MIN_LENGTH.min, "A reflection asks for at least 50 characters.")
    .max(REFLECTION_MIN_LENGTH.max, "A reflection asks for at most 2000 characters."),
});

// What a member hands in.

/** An evidence link: http or https, with a host, no credentials in it. */
export function isEvidenceLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.hostname.includes(".") &&
    !url.username &&
    !url.password
  );
}

/**
 * The form of a link under which two members' evidence counts as the same: scheme and `www.`
 * dropped, host lower-cased, no fragment, no trailing slash, query kept (it often names the thing).
 */
export function evidenceLinkKey(value: string): string {
  const url = new URL(value);
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const path = url.pathname.replace(/\/+$/, "");
  return `${host}${url.port ? `:${url.port}` : ""}${path}${url.search}`;
}

export const StepResponseInputSchema = z
  .strictObject({
    link: z
      .string()
      .trim()
      .max(EVIDENCE_LINK_MAX, "The link must be at most 500 characters.")
      .refine(
        (value) => value === "" || isEvidenceLink(value),
        "Enter a full link starting with https://, e.g. https://github.com/you/project.",
      )
      .optional(),
    text: z
      .string()
      .trim()
      .max(RESPONSE_TEXT_MAX, "The text must be at most 4000 characters.")
      .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
      .optional(),
  })
  .refine((input) => input.link !== undefined || input.text !== undefined, {
    message: "Send a link or a text.",
  });
export type StepResponseInput = z.infer<typeof StepResponseInputSchema>;

export const QuizAttemptInputSchema = z.strictObject({
  /** By question id: the ids of the options chosen (none: the question is left unanswered). */
  answers: z.record(optionId, z.array(optionId).max(QUIZ_LIMITS.options.max)),
});
export type QuizAttemptInput = z.infer<typeof QuizAttemptInputSchema>;

export const QuizAttemptSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  at: z.string(),
});
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>;

/** A quiz's state for its member: attempts, newest first, and when the next one may start. */
export const QuizProgressSchema = z.object({
  passed: z.boolean(),
  bestScore: z.number().int().nullable(),
  attempts: z.array(QuizAttemptSchema),
  /** Set while the cooldown after a failed attempt runs (ISO time). */
  retryAt: z.string().nullable(),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

/** The result of one attempt: the score, and which questions were right (never the answers). */
export const QuizAttemptResultSchema = QuizProgressSchema.extend({
  score: z.number().int(),
  total: z.number().int(),
  results: z.array(z.object({ questionId: z.string(), right: z.boolean() })),
});
export type QuizAttemptResult = z.infer<typeof QuizAttemptResultSchema>;

/** What a member has handed in for one step. */
export const StepResponseSchema = z.object({
  stepId: z.number().int(),
  link: z.string().nullable(),
  text: z.string().nullable(),
  updatedAt: z.string().nullable(),
  quiz: QuizProgressSchema.nullable(),
  /** Speech steps: the member's speech at the club, once delivered. */
  speechDelivered: z.boolean().nullable(),
  /** Wallet steps: a wallet is linked by signature. */
  walletLinked: z.boolean().nullable(),
  /** The leader's note on this step when the submission was rejected. */
  leaderNote: z.string().nullable(),
});
export type StepResponse = z.infer<typeof StepResponseSchema>;

/** GET /api/missions/:missionId/responses: one per step that collects something, in step order. */
export const StepResponseListSchema = z.object({ items: z.array(StepResponseSchema) });
export type StepResponseList = z.infer<typeof StepResponseListSchema>;

/** The kinds of step whose evidence the leader looks at before verifying. */
export const COLLECTING_KINDS = ["quiz", "evidence", "reflection", "speech", "wallet"] as const;

/**
 * One step's evidence as the leader verifies it (GET /api/completions/pending): the quiz's score
 * and attempts, the link and text handed in, whether the speech was given, the wallet linked.
 */
export const StepEvidenceSchema = z.object({
  stepId: z.number().int(),
  stepName: z.string(),
  kind: z.enum(COLLECTING_KINDS),
  /** What the step asked for (an evidence step's `asks`); null for the other kinds. */
  asks: z.string().nullable(),
  link: z.string().nullable(),
  text: z.string().nullable(),
  quiz: z
    .object({
      score: z.number().int().nullable(),
      total: z.number().int(),
      passMark: z.number().int(),
      passed: z.boolean(),
      attempts: z.number().int(),
    })
    .nullable(),
  speechDelivered: z.boolean().nullable(),
  walletLinked: z.boolean().nullable(),
});
export type StepEvidence = z.infer<typeof StepEvidenceSchema>;

/** A rejection's note for one step, beside the note for the whole submission. */
export const StepNoteSchema = z.strictObject({
  stepId: z.number().int().min(1),
  note: lineText()
    .min(1, "Write the note for this step.")
    .max(300, "Keep a step's note under 300 characters."),
});
