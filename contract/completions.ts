import { z } from "zod";
import { INT4_MAX, IntIdSchema, isSafeText, UNSAFE_TEXT_MESSAGE } from "./common.ts";
import { SpeechSummarySchema } from "./evaluations.ts";
import { SocialLinkListSchema } from "./profile.ts";
import { StepEvidenceSchema, StepNoteSchema } from "./steps.ts";

/** Submitting missions and verifying them (server/features/completions). */

export const MissionStatusSchema = z.enum(["pending", "completed", "rejected"]);
export type MissionStatus = z.infer<typeof MissionStatusSchema>;

export const CompletionParamsSchema = z.strictObject({ completionId: IntIdSchema });

export const SubmissionSchema = z.object({
  missionId: z.string(),
  missionStatus: MissionStatusSchema,
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** A submission awaiting the leader's decision, as the Mission Verification panel lists it. */
/** What the mission's steps ask a member to have saved, as the leader checks it before verifying. */
export const EVIDENCE_KINDS = ["identity", "accounts", "speech"] as const;

export const SubmissionEvidenceSchema = z.object({
  /** Which of these the mission's steps ask for, in step order (the others are not shown). */
  asks: z.array(z.enum(EVIDENCE_KINDS)),
  /** The identity the member generated and saved (Mission 1). */
  identity: z.string().nullable(),
  /** The accounts the member connected, one link per platform. */
  socialLinks: SocialLinkListSchema,
  /**
   * With the accounts (Mission 1 recommends a wallet, not required; ADR 040): when the member
   * linked the first of their linked wallets, proven by its signature (EIP-4361); null when no
   * wallet is linked or the mission asks for no accounts. The address stays private.
   */
  wallet: z.object({ linkedAt: z.string() }).nullable(),
  /**
   * The member's speech at the club: booked for a meeting, or delivered; with its record's
   * summary (issue 33: its id, timing and submitted evaluation) when it has one.
   */
  speech: z
    .object({
      status: z.enum(["booked", "delivered"]),
      /** The meeting's scheduled local date (YYYY-MM-DD); null for an undated booking. */
      meetingKey: z.string().nullable(),
      ...SpeechSummarySchema.partial().shape,
    })
    .nullable(),
  /**
   * Each step that collects evidence (quiz, link or text, reflection, speech, wallet; ADR 036),
   * in step order, with what the member handed in for it.
   */
  steps: z.array(StepEvidenceSchema),
});
export type SubmissionEvidence = z.infer<typeof SubmissionEvidenceSchema>;

export const PendingCompletionSchema = z.object({
  completionId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  memberName: z.string(),
  missionId: z.string(),
  missionName: z.string(),
  submittedAt: z.string(),
  evidence: SubmissionEvidenceSchema,
});
export type PendingCompletion = z.infer<typeof PendingCompletionSchema>;

export const PendingCompletionListSchema = z.object({
  items: z.array(PendingCompletionSchema),
});
export type PendingCompletionList = z.infer<typeof PendingCompletionListSchema>;

/** The most step notes one rejection carries (a mission has at most a few dozen steps). */
export const STEP_NOTES_MAX = 50;

export const RejectCompletionSchema = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, "Write a short note for the member.")
    .max(500, "Keep the note under 500 characters.")
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE),
  /** A note on some of the mission's steps, one per step (the member reads it beside the step). */
  stepNotes: z
    .array(StepNoteSchema)
    .max(STEP_NOTES_MAX, "Write at most 50 step notes.")
    .refine(
      (notes) => new Set(notes.map((note) => note.stepId)).size === notes.length,
      "Write one note per step.",
    )
    .optional(),
});
export type RejectCompletion = z.infer<typeof RejectCompletionSchema>;

/** What is wrong with a rejection's note (the form's check before sending), if anything. */
export function rejectNoteProblem(note: string): string | undefined {
  const parsed = RejectCompletionSchema.safeParse({ note });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export const CompletionDecisionSchema = z.object({
  completionId: z.number().int(),
  missionStatus: MissionStatusSchema,
});
export type CompletionDecision = z.infer<typeof CompletionDecisionSchema>;

/** One of the member's own submissions that waits for verification, and since when. */
export const WaitingSubmissionSchema = z.object({
  completionId: z.number().int(),
  missionId: z.string(),
  missionName: z.string(),
  submittedAt: z.string(),
});
export type WaitingSubmission = z.infer<typeof WaitingSubmissionSchema>;

export const WaitingSubmissionListSchema = z.object({ items: z.array(WaitingSubmissionSchema) });
export type WaitingSubmissionList = z.infer<typeof WaitingSubmissionListSchema>;

/** The most submissions one batch verifies. */
export const VERIFY_BATCH_MAX = 50;

/** POST /api/completions/verify-batch: the submissions to verify, each on its own. */
export const VerifyBatchSchema = z.strictObject({
  completionIds: z
    .array(z.number().int().min(1).max(INT4_MAX))
    .min(1, "Select at least one submission.")
    .max(VERIFY_BATCH_MAX, "Verify at most 50 submissions at once.")
    .refine((ids) => new Set(ids).size === ids.length, "Select each submission once."),
});
export type VerifyBatch = z.infer<typeof VerifyBatchSchema>;

/** One submission's outcome in a batch: verified, or why not (the others are not affected). */
export const VerifyBatchItemSchema = z.union([
  z.object({ completionId: z.number().int(), missionStatus: z.literal("completed") }),
  z.object({
    completionId: z.number().int(),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type VerifyBatchItem = z.infer<typeof VerifyBatchItemSchema>;

export const VerifyBatchResultSchema = z.object({ items: z.array(VerifyBatchItemSchema) });
export type VerifyBatchResult = z.infer<typeof VerifyBatchResultSchema>;
