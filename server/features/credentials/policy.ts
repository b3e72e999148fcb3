/** Who may do what with credentials, and what a check concludes (pure; table-tested). */
import { forbiddenBecause, type Refusal } from "../../lib/refusal.ts";
import { credentialsMessages } from "./messages.ts";

export const REVOKE_ADMINS_ONLY = forbiddenBecause(
  credentialsMessages.text("credentials.revoke.adminsOnly"),
);

/** Why `actor` may not revoke a credential, or null when they may: admins only. */
export function revocationRefusal(actor: { isAdmin: boolean }): Refusal | null {
  return actor.isAdmin ? null : REVOKE_ADMINS_ONLY;
}

/** A credential is verified when its signature and issuer check out and it is not revoked. */
export function verificationResult(check: {
  signatureValid: boolean;
  issuerValid: boolean;
  revoked: boolean;
}): "verified" | "revoked" | "invalid" {
  if (!check.signatureValid || !check.issuerValid) return "invalid";
  return check.revoked ? "revoked" : "verified";
}

/**
 * A journey's path is complete when every mission on it (Missions 1 to 8 that are not archived) is
 * verified; a path without missions is not. The missions the manager added are not on it.
 */
export function pathComplete(path: readonly { verified: boolean }[]): boolean {
  return path.length > 0 && path.every((mission) => mission.verified);
}

/**
 * A journey credential is due once every mission of the member's chosen journey's path is verified,
 * while their membership is in force (docs/product.md, the membership).
 */
export function journeyCredentialDue(member: {
  journeyId: number | null;
  path: readonly { verified: boolean }[];
  hasMembership: boolean;
}): boolean {
  return member.journeyId !== null && pathComplete(member.path) && member.hasMembership;
}
