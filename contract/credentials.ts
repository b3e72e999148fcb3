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
  /**
   * A journey credential's missions, in order, as its signed achievement names them (its
   * `alignment`); empty for a mission's credential.
   */
  missions: z.array(z.object({ missionId: z.string(), title: z.string() })),
  recipientName: z.string(),
  clubName: z.string(),
  issuerName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  /**
   * The credential as JSON (the JWT's payload without its registered claims) with its embedded
   * Data Integrity proof (`proof`, eddsa-rdfc-2022; ADR 037): the `.json` download.
   */
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

/**
 * The member's choice to add their email address to credentials issued to them, salted and hashed
 * (an Open Badges `emailAddress` IdentityObject); off by default, for credentials issued after.
 */
export const RecipientEmailSchema = z.object({ hashedEmail: z.boolean() });
export type RecipientEmail = z.infer<typeof RecipientEmailSchema>;
export const RecipientEmailInputSchema = z.strictObject({ hashedEmail: z.boolean() });
