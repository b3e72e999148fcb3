import { z } from "zod";
import {
  INT4_MAX,
  IntIdSchema,
  isReservedSlug,
  isSafeText,
  lineText,
  slugOf,
  UNSAFE_TEXT_MESSAGE,
} from "./common.ts";
import { MissionStatusSchema } from "./completions.ts";
import {
  EvidenceInputSchema,
  EvidenceSettingsSchema,
  QuizInputSchema,
  QuizKeyQuestionSchema,
  QuizQuestionSchema,
  ReflectionInputSchema,
  ReflectionSettingsSchema,
} from "./steps.ts";

/** Built-in mission ids (the spec's): Mission 1 and Mission 2. */
export const MISSION_ONE_ID = "mission101";
export const MISSION_TWO_ID = "mission111";

/** Mission ids: the built-in ones ('mission101') and the manager's ('mission-<uuid>'). */
const MissionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Unknown mission id.");
export const MissionIdParamsSchema = z.strictObject({ missionId: MissionIdSchema });
export const MissionStepParamsSchema = z.strictObject({
  missionId: MissionIdSchema,
  stepId: IntIdSchema,
});

/**
 * What a step shows besides its name and description (ADR 008). The web renders a step by its
 * kind, never by its mission or position, so the manager may reorder, add and delete steps.
 */
export const STEP_KINDS = [
  "text",
  "video",
  "identity-exercise",
  "profile-picture-tools",
  "accounts",
  "first-post",
  "book-links",
  "speech-guidance",
  "book-slot",
  "make-post",
  // The steps that collect evidence (issue 34): contract/steps.ts.
  "quiz",
  "evidence",
  "reflection",
  "speech",
  "wallet",
] as const;
export const StepKindSchema = z.enum(STEP_KINDS);
export type StepKind = z.infer<typeof StepKindSchema>;
/** The kinds that take settings of their own besides the name and description. */
const SET_UP_KINDS = ["video", "quiz", "evidence", "reflection"] as const;
type PlainStepKind = Exclude<StepKind, (typeof SET_UP_KINDS)[number]>;
/** The kinds that need no field besides the name and description. */
const PLAIN_STEP_KINDS = STEP_KINDS.filter((kind): kind is PlainStepKind =>
  (SET_UP_KINDS as readonly string[]).every((other) => other !== kind),
);
/** The kinds the manager may pick: all of them (`wallet` since wallets link by signature, issue 36). */
export const AUTHORED_STEP_KINDS = STEP_KINDS;
const AUTHORED_PLAIN_KINDS = PLAIN_STEP_KINDS;
/** The kinds whose step a member must have done before submitting (the others only show). */
export const EVIDENCE_STEP_KINDS: readonly StepKind[] = [
  "quiz",
  "evidence",
  "reflection",
  "speech",
  "wallet",
];

/** The hosts whose videos the player may embed (the CSP's frame-src is youtube-nocookie.com). */
const VIDEO_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "m.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
]);

/** The YouTube video id of a watch, short or embed link; null for anything else. */
export function youTubeIdOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!VIDEO_HOSTS.has(url.hostname) || url.username || url.password) return null;
  const id =
    url.hostname === "youtu.be"
      ? url.pathname.slice(1)
      : url.pathname === "/watch"
        ? (url.searchParams.get("v") ?? "")
        : (/^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1] ?? "");
  return /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

const VideoUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter the video's link.")
  .max(300, "The link must be at most 300 characters.")
  .refine(
    (value) => youTubeIdOf(value) !== null,
    "Enter a YouTube link, e.g. https://www.youtube.com/watch?v=SSo_EIwHSd4.",
  );

const stepBase = {
  stepId: z.number().int(),
  position: z.number().int(),
  stepName: z.string(),
  description: z.string(),
};
/** A step of each kind with its settings; a quiz's questions as `question` describes them. */
function stepSchemaWith<Q extends z.ZodType>(question: Q) {
  return z.discriminatedUnion("kind", [
    z.object({ ...stepBase, kind: z.literal("video"), videoUrl: z.string() }),
    z.object({
      ...stepBase,
      kind: z.literal("quiz"),
      quiz: z.object({ passMark: z.number().int(), questions: z.array(question) }),
    }),
    z.object({ ...stepBase, kind: z.literal("evidence"), evidence: EvidenceSettingsSchema }),
    z.object({ ...stepBase, kind: z.literal("reflection"), reflection: ReflectionSettingsSchema }),
    z.object({ ...stepBase, kind: z.enum(PLAIN_STEP_KINDS) }),
  ]);
}

/** A step as a member sees it: a quiz's questions in a shuffled order, without their answers. */
export const MissionStepSchema = stepSchemaWith(QuizQuestionSchema);
export type MissionStep = z.infer<typeof MissionStepSchema>;

/** A step as the manager sees it: a quiz with the ids of its right options. */
export const ManagedStepSchema = stepSchemaWith(QuizKeyQuestionSchema);
export type ManagedStep = z.infer<typeof ManagedStepSchema>;

/**
 * Written in a step's description (the shipped Mission 1's, or an admin's), it is replaced by what
 * the `verified-mission` rule pays when a member reads the mission: a text never names a fixed
 * amount the rules may no longer pay.
 */
export const VERIFIED_MISSION_REWARD = "{verifiedMissionReward}";

/**
 * A mission's full name, as a credential and the progress map title it: its name and its
 * objective ("Mission 1: Create Your Identity"); the name alone when the objective is empty.
 */
