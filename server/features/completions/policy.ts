/** A submission as far as deciding it goes: whose it is and who leads the club it was sent to. */
export interface SubmissionOwnership {
  userId: string;
  leaderId: string | null;
}

export const OWN_MISSION_REFUSAL = "You cannot verify your own mission.";
export const NOT_LEADER_REFUSAL = "Only the leader of the member's club may verify this mission.";

/** Why `actorId` may not verify or reject the submission, or null when they may. */
export function decisionRefusal(actorId: string, submission: SubmissionOwnership): string | null {
  if (submission.userId === actorId) return OWN_MISSION_REFUSAL;
  if (submission.leaderId === null || submission.leaderId !== actorId) return NOT_LEADER_REFUSAL;
  return null;
}
