import { z } from "zod";
import { boundedInt, INT4_MAX } from "./common.ts";

/**
 * Leaving for good (docs/product.md, round 3 decision 6; ADR 027): a person downloads every row about
 * them as JSON, and deletes their account after a grace period in which signing in cancels it.
 */

/** How long a finished export can be downloaded. */
export const DATA_EXPORT_LIFETIME_HOURS = 24;
/** The days between asking to delete an account and its erasure; signing in cancels it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** A Google-only account confirms a deletion by a sign-in at most this many minutes old. */
export const RECENT_SIGN_IN_MINUTES = 10;

export const DataExportStateSchema = z.enum(["none", "pending", "ready", "expired", "failed"]);
export type DataExportState = z.infer<typeof DataExportStateSchema>;

/** The person's newest export: while it is ready, a signed link downloads it. */
export const DataExportStatusSchema = z.object({
  state: DataExportStateSchema,
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Signed and expiring with the export; only its owner, signed in, may open it. */
  downloadUrl: z.string().nullable(),
  /** Whether asking for a new export is possible now (none pending). */
  canRequest: z.boolean(),
});
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

export const DataExportParamsSchema = z.strictObject({ exportId: z.uuid() });

export const DataExportDownloadQuerySchema = z.strictObject({
  /** Minutes since the epoch after which the link no longer works. */
  expires: boundedInt(0, INT4_MAX),
  signature: z.string().max(200),
});

/** How this account confirms its deletion: its password, or a fresh sign-in (Google only). */
export const DeletionConfirmationSchema = z.enum(["password", "recent-sign-in"]);
export type DeletionConfirmation = z.infer<typeof DeletionConfirmationSchema>;

export const AccountDeletionStatusSchema = z.object({
  state: z.enum(["none", "scheduled"]),
  confirmation: DeletionConfirmationSchema,
  /** Clubs the person leads: each must be handed over before the account can be deleted. */
  ledClubs: z.array(z.object({ clubId: z.number().int(), clubName: z.string() })),
});
export type AccountDeletionStatus = z.infer<typeof AccountDeletionStatusSchema>;

export const RequestAccountDeletionSchema = z.strictObject({
  /** Required unless the account has no password (created with Google). */
  password: z.string().max(512).optional(),
});
export type RequestAccountDeletion = z.infer<typeof RequestAccountDeletionSchema>;

export const AccountDeletionScheduledSchema = z.object({
  /** When the account's personal data is erased unless its owner signs in before. */
  eraseAfter: z.string(),
});
export type AccountDeletionScheduled = z.infer<typeof AccountDeletionScheduledSchema>;
