import { describe, expect, it } from "vitest";
import type { QuizSettings } from "../../../contract/steps.ts";
import {
  attemptRefusal,
  type CollectingStep,
  FROZEN_COMPLETED,
  FROZEN_PENDING,
  handInRefusal,
  isRefusal,
  MISSION_NOT_FOUND,
  missingStepRefusal,
  NEEDS_MEMBERSHIP,
  OTHER_JOURNEY,
  QUIZ_PASSED,
  quizProgressOf,
  readRefusal,
  responseRefusal,
  scoreAttempt,
} from "./policy.ts";

const mission = { journeyId: 6, archived: false, number: 4 };
const member = { journeyId: 6 };

describe("handInRefusal", () => {
  it.each([
    ["an open mission", member, mission, null, null, null],
    ["after a rejection", member, mission, null, "rejected", null],
    ["an archived mission", member, { ...mission, archived: true }, null, null, MISSION_NOT_FOUND],
    ["another journey's mission", { journeyId: 1 }, mission, null, null, OTHER_JOURNEY],
    ["no journey yet", { journeyId: null }, mission, null, null, OTHER_JOURNEY],
    ["waiting for a membership", member, mission, "membership", null, NEEDS_MEMBERSHIP],
    ["while pending", member, mission, null, "pending", FROZEN_PENDING],
    ["once verified", member, mission, null, "completed", FROZEN_COMPLETED],
  ] as const)("%s", (_name, who, what, lock, status, expected) => {
    expect(handInRefusal(who, what, lock, status)).toBe(expected);
  });

  it("names the mission before it while it waits for that one", () => {
    const refusal = handInRefusal(member, mission, "previous", null);
    expect(refusal?.code).toBe("forbidden");
    expect(String(refusal?.message)).toMatch(/^Submit Mission 3 first/);
  });
});

describe("readRefusal", () => {
  it.each([
    ["a member, on the path", { isAdmin: false, journeyId: 6 }, mission, null],
    ["a member, another journey", { isAdmin: false, journeyId: 1 }, mission, OTHER_JOURNEY],
    [
      "a member, archived",
      { isAdmin: false, journeyId: 6 },
      { ...mission, archived: true },
      MISSION_NOT_FOUND,
    ],
    ["an admin, another journey", { isAdmin: true, journeyId: 1 }, mission, null],
  ] as const)("%s", (_name, viewer, what, expected) => {
    expect(readRefusal(viewer, what)).toBe(expected);
  });
});

const evidenceStep = (
  link: "required" | "optional" | "none",
  text: "required" | "optional" | "none",
): CollectingStep => ({
  stepId: 1,
  stepName: "Hand it in",
  kind: "evidence",
  evidence: { asks: "A link", link, text, speaking: false },
});
const reflectionStep: CollectingStep = {
  stepId: 2,
  stepName: "Reflect",
  kind: "reflection",
  reflection: { minLength: 10 },
};

describe("responseRefusal", () => {
  it("refuses a field the step does not ask for, naming it", () => {
    const refusal = responseRefusal(
      evidenceStep("required", "none"),
      { text: "hi" },
      { link: null, text: "hi" },
    );
    expect(refusal).toMatchObject({ code: "validation", field: "text" });
    expect(
      responseRefusal(evidenceStep("required", "none"), { text: "" }, { link: null, text: null }),
    ).toBeNull();
  });

  it("says how many characters a reflection still needs", () => {
    const refusal = responseRefusal(
      reflectionStep,
      { text: "  four  " },
      { link: null, text: "four" },
    );
    expect(String(refusal?.message)).toMatch(/^Write 6 more characters/);
    expect(
      responseRefusal(reflectionStep, { text: "ten chars!" }, { link: null, text: "ten chars!" }),
    ).toBeNull();
    expect(
      responseRefusal(reflectionStep, { link: "https://a.b" }, { link: "https://a.b", text: null })
        ?.field,
    ).toBe("link");
  });

  it("refuses a link or a text for a quiz", () => {
    const quiz: CollectingStep = {
      stepId: 3,
      stepName: "Q",
      kind: "quiz",
      quiz: { passMark: 1, questions: [] },
    };
    expect(responseRefusal(quiz, { text: "x" }, { link: null, text: "x" })?.field).toBe("stepId");
  });
});

