import { stepNameSaid } from "../../../content/localized.ts";
import type { StepKind } from "../../../contract/missions.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import { type Leaders, leadsClub } from "../clubs/index.ts";
import { missionIsOnPath } from "../missions/index.ts";
import { completionsMessages } from "./messages.ts";

const forbidden = (id: string) => forbiddenBecause(completionsMessages.text(id));

export const SUBMIT_NEEDS_CLUB = forbidden("completions.submit.needsClub");
export const SUBMIT_NEEDS_JOURNEY = forbidden("completions.submit.needsJourney");
export const SUBMIT_OTHER_JOURNEY = forbidden("completions.submit.otherJourney");
export const SUBMIT_ARCHIVED = forbidden("completions.submit.archived");

/**
 * Why a member may not submit a mission, or null when they may. The programme runs in order
 * (specification: no club -> club member -> journey chosen -> missions): a club first, then a
 * journey, then that journey's missions (those without a journey belong to all).
 */
export function submissionRefusal(
  member: { clubId: number | null; journeyId: number | null },
  mission: { journeyId: number | null; archived?: boolean },
): Refusal | null {
  if (mission.archived) return SUBMIT_ARCHIVED;
  if (member.clubId === null) return SUBMIT_NEEDS_CLUB;
  if (member.journeyId === null) return SUBMIT_NEEDS_JOURNEY;
  if (!missionIsOnPath(mission.journeyId, member.journeyId)) return SUBMIT_OTHER_JOURNEY;
  return null;
}

/** A submission as far as deciding it goes: whose it is and who leads the club it was sent to. */
export interface SubmissionOwnership extends Leaders {
  userId: string;
}

export const OWN_MISSION_REFUSAL = forbidden("completions.decide.ownMission");
export const NOT_LEADER_REFUSAL = forbidden("completions.decide.notLeader");
export const LEADERS_OWN_REFUSAL = forbidden("completions.decide.leadersOwn");

/**
 * Why `actor` may not verify or reject the submission, or null when they may: the leader or a
 * co-leader of the club it was sent to, or an admin acting for any club; never its own author.
 * The leader's own submission is an admin's alone: the leader appoints the co-leaders, so one of
 * them deciding it would be the leader choosing who verifies their work (ADR 046). A co-leader's
 * own goes to the leader, another co-leader or an admin. `decidesSubmissionSql`
 * (`server/db/leadership.ts`) is the same rule for the queues.
 */
export function decisionRefusal(
  actor: { id: string; isAdmin: boolean },
  submission: SubmissionOwnership,
): Refusal | null {
  if (submission.userId === actor.id) return OWN_MISSION_REFUSAL;
  if (actor.isAdmin) return null;
  if (!leadsClub(actor.id, submission)) return NOT_LEADER_REFUSAL;
  if (submission.userId === submission.leaderId) return LEADERS_OWN_REFUSAL;
  return null;
}

/** What the member saved that a mission's steps ask for (Mission 1's identity and accounts, …). */
export interface SubmissionEvidence {
  identity: boolean;
  socialLinks: number;
  /** A speech slot booked or delivered at the member's club. */
  speech: boolean;
}

/** The step kinds that collect something, what counts as done, and how to say what is missing. */
const EVIDENCE_OF: Partial<
  Record<StepKind, { done: (evidence: SubmissionEvidence) => boolean; missing: string }>
> = {
  "identity-exercise": {
    done: (evidence) => evidence.identity,
    missing: "completions.submit.missing.identity",
  },
  accounts: {
    done: (evidence) => evidence.socialLinks > 0,
    missing: "completions.submit.missing.accounts",
  },
  "book-slot": {
    done: (evidence) => evidence.speech,
    missing: "completions.submit.missing.speech",
  },
};

/**
 * Why a submission is empty: the first step (in the mission's order) whose evidence the member
 * has not saved, said with the step's name; null when every step that collects something has it.
 */
export function missingEvidence(
  missionId: string,
  steps: readonly { stepName: string; kind: StepKind }[],
  evidence: SubmissionEvidence,
): Refusal | null {
  for (const step of steps) {
    const rule = EVIDENCE_OF[step.kind];
    if (rule && !rule.done(evidence)) {
      return invalidBecause(
        completionsMessages.text(rule.missing, { step: stepNameSaid(missionId, step.stepName) }),
        "steps",
      );
    }
  }
  return null;
}

/** Missions of a journey (missions 3 to 8) need an active membership; shared ones (1, 2) do not. */
export function needsMembership(mission: { journeyId: number | null }): boolean {
  return mission.journeyId !== null;
}

const membershipRequired = (id: string): Refusal => ({
  code: "membership-required",
  message: completionsMessages.text(id),
});

export const SUBMIT_NEEDS_MEMBERSHIP = membershipRequired("completions.submit.needsMembership");
/** Verifying waits for the member to renew: a conflict with their state, not the leader's right. */
export const VERIFY_NEEDS_MEMBERSHIP = conflictBecause(
  completionsMessages.text("completions.decide.needsMembership"),
);

/**
 * Why a rejection's step notes are refused, or null: each names a step of the mission rejected
 * (a note on another mission's step would be shown nowhere, or somewhere it does not belong).
 */
export function stepNotesRefusal(
  stepNotes: readonly { stepId: number }[],
  missionStepIds: readonly number[],
): Refusal | null {
  const unknown = stepNotes.find((note) => !missionStepIds.includes(note.stepId));
  return unknown
    ? invalidBecause(
        completionsMessages.text("completions.reject.unknownStep", { stepId: unknown.stepId }),
        "stepNotes",
      )
    : null;
}

/**
 * Who verifies a submission: the club's leader, unless the leader submitted it (nobody verifies
 * their own work); null: the admins (as for a club without a leader).
 */
export function submissionReviewer(leaderId: string | null, submitterId: string): string | null {
  return leaderId !== null && leaderId !== submitterId ? leaderId : null;
}
