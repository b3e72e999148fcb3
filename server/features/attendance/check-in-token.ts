import { hkdfSync } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { LocalDateSchema } from "../../../contract/meetings.ts";
import type { CheckInKind } from "./policy.ts";

/**
 * Check-in tokens (ADR 033): short-lived JWTs (HS256) naming their purpose, club, meeting and
 * kind, signed with a key derived from the app's secret for this purpose alone (HKDF-SHA256), so
 * no other token the app signs (sessions, unsubscribe links) can pass for one, nor one for them.
 */
export const CHECK_IN_PURPOSE = "check-in";
const KEY_LABEL = "blockvocates/check-in/v1";

/** The signing key of check-in tokens, derived from AUTH_SECRET. */
export function checkInKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "", KEY_LABEL, 32));
}

const ClaimsSchema = z.object({
  purpose: z.literal(CHECK_IN_PURPOSE),
  club: z.number().int().positive(),
  meeting: LocalDateSchema,
  kind: z.enum(["code", "link"]),
});
export type CheckInClaims = z.infer<typeof ClaimsSchema>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface CheckInTokenInput {
  clubId: number;
  meetingKey: string;
  kind: CheckInKind;
  issuedAt: Date;
  notBefore: Date;
  expiresAt: Date;
}

export function signCheckIn(key: Uint8Array, input: CheckInTokenInput): Promise<string> {
  return new SignJWT({
    purpose: CHECK_IN_PURPOSE,
    club: input.clubId,
    meeting: input.meetingKey,
    kind: input.kind,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(seconds(input.issuedAt))
    .setNotBefore(seconds(input.notBefore))
    .setExpirationTime(seconds(input.expiresAt))
    .sign(key);
}

/** Why a token is refused: not ours (or not a check-in's), expired, or not open yet. */
export type TokenProblem = "invalid" | "expired" | "not-yet";

/**
 * The claims of a check-in token valid at `now`, or why not. Only HS256 with our key passes
 * (`alg: none`, another algorithm or another key is "invalid"); a token of another purpose or
 * shape is "invalid" too.
 */
export async function readCheckIn(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<{ claims: CheckInClaims } | { problem: TokenProblem }> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      currentDate: now,
      requiredClaims: ["exp", "iat", "nbf"],
    });
    const claims = ClaimsSchema.safeParse(payload);
    return claims.success ? { claims: claims.data } : { problem: "invalid" };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { problem: "expired" };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "nbf") {
      return { problem: "not-yet" };
    }
    return { problem: "invalid" };
  }
}
