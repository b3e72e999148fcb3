import {
  COLLECTING_KINDS,
  evidenceLinkKey,
  type QuizAttemptInput,
  type QuizAttemptResult,
  type QuizProgress,
  type StepEvidence,
  type StepResponse,
  type StepResponseInput,
  type StepResponseList,
} from "../../../contract/steps.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { lockUsers } from "../../db/lock-order.ts";
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { notFound } from "../../lib/errors.ts";
import { invalidBecause, type Refusal, refusalError, refuse } from "../../lib/refusal.ts";
import { speechSatisfiesStep } from "../evaluations/index.ts";
import { lockOfMission } from "../missions/index.ts";
import { hasLinkedWallet } from "../wallets/index.ts";
import { stepResponsesMessages } from "./messages.ts";
import {
  attemptRefusal,
  type CollectingStep,
  type HandedIn,
  handInRefusal,
  isRefusal,
  LINK_TAKEN,
  MISSION_NOT_FOUND,
  missingStepRefusal,
  previousMissionRefusal,
  quizProgressOf,
  readRefusal,
  responseRefusal,
  STEP_NOT_FOUND,
  scoreAttempt,
} from "./policy.ts";
import * as responseRepository from "./repository.ts";

/** The unique index that keeps one link from being two members' evidence for a step. */
const LINK_KEY_INDEX = "step_responses_step_link_key";

const isCollectingKind = (kind: string) => (COLLECTING_KINDS as readonly string[]).includes(kind);

/** A step of a mission, as the path names it. */
interface StepAddress {
  missionId: string;
  stepId: number;
}

/** A stored step of a collecting kind with its settings, as the rules read it. */
function collectingStepOf(row: responseRepository.CollectingStepRow): CollectingStep | null {
  const { stepId, stepName, kind, settings } = row;
  const base = { stepId, stepName };
  if (kind === "quiz" && settings && "quiz" in settings)
    return { ...base, kind, quiz: settings.quiz };
  if (kind === "evidence" && settings && "evidence" in settings) {
    return { ...base, kind, evidence: settings.evidence };
  }
  if (kind === "reflection" && settings && "reflection" in settings) {
    return { ...base, kind, reflection: settings.reflection };
  }
  if (kind === "speech" || kind === "wallet") return { ...base, kind };
  return null;
}

async function collectingSteps(db: Executor, missionId: string): Promise<CollectingStep[]> {
  const rows = await responseRepository.listCollectingSteps(db, missionId);
  return rows.map(collectingStepOf).filter((step): step is CollectingStep => step !== null);
}

/** The member and the mission; refused when either is missing. */
async function memberAndMission(db: Executor, userId: string, missionId: string) {
  const found = await responseRepository.findMemberAndMission(db, userId, missionId);
  if (!found) throw notFound(stepResponsesMessages.text("stepResponses.notFound.user"));
  const { mission, ...member } = found;
  if (!mission) throw refusalError(MISSION_NOT_FOUND);
  return { member, mission };
}

/** Whether the member has a speech at their club that satisfies a speech step. */
async function hasCountingSpeech(
  db: Executor,
  userId: string,
  clubId: number | null,
): Promise<boolean> {
  if (clubId === null) return false;
  for (const slotId of await responseRepository.listDeliveredSlotIds(db, userId, clubId)) {
    if (await speechSatisfiesStep(db, slotId)) return true;
  }
  return false;
}

/** Everything the member handed in for the steps, read once, by step. */
async function handedInFor(
  db: Executor,
  userId: string,
  clubId: number | null,
  steps: readonly CollectingStep[],
  now: Date,
) {
  const stepIds = steps.map((step) => step.stepId);
  const quizIds = steps.filter((step) => step.kind === "quiz").map((step) => step.stepId);
  const [responses, attempts, speech, wallet] = await Promise.all([
    responseRepository.listResponses(db, userId, stepIds),
    responseRepository.listAttempts(db, userId, quizIds),
    steps.some((step) => step.kind === "speech")
      ? hasCountingSpeech(db, userId, clubId)
      : Promise.resolve(false),
    steps.some((step) => step.kind === "wallet")
      ? hasLinkedWallet(db, userId)
      : Promise.resolve(false),
  ]);
  const responseOf = new Map(responses.map((row) => [row.stepId, row]));
  const progressOf = (stepId: number): QuizProgress =>
    quizProgressOf(
      attempts
        .filter((attempt) => attempt.stepId === stepId)
        .map(({ score, total, passed, createdAt }) => ({
          score,
          total,
          passed,
          at: createdAt.toISOString(),
        })),
      now,
    );
  return (step: CollectingStep): HandedIn & { updatedAt: Date | null } => {
    const response = responseOf.get(step.stepId);
    return {
      link: response?.link ?? null,
      text: response?.text ?? null,
      updatedAt: response?.updatedAt ?? null,
      quiz: step.kind === "quiz" ? progressOf(step.stepId) : null,
      speechDelivered: speech,
      // A wallet linked by signature (EIP-4361) proves the step (issue 36).
      walletLinked: wallet,
    };
  };
}

