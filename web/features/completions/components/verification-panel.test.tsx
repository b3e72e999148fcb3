import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PendingCompletion, SubmissionEvidence } from "../../../../contract/completions.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { evaluationOf } from "../../../test/fixtures.ts";
import {
  byText,
  click,
  control,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { clubSlotsQuery, pendingCompletionsQuery } from "../api/completions.ts";
import { VerificationPanel } from "./verification-panel.tsx";

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms - 60_000).toISOString();

const missionOneEvidence: SubmissionEvidence = {
  asks: ["identity", "accounts"],
  identity: "ChessOwl",
  socialLinks: [
    { platform: "bluesky", url: "https://bsky.app/profile/chessowl" },
    { platform: "farcaster", url: "https://warpcast.com/chessowl" },
  ],
  wallet: { linkedAt: "2026-11-20T10:00:00.000Z" },
  speech: null,
  steps: [],
};

const submission = (
  id: number,
  submittedAt: string,
  fields: Partial<PendingCompletion> = {},
): PendingCompletion => ({
  completionId: id,
  clubId: 4,
  clubName: "Lisbon Club",
  memberName: `Member ${id}`,
  missionId: "mission101",
  missionName: "Mission 1",
  submittedAt,
  evidence: missionOneEvidence,
  ...fields,
});

/** A speech the Timer took at 5:12, within its time (issue 33). */
const timedWithin = {
  durationSeconds: 312,
  light: "yellow",
  withinTime: true,
  greenAt: 240,
  yellowAt: 300,
  redAt: 360,
} as const;

const missionTwo = (id: number, speech: SubmissionEvidence["speech"]) =>
  submission(id, ago(HOUR), {
    missionId: "mission102",
    missionName: "Mission 2",
    evidence: {
      asks: ["speech"],
      identity: "ChessOwl",
      socialLinks: [],
      wallet: null,
      speech,
      steps: [],
    },
  });

async function open(items: PendingCompletion[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(pendingCompletionsQuery.queryKey, { items });
  queryClient.setQueryData(clubSlotsQuery.queryKey, { items: [] });
  return render(<VerificationPanel clubId={4} />, { queryClient });
}

const cardOf = (member: string) =>
  [...document.querySelectorAll<HTMLElement>("[data-testid=pending-completion]")].find((card) =>
    card.textContent?.includes(member),
  );
const evidenceIn = (root: ParentNode | null | undefined) =>
  root?.querySelector<HTMLElement>("[data-testid=evidence]");
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");

describe("the Mission Verification panel", () => {
  it("shows how long each submission has waited, oldest first as the server sends them", async () => {
    await open([submission(1, ago(4 * 24 * HOUR)), submission(2, ago(2 * HOUR))]);
    const cards = [...document.querySelectorAll("[data-testid=pending-completion]")];
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining("waiting 4 days"),
      expect.stringContaining("waiting 2 hours"),
    ]);
    expect(byText("Member 1")).toHaveLength(1);
  });
});

