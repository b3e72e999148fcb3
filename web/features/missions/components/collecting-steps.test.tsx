import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MissionStep } from "../../../../contract/missions.ts";
import type { QuizAttemptResult, StepResponse } from "../../../../contract/steps.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import {
  evidenceStepOf,
  member,
  missionOf,
  quizStepOf,
  recordRequests,
  reflectionStepOf,
  stepOf,
  stepResponseOf,
} from "../../../test/fixtures.ts";
import {
  byText,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { stepResponsesQuery } from "../api/steps.ts";
import { StepKindView } from "./step-kinds.tsx";

const RESPONSES = "/api/missions/mission101/responses";
const ATTEMPTS = "/api/missions/mission101/steps/101/quiz-attempts";
const RESPONSE = "/api/missions/mission101/steps/101/response";

/** Renders `step` (at position 1: step id 101) with `response` as what the member handed in. */
async function renderStep(step: MissionStep, response: StepResponse = stepResponseOf(101)) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(stepResponsesQuery("mission101").queryKey, { items: [response] });
  await render(<StepKindView step={step} mission={missionOf([step])} user={member} />, {
    queryClient,
  });
}

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();
const submitButton = () => control("Submit answers") as HTMLButtonElement | undefined;

afterEach(() => vi.unstubAllGlobals());

describe("a quiz step", () => {
  it("sends the chosen options as answers and shows the score, each question's rightness and the cooldown", async () => {
    const failed: QuizAttemptResult = {
      score: 1,
      total: 2,
      passed: false,
      bestScore: 1,
      results: [
        { questionId: "q1", right: true },
        { questionId: "q2", right: false },
      ],
      attempts: [{ score: 1, total: 2, passed: false, at: new Date().toISOString() }],
      retryAt: inTenMinutes(),
    };
    const sent = recordRequests({
      [ATTEMPTS]: { status: 200, body: failed },
      [RESPONSES]: { status: 200, body: { items: [stepResponseOf(101, { quiz: failed })] } },
    });
    await renderStep(quizStepOf(1));
    expect(byText("Choose every right answer.")).toHaveLength(2);
    // No answer is in the page before an attempt: nothing is marked right.
    expect(document.body.textContent).not.toContain("Not right");

    await click(field("Transactions"));
    await click(field("Bitcoin"));
    await click(field("A spreadsheet"));
    await click(submitButton());

    await until(() =>
      expect(document.querySelector("[data-testid=quiz-score]")?.textContent).toBe(
        "1 of 2 right: not passed yet (the pass mark is 2).",
      ),
    );
    expect(sent.find((request) => request.method === "POST")).toEqual({
      method: "POST",
      path: ATTEMPTS,
      body: { answers: { q1: ["a"], q2: ["a", "c"] } },
    });
    expect(byText("Right")).toHaveLength(1);
    expect(byText("Not right")).toHaveLength(1);
    expect(document.querySelector("[data-testid=quiz-history]")?.textContent).toContain(
      "1 of 2, not passed",
    );
    // The cooldown: the button is disabled and says when the next attempt opens.
    expect(submitButton()?.disabled).toBe(true);
    expect(document.querySelector("[data-testid=quiz-retry]")?.textContent).toMatch(
      /^You can try again from /,
    );
  });

  it("keeps the button disabled while a cooldown saved before runs", async () => {
    recordRequests({});
    await renderStep(
      quizStepOf(1),
      stepResponseOf(101, {
        quiz: {
          passed: false,
          bestScore: 0,
          attempts: [{ score: 0, total: 2, passed: false, at: new Date().toISOString() }],
          retryAt: inTenMinutes(),
        },
      }),
    );
    expect(submitButton()?.disabled).toBe(true);
    expect(document.querySelector("[data-testid=quiz-retry]")).not.toBeNull();
  });

  it("shows a passed quiz as done, without its questions", async () => {
    await renderStep(
      quizStepOf(1),
      stepResponseOf(101, {
        quiz: {
          passed: true,
          bestScore: 2,
          attempts: [{ score: 2, total: 2, passed: true, at: "2031-03-03T10:00:00.000Z" }],
          retryAt: null,
        },
      }),
    );
    expect(byText("Quiz passed: 2 of 2 right.")).toHaveLength(1);
    expect(submitButton()).toBeUndefined();
    expect(field("Transactions")).toBeNull();
  });
});

