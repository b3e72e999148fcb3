import {
  type CompletionDecision,
  EVIDENCE_KINDS,
  type PendingCompletionList,
  type Submission,
  type VerifyBatchItem,
  type VerifyBatchResult,
  type WaitingSubmissionList,
} from "../../../contract/completions.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locales.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { lockClub, lockUsers } from "../../db/lock-order.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { refusalError, refuse } from "../../lib/refusal.ts";
import { changeAndNotify, notification, notifyAdmins } from "../../notify/index.ts";
import { type CredentialIssuer, issueForVerifiedMission } from "../credentials/index.ts";
import { speechSummary } from "../evaluations/index.ts";
import { hasActiveMembership } from "../payments/index.ts";
import { awardForVerifiedEvent } from "../rewards/index.ts";
import { missingStepEvidence, pathOrderRefusal, stepEvidenceOf } from "../step-responses/index.ts";
import { completionsMessages } from "./messages.ts";
import {
  decisionRefusal,
  missingEvidence,
  needsMembership,
  SUBMIT_NEEDS_CLUB,
  SUBMIT_NEEDS_MEMBERSHIP,
  stepNotesRefusal,
  submissionRefusal,
  submissionReviewer,
  VERIFY_NEEDS_MEMBERSHIP,
} from "./policy.ts";
import * as completionRepository from "./repository.ts";

export const ALREADY_PENDING = completionsMessages.text("completions.submit.alreadyPending");
export const ALREADY_COMPLETED = completionsMessages.text("completions.submit.alreadyCompleted");
export const NOT_PENDING = completionsMessages.text("completions.decide.notPending");
export const SPEECH_NOT_DELIVERED = completionsMessages.text(
  "completions.decide.speechNotDelivered",
);

const PENDING_LIST_LIMIT = 200;

/** What submitting and deciding need besides the database: the time, and who the admins are. */
export interface CompletionContext {
  clock: Clock;
  adminEmails: readonly string[];
}

/**
 * Mark as Complete: the mission goes to the member's club leader as a pending submission; in a
 * club without a leader, to the admins.
 */
