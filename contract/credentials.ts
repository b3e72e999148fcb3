import { z } from "zod";
import { boundedInt, INT4_MAX } from "./common.ts";

/** Verifiable credentials (Open Badges 3.0) for verified missions and journeys (ADR 015). */

export const CredentialKindSchema = z.enum(["mission", "journey"]);
export type CredentialKind = z.infer<typeof CredentialKindSchema>;

export const CredentialParamsSchema = z.strictObject({ credentialId: z.uuid() });

/** Bits per status list: 16 KB, the W3C Bitstring Status List minimum (group privacy). */
export const STATUS_LIST_SIZE = 131_072;
/**
 * The last status list there can be: a credential's index is an int4 serial, so list n holds
 * indexes [(n - 1) * STATUS_LIST_SIZE, n * STATUS_LIST_SIZE) and the last one reaches INT4_MAX
 * (list 16384, whose end is 2^31 - 1).
 */
export const MAX_STATUS_LIST_ID = Math.floor(INT4_MAX / STATUS_LIST_SIZE) + 1;

export const StatusListParamsSchema = z.strictObject({
  listId: boundedInt(1, MAX_STATUS_LIST_ID),
});

/** A live check of a credential: its signature, its issuer and its revocation status. */
export const CredentialVerificationSchema = z.object({
  /** The signature verifies with a key the issuer publishes. */
  signatureValid: z.boolean(),
  /** The credential names this server's issuer (did:web of BASE_URL). */
  issuerValid: z.boolean(),
  status: z.enum(["active", "revoked"]),
  /** verified: all three checks pass. */
  result: z.enum(["verified", "revoked", "invalid"]),
  issuer: z.string(),
  checkedAt: z.string(),
});
export type CredentialVerification = z.infer<typeof CredentialVerificationSchema>;

/** What the public credential page shows: no email, no user id. */
export const PublicCredentialSchema = z.object({
  id: z.string(),
  kind: CredentialKindSchema,
  url: z.string(),
  achievementName: z.string(),
  achievementDescription: z.string(),
  criteria: z.string(),
  image: z.string(),
  recipientName: z.string(),
  clubName: z.string(),
  issuerName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /** The credential as JSON (the JWT's payload without its registered claims). */
  document: z.record(z.string(), z.unknown()),
  /** The signed form: a VC-JWT (compact JWS, EdDSA). */
  jwt: z.string(),
  verification: CredentialVerificationSchema,
});
export type PublicCredential = z.infer<typeof PublicCredentialSchema>;

export const CredentialSummarySchema = z.object({
  id: z.string(),
  kind: CredentialKindSchema,
  achievementRef: z.string(),
  achievementName: z.string(),
  issuedAt: z.string(),
  revoked: z.boolean(),
});
export type CredentialSummary = z.infer<typeof CredentialSummarySchema>;

export const CredentialListSchema = z.object({ items: z.array(CredentialSummarySchema) });
export type CredentialList = z.infer<typeof CredentialListSchema>;

/** Verify any credential this server issued, given its signed form. */
export const VerifyCredentialInputSchema = z.strictObject({
  jwt: z
    .string()
    .trim()
    .max(20_000, "A credential is at most 20,000 characters.")
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, "Paste the signed credential (a JWT)."),
});

/** Where a mission of the member's journey stands, for the dashboard's progress map. */
export const MissionProgressSchema = z.object({
  missionId: z.string(),
  missionName: z.string(),
  objective: z.string(),
  slug: z.string(),
  /** in-progress: sent back by the leader with a note, to be resubmitted. */
  state: z.enum(["not-started", "in-progress", "waiting", "verified"]),
  /** waiting: when it was submitted; verified: when the leader verified it. */
  since: z.string().nullable(),
  credentialId: z.string().nullable(),
});
export type MissionProgress = z.infer<typeof MissionProgressSchema>;

export const ProgressSchema = z.object({
  items: z.array(MissionProgressSchema),
  journeyCredentialId: z.string().nullable(),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** The club leaderboard: verified missions this month and overall, for the club's members. */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  verifiedThisMonth: z.number().int(),
  verifiedOverall: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  clubName: z.string(),
  items: z.array(LeaderboardEntrySchema),
  /** The signed-in member hid themselves: the others do not see them. */
  hidden: z.boolean(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LeaderboardVisibilitySchema = z.strictObject({ hidden: z.boolean() });
export type LeaderboardVisibility = z.infer<typeof LeaderboardVisibilitySchema>;

/** A member's public profile (ADR 016): private by default, at /Profile/<publicId>. */
export const PublicProfileParamsSchema = z.strictObject({
  publicId: z.string().regex(/^[\w-]{16}$/, "Not a profile address."),
});

export const PublicProfileMissionSchema = z.object({
  missionId: z.string(),
  missionName: z.string(),
  verifiedAt: z.string().nullable(),
  /** The mission's credential page, when one was issued (verifications before ADR 015 have none). */
  credentialId: z.string().nullable(),
});
export type PublicProfileMission = z.infer<typeof PublicProfileMissionSchema>;

/** What anyone sees at a public profile: no email, no user id, no revoked credential. */
export const PublicProfileSchema = z.object({
  publicId: z.string(),
  url: z.string(),
  /** The name the member chose, as on their credentials. */
  displayName: z.string(),
  clubName: z.string().nullable(),
  journeyName: z.string().nullable(),
  verifiedMissions: z.array(PublicProfileMissionSchema),
  journeyCredentials: z.array(
    z.object({ credentialId: z.string(), name: z.string(), issuedAt: z.string() }),
  ),
  /** false only in the owner's preview of a private profile: nobody else sees it. */
  isPublic: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The owner's switch: the profile's address and whether others may see it. */
export const ProfileVisibilitySchema = z.object({
  isPublic: z.boolean(),
  publicId: z.string(),
  url: z.string(),
});
export type ProfileVisibility = z.infer<typeof ProfileVisibilitySchema>;

export const ProfileVisibilityInputSchema = z.strictObject({ isPublic: z.boolean() });
export type ProfileVisibilityInput = z.infer<typeof ProfileVisibilityInputSchema>;
