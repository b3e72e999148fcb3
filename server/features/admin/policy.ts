import type { SessionUser } from "../../auth/session.ts";
import type { LocalisedText } from "../../lib/i18n.ts";
import { adminMessages } from "./messages.ts";

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
): LocalisedText | null {
  if (grant) {
    return target.disabledAt ? adminMessages.text("admin.refusal.grantDisabled") : null;
  }
  if (target.id === actor.id) {
    return adminMessages.text("admin.refusal.revokeOwn");
  }
  if (listed(target, adminEmails)) {
    return adminMessages.text("admin.refusal.revokeListed");
  }
  return null;
}

/** Why `actor` may not disable (`disable`) or enable `target`, or null. */
export function disableRefusal(
  actor: SessionUser,
  target: AdminTarget,
  disable: boolean,
  adminEmails: readonly string[],
): LocalisedText | null {
  if (!disable) return null;
  if (target.id === actor.id) return adminMessages.text("admin.refusal.disableOwn");
  if (target.isAdmin || listed(target, adminEmails)) {
    return adminMessages.text("admin.refusal.disableAdmin");
  }
  return null;
}

/** Why `target` may not lead one more club, or null. */
export function leaderAssignmentRefusal(
  target: AdminTarget,
  clubsLed: number,
  limit: number,
): LocalisedText | null {
  if (target.disabledAt) return adminMessages.text("admin.refusal.leadDisabled");
  if (clubsLed >= limit) return adminMessages.text("admin.refusal.leadLimit", { limit });
  return null;
}

/** How long a started checkout may still be paid: the provider's default expiry (24 hours). */
export const CHECKOUT_OPEN_MS = 24 * 60 * 60 * 1000;

/**
 * Why a club may not be archived now, or null: while someone's checkout for it may still be paid,
 * archiving would take their money for a club that takes no new members (ADR 016).
 */
export function archiveRefusal(openCheckouts: number): LocalisedText | null {
  if (openCheckouts === 0) return null;
  return adminMessages.text("admin.refusal.openCheckouts", { count: openCheckouts });
}