describe("what the member saved, on each pending card", () => {
  it("shows Mission 1's identity and each connected account as a link opening in a new tab", async () => {
    await open([submission(1, ago(HOUR))]);
    const evidence = evidenceIn(cardOf("Member 1"));
    expect(evidence?.getAttribute("role")).toBe("group");
    expect(byText("What they saved", evidence ?? undefined)).toHaveLength(1);
    expect(evidence?.querySelector("[data-evidence=identity] dd")?.textContent).toBe("ChessOwl");
    const links = [...(evidence?.querySelectorAll("a") ?? [])];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://bsky.app/profile/chessowl",
      "https://warpcast.com/chessowl",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      // The address is isolated (an Arabic page keeps it in one piece) and may wrap anywhere.
      expect(link.querySelector("bdi")?.textContent).toBe(link.getAttribute("href"));
      expect(link.style.overflowWrap).toBe("anywhere");
    }
    expect(links[0]?.textContent).toContain("Bluesky");
    expect(links[0]?.textContent).toContain("(opens in a new tab)");
    expect(links[1]?.textContent).toContain("Farcaster");
    // The wallet Mission 1 recommends: proven by its signature, with the day it was linked.
    expect(evidence?.querySelector("[data-evidence=wallet]")?.textContent).toBe(
      "Wallet (recommended, not required)Wallet linked by signature on November 20, 2026",
    );
    // Mission 1 does not ask for a speech: nothing about one is shown.
    expect(evidence?.querySelector("[data-evidence=speech]")).toBeNull();
    expect(evidence?.textContent).not.toContain("Speech");
  });

  it("shows Mission 2's speech only, booked with its date, undated, or delivered", async () => {
    await open([
      missionTwo(1, { status: "booked", meetingKey: "2026-03-04" }),
      missionTwo(2, { status: "booked", meetingKey: null }),
      missionTwo(3, { status: "delivered", meetingKey: "2026-03-04" }),
      missionTwo(4, {
        status: "delivered",
        meetingKey: "2026-03-04",
        slotId: 9,
        timing: timedWithin,
        evaluation: evaluationOf({ status: "submitted" }),
      }),
    ]);
    const speechOf = (member: string) =>
      evidenceIn(cardOf(member))?.querySelector("[data-evidence=speech] dd")?.textContent;
    expect(speechOf("Member 1")).toBe("Speech booked for March 4, 2026");
    expect(speechOf("Member 2")).toBe("Speech booked, no meeting date yet");
    expect(speechOf("Member 3")).toBe("Speech deliveredNot evaluated yet");
    // Its record (issue 33): the time the Timer took, the evaluation, a link to read them.
    expect(speechOf("Member 4")).toBe(
      "Speech deliveredTimed at 5:12, within timeEvaluated by their evaluatorOpen the speech's record",
    );
    expect(
      evidenceIn(cardOf("Member 4"))
        ?.querySelector("[data-evidence=speech] a")
        ?.getAttribute("href"),
    ).toBe("/Speeches/9");
    // The identity and accounts the member also has are not what Mission 2 asks for.
    const evidence = evidenceIn(cardOf("Member 1"));
    expect(evidence?.textContent).not.toContain("ChessOwl");
    expect(evidence?.querySelector("[data-evidence=identity]")).toBeNull();
    expect(evidence?.querySelector("[data-evidence=accounts]")).toBeNull();
  });

  it("says when something the mission asks for has nothing saved", async () => {
    await open([
      submission(1, ago(HOUR), {
        evidence: {
          asks: ["identity", "accounts"],
          identity: null,
          socialLinks: [],
          wallet: null,
          speech: null,
          steps: [],
        },
      }),
      missionTwo(2, null),
    ]);
    expect(
      byText("Nothing saved for this step", evidenceIn(cardOf("Member 1")) ?? undefined),
    ).toHaveLength(2);
    expect(
      byText("Nothing saved for this step", evidenceIn(cardOf("Member 2")) ?? undefined),
    ).toHaveLength(1);
    // No wallet is not missing evidence: it is recommended, not required.
    expect(
      evidenceIn(cardOf("Member 1"))?.querySelector("[data-evidence=wallet] dd")?.textContent,
    ).toBe("No wallet linked");
    expect(evidenceIn(cardOf("Member 2"))?.querySelector("[data-evidence=wallet]")).toBeNull();
  });

  it("never makes a link of an address that is not a web address", async () => {
    await open([
      submission(1, ago(HOUR), {
        evidence: {
          ...missionOneEvidence,
          socialLinks: [{ platform: "other", url: "javascript:alert(1)" }],
        },
      }),
    ]);
    const evidence = evidenceIn(cardOf("Member 1"));
    expect(evidence?.querySelector("a")).toBeNull();
    expect(evidence?.querySelector("[data-evidence=accounts] dd")?.textContent).toBe(
      "Other javascript:alert(1)",
    );
  });

  describe("in Arabic", () => {
    afterEach(() => act(() => i18n.activate("en")));

    it("says what was saved in Arabic, the speech's date in Arabic", async () => {
      await loadCatalogs("ar");
      act(() => i18n.activate("ar"));
      await open([
        submission(1, ago(HOUR)),
        missionTwo(2, { status: "booked", meetingKey: "2026-03-04" }),
      ]);
      const missionOne = evidenceIn(cardOf("Member 1"));
      expect(byText("ما حفظه العضو", missionOne ?? undefined)).toHaveLength(1);
      expect(missionOne?.textContent).toContain("الحسابات المرتبطة");
      expect(missionOne?.querySelector("a bdi")?.textContent).toBe(
        "https://bsky.app/profile/chessowl",
      );
      const speech = evidenceIn(cardOf("Member 2"))?.querySelector(
        "[data-evidence=speech] dd",
      )?.textContent;
      expect(speech).toContain("خطاب محجوز في");
      expect(speech).toContain("مارس");
      expect(document.body.textContent).not.toContain("What they saved");
    });
  });
});

