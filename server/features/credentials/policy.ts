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

/** A journey credential is due once every mission of the member's chosen journey is verified. */
export function journeyCredentialDue(journeyId: number | null, allVerified: boolean): boolean {
  return journeyId !== null && allVerified;
}
