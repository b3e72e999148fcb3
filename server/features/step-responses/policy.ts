import { stepNameSaid } from "../../../content/localized.ts";
import type {
  EvidenceSettings,
  QuizAttempt,
  QuizProgress,
  QuizSettings,
} from "../../../contract/steps.ts";
import { QUIZ_RETRY_MINUTES } from "../../../contract/steps.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import { type MissionLock, missionIsOnPath } from "../missions/index.ts";
import { stepResponsesMessages } from "./messages.ts";

const text = stepResponsesMessages.text;

/** A step that collects something, with its kind's settings. */
export type CollectingStep = { stepId: number; stepName: string } & (
  | { kind: "quiz"; quiz: QuizSettings }
  | { kind: "evidence"; evidence: EvidenceSettings }
  | { kind: "reflection"; reflection: { minLength: number } }
  | { kind: "speech" | "wallet" }
);

/** What the member has handed in for one step (each kind reads its own part). */
export interface HandedIn {
  link: string | null;
  text: string | null;
  quiz: QuizProgress | null;
  speechDelivered: boolean;
  walletLinked: boolean;
}

export const MISSION_NOT_FOUND: Refusal = {
  code: "not-found",
  message: text("stepResponses.notFound.mission"),
};
export const STEP_NOT_FOUND: Refusal = {
  code: "not-found",
  message: text("stepResponses.notFound.step"),
};
export const OTHER_JOURNEY = forbiddenBecause(text("stepResponses.otherJourney"));
export const NEEDS_MEMBERSHIP: Refusal = {
  code: "membership-required",
  message: text("stepResponses.locked.membership"),
};
export const FROZEN_PENDING = conflictBecause(text("stepResponses.frozen.pending"));
export const FROZEN_COMPLETED = conflictBecause(text("stepResponses.frozen.completed"));
export const QUIZ_PASSED = conflictBecause(text("stepResponses.quiz.passed"));
export const LINK_TAKEN = conflictBecause(text("stepResponses.link.taken"));

/** Mission N waits for mission N-1 to be submitted: say which. */
export function previousMissionRefusal(number: number | null): Refusal {
  return forbiddenBecause(text("stepResponses.locked.previous", { number: (number ?? 1) - 1 }));
}

/** Why the member may not see the mission's responses: gone (archived), or another journey's. */
export function readRefusal(
  viewer: { isAdmin: boolean; journeyId: number | null },
  mission: { journeyId: number | null; archived: boolean },
): Refusal | null {
  if (viewer.isAdmin) return null;
  if (mission.archived) return MISSION_NOT_FOUND;
  if (!missionIsOnPath(mission.journeyId, viewer.journeyId)) return OTHER_JOURNEY;
  return null;
}

/**
 * Why the member may not hand anything in for the mission now, or null: it is gone or another
 * journey's; it is locked (the mission before it is not submitted, or it waits for a membership);
 * or their submission of it is with the leader or verified (evidence is frozen then, editable
 * again after a rejection).
 */
export function handInRefusal(
  member: { journeyId: number | null },
  mission: { journeyId: number | null; archived: boolean; number: number | null },
  lock: MissionLock,
  status: "pending" | "completed" | "rejected" | null,
): Refusal | null {
  if (mission.archived) return MISSION_NOT_FOUND;
  if (!missionIsOnPath(mission.journeyId, member.journeyId)) return OTHER_JOURNEY;
  if (lock === "previous") return previousMissionRefusal(mission.number);
  if (lock === "membership") return NEEDS_MEMBERSHIP;
  if (status === "pending") return FROZEN_PENDING;
  if (status === "completed") return FROZEN_COMPLETED;
  return null;
}

/** The length of a text as a person counts it (characters, not UTF-16 units), trimmed. */
export const lengthOf = (value: string) => Array.from(value.trim()).length;

const NOT_ASKED = { link: "stepResponses.notAsked.link", text: "stepResponses.notAsked.text" };

/**
 * Why a link or text cannot be saved for the step: the step takes neither (a quiz, a speech…), a
 * field it does not ask for, or a reflection still too short. `next` is what the step would hold
 * after the save (a field left out keeps its value; an empty one is cleared, null).
 */
export function responseRefusal(
  step: CollectingStep,
  sent: { link?: string; text?: string },
  next: { link: string | null; text: string | null },
): Refusal | null {
  if (step.kind === "evidence") {
    for (const field of ["link", "text"] as const) {
      if (step.evidence[field] === "none" && sent[field]) {
        return invalidBecause(text(NOT_ASKED[field]), field);
      }
    }
    return null;
  }
  if (step.kind === "reflection") {
    if (sent.link) return invalidBecause(text(NOT_ASKED.link), "link");
    const length = next.text === null ? 0 : lengthOf(next.text);
    const { minLength } = step.reflection;
    if (next.text !== null && length < minLength) {
      return invalidBecause(
        text("stepResponses.reflection.tooShort", { count: minLength - length, min: minLength }),
        "text",
      );
    }
    return null;
  }
  return invalidBecause(text("stepResponses.wrongKind.response"), "stepId");
}

