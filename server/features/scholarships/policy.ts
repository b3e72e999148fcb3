import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { scholarshipMessages } from "./messages.ts";

/**
 * Why a scholarship cannot be granted: the person already has one in force (revoke it first, so
 * two periods never overlap and the audit log says which one ended).
 */
export function grantRefusal(activeUntil: Date | undefined): Refusal | null {
  if (activeUntil) {
    return conflictBecause(
      scholarshipMessages.text("scholarships.alreadyActive", {
        date: activeUntil.toISOString().slice(0, 10),
      }),
    );
  }
  return null;
}

/** The end of a scholarship of `months` months starting at `start` (same day of the month). */
export function endOfPeriod(start: Date, months: number): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month is 3 March in Date arithmetic: keep the period within its last month.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}