function responseOf(
  step: CollectingStep,
  handedIn: HandedIn & { updatedAt: Date | null },
  leaderNote: string | null,
): StepResponse {
  return {
    stepId: step.stepId,
    link: handedIn.link,
    text: handedIn.text,
    updatedAt: handedIn.updatedAt?.toISOString() ?? null,
    quiz: step.kind === "quiz" ? handedIn.quiz : null,
    speechDelivered: step.kind === "speech" ? handedIn.speechDelivered : null,
    walletLinked: step.kind === "wallet" ? handedIn.walletLinked : null,
    leaderNote,
  };
}

/** GET /api/missions/:missionId/responses: what the member handed in, step by step. */
export async function listResponses(
  db: Database,
  clock: Clock,
  user: SessionUser,
  missionId: string,
): Promise<StepResponseList> {
  const { member, mission } = await memberAndMission(db, user.id, missionId);
  refuse(readRefusal({ isAdmin: user.isAdmin, journeyId: member.journeyId }, mission));
  const steps = await collectingSteps(db, missionId);
  const handedIn = await handedInFor(db, user.id, member.clubId, steps, clock.now());
  // The leader's notes on single steps speak to a rejected submission only.
  const notes = member.missionStatus === "rejected" ? (member.stepNotes ?? {}) : {};
  return {
    items: steps.map((step) =>
      responseOf(step, handedIn(step), notes[String(step.stepId)] ?? null),
    ),
  };
}

/**
 * The mission and the step the member hands something in for: the step must be the mission's,
 * and the mission open to them and not with the leader (policy `handInRefusal`).
 */
async function stepToHandIn(
  db: Executor,
  userId: string,
  missionId: string,
  stepId: number,
  now: Date,
) {
  const { member, mission } = await memberAndMission(db, userId, missionId);
  const row = await responseRepository.findStep(db, missionId, stepId);
  if (!row) throw refusalError(STEP_NOT_FOUND);
  const step = collectingStepOf(row);
  const lock = await lockOfMission(db, now, userId, mission);
  refuse(handInRefusal(member, mission, lock, member.missionStatus));
  return { member, step };
}

/** Runs a write; the link index's violation (a concurrent save of the same link) is a 409. */
async function withLinkConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === LINK_KEY_INDEX) throw refusalError(LINK_TAKEN);
    throw error;
  }
}

/**
 * PUT /api/missions/:missionId/steps/:stepId/response: the member's link and/or text for an
 * evidence or reflection step. A field left out keeps its value; an empty one clears it. A link
 * another member handed in for the same step (in any of its spellings) is refused.
 */
export async function saveResponse(
  db: Database,
  clock: Clock,
  user: SessionUser,
  { missionId, stepId }: StepAddress,
  input: StepResponseInput,
): Promise<StepResponse> {
  const now = clock.now();
  const saved = await withLinkConflict(() =>
    db.transaction(async (tx) => {
      await lockUsers(tx, [user.id]);
      const { member, step } = await stepToHandIn(tx, user.id, missionId, stepId, now);
      if (!step) throw refusalError(wrongKind("stepResponses.wrongKind.response"));
      const [current] = await responseRepository.listResponses(tx, user.id, [stepId]);
      const next = {
        link: input.link === undefined ? (current?.link ?? null) : input.link || null,
        text: input.text === undefined ? (current?.text ?? null) : input.text || null,
      };
      refuse(responseRefusal(step, input, next));
      const linkKey = next.link === null ? null : evidenceLinkKey(next.link);
      if (linkKey && (await responseRepository.linkTakenByOther(tx, stepId, linkKey, user.id))) {
        refuse(LINK_TAKEN);
      }
      await responseRepository.saveResponse(tx, {
        userId: user.id,
        stepId,
        ...next,
        linkKey,
        updatedAt: now,
      });
      return { member, step };
    }),
  );
  const handedIn = await handedInFor(db, user.id, saved.member.clubId, [saved.step], now);
  return responseOf(saved.step, handedIn(saved.step), null);
}

const wrongKind = (id: string): Refusal => invalidBecause(stepResponsesMessages.text(id), "stepId");

