import type { SessionUser } from "../../auth/session.ts";
import type { Refusal } from "../../lib/refusal.ts";
import { type ClubLeadership, canLeadClub, isTheLeader, leadsClub } from "../clubs/index.ts";
import { membershipMessages } from "./messages.ts";

export const NOT_A_MEMBER = membershipMessages.text("memberships.notAMember");
export const ONLY_LEADER_REMOVES = membershipMessages.text("memberships.onlyLeaderRemoves");
export const LEADER_CANNOT_REMOVE_SELF = membershipMessages.text(
  "memberships.leaderCannotRemoveSelf",
);
export const NO_SUCH_MEMBER = membershipMessages.text("memberships.noSuchMember");
export const ONLY_LEADER_REMOVES_LEADERS = membershipMessages.text(
  "memberships.onlyLeaderRemovesLeaders",
);
export const ONLY_LEADER_READS_PROGRESS = membershipMessages.text(
  "memberships.onlyLeaderReadsProgress",
);

/** Only a member leaves: anyone else (the leader included, who is no member) is refused. */
export function leaveRefusal(standing: { isMember: boolean }): Refusal | null {
  return standing.isMember ? null : { code: "conflict", message: NOT_A_MEMBER };
}

/**
 * Only the leader or a co-leader of that club removes, never themselves, and only someone who is
 * a member; the club's leader and its co-leaders are removed by the leader alone (a co-leader
 * cannot push out the leader or another co-leader, ADR 046). Admins get no exception: removing
 * people is the leaders' call (ADR 012).
 */
export function removalRefusal(
  user: SessionUser,
  club: ClubLeadership,
  target: { userId: string; isMember: boolean },
): Refusal | null {
  if (!canLeadClub(user, club)) return { code: "forbidden", message: ONLY_LEADER_REMOVES };
  if (target.userId === user.id) return { code: "conflict", message: LEADER_CANNOT_REMOVE_SELF };
  if (!isTheLeader(user.id, club) && leadsClub(target.userId, club)) {
    return { code: "forbidden", message: ONLY_LEADER_REMOVES_LEADERS };
  }
  if (!target.isMember) return { code: "not-found", message: NO_SUCH_MEMBER };
  return null;
}

/**
 * The members' progress (and its CSV, with their emails) is for the club's leader alone: not its
 * members, not other leaders, and not admins, who run the missions rather than the clubs (ADR 012).
 */
export function progressRefusal(user: SessionUser, club: ClubLeadership): Refusal | null {
  return canLeadClub(user, club)
    ? null
    : { code: "forbidden", message: ONLY_LEADER_READS_PROGRESS };
}
