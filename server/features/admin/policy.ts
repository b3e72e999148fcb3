import type { SessionUser } from "../../auth/session.ts";
import type { MessageValues } from "../../lib/i18n.ts";
import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { adminMessages } from "./messages.ts";

/** The console's rules refuse with a conflict: the person's state, not the admin, stands in the way. */
const refusal = (id: string, values?: MessageValues) =>
  conflictBecause(adminMessages.text(id, values));

/** A person an admin acts on, as far as the console's rules go. */
export interface AdminTarget {
  id: string;
  email: string;
  isAdmin: boolean;
  disabledAt: Date | null;
}

const listed = (target: AdminTarget, adminEmails: readonly string[]) =>
  adminEmails.includes(target.email.toLowerCase());

/** Why `actor` may not grant (`grant`) or revoke admin rights of `target`, or null. */
export function adminChangeRefusal(
  actor: SessionUser,
  target: AdminTarget,
  grant: boolean,
  adminEmails: readonly string[],
): Refusal | null {
  if (grant) {
    return target.disabledAt ? refusal("admin.refusal.grantDisabled") : null;
  }
  if (target.id === actor.id) {
    return refusal("admin.refusal.revokeOwn");
  }
  if (listed(target, adminEmails)) {
    return refusal("admin.refusal.revokeListed");
  }
  return null;
}

/** Why `actor` may not disable (`disable`) or enable `target`, or null. */
export function disableRefusal(
  actor: SessionUser,
  target: AdminTarget,
  disable: boolean,
  adminEmails: readonly string[],
): Refusal | null {
  if (!disable) return null;
  if (target.id === actor.id) return refusal("admin.refusal.disableOwn");
  if (target.isAdmin || listed(target, adminEmails)) {
    return refusal("admin.refusal.disableAdmin");
  }
  return null;
}

/** Why `target` may not lead one more club, or null. */
export function leaderAssignmentRefusal(
  target: AdminTarget,
  clubsLed: number,
  limit: number,
): Refusal | null {
  if (target.disabledAt) return refusal("admin.refusal.leadDisabled");
  if (clubsLed >= limit) return refusal("admin.refusal.leadLimit", { limit });
  return null;
}

/** How long a started checkout may still be paid: the provider's default expiry (24 hours). */
export const CHECKOUT_OPEN_MS = 24 * 60 * 60 * 1000;

/**
 * Why a club may not be archived now, or null: while someone's checkout for it may still be paid,
 * archiving would take their money for a club that takes no new members (ADR 016).
 */
export function archiveRefusal(openCheckouts: number): Refusal | null {
  if (openCheckouts === 0) return null;
  return refusal("admin.refusal.openCheckouts", { count: openCheckouts });
}
