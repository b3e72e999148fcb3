import { type ManagedStep, StepInputSchema, type StepKind } from "../../../../contract/missions.ts";
import type { EvidenceSettings } from "../../../../contract/steps.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";

// A step as the manager edits it: every field of every kind in one form, only the kind's own
// fields sent (StepInputSchema checks them, and its messages show at the fields).

/** A number field's value: what was typed ("" while empty). */
type NumberValue = number | string;

export type QuizQuestionForm = {
  id: string;
  prompt: string;
  options: { id: string; text: string }[];
  correct: string[];
};

export type StepForm = {
  kind: StepKind;
  stepName: string;
  description: string;
  videoUrl: string;
  quiz: { passMark: NumberValue; questions: QuizQuestionForm[] };
  evidence: EvidenceSettings;
  reflection: { minLength: NumberValue };
};

/** The ids of a question's options, in the order they are added. */
export const OPTION_IDS = ["a", "b", "c", "d", "e", "f"] as const;

/** A new question: two empty options, none marked right yet. */
export function newQuestion(id: string): QuizQuestionForm {
  return {
    id,
    prompt: "",
    options: OPTION_IDS.slice(0, 2).map((optionId) => ({ id: optionId, text: "" })),
    correct: [],
  };
}

/** The first id of the form `q<n>` no question of `questions` has. */
export function nextQuestionId(questions: readonly { id: string }[]): string {
  const taken = new Set(questions.map((question) => question.id));
  let number = questions.length + 1;
  while (taken.has(`q${number}`)) number += 1;
  return `q${number}`;
}

/** The first option id the question does not use (undefined: it has six already). */
export function nextOptionId(question: QuizQuestionForm): string | undefined {
  return OPTION_IDS.find((id) => question.options.every((option) => option.id !== id));
}

const DEFAULT_EVIDENCE: EvidenceSettings = {
  asks: "",
  link: "required",
  text: "optional",
  speaking: false,
};

/** The form's values for `step` (a new step: a plain text one, each kind's settings at rest). */
export function stepFormOf(step?: ManagedStep): StepForm {
  return {
    kind: step?.kind ?? "text",
    stepName: step?.stepName ?? "",
    description: step?.description ?? "",
    videoUrl: step?.kind === "video" ? step.videoUrl : "",
    quiz:
      step?.kind === "quiz"
        ? {
            passMark: step.quiz.passMark,
            questions: step.quiz.questions.map((question) => ({
              ...question,
              options: question.options.map((option) => ({ ...option })),
              correct: [...question.correct],
            })),
          }
        : { passMark: 1, questions: [newQuestion("q1")] },
    evidence: step?.kind === "evidence" ? { ...step.evidence } : DEFAULT_EVIDENCE,
    reflection: { minLength: step?.kind === "reflection" ? step.reflection.minLength : 100 },
  };
}

/** An empty number field reads as 0, so the contract's "at least" message is the one shown. */
const numberOf = (value: NumberValue) => (value === "" ? 0 : Number(value));

/** What the form sends: the fields common to every step, and the chosen kind's own. */
export function stepInputOf({ videoUrl, quiz, evidence, reflection, ...common }: StepForm) {
  switch (common.kind) {
    case "video":
      return { ...common, videoUrl };
    case "quiz":
      return { ...common, quiz: { passMark: numberOf(quiz.passMark), questions: quiz.questions } };
    case "evidence":
      return { ...common, evidence };
    case "reflection":
      return { ...common, reflection: { minLength: numberOf(reflection.minLength) } };
    default:
      return common;
  }
}

/** A step being edited, validated by the contract: only the kind's own fields are sent. */
export function useStepDraft(step?: ManagedStep) {
  return useContractForm({
    schema: StepInputSchema,
    initialValues: stepFormOf(step),
    toInput: stepInputOf,
  });
}
export type StepDraft = ReturnType<typeof useStepDraft>;