describe("Verify, confirmed", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The server: verifying answers the decision; the list read again is `after` (empty). */
  function server(after: PendingCompletion[] = []) {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const body =
        init?.method === "POST"
          ? { completionId: 1, missionStatus: "completed" }
          : url.endsWith("/pending")
            ? { items: after }
            : { items: [] };
      return new Response(JSON.stringify(body), {
        headers: { "content-type": "application/json" },
        status: url.includes("/verify") || init?.method !== "POST" ? 200 : 404,
      });
    });
    vi.stubGlobal("fetch", fetch);
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    return { posts };
  }

  it("opens a dialog with the evidence and what verifying does; nothing is sent until Yes, verify", async () => {
    const { posts } = server();
    await open([submission(1, ago(HOUR))]);
    await click(control("Verify Mission 1 for Member 1"));
    expect(posts()).toHaveLength(0);

    const shown = dialog();
    expect(shown?.getAttribute("aria-labelledby")).toBeTruthy();
    const title = document.getElementById(shown?.getAttribute("aria-labelledby") ?? "");
    expect(title?.textContent).toBe("Verify Mission 1 for Member 1?");
    expect(shown?.textContent).toContain(
      "It tells Member 1, adds the mission to their progress and issues its credential.",
    );
    const evidence = evidenceIn(shown);
    expect(evidence?.querySelector("[data-evidence=identity] dd")?.textContent).toBe("ChessOwl");
    expect(evidence?.querySelector("a")?.getAttribute("href")).toBe(
      "https://bsky.app/profile/chessowl",
    );

    await click(control("Yes, verify", shown ?? undefined));
    await until(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toContain("/api/completions/1/verify");
    // Verified: the card leaves the list and focus goes to what took its place.
    await until(() => expect(cardOf("Member 1")).toBeUndefined());
    await until(() => expect(document.activeElement?.hasAttribute("data-no-pending")).toBe(true));
  });

  it("moves focus to the Verify button of the submission that took the verified one's place", async () => {
    const [first, second, third] = [1, 2, 3].map((id) => submission(id, ago(id * HOUR)));
    server([first, third].filter((item) => item !== undefined));
    await open([first, second, third].filter((item) => item !== undefined));
    await click(control("Verify Mission 1 for Member 2"));
    await click(control("Yes, verify", dialog() ?? undefined));
    await until(() => expect(cardOf("Member 2")).toBeUndefined());
    await until(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        "Verify Mission 1 for Member 3",
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  });

  it("keeps a refused verification's reason in the dialog", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === "POST"
          ? new Response(
              JSON.stringify({
                type: "about:blank",
                title: "Conflict",
                status: 409,
                detail: "This submission was already decided.",
              }),
              { status: 409, headers: { "content-type": "application/problem+json" } },
            )
          : new Response(JSON.stringify({ items: [] }), {
              headers: { "content-type": "application/json" },
            }),
      ),
    );
    await open([submission(1, ago(HOUR))]);
    await click(control("Verify Mission 1 for Member 1"));
    await click(control("Yes, verify", dialog() ?? undefined));
    await until(() =>
      expect(dialog()?.querySelector("[role=alert]")?.textContent).toBe(
        "This submission was already decided.",
      ),
    );
  });

  it("sends nothing on Cancel, and the submission stays", async () => {
    const { posts } = server();
    await open([submission(1, ago(HOUR))]);
    await click(control("Verify Mission 1 for Member 1"));
    await click(control("Cancel", dialog() ?? undefined));
    // The dialog's closing transition, inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(dialog()).toBeNull();
    expect(posts()).toHaveLength(0);
    expect(cardOf("Member 1")).toBeDefined();
  });
});

// Issue 34: each step's evidence, a note per step on Reject, and Verify selected.

