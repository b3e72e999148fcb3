import { afterEach, describe, expect, it, vi } from "vitest";
import type { SpeechRecord } from "../../../../contract/evaluations.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { evaluationOf, recordRequests, speechRecordOf } from "../../../test/fixtures.ts";
import {
  byText,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  unmountAll,
  until,
} from "../../../test/render.tsx";
import { EvaluationForm } from "./evaluation-form.tsx";
import { SpeechRecordView } from "./speech-page.tsx";

const DRAFT_PATH = "/api/speeches/41/evaluation";
const SUBMIT_PATH = "/api/speeches/41/evaluation/submit";
const STORED = "blockvocates.evaluation-draft.41";

const ok = (record: SpeechRecord = speechRecordOf()) => ({ status: 200, body: record });

const statusText = () => document.querySelector("[data-save-status]")?.textContent;

function openForm(evaluation = evaluationOf()) {
  return render(
    <EvaluationForm
      slotId={41}
      evaluation={evaluation}
      speakerName="Asha"
      saveDelayMs={20}
      retryDelayMs={30}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the evaluator's form", () => {
  it("saves the draft a moment after typing stops, and says so", async () => {
    const sent = recordRequests({ [DRAFT_PATH]: ok() });
    await openForm();
    await click(document.querySelector('input[type="radio"][value="4"]'));
    await type(field("What went well"), "A clear opening");
    expect(statusText()).toBe("Saving...");
    expect(localStorage.getItem(STORED)).toContain("A clear opening");
    await until(() => expect(statusText()).toBe("Saved"));
    expect(sent).toEqual([
      {
        method: "PUT",
        path: DRAFT_PATH,
        body: { scores: { clarity: 4 }, wentWell: "A clear opening", toImprove: "", challenge: "" },
      },
    ]);
    expect(document.querySelector("[data-save-status]")?.getAttribute("aria-live")).toBe("polite");
    // The server has it: the device forgets it.
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it("keeps the text on the device through a dropped connection and restores it", async () => {
    let offline = true;
    const sent = recordRequests({ [DRAFT_PATH]: ok() }, () => offline);
    await openForm();
    await type(field("What to improve"), "Slow down at the end");
    await until(() => expect(statusText()).toBe("Not saved: retrying"));
    expect(localStorage.getItem(STORED)).toContain("Slow down at the end");

    // The tab closes; the next visit finds the text, though the server never got it.
    unmountAll();
    await openForm();
    expect((field("What to improve") as HTMLTextAreaElement).value).toBe("Slow down at the end");
    expect(
      byText("Restored the text you wrote on this device that was not saved yet."),
    ).toHaveLength(1);
    offline = false;
    await until(() => expect(statusText()).toBe("Saved"));
    expect(sent.at(-1)?.body).toMatchObject({ toImprove: "Slow down at the end" });
    expect(localStorage.getItem(STORED)).toBeNull();
  });

  it("shows the server's field errors at their fields when submitting", async () => {
    const sent = recordRequests({
      [DRAFT_PATH]: ok(),
      [SUBMIT_PATH]: {
        status: 400,
        body: {
          type: "about:blank",
          title: "Bad Request",
          status: 400,
          detail: "2 parts are still missing.",
          errors: [
            { field: "scores.structure", message: "Choose a level from 1 to 5." },
            { field: "challenge", message: "Write a challenge for next time." },
          ],
        },
      },
    });
    await openForm();
    await click(control("Submit evaluation"));
    await until(() =>
      expect(errorOf("A challenge for next time")).toBe("Write a challenge for next time."),
    );
    const structure = document.querySelector('[data-criterion="structure"]');
    expect(structure?.textContent).toContain("Choose a level from 1 to 5.");
    expect(document.querySelector('[data-criterion="clarity"]')?.textContent).not.toContain(
      "Choose a level",
    );
    // What is on the screen is saved first, then submitted.
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT ${DRAFT_PATH}`,
      `POST ${SUBMIT_PATH}`,
    ]);
  });

  it("submits a complete evaluation: saved, then delivered", async () => {
    const submitted = speechRecordOf({
      evaluation: evaluationOf({ status: "submitted", submittedAt: "2031-03-03T15:10:00.000Z" }),
    });
    const sent = recordRequests({ [DRAFT_PATH]: ok(), [SUBMIT_PATH]: ok(submitted) });
    await openForm();
    await type(field("A challenge for next time"), "Use one story only");
    await click(control("Submit evaluation"));
    await until(() => expect(sent.map((request) => request.path)).toContain(SUBMIT_PATH));
    expect(sent[0]?.body).toMatchObject({ challenge: "Use one story only" });
    await until(() => expect(statusText()).toBe("Saved"));
    expect(localStorage.getItem(STORED)).toBeNull();
  });
});

describe("a speech's record", () => {
  it("shows the speaker the evaluation as written, the public switch and the reflection", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      queryKeys.speeches.detail(41),
      speechRecordOf({
        timing: {
          durationSeconds: 312,
          light: "yellow",
          withinTime: true,
          greenAt: 240,
          yellowAt: 300,
          redAt: 360,
        },
        evaluation: evaluationOf({
          status: "submitted",
          submittedAt: "2031-03-03T15:10:00.000Z",
          editable: false,
          scores: { clarity: 4, structure: 2 },
          wentWell: "ഒരു നല്ല തുടക്കം",
          language: "ml",
        }),
        may: { evaluate: false, note: false, reflect: true, publish: true, comment: false },
      }),
    );
    await render(<SpeechRecordView slotId={41} />, { queryClient });
    expect(byText("Clarity: 4 of 5")).toHaveLength(1);
    expect(byText("Level 4 text")).toHaveLength(1);
    const written = byText("ഒരു നല്ല തുടക്കം")[0];
    expect(written?.getAttribute("lang")).toBe("ml");
    expect(byText("Duration 5:12")).toHaveLength(1);
    expect(byText("Yellow")).toHaveLength(1);
    expect(field("Show on my public profile")).not.toBeNull();
    expect(field("Your reflection on this speech")).not.toBeNull();
    expect(control("Submit evaluation")).toBeUndefined();
  });

  it("asks the evaluator to start when there is no draft yet, then shows the rubric", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.speeches.detail(41), speechRecordOf({ evaluation: null }));
    const sent = recordRequests({ [DRAFT_PATH]: ok() });
    await render(<SpeechRecordView slotId={41} />, { queryClient });
    await click(control("Start the evaluation"));
    await until(() => expect(control("Submit evaluation")).toBeDefined());
    expect(sent[0]).toMatchObject({ method: "PUT", path: DRAFT_PATH });
    expect(byText("Clarity")).toHaveLength(1);
  });
});
