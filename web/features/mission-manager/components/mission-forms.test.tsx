import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AUTHORED_STEP_KINDS,
  type ManagedMission,
  type ManagedStep,
  StepInputSchema,
} from "../../../../contract/missions.ts";
import { quizKeyOf, recordRequests } from "../../../test/fixtures.ts";
import {
  choose,
  click,
  control,
  errorOf,
  field,
  render,
  type,
  until,
} from "../../../test/render.tsx";
import { MissionEditor } from "./mission-forms.tsx";

const mission: ManagedMission = {
  id: "mission-1",
  missionName: "Pitch Practice",
  objective: "Pitch in two minutes",
  journeyId: null,
  slug: "PitchPractice",
  archived: false,
  builtIn: false,
  steps: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("the Add Step form", () => {
  it("shows the contract's message under each field, and the video link only for a video", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<MissionEditor journeys={[]} mission={mission} />);
    expect(field("Video link")).toBeNull();

    await click(control("Add Step"));
    expect(errorOf("Step name")).toBe("Enter the step's name.");
    expect(errorOf("Description")).toBe("Enter the step's description.");

    await choose(field("Kind"), "video");
    await type(field("Step name"), "Watch");
    await type(field("Description"), "Watch the intro.");
    await type(field("Video link"), "https://vimeo.com/123456789");
    await click(control("Add Step"));
    expect(errorOf("Step name")).toBeUndefined();
    expect(errorOf("Video link")).toBe(
      "Enter a YouTube link, e.g. https://www.youtube.com/watch?v=SSo_EIwHSd4.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              type: "about:blank",
              title: "Bad Request",
              status: 400,
              detail: "stepName: Already used.",
              errors: [{ field: "stepName", message: "Already used." }],
            }),
            { status: 400, headers: { "content-type": "application/problem+json" } },
          ),
      ),
    );
    await render(<MissionEditor journeys={[]} mission={mission} />);
    await type(field("Step name"), "Outline");
    await type(field("Description"), "Write three points.");
    await click(control("Add Step"));
    await until(() => expect(errorOf("Step name")).toBe("Already used."));
  });
});

describe("the steps that collect evidence", () => {
  const STEPS = "/api/admin/missions/mission-1/steps";
  const byId = (id: string) => document.getElementById(id);
  /** Chooses the new step's kind and fills its name and description. */
  const startStep = async (kind: string, name: string, description: string) => {
    await choose(field("Kind"), kind);
    await type(field("Step name"), name);
    await type(field("Description"), description);
  };
  /** Answers an added step as the server does: the step as the manager sees it. */
  const answerAdded = () =>
    recordRequests({
      [STEPS]: {
        status: 200,
        body: { stepId: 9, position: 1, stepName: "Quiz", description: "Answer.", kind: "text" },
      },
    });

  it("offers quiz, evidence, reflection, speech and wallet in the Kind list", async () => {
    await render(<MissionEditor journeys={[]} mission={mission} />);
    const kinds = [...(field("Kind") as HTMLSelectElement).options].map((option) => option.value);
    expect(kinds).toEqual(
      expect.arrayContaining(["quiz", "evidence", "reflection", "speech", "wallet"]),
    );
    expect(kinds).toEqual([...AUTHORED_STEP_KINDS]);
  });

  it("authors a quiz: questions, options marked right, a pass mark; the body is a valid step", async () => {
    const sent = answerAdded();
    const quiz = quizKeyOf();
    await render(<MissionEditor journeys={[]} mission={mission} />);
    await startStep("quiz", "Quiz on the reading", "Answer the questions.");
    for (const [index, question] of quiz.questions.entries()) {
      if (index > 0) await click(control("Add question"));
      const id = `new-step-q${index}`;
      await type(byId(`${id}-prompt`), question.prompt);
      for (const [at, option] of question.options.entries()) {
        // A new question comes with two options; more are added.
        if (at >= 2) await click(control(`Add an option to question ${index + 1}`));
        await type(byId(`${id}-o${at}`), option.text);
        if (question.correct.includes(option.id)) await click(byId(`${id}-o${at}-right`));
      }
    }
    // An option added, marked right and removed again leaves nothing behind.
    await click(control("Add an option to question 2"));
    await type(byId("new-step-q1-o3"), "Excel");
    await click(byId("new-step-q1-o3-right"));
    await click(control("Remove option 4 of question 2"));
    await type(field("Pass mark"), String(quiz.passMark));
    await click(control("Add Step"));

    await until(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body;
    expect(StepInputSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      kind: "quiz",
      stepName: "Quiz on the reading",
      description: "Answer the questions.",
      quiz,
    });
  });

  it("says a question needs a right answer and a pass mark within the questions, before sending", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<MissionEditor journeys={[]} mission={mission} />);
    await startStep("quiz", "Quiz", "Answer.");
    await type(byId("new-step-q0-prompt"), "Pick one");
    await type(byId("new-step-q0-o0"), "Yes");
    await type(byId("new-step-q0-o1"), "No");
    await type(field("Pass mark"), "3");
    await click(control("Add Step"));
    const listErrors = [...document.querySelectorAll("[data-list-error]")].map(
      (e) => e.textContent,
    );
    expect(listErrors).toContain("Mark at least one option as right.");
    expect(errorOf("Pass mark")).toBe("The pass mark cannot be more than the number of questions.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("authors an evidence step and a reflection with the contract's limits", async () => {
    const sent = answerAdded();
    await render(<MissionEditor journeys={[]} mission={mission} />);
    await startStep("evidence", "Present your review", "Present it aloud.");
    await type(field("What to hand in"), "The recording's link.");
    await choose(field("Link"), "none");
    await choose(field("Text"), "none");
    await click(control("Add Step"));
    expect(errorOf("Link")).toBe("Ask for a link, a text or both.");

    await choose(field("Link"), "required");
    await click(field("A speaking task"));
    await click(control("Add Step"));
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      kind: "evidence",
      stepName: "Present your review",
      description: "Present it aloud.",
      evidence: { asks: "The recording's link.", link: "required", text: "none", speaking: true },
    });
    // Added: the form starts again from a plain step.
    await until(() => expect((field("Step name") as HTMLInputElement).value).toBe(""));

    await choose(field("Kind"), "reflection");
    await type(field("Minimum length (characters)"), "30");
    await click(control("Add Step"));
    expect(errorOf("Minimum length (characters)")).toBe(
      "A reflection asks for at least 50 characters.",
    );
  });

  it("loads an existing quiz with its right answers for editing", async () => {
    const quizStep: ManagedStep = {
      stepId: 7,
      position: 1,
      stepName: "Quiz",
      description: "Answer.",
      kind: "quiz",
      quiz: quizKeyOf(),
    };
    await render(<MissionEditor journeys={[]} mission={{ ...mission, steps: [quizStep] }} />);
    expect((byId("step-7-q1-prompt") as HTMLTextAreaElement).value).toBe("Which are blockchains?");
    expect((byId("step-7-q1-o2") as HTMLInputElement).value).toBe("A spreadsheet");
    const rightOnes = [0, 1, 2].map(
      (at) => (byId(`step-7-q1-o${at}-right`) as HTMLInputElement).checked,
    );
    expect(rightOnes).toEqual([true, true, false]);
    expect((byId("step-7-pass-mark") as HTMLInputElement).value).toBe("2");
  });
});