/** An attempt scored: right answers, and which questions were right (never the answers). */
export interface ScoredAttempt {
  score: number;
  total: number;
  passed: boolean;
  results: { questionId: string; right: boolean }[];
}

/**
 * Scores an attempt: a question is right when the options chosen are exactly its right ones (a
 * question left out is wrong). Answers naming a question or an option the quiz does not have are
 * refused.
 */
export function scoreAttempt(
  quiz: QuizSettings,
  answers: Record<string, string[]>,
): ScoredAttempt | Refusal {
  const questions = new Map(quiz.questions.map((question) => [question.id, question]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const question = questions.get(questionId);
    if (!question) return invalidBecause(text("stepResponses.quiz.unknownQuestion"), "answers");
    const options = new Set(question.options.map((option) => option.id));
    if (!chosen.every((id) => options.has(id))) {
      return invalidBecause(text("stepResponses.quiz.unknownOption"), "answers");
    }
  }
  const results = quiz.questions.map((question) => {
    const chosen = new Set(answers[question.id] ?? []);
    const right =
      chosen.size === question.correct.length && question.correct.every((id) => chosen.has(id));
    return { questionId: question.id, right };
  });
  const score = results.filter((result) => result.right).length;
  return { score, total: results.length, passed: score >= quiz.passMark, results };
}

export const isRefusal = (value: ScoredAttempt | Refusal): value is Refusal => "code" in value;

const RETRY_MS = QUIZ_RETRY_MINUTES * 60_000;

/** The member's state at a quiz from their attempts (newest first) at `now`. */
export function quizProgressOf(attempts: readonly QuizAttempt[], now: Date): QuizProgress {
  const passed = attempts.some((attempt) => attempt.passed);
  const bestScore = attempts.length ? Math.max(...attempts.map((attempt) => attempt.score)) : null;
  const latest = attempts[0];
  const retryAt =
    !passed && latest ? new Date(new Date(latest.at).getTime() + RETRY_MS) : undefined;
  return {
    passed,
    bestScore,
    attempts: [...attempts],
    retryAt: retryAt && retryAt > now ? retryAt.toISOString() : null,
  };
}

/** Why another attempt cannot start now: the quiz is passed, or the cooldown still runs. */
export function attemptRefusal(progress: QuizProgress, now: Date): Refusal | null {
  if (progress.passed) return QUIZ_PASSED;
  if (progress.retryAt === null) return null;
  const retryAt = new Date(progress.retryAt);
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return conflictBecause(
    text("stepResponses.quiz.wait", {
      count: minutes,
      time: retryAt.toISOString().slice(11, 16),
    }),
  );
}

/** Whether the step's evidence is handed in: its missing message id, or null when it is. */
function missingOf(step: CollectingStep, handedIn: HandedIn): string | null {
  switch (step.kind) {
    case "quiz":
      return handedIn.quiz?.passed ? null : "stepResponses.missing.quiz";
    case "evidence": {
      const { link, text: rule } = step.evidence;
      if (link === "required" && !handedIn.link) return "stepResponses.missing.link";
      if (rule === "required" && !handedIn.text) return "stepResponses.missing.text";
      return handedIn.link || handedIn.text ? null : "stepResponses.missing.evidence";
    }
    case "reflection":
      return handedIn.text && lengthOf(handedIn.text) >= step.reflection.minLength
        ? null
        : "stepResponses.missing.reflection";
    case "speech":
      return handedIn.speechDelivered ? null : "stepResponses.missing.speech";
    case "wallet":
      return handedIn.walletLinked ? null : "stepResponses.missing.wallet";
  }
}

/**
 * The first step (in the mission's order) with nothing handed in, said with the step's name; null
 * when every step that collects something has its evidence.
 */
export function missingStepRefusal(
  missionId: string,
  steps: readonly CollectingStep[],
  handedInOf: (step: CollectingStep) => HandedIn,
): Refusal | null {
  for (const step of steps) {
    const missing = missingOf(step, handedInOf(step));
    if (missing) {
      const minLength = step.kind === "reflection" ? step.reflection.minLength : 0;
      const name = stepNameSaid(missionId, step.stepName);
      return invalidBecause(text(missing, { step: name, min: minLength }), "steps");
    }
  }
  return null;
}