/**
 * POST /api/missions/:missionId/steps/:stepId/quiz-attempts: scores the member's answers, keeps
 * the attempt, and answers which questions were right (never the right options). After a failed
 * attempt the next waits `QUIZ_RETRY_MINUTES`; a passed quiz takes no more.
 */
export async function attemptQuiz(
  db: Database,
  clock: Clock,
  user: SessionUser,
  { missionId, stepId }: StepAddress,
  input: QuizAttemptInput,
): Promise<QuizAttemptResult> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // The member's row first: two attempts at once are taken one after the other, so a cooldown
    // cannot be skipped by sending two.
    await lockUsers(tx, [user.id]);
    const { member, step } = await stepToHandIn(tx, user.id, missionId, stepId, now);
    if (step?.kind !== "quiz") throw refusalError(wrongKind("stepResponses.wrongKind.quiz"));
    const before = (await handedInFor(tx, user.id, member.clubId, [step], now))(step).quiz;
    if (before) refuse(attemptRefusal(before, now));
    const scored = scoreAttempt(step.quiz, input.answers);
    if (isRefusal(scored)) throw refusalError(scored);
    const { results, ...attempt } = scored;
    await responseRepository.insertAttempt(tx, {
      userId: user.id,
      stepId,
      answers: input.answers,
      ...attempt,
      createdAt: now,
    });
    const after = (await handedInFor(tx, user.id, member.clubId, [step], now))(step).quiz;
    if (!after) throw new Error("a quiz step without its progress");
    return { ...after, score: attempt.score, total: attempt.total, results };
  });
}

// For other features (index.ts): the submission's check and the leader's view.

/**
 * Why the member cannot submit the mission while it is locked behind the mission before it
 * (ADR 036: mission N opens once N-1 is submitted), or null. The membership is the caller's rule.
 */
export async function pathOrderRefusal(
  db: Executor,
  userId: string,
  missionId: string,
  now: Date,
  known?: { journeyId: number | null },
): Promise<Refusal | null> {
  // Missions for every journey (1, 2 and the manager's) wait for none: no need to read.
  if (known && known.journeyId === null) return null;
  const found = await responseRepository.findMemberAndMission(db, userId, missionId);
  if (!found?.mission) return null;
  const lock = await lockOfMission(db, now, userId, found.mission);
  return lock === "previous" ? previousMissionRefusal(found.mission.number) : null;
}

/** The mission's collecting steps and what the member handed in; null: none, or no such member. */
async function collectedFor(db: Executor, userId: string, missionId: string, now: Date) {
  const found = await responseRepository.findMemberAndMission(db, userId, missionId);
  if (!found) return null;
  const steps = await collectingSteps(db, missionId);
  if (steps.length === 0) return null;
  return { steps, handedInOf: await handedInFor(db, userId, found.clubId, steps, now) };
}

/**
 * The first step of the mission (in its order) with nothing handed in (a quiz not passed, a
 * required link or text missing, a reflection missing or too short, a speech not delivered, a
 * wallet not linked), as a 400 naming the step; null when every collecting step has its evidence.
 */
export async function missingStepEvidence(
  db: Executor,
  userId: string,
  missionId: string,
  now: Date,
  known?: { steps: readonly { kind: string }[] },
): Promise<Refusal | null> {
  // The caller read the mission's steps already: none collects anything, nothing to read.
  if (known && !known.steps.some((step) => isCollectingKind(step.kind))) return null;
  const collected = await collectedFor(db, userId, missionId, now);
  return collected ? missingStepRefusal(missionId, collected.steps, collected.handedInOf) : null;
}

/** Each collecting step's evidence as the leader verifies it, in the mission's order. */
export async function stepEvidenceOf(
  db: Executor,
  userId: string,
  missionId: string,
  now: Date = new Date(),
): Promise<StepEvidence[]> {
  const collected = await collectedFor(db, userId, missionId, now);
  if (!collected) return [];
  const { steps, handedInOf } = collected;
  return steps.map((step) => {
    const handedIn = handedInOf(step);
    return {
      stepId: step.stepId,
      stepName: step.stepName,
      kind: step.kind,
      asks: step.kind === "evidence" ? step.evidence.asks : null,
      link: handedIn.link,
      text: handedIn.text,
      quiz:
        step.kind === "quiz" && handedIn.quiz
          ? {
              score: handedIn.quiz.bestScore,
              total: step.quiz.questions.length,
              passMark: step.quiz.passMark,
              passed: handedIn.quiz.passed,
              attempts: handedIn.quiz.attempts.length,
            }
          : null,
      speechDelivered: step.kind === "speech" ? handedIn.speechDelivered : null,
      walletLinked: step.kind === "wallet" ? handedIn.walletLinked : null,
    };
  });
}