const quiz: QuizSettings = {
  passMark: 2,
  questions: [
    {
      id: "q1",
      prompt: "One",
      options: [
        { id: "a", text: "A" },
        { id: "b", text: "B" },
      ],
      correct: ["a"],
    },
    {
      id: "q2",
      prompt: "Two",
      options: [
        { id: "a", text: "A" },
        { id: "b", text: "B" },
      ],
      correct: ["a", "b"],
    },
  ],
};

describe("scoreAttempt", () => {
  it.each([
    ["all right", { q1: ["a"], q2: ["b", "a"] }, 2, true],
    ["one of two right options", { q1: ["a"], q2: ["a"] }, 1, false],
    ["an option too many", { q1: ["a", "b"], q2: ["a", "b"] }, 1, false],
    ["nothing answered", {}, 0, false],
  ] as const)("%s", (_name, answers, score, passed) => {
    const scored = scoreAttempt(quiz, answers as unknown as Record<string, string[]>);
    expect(isRefusal(scored)).toBe(false);
    expect(scored).toMatchObject({ score, total: 2, passed });
  });

  it("refuses an unknown question or option", () => {
    expect(isRefusal(scoreAttempt(quiz, { q9: ["a"] }))).toBe(true);
    expect(isRefusal(scoreAttempt(quiz, { q1: ["z"] }))).toBe(true);
  });
});

describe("quiz progress and the cooldown", () => {
  const at = new Date("2026-01-01T10:00:00Z");
  const failed = { score: 1, total: 2, passed: false, at: at.toISOString() };

  it("waits 10 minutes after a failed attempt, then lets the next one start", () => {
    const during = quizProgressOf([failed], new Date(at.getTime() + 60_000));
    expect(during.retryAt).toBe("2026-01-01T10:10:00.000Z");
    expect(String(attemptRefusal(during, new Date(at.getTime() + 60_000))?.message)).toMatch(
      /in 9 minutes \(at 10:10 UTC\)/,
    );
    const after = quizProgressOf([failed], new Date(at.getTime() + 600_000));
    expect(after.retryAt).toBeNull();
    expect(attemptRefusal(after, new Date(at.getTime() + 600_000))).toBeNull();
  });

  it("takes no attempt once passed", () => {
    const progress = quizProgressOf([{ ...failed, score: 2, passed: true }, failed], at);
    expect(progress).toMatchObject({ passed: true, bestScore: 2, retryAt: null });
    expect(attemptRefusal(progress, at)).toBe(QUIZ_PASSED);
  });
});

describe("missingStepRefusal", () => {
  const nothing = {
    link: null,
    text: null,
    quiz: null,
    speechDelivered: false,
    walletLinked: false,
  };
  it.each([
    [
      "a required link",
      evidenceStep("required", "optional"),
      { ...nothing, text: "t" },
      "Hand it in",
    ],
    ["an optional pair left empty", evidenceStep("optional", "optional"), nothing, "Hand it in"],
    ["a reflection too short", reflectionStep, { ...nothing, text: "short" }, "Reflect"],
    ["a speech", { stepId: 4, stepName: "Speak", kind: "speech" } as const, nothing, "Speak"],
    ["a wallet", { stepId: 5, stepName: "Wallet", kind: "wallet" } as const, nothing, "Wallet"],
  ] as const)("names the step missing %s", (_name, step, handedIn, name) => {
    const refusal = missingStepRefusal("mission-made-by-an-admin", [step], () => handedIn);
    expect(refusal).toMatchObject({ code: "validation", field: "steps" });
    expect(String(refusal?.message)).toContain(`“${name}”`);
  });

  it("names a curriculum step in the reader's language, an admin's own name as written", () => {
    const quiz = { stepId: 9, stepName: "Quiz: accounts, gas and blocks", kind: "wallet" } as const;
    const shipped = missingStepRefusal("developer-3", [quiz], () => nothing);
    expect(shipped?.message.in("ar")).toContain("اختبار: الحسابات والغاز والكتل");
    expect(shipped?.message.in("en")).toContain("Quiz: accounts, gas and blocks");
    const own = missingStepRefusal(
      "developer-3",
      [{ ...quiz, stepName: "Our quiz" }],
      () => nothing,
    );
    expect(own?.message.in("ml")).toContain("Our quiz");
  });

  it("is satisfied when each step has its evidence", () => {
    const steps = [evidenceStep("required", "none"), reflectionStep];
    expect(
      missingStepRefusal("mission-made-by-an-admin", steps, () => ({
        ...nothing,
        link: "https://a.b",
        text: "long enough text",
      })),
    ).toBeNull();
  });
});