type StepEvidence = SubmissionEvidence["steps"][number];

const step = (stepId: number, fields: Partial<StepEvidence>): StepEvidence => ({
  stepId,
  stepName: `Step ${stepId}`,
  kind: "evidence",
  asks: null,
  link: null,
  text: null,
  quiz: null,
  speechDelivered: null,
  walletLinked: null,
  ...fields,
});

const missionThreeSteps: StepEvidence[] = [
  step(11, {
    stepName: "Quiz: how blocks chain",
    kind: "quiz",
    quiz: { score: 4, total: 5, passMark: 4, passed: true, attempts: 2 },
  }),
  step(12, {
    stepName: "Your first contract",
    asks: "A link to your repository",
    link: "https://github.com/ada/first-contract",
    text: "I deployed it on a testnet.",
  }),
  step(13, { stepName: "Reflect", kind: "reflection", text: null }),
  step(14, { stepName: "Present it", kind: "speech", speechDelivered: false }),
  step(15, { stepName: "Link a wallet", kind: "wallet", walletLinked: true }),
];

const evidenceOf = (steps: StepEvidence[]): SubmissionEvidence => ({
  asks: [],
  identity: null,
  socialLinks: [],
  wallet: null,
  speech: null,
  steps,
});

const missionThree = (id: number, fields: Partial<PendingCompletion> = {}) =>
  submission(id, ago(HOUR), {
    missionId: "developer-3",
    missionName: "Mission 3",
    evidence: evidenceOf(missionThreeSteps),
    ...fields,
  });

const stepIn = (root: ParentNode | undefined, stepId: number) =>
  root?.querySelector<HTMLElement>(`[data-evidence-step="${stepId}"]`);
const checkbox = (label: string) =>
  document.querySelector<HTMLInputElement>(`input[type=checkbox][aria-label="${label}"]`);

/** A server that records the POSTs and answers them with `answer`; the list read again: `after`. */
function recordingServer(answer: unknown, after: PendingCompletion[] = []) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const body =
      init?.method === "POST" ? answer : { items: url.endsWith("/pending") ? after : [] };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  const posts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === "POST")
      .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));
  return { posts };
}

describe("each step's evidence, on the card", () => {
  it("shows the quiz's score, pass mark and attempts, links opening in a new tab, texts, speech and wallet", async () => {
    await open([missionThree(1)]);
    const card = cardOf("Member 1");
    expect(stepIn(card, 11)?.textContent).toBe(
      "Quiz: how blocks chainQuiz: 4 of 5 right (pass mark 4)Passed, 2 attempts",
    );
    const evidence = stepIn(card, 12);
    expect(evidence?.textContent).toContain("Asked for: A link to your repository");
    const link = evidence?.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://github.com/ada/first-contract");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.textContent).toContain("(opens in a new tab)");
    expect(evidence?.textContent).toContain("I deployed it on a testnet.");
    expect(stepIn(card, 13)?.textContent).toContain("Nothing saved for this step");
    expect(stepIn(card, 14)?.textContent).toContain("Speech not given yet");
    expect(stepIn(card, 15)?.textContent).toContain("Wallet linked by signature");
  });

  it("shows a speech step's record: its time and evaluation", async () => {
    await open([
      missionThree(1, {
        evidence: {
          ...evidenceOf([step(14, { kind: "speech", speechDelivered: true })]),
          asks: ["speech"],
          speech: {
            status: "delivered",
            meetingKey: "2026-03-04",
            slotId: 9,
            timing: timedWithin,
          },
        },
      }),
    ]);
    const card = cardOf("Member 1");
    expect(stepIn(card, 14)?.textContent).toContain("Timed at 5:12, within time");
    // Said once, with the step: not again as the mission's speech.
    expect(card?.querySelector("[data-evidence=speech]")).toBeNull();
  });

  it("shows a failed quiz without attempts as nothing saved, and a link that is not a web address as text", async () => {
    await open([
      missionThree(1, {
        evidence: evidenceOf([
          step(11, { kind: "quiz", quiz: null }),
          step(12, { link: "javascript:alert(1)" }),
        ]),
      }),
    ]);
    const card = cardOf("Member 1");
    expect(stepIn(card, 11)?.textContent).toContain("Nothing saved for this step");
    expect(stepIn(card, 12)?.querySelector("a")).toBeNull();
  });
});

