import type {
  CompletionDecision,
  PendingCompletionList,
  Submission,
} from "../../../contract/completions.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import type { CredentialIssuer } from "../credentials/issuer.ts";
import { issueForVerifiedMission } from "../credentials/service.ts";
import { notificationMessages } from "../notifications/messages.ts";
import { notify } from "../notifications/service.ts";
import { decisionRefusal, submissionRefusal } from "./policy.ts";
import * as completionRepository from "./repository.ts";

export const ALREADY_PENDING = "This mission is already awaiting verification.";
export const ALREADY_COMPLETED = "This mission is already completed.";
export const NOT_PENDING = "This submission is no longer awaiting verification.";
const PENDING_LIST_LIMIT = 200;

/** Mark as Complete: the mission goes to the member's club leader as a pending submission. */
export async function submitMission(
  db: Database,
  user: SessionUser,
  missionId: string,
): Promise<Submission> {
  const membership = await completionRepository.findMembership(db, user.id);
  if (!membership) throw notFound("User");
  const mission = await completionRepository.findMissionPath(db, missionId);
  if (!mission) throw notFound("Mission");
  const refusal = submissionRefusal(membership, mission);
  if (refusal) throw forbidden(refusal);
  const clubId = membership.clubMembership;
  const submitted = await db.transaction(async (tx) => {
    const row = await completionRepository.upsertPendingSubmission(tx, {
      userId: user.id,
      missionId,
      clubId,
    });
    const leaderId = row ? await completionRepository.findClubLeader(tx, clubId) : null;
    if (leaderId) {
      await notify(
        tx,
        leaderId,
        notificationMessages.submissionReceived(clubId, user.name, mission.missionName),
      );
    }
    return row;
  });
  if (submitted) return { missionId, missionStatus: "pending" };
  const status = await completionRepository.findSubmissionStatus(db, user.id, missionId);
  throw conflict(status === "completed" ? ALREADY_COMPLETED : ALREADY_PENDING);
}

export async function listPending(
  db: Database,
  leader: SessionUser,
): Promise<PendingCompletionList> {
  const rows = await completionRepository.listPendingForLeader(db, leader.id, PENDING_LIST_LIMIT);
  return { items: rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })) };
}

/**
 * The club leader's decision. Verify, in one transaction: completed, the mission id appended
 * to the member's completed missions once, and the member's credentials issued (ADR 013). Reject: rejected with the leader's note.
 */
export async function decide(
  db: Database,
  actor: SessionUser,
  completionId: number,
  decision: { missionStatus: "completed" | "rejected"; leaderNote: string | null },
  issuer: CredentialIssuer,
): Promise<CompletionDecision> {
  return db.transaction(async (tx) => {
    const submission = await completionRepository.findSubmission(tx, completionId);
    if (!submission) throw notFound("Submission");
    const refusal = decisionRefusal(actor.id, submission);
    if (refusal) throw forbidden(refusal);
    const decided = await completionRepository.decidePending(tx, completionId, decision);
    if (!decided) throw conflict(NOT_PENDING);
    if (decision.missionStatus === "completed") {
      await completionRepository.appendCompletedMission(tx, decided.userId, decided.missionId);
      await issueForVerifiedMission(tx, issuer, decided.userId, decided.missionId);
    }
    await notify(
      tx,
      decided.userId,
      notificationMessages.submissionDecided(
        submission.missionName,
        decision.missionStatus === "completed",
        decision.leaderNote,
      ),
    );
    return { completionId, missionStatus: decision.missionStatus };
  });
}
