import { missionIsOnPath } from "../missions/policy.ts";

export const SUBMIT_NEEDS_CLUB = "Join a club before submitting a mission.";
export const SUBMIT_NEEDS_JOURNEY = "Choose your journey before submitting a mission.";
export const SUBMIT_OTHER_JOURNEY = "This mission belongs to another journey.";
export const SUBMIT_ARCHIVED = "This mission has been archived and takes no new submissions.";

/**
 * Why a member may not submit a mission, or null when they may. The programme runs in order
 * (specification: no club -> club member -> journey chosen -> missions): a club first, then a
 * journey, then that journey's missions (those without a journey belong to all).
 */
export function submissionRefusal(
  member: { clubMembership: number; pathId: number },
  mission: { pathId: number | null; archived?: boolean },
): string | null {
  if (mission.archived) return SUBMIT_ARCHIVED;
  if (member.clubMembership === 0) return SUBMIT_NEEDS_CLUB;
  if (member.pathId === 0) return SUBMIT_NEEDS_JOURNEY;
  if (!missionIsOnPath(mission.pathId, member.pathId)) return SUBMIT_OTHER_JOURNEY;
  return null;
}

/** A submission as far as deciding it goes: whose it is and who leads the club it was sent to. */
export interface SubmissionOwnership {
  userId: string;
  leaderId: string | null;
}

export const OWN_MISSION_REFUSAL = "You cannot verify your own mission.";
export const NOT_LEADER_REFUSAL =
  "Only the leader of the member's club (or an admin) may verify this mission.";

/**
 * Why `actor` may not verify or reject the submission, or null when they may: the leader of the
 * club it was sent to, or an admin acting for any club; never its own author.
 */
export function decisionRefusal(
  actor: { id: string; isAdmin: boolean },
  submission: SubmissionOwnership,
): string | null {
  if (submission.userId === actor.id) return OWN_MISSION_REFUSAL;
  if (actor.isAdmin) return null;
  if (submission.leaderId === null || submission.leaderId !== actor.id) return NOT_LEADER_REFUSAL;
  return null;
}