export async function submitMission(
  db: Database,
  context: CompletionContext,
  user: SessionUser,
  missionId: string,
): Promise<Submission> {
  const submitter = await completionRepository.findSubmitter(db, user.id, missionId);
  if (!submitter) throw notFound(completionsMessages.text("completions.notFound.user"));
  const { membership, mission, evidence } = submitter;
  if (!mission) throw notFound(completionsMessages.text("completions.notFound.mission"));
  refuse(submissionRefusal(membership, mission));
  // The path runs in order: from Mission 3 on, the mission before it is submitted first (ADR 036).
  refuse(await pathOrderRefusal(db, user.id, missionId, context.clock.now(), mission));
  // The journey's own missions come with the membership (docs/product.md, round 3 decision 2).
  if (needsMembership(mission) && !(await hasActiveMembership(db, user.id, context.clock.now()))) {
    refuse(SUBMIT_NEEDS_MEMBERSHIP);
  }
  // Nothing empty goes to the leader: each step that collects something has it.
  refuse(missingEvidence(missionId, mission.steps, evidence));
  refuse(await missingStepEvidence(db, user.id, missionId, context.clock.now(), mission));
  const { clubId } = membership;
  if (clubId === null) throw refusalError(SUBMIT_NEEDS_CLUB);
  const submitted = await db.transaction(async (tx) => {
    // Under the club's row (ADR 025), read again: a leave that committed meanwhile withdrew
    // what was pending there, and a submission after it would be left waiting at a club left.
    // (Two statements: one reading in the lock's statement would see the person as it was before
    // the lock's wait.) The club's leader comes with the reading.
    await lockClub(tx, clubId, "shared");
    const current = await completionRepository.findMembershipWithClub(tx, user.id, clubId);
    if (current?.clubId !== clubId) throw refusalError(SUBMIT_NEEDS_CLUB);
    refuse(submissionRefusal(current, mission));
    const values = { userId: user.id, missionId, clubId, submittedAt: context.clock.now() };
    // The leader is told in the submission's own statement; without one, or when the leader
    // submitted it (nobody verifies their own work), the admins are.
    const reviewer = submissionReviewer(current.leaderId, user.id);
    if (reviewer) {
      return changeAndNotify(
        tx,
        completionRepository.pendingSubmissionStatement(tx, values),
        reviewer,
        notification("submission-received", {
          clubId,
          member: user.name,
          mission: { missionId, missionName: mission.missionName },
        }),
      );
    }
    const row = await completionRepository.upsertPendingSubmission(tx, values);
    if (row && current.clubName !== null) {
      await notifyAdmins(
        tx,
        context.adminEmails,
        notification("review-routed-submission", {
          person: user.name,
          clubName: current.clubName,
          mission: { missionId, missionName: mission.missionName },
        }),
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
  reader: { locale: Locale; now: Date } = { locale: DEFAULT_LOCALE, now: new Date() },
): Promise<PendingCompletionList> {
  const rows = await completionRepository.listPendingForLeader(db, leader.id, PENDING_LIST_LIMIT);
  const items = [];
  for (const { asks, identity, socialLinks, speech, walletLinkedAt, userId, ...row } of rows) {
    items.push({
      ...row,
      submittedAt: row.submittedAt.toISOString(),
      // Only what the mission asks for is shown, in the order of its steps' kinds.
      evidence: {
        asks: EVIDENCE_KINDS.filter((kind) => asks.includes(kind)),
        identity: asks.includes("identity") ? identity : null,
        socialLinks: asks.includes("accounts") ? socialLinks : [],
        // Recommended with the accounts, not required: proven by the wallet's signature.
        wallet:
          asks.includes("accounts") && walletLinkedAt
            ? { linkedAt: walletLinkedAt.toISOString() }
            : null,
        speech: asks.includes("speech") ? await withSpeechSummary(db, speech, reader) : null,
        // What each step that collects evidence holds: quiz, link and text, speech, wallet.
        steps: await stepEvidenceOf(db, userId, row.missionId, reader.now),
      },
    });
  }
  return { items };
}

/**
 * The speech as the leader verifies it (issue 33): its timing and submitted evaluation beside its
 * state, when it is a dated speech with a record.
 */
async function withSpeechSummary<S extends { slotId: number; meetingKey: string | null }>(
  db: Database,
  speech: S | null,
  reader: { locale: Locale; now: Date },
) {
  if (!speech) return null;
  const { slotId, ...rest } = speech;
  const summary = await speechSummary(db, slotId, reader.locale, reader.now);
  return summary ? { ...rest, ...summary } : rest;
}

const OWN_PENDING_LIMIT = 100;

/** The member's own submissions waiting for verification, and since when (their dashboard). */
export async function listOwnPending(
  db: Database,
  user: SessionUser,
): Promise<WaitingSubmissionList> {
  const rows = await completionRepository.listOwnPending(db, user.id, OWN_PENDING_LIMIT);
  return { items: rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })) };
}

/**
 * The club leader's (or an admin's) decision, recording who made it. Verify, in one transaction:
 * completed, the mission id appended to the member's completed missions once, and the member's
 * credentials issued (ADR 015); a mission with a "Book Your Slot" step (Mission 2) only once the
 * member's speech at the club is marked delivered (ADR 014). Reject: rejected with the leader's
 * note, and a note on some of the mission's steps (ADR 036).
 */
export async function decide(
  db: Database,
  context: Pick<CompletionContext, "clock">,
  actor: SessionUser,
  completionId: number,
  decision: {
    missionStatus: "completed" | "rejected";
    leaderNote: string | null;
    stepNotes?: readonly { stepId: number; note: string }[];
  },
  issuer: CredentialIssuer,
): Promise<CompletionDecision> {
  const { stepNotes = [], ...change } = decision;
  return db.transaction(async (tx) => {
    const submission = await completionRepository.findSubmission(tx, completionId);
    if (!submission) throw notFound(completionsMessages.text("completions.notFound.submission"));
    refuse(decisionRefusal(actor, submission));
    refuse(stepNotesRefusal(stepNotes, submission.stepIds));
    // The club's row, then the member's, before the submission's (ADR 025): the member's leave
    // takes them in this order too, then withdraws what is pending; only a pending one is decided.
    await lockClub(tx, submission.clubId, "shared");
    await lockUsers(tx, [submission.userId]);
    if (
      decision.missionStatus === "completed" &&
      needsMembership({ journeyId: submission.missionJourneyId }) &&
      !(await hasActiveMembership(tx, submission.userId, context.clock.now()))
    ) {
      refuse(VERIFY_NEEDS_MEMBERSHIP);
    }
    if (
      decision.missionStatus === "completed" &&
      submission.missionStatus === "pending" &&
      submission.booksSlot &&
      !(await completionRepository.hasDeliveredSpeech(tx, submission.userId, submission.clubId))
    ) {
      throw conflict(SPEECH_NOT_DELIVERED);
    }
    // The decision and the member's notification are one statement (issue 28); nothing decided
    // (no longer pending): nobody is told, and the refusal rolls everything back.
    const decided = await changeAndNotify(
      tx,
      completionRepository.pendingDecisionStatement(tx, completionId, {
        ...change,
        stepNotes:
          stepNotes.length > 0
            ? Object.fromEntries(stepNotes.map(({ stepId, note }) => [String(stepId), note]))
            : null,
        decidedBy: actor.id,
        decidedAt: context.clock.now(),
      }),
      submission.userId,
      decision.missionStatus === "completed"
        ? notification("submission-verified", { mission: submission })
        : notification("submission-rejected", { mission: submission, note: decision.leaderNote }),
    );
    if (!decided) throw conflict(NOT_PENDING);
    if (decision.missionStatus === "completed") {
      await completionRepository.appendCompletedMission(
        tx,
        submission.userId,
        submission.missionId,
      );
      await issueForVerifiedMission(tx, issuer, submission.userId, submission.missionId);
      // $VOCATE for the verified mission, once, during an active membership (ADR 038).
      await awardForVerifiedEvent(tx, context.clock.now(), {
        userId: submission.userId,
        rule: "verified-mission",
        sourceKind: "mission",
        sourceId: submission.missionId,
        verifiedBy: actor.id,
      });
    }
    return { completionId, missionStatus: decision.missionStatus };
  });
}

/**
 * Batch verification: each submission verified by `decide` in its own transaction, recorded one by
 * one exactly as a single verification (who and when, the member's notification, the credential).
 * One that is refused (not pending, not the actor's to verify, the membership lapsed…) is answered
 * with its reason and leaves nothing written; the others go through.
 */
export async function verifyBatch(
  db: Database,
  context: Pick<CompletionContext, "clock">,
  actor: SessionUser,
  completionIds: readonly number[],
  issuer: CredentialIssuer,
  locale: Locale = DEFAULT_LOCALE,
): Promise<VerifyBatchResult> {
  const items: VerifyBatchItem[] = [];
  for (const completionId of completionIds) {
    try {
      await decide(
        db,
        context,
        actor,
        completionId,
        { missionStatus: "completed", leaderNote: null },
        issuer,
      );
      items.push({ completionId, missionStatus: "completed" });
    } catch (error) {
      // An unexpected failure is the request's (500), as for a single verification.
      if (!(error instanceof AppError)) throw error;
      items.push({
        completionId,
        error: { code: error.code, message: error.text?.in(locale) ?? error.message },
      });
    }
  }
  return { items };
}

/**
 * When a person leaves a club (or is removed), their submissions waiting there are withdrawn;
 * verified and rejected ones stay as their history. Runs in the membership change's transaction.
 */
export function withdrawPendingSubmissions(tx: Executor, userId: string, clubId: number) {
  return completionRepository.deletePendingForClub(tx, userId, clubId);
}