describe("Reject with a note per step", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers a field per step and sends only the notes written", async () => {
    const { posts } = recordingServer({ completionId: 1, missionStatus: "rejected" });
    await open([missionThree(1)]);
    await click(control("Reject Mission 3 for Member 1"));
    const shown = dialog() ?? undefined;
    expect(shown?.querySelectorAll("[data-testid=step-notes] input")).toHaveLength(5);
    await type(field("Note for the member", shown), "Nearly there.");
    await type(field("Note on “Your first contract”", shown), "The repository is private.");
    await click(control("Reject", shown));
    await until(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: "/api/completions/1/reject",
      body: {
        note: "Nearly there.",
        stepNotes: [{ stepId: 12, note: "The repository is private." }],
      },
    });
  });

  it("still asks for the note for the member", async () => {
    const { posts } = recordingServer({ completionId: 1, missionStatus: "rejected" });
    await open([missionThree(1)]);
    await click(control("Reject Mission 3 for Member 1"));
    await click(control("Reject", dialog() ?? undefined));
    await until(() =>
      expect(dialog()?.textContent).toContain("Write a short note for the member."),
    );
    expect(posts()).toHaveLength(0);
  });
});

describe("Verify selected", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("verifies the selected submissions after one confirmation and says which failed and why", async () => {
    const items = [missionThree(1), missionThree(2), missionThree(3)];
    const { posts } = recordingServer(
      {
        items: [
          { completionId: 1, missionStatus: "completed" },
          {
            completionId: 3,
            error: {
              code: "conflict",
              message: "This submission is no longer awaiting verification.",
            },
          },
        ],
      },
      [items[1], items[2]].filter((item) => item !== undefined),
    );
    await open(items);
    expect(control("Verify selected (0)")?.hasAttribute("disabled")).toBe(true);
    await click(checkbox("Select Mission 3 for Member 1"));
    await click(checkbox("Select Mission 3 for Member 3"));
    expect(control("Verify selected (2)")?.hasAttribute("disabled")).toBe(false);
    await click(control("Verify selected (2)"));
    expect(posts()).toHaveLength(0);

    const shown = dialog() ?? undefined;
    const title = document.getElementById(shown?.getAttribute("aria-labelledby") ?? "");
    expect(title?.textContent).toBe("Verify 2 submissions?");
    expect(shown?.querySelector("[data-testid=batch-selection]")?.textContent).toBe(
      "Mission 3 for Member 1Mission 3 for Member 3",
    );
    await click(control("Yes, verify all", shown));
    await until(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: "/api/completions/verify-batch",
      body: { completionIds: [1, 3] },
    });

    await until(() => expect(document.querySelector("[data-testid=batch-summary]")).not.toBeNull());
    const outcome = (kind: string) =>
      [...document.querySelectorAll(`[data-outcome=${kind}]`)].map((item) => item.textContent);
    expect(outcome("verified")).toEqual(["Verified: Mission 3 for Member 1"]);
    expect(outcome("failed")).toEqual([
      "Not verified: Mission 3 for Member 3: This submission is no longer awaiting verification.",
    ]);
    // The list is read again: the verified one has left it, and nothing stays selected.
    await until(() => expect(cardOf("Member 1")).toBeUndefined());
    expect(control("Verify selected (0)")).toBeDefined();
  });

  it("selects all with one box", async () => {
    recordingServer({ items: [] });
    await open([missionThree(1), missionThree(2)]);
    const all = [...document.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].find(
      (input) => input.closest("[data-testid=batch-bar]"),
    );
    await click(all);
    expect(control("Verify selected (2)")).toBeDefined();
  });

  describe("in Arabic", () => {
    afterEach(() => act(() => i18n.activate("en")));

    it("says the batch and the steps in Arabic", async () => {
      await loadCatalogs("ar");
      act(() => i18n.activate("ar"));
      await open([missionThree(1)]);
      expect(byText("تحقّق من المحدَّد (0)")).toHaveLength(1);
      expect(stepIn(cardOf("Member 1"), 11)?.textContent).toContain("محاولتان");
      expect(document.body.textContent).not.toContain("Verify selected");
    });
  });
});
