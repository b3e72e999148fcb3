import { z } from "zod";
import { lineText } from "./common.ts";
import { MeetingParamsSchema } from "./meetings.ts";

/**
 * The live meeting console (issue 33, ADR 034): the agenda with its current item, the timer whose
 * state lives on the server (every screen derives the same light from it and `serverNow`), the
 * Ah-Counter's and Grammarian's tallies, secret votes, and the meeting report.
 */
export const VOTE_CATEGORIES = ["best-speaker", "best-evaluator", "best-table-topics"] as const;
export const VoteCategorySchema = z.enum(VOTE_CATEGORIES);
export type VoteCategory = z.infer<typeof VoteCategorySchema>;

/** Seconds of grace after red before a timing is over time. */
export const GRACE_SECONDS = 30;
export const DEFAULT_FILLER_WORDS = ["um", "ah", "so", "like"] as const;

export const AgendaItemKindSchema = z.enum([
  "opening",
  "speech",
  "table-topics",
  "evaluation",
  "general-evaluation",
  "reports",
  "votes",
  "closing",
]);

export const ConsoleItemSchema = z.object({
  /** E.g. "opening", "speech:12", "evaluation:12", "table-topics". */
  key: z.string(),
  kind: AgendaItemKindSchema,
  /** In the reader's language, e.g. "Speech 1: Asha". */
  label: z.string(),
  /** Who it is for, when it is one person's (a speech's speaker, an evaluation's evaluator). */
  personId: z.string().nullable(),
  personName: z.string().nullable(),
  /** Its lights in seconds (null: not timed): green, yellow, red. */
  lights: z
    .object({ green: z.number().int(), yellow: z.number().int(), red: z.number().int() })
    .nullable(),
});
export type ConsoleItem = z.infer<typeof ConsoleItemSchema>;

export const TimerSchema = z.object({
  itemKey: z.string(),
  speakerName: z.string().nullable(),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  green: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
});
export type Timer = z.infer<typeof TimerSchema>;

export const ConsoleStateSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  meetingKey: z.string(),
  startsAt: z.string(),
  /** The server's clock when this was read: the light is derived from it, not the phone's. */
  serverNow: z.string(),
  version: z.number().int(),
  items: z.array(ConsoleItemSchema),
  currentItem: z.string().nullable(),
  /** The running timer, or the last one stopped (null: none yet). */
  timer: TimerSchema.nullable(),
  /** Finished timings, in order. */
  timings: z.array(
    z.object({
      itemKey: z.string(),
      label: z.string(),
      speakerName: z.string().nullable(),
      durationSeconds: z.number().int(),
      light: z.enum(["none", "green", "yellow", "red", "over"]),
      withinTime: z.boolean(),
    }),
  ),
  fillerWords: z.array(z.string()),
  /** Per speaker: their counts per word. */
  fillers: z.array(
    z.object({
      speakerId: z.string(),
      speakerName: z.string(),
      counts: z.record(z.string(), z.number().int()),
    }),
  ),
  wordOfDay: z.string().nullable(),
  wordUses: z.array(z.object({ userId: z.string(), name: z.string(), count: z.number().int() })),
  /** The people one may count or vote for: the meeting's checked-in attendees and role holders. */
  people: z.array(z.object({ userId: z.string(), name: z.string() })),
  votes: z.object({
    /** The reader's own votes (secret to everyone else). */
    mine: z.record(z.string(), z.string()),
    /** How many have voted in each category (not for whom). */
    cast: z.record(z.string(), z.number().int()),
    /** Once revealed: the winners per category (ties: all of them) with their votes. */
    results: z
      .record(
        z.string(),
        z.array(z.object({ userId: z.string(), name: z.string(), votes: z.number().int() })),
      )
      .nullable(),
  }),
  closed: z.boolean(),
  /** What the reader may do. */
  may: z.object({
    advance: z.boolean(),
    time: z.boolean(),
    countFillers: z.boolean(),
    grammarian: z.boolean(),
    vote: z.boolean(),
    reveal: z.boolean(),
    close: z.boolean(),
  }),
});
export type ConsoleState = z.infer<typeof ConsoleStateSchema>;

export const AdvanceSchema = z.strictObject({ itemKey: z.string().min(1).max(80) });
export const StartTimerSchema = z.strictObject({
  itemKey: z.string().min(1).max(80),
  /** A Table Topics answer names its speaker; a speech's is its own. */
  speakerId: z.string().min(1).max(64).optional(),
});
export const FillerSchema = z.strictObject({
  speakerId: z.string().min(1).max(64),
  word: lineText().pipe(z.string().min(1).max(40)),
  delta: z.union([z.literal(1), z.literal(-1)]),
});
export const WordOfDaySchema = z.strictObject({
  word: lineText({ error: "Enter the word of the day." }).pipe(
    z.string().min(1, "Enter the word of the day.").max(60, "At most 60 characters."),
  ),
});
export const WordUseSchema = z.strictObject({
  userId: z.string().min(1).max(64),
  delta: z.union([z.literal(1), z.literal(-1)]),
});
export const FillerWordsSchema = z.strictObject({
  words: z
    .array(lineText().pipe(z.string().min(1).max(40)))
    .min(1, "Keep at least one word.")
    .max(20, "At most 20 words."),
});
export const VoteSchema = z.strictObject({ candidateId: z.string().min(1).max(64) });
export const VoteParamsCategorySchema = z.strictObject({ category: VoteCategorySchema });
/** The path of a vote: the meeting and the category. */
export const ConsoleVoteParamsSchema = MeetingParamsSchema.extend({ category: VoteCategorySchema });

/** The meeting report: what the leader downloads and members get by email after closing. */
export const MeetingReportSchema = z.object({
  clubName: z.string(),
  meetingKey: z.string(),
  startsAt: z.string(),
  closedAt: z.string().nullable(),
  attendance: z.array(
    z.object({ name: z.string(), status: z.enum(["present", "late", "absent"]) }),
  ),
  speeches: z.array(
    z.object({
      speakerName: z.string(),
      evaluatorName: z.string().nullable(),
      durationSeconds: z.number().int().nullable(),
      light: z.string().nullable(),
      withinTime: z.boolean().nullable(),
      evaluated: z.boolean(),
    }),
  ),
  timings: ConsoleStateSchema.shape.timings,
  fillerTotals: z.array(z.object({ name: z.string(), total: z.number().int() })),
  wordOfDay: z.string().nullable(),
  wordUses: z.array(z.object({ name: z.string(), count: z.number().int() })),
  winners: z.record(z.string(), z.array(z.string())),
  evaluationsGiven: z.number().int(),
});
export type MeetingReport = z.infer<typeof MeetingReportSchema>;
