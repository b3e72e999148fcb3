/** Who may do what with credentials, and what a check concludes (pure; table-tested). */
import type { LocalisedText } from "../../lib/i18n.ts";
import { credentialsMessages } from "./messages.ts";

export const REVOKE_ADMINS_ONLY = credentialsMessages.text("credentials.revoke.adminsOnly");

/** Why `actor` may not revoke a credential, or null when they may: admins only. */
export function revocationRefusal(actor: { isAdmin: boolean }): LocalisedText | null {
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

/** A mission's place on the progress map, from the member's submission. */
export function progressState(
  missionStatus: "pending" | "completed" | "rejected" | null,
): "not-started" | "in-progress" | "waiting" | "verified" {
  if (missionStatus === "completed") return "verified";
  if (missionStatus === "pending") return "waiting";
  if (missionStatus === "rejected") return "in-progress";
  return "not-started";
}

export const LEADERBOARD_NEEDS_CLUB = credentialsMessages.text("credentials.leaderboard.needsClub");

/** Why a user may not see a leaderboard: only their own club's, so they need one. */
export function leaderboardRefusal(clubId: number | null): LocalisedText | null {
  return clubId === null ? LEADERBOARD_NEEDS_CLUB : null;
}

/** The first instant of the calendar month (UTC) that `now` falls in. */
export function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
