import {
  ACCOUNT_DELETION_GRACE_DAYS,
  type DataExportState,
  type DeletionConfirmation,
  RECENT_SIGN_IN_MINUTES,
} from "../../../contract/account-data.ts";
import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { accountDataMessages } from "./messages.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An export still pending this long after it was asked for is taken as lost (a crashed worker). */
export const EXPORT_STALE_MS = 60 * 60 * 1000;

export interface ExportRow {
  status: "pending" | "ready" | "failed";
  requestedAt: Date;
  expiresAt: Date | null;
}

/** Where the person's newest export stands at `now`. */
export function exportState(row: ExportRow | undefined, now: Date): DataExportState {
  if (!row) return "none";
  if (row.status === "ready") return row.expiresAt && row.expiresAt > now ? "ready" : "expired";
  if (row.status === "pending" && now.getTime() - row.requestedAt.getTime() >= EXPORT_STALE_MS) {
    return "failed";
  }
  return row.status;
}

/** A new export may be asked for unless one is still being made. */
export function exportRequestRefusal(row: ExportRow | undefined, now: Date): Refusal | null {
  return exportState(row, now) === "pending"
    ? conflictBecause(accountDataMessages.text("accountData.export.pending"))
    : null;
}

/** An account with a password confirms with it; one made with Google by a fresh sign-in. */
export function confirmationOf(hasPassword: boolean): DeletionConfirmation {
  return hasPassword ? "password" : "recent-sign-in";
}

/** Whether a session that began at `startedAt` is fresh enough to confirm a deletion. */
export function isRecentSignIn(startedAt: Date | undefined, now: Date): boolean {
  if (!startedAt) return false;
  const age = now.getTime() - startedAt.getTime();
  return age >= -60_000 && age <= RECENT_SIGN_IN_MINUTES * 60_000;
}

export interface DeletionCandidate {
  email: string;
  /** Clubs the person leads that are not archived: each needs a new leader first. */
  activeLedClubs: readonly string[];
}

/**
 * Why the account cannot be deleted now: it still leads a club (an admin hands the club over at
 * /Admin), or its address is an admin by the server's ADMIN_EMAILS (the rights would come back
 * with the next account at that address, so the deletion would not be what it says).
 */
export function deletionRefusal(
  person: DeletionCandidate,
  adminEmails: readonly string[],
): Refusal | null {
  if (person.activeLedClubs.length > 0) {
    return conflictBecause(
      accountDataMessages.text("accountData.deletion.leadsClubs", {
        clubs: person.activeLedClubs.join(", "),
      }),
    );
  }
  if (adminEmails.includes(person.email.toLowerCase())) {
    return conflictBecause(accountDataMessages.text("accountData.deletion.listedAdmin"));
  }
  return null;
}

/** When an account asked to be deleted at `requestedAt` is erased. */
export function erasureDate(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}