export function missionTitleOf(mission: { missionName: string; objective: string }): string {
  return mission.objective ? `${mission.missionName}: ${mission.objective}` : mission.missionName;
}

/** A mission as a member sees it: with their own submission's status (null: never submitted). */
export const MissionSummarySchema = z.object({
  id: z.string(),
  missionName: z.string(),
  objective: z.string(),
  /** null: part of every journey. */
  journeyId: z.number().int().nullable(),
  slug: z.string(),
  missionStatus: MissionStatusSchema.nullable(),
  /** The leader's note when the submission was rejected. */
  leaderNote: z.string().nullable(),
  /** Its place on the path (1 to 8: Missions 1 and 2, then the journey's 3 to 8); null: extra. */
  number: z.number().int().nullable(),
  /**
   * Why it cannot be started yet: `previous` until the mission before it is submitted,
   * `membership` while missions 3 to 8 wait for an active membership; null: open.
   */
  locked: z.enum(["previous", "membership"]).nullable(),
});
export type MissionSummary = z.infer<typeof MissionSummarySchema>;

export const MissionListSchema = z.object({ items: z.array(MissionSummarySchema) });
export type MissionList = z.infer<typeof MissionListSchema>;

export const MissionDetailSchema = MissionSummarySchema.extend({
  /** What the member will be able to do after the mission (the curriculum's; null: not set). */
  goal: z.string().nullable(),
  steps: z.array(MissionStepSchema),
  /**
   * The $VOCATE the `verified-mission` rule pays now (0 while it is off; ADR 038, ADR 040): read
   * from the rules whenever the mission is read, so no text promises more than the ledger pays.
   * The first post says it, and the steps' `{verifiedMissionReward}` is filled with it.
   */
  verifiedMissionReward: z.number().int(),
});
export type MissionDetail = z.infer<typeof MissionDetailSchema>;

// The mission manager (admins only).
const missionName = lineText()
  .min(1, "Enter the mission's name.")
  .max(80, "The name must be at most 80 characters.")
  .refine((value) => /[\p{L}\p{N}]/u.test(value), "The name needs a letter or a digit.")
  .refine(
    (value) => !isReservedSlug(slugOf(value)),
    "This name is taken by one of the app's pages. Choose another.",
  )
  .refine(
    (value) => /^[\p{L}\p{N}\s_-]+$/u.test(value),
    "Use letters, digits, spaces, - and _ only (the name becomes the mission's address).",
  );
const objective = z
  .string()
  .trim()
  .min(1, "Enter the mission's objective.")
  .max(300, "The objective must be at most 300 characters.")
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE);
const journeyId = z.number().int().min(1).max(1000).nullable();

export const CreateMissionSchema = z.strictObject({ missionName, objective, journeyId });
export type CreateMission = z.infer<typeof CreateMissionSchema>;

export const UpdateMissionSchema = z
  .strictObject({
    missionName: missionName.optional(),
    objective: objective.optional(),
    journeyId: journeyId.optional(),
    /** Archived missions leave members' lists; a mission with submissions is archived, not deleted. */
    archived: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Change at least one field.",
  });
export type UpdateMission = z.infer<typeof UpdateMissionSchema>;

const stepName = z
  .string()
  .trim()
  .min(1, "Enter the step's name.")
  .max(120, "The step name must be at most 120 characters.")
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE);
const description = z
  .string()
  .trim()
  .min(1, "Enter the step's description.")
  .max(4000, "The description must be at most 4000 characters.")
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** A step as the manager writes it: its kind decides which further fields it takes. */
export const StepInputSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("video"), stepName, description, videoUrl: VideoUrlSchema }),
    z.strictObject({ kind: z.literal("quiz"), stepName, description, quiz: QuizInputSchema }),
    z.strictObject({
      kind: z.literal("evidence"),
      stepName,
      description,
      evidence: EvidenceInputSchema,
    }),
    z.strictObject({
      kind: z.literal("reflection"),
      stepName,
      description,
      reflection: ReflectionInputSchema,
    }),
    z.strictObject({ kind: z.enum(AUTHORED_PLAIN_KINDS), stepName, description }),
  ],
  { error: "Choose one of the step kinds." },
);
export type StepInput = z.infer<typeof StepInputSchema>;

/** The mission's steps in their new order: every step id of the mission, once. */
export const StepOrderSchema = z.strictObject({
  stepIds: z
    .array(z.number().int().min(1).max(INT4_MAX))
    .min(1, "List the mission's steps.")
    .max(200, "A mission has at most 200 steps.")
    .refine((ids) => new Set(ids).size === ids.length, "List each step once."),
});
export type StepOrder = z.infer<typeof StepOrderSchema>;

export const MissionStepListSchema = z.object({ items: z.array(ManagedStepSchema) });
export type MissionStepList = z.infer<typeof MissionStepListSchema>;

export const ManagedMissionSchema = z.object({
  id: z.string(),
  missionName: z.string(),
  objective: z.string(),
  journeyId: z.number().int().nullable(),
  slug: z.string(),
  archived: z.boolean(),
  /** Built-in missions (the spec's Mission 1 and 2) may be archived, never deleted. */
  builtIn: z.boolean(),
  steps: z.array(ManagedStepSchema),
});
export type ManagedMission = z.infer<typeof ManagedMissionSchema>;

export const ManagedMissionListSchema = z.object({ items: z.array(ManagedMissionSchema) });
export type ManagedMissionList = z.infer<typeof ManagedMissionListSchema>;
