import { ADJUSTMENT_APPROVAL_THRESHOLD } from "../../../contract/rewards.ts";
import type { SessionUser } from "../../auth/session.ts";
import { conflictBecause, forbiddenBecause, type Refusal } from "../../lib/refusal.ts";
import { rewardsMessages } from "./messages.ts";

/** Whose ledger a reader may read: their own; an admin, anyone's. */
export function historyRefusal(reader: SessionUser, ownerId: string): Refusal | null {
  if (reader.id === ownerId || reader.isAdmin) return null;
  return forbiddenBecause(rewardsMessages.text("rewards.notYours"));
}

/** An adjustment larger than the threshold (either way) waits for a second admin. */
export const needsSecondApproval = (amount: number) =>
  Math.abs(amount) > ADJUSTMENT_APPROVAL_THRESHOLD;

/** Why an admin may not decide a pending adjustment: it is their own request, or decided. */
export function approvalRefusal(
  actor: SessionUser,
  adjustment: { requestedBy: string; status: string },
): Refusal | null {
  if (adjustment.requestedBy === actor.id) {
    return forbiddenBecause(rewardsMessages.text("rewards.adjustments.ownRequest"));
  }
  if (adjustment.status !== "pending") {
    return conflictBecause(rewardsMessages.text("rewards.adjustments.notPending"));
  }
  return null;
}

/** Nobody adjusts their own balance. */
export function adjustmentRefusal(actor: SessionUser, userId: string): Refusal | null {
  if (actor.id === userId)
    return forbiddenBecause(rewardsMessages.text("rewards.adjustments.self"));
  return null;
}