describe("an evidence step", () => {
  it("says what it asks and refuses an empty required link before sending", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderStep(evidenceStepOf(1));
    expect(byText("The link to your repository on GitHub.")).toHaveLength(1);
    expect(field("Your text (optional)")).not.toBeNull();

    await click(control("Save"));
    expect(errorOf("Link")).toBe("Enter the link this step asks for.");
    await type(field("Link"), "github.com/asha/chain");
    await click(control("Save"));
    expect(errorOf("Link")).toBe(
      "Enter a full link starting with https://, e.g. https://github.com/you/project.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a link another member handed in at the link field", async () => {
    const sent = recordRequests({
      [RESPONSE]: {
        status: 409,
        body: {
          type: "https://blockvocates.app/problems/conflict",
          title: "Conflict",
          status: 409,
          detail: "This link is already another member's evidence for this step.",
        },
      },
    });
    await renderStep(evidenceStepOf(1));
    await type(field("Link"), "https://github.com/noor/chain");
    await click(control("Save"));
    await until(() =>
      expect(errorOf("Link")).toBe("This link is already another member's evidence for this step."),
    );
    // The optional text left empty is not sent.
    expect(sent).toEqual([
      { method: "PUT", path: RESPONSE, body: { link: "https://github.com/noor/chain" } },
    ]);
  });

  it("shows what was saved, the leader's note on the step, and a speaking task's hint", async () => {
    await renderStep(
      evidenceStepOf(1, { speaking: true }),
      stepResponseOf(101, {
        link: "https://github.com/asha/chain",
        updatedAt: "2031-03-03T10:00:00.000Z",
        leaderNote: "The repository is private: make it public.",
      }),
    );
    const saved = document.querySelector("[data-testid=saved-evidence]");
    expect(saved?.querySelector("a")?.getAttribute("href")).toBe("https://github.com/asha/chain");
    expect(document.querySelector("[data-testid=step-note]")?.textContent).toContain(
      "The repository is private: make it public.",
    );
    expect(byText("A speaking task")).toHaveLength(1);
    expect((field("Link") as HTMLInputElement).value).toBe("https://github.com/asha/chain");
  });
});

describe("a reflection step", () => {
  const count = () => document.querySelector("[data-testid=reflection-count]")?.textContent;

  it("counts the characters against the minimum and refuses a short one before sending", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderStep(reflectionStepOf(1, 60));
    expect(count()).toBe("0 characters written, at least 60 needed");
    await type(field("Your reflection, in your own words"), "  I learned a lot.  ");
    expect(count()).toBe("16 characters written, at least 60 needed");
    await click(control("Save"));
    expect(errorOf("Your reflection, in your own words")).toBe("Write at least 60 characters.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves a long enough reflection as the step's text", async () => {
    const text = "Blocks link to the one before them, so changing one breaks every later link.";
    const sent = recordRequests({
      [RESPONSE]: { status: 200, body: stepResponseOf(101, { text, updatedAt: "2031-03-03" }) },
      [RESPONSES]: { status: 200, body: { items: [stepResponseOf(101, { text })] } },
    });
    await renderStep(reflectionStepOf(1, 60));
    await type(field("Your reflection, in your own words"), text);
    await click(control("Save"));
    await until(() => expect(sent[0]).toEqual({ method: "PUT", path: RESPONSE, body: { text } }));
  });
});

describe("a speech step", () => {
  it("says the speech was given once it was", async () => {
    await renderStep(stepOf(1, { kind: "speech" }), stepResponseOf(101, { speechDelivered: true }));
    expect(byText("Your speech has been given at your club.")).toHaveLength(1);
  });
});

describe("in Arabic", () => {
  afterEach(() => act(() => i18n.activate("en")));

  it("says a quiz's and a reflection's words in Arabic; the questions stay as written", async () => {
    await loadCatalogs("ar");
    act(() => i18n.activate("ar"));
    await renderStep(quizStepOf(1));
    expect(control("إرسال الإجابات")).toBeDefined();
    expect(byText("اختر كل الإجابات الصحيحة.")).toHaveLength(2);
    expect(field("Transactions")).not.toBeNull();
    await renderStep(reflectionStepOf(1, 60));
    expect(document.querySelector("[data-testid=reflection-count]")?.textContent).toBe(
      "كتبت 0 حرفًا، والمطلوب 60 على الأقل",
    );
  });
});
