import type { SessionUser } from "../../auth/session.ts";

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
): string | null {
  if (grant) {
    return target.disabledAt ? "This account is disabled: enable it before granting rights." : null;
  }
  if (target.id === actor.id) {
    return "You cannot revoke your own admin rights: ask another admin.";
  }
  if (listed(target, adminEmails)) {
    return "This person is an admin through ADMIN_EMAILS: remove the address there to revoke it.";
  }
  return null;
}

/** Why `actor` may not disable (`disable`) or enable `target`, or null. */
export function disableRefusal(
  actor: SessionUser,
  target: AdminTarget,
  disable: boolean,
  adminEmails: readonly string[],
): string | null {
  if (!disable) return null;
  if (target.id === actor.id) return "You cannot disable your own account.";
  if (target.isAdmin || listed(target, adminEmails)) {
    return "Admins cannot be disabled: revoke their admin rights first.";
  }
  return null;
}

/** Why `target` may not lead one more club, or null. */
export function leaderAssignmentRefusal(
  target: AdminTarget,
  clubsLed: number,
  limit: number,
): string | null {
  if (target.disabledAt) return "This account is disabled: it cannot lead a club.";
  if (clubsLed >= limit) return `This person already leads ${limit} clubs, the most one may lead.`;
  return null;
}

/** How long a started checkout may still be paid: the provider's default expiry (24 hours). */
export const CHECKOUT_OPEN_MS = 24 * 60 * 60 * 1000;

/**
 * Why a club may not be archived now, or null: while someone's checkout for it may still be paid,
 * archiving would take their money for a club that takes no new members (ADR 016).
 */
export function archiveRefusal(openCheckouts: number): string | null {
  if (openCheckouts === 0) return null;
  const count = openCheckouts === 1 ? "1 checkout is" : `${openCheckouts} checkouts are`;
  return `${count} in progress for this club's membership: archive it once they are paid or canceled, or after they expire (24 hours after they started).`;
}
