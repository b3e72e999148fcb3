import type { SessionUser } from "../../auth/session.ts";
import type { LocalisedText } from "../../lib/i18n.ts";
import { type ClubLeadership, canLeadClub } from "../clubs/index.ts";
import { membershipMessages } from "./messages.ts";

/** A refusal as the service throws it: the error code and the words the person reads. */
export interface Refusal {
  status: "forbidden" | "conflict" | "not-found";
  message: LocalisedText;
}

export const NOT_A_MEMBER = membershipMessages.text("memberships.notAMember");
export const ONLY_LEADER_REMOVES = membershipMessages.text("memberships.onlyLeaderRemoves");
export const LEADER_CANNOT_REMOVE_SELF = membershipMessages.text(
  "memberships.leaderCannotRemoveSelf",
);
export const NO_SUCH_MEMBER = membershipMessages.text("memberships.noSuchMember");
export const ONLY_LEADER_READS_PROGRESS = membershipMessages.text(
  "memberships.onlyLeaderReadsProgress",
);

/** Only a member leaves: anyone else (the leader included, who is no member) is refused. */
export function leaveRefusal(standing: { isMember: boolean }): Refusal | null {
  return standing.isMember ? null : { status: "conflict", message: NOT_A_MEMBER };
}

/**
 * Only the leader of that club removes, never themselves, and only someone who is a member.
 * Admins get no exception: removing people is the leader's call (ADR 012).
 */
export function removalRefusal(
  user: SessionUser,
  club: ClubLeadership,
  target: { userId: string; isMember: boolean },
): Refusal | null {
  if (!canLeadClub(user, club)) return { status: "forbidden", message: ONLY_LEADER_REMOVES };
  if (target.userId === user.id) return { status: "conflict", message: LEADER_CANNOT_REMOVE_SELF };
  if (!target.isMember) return { status: "not-found", message: NO_SUCH_MEMBER };
  return null;
}

/**
 * The members' progress (and its CSV, with their emails) is for the club's leader alone: not its
 * members, not other leaders, and not admins, who run the missions rather than the clubs (ADR 012).
 */
export function progressRefusal(user: SessionUser, club: ClubLeadership): Refusal | null {
  return canLeadClub(user, club)
    ? null
    : { status: "forbidden", message: ONLY_LEADER_READS_PROGRESS };
}
