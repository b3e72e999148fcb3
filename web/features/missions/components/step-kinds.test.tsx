import { describe, expect, it } from "vitest";
import { STEP_KINDS, type StepKind } from "../../../../contract/missions.ts";
import {
  clubMeetingsOf,
  evidenceStepOf,
  meetingOf,
  member,
  missionOf,
  quizStepOf,
  reflectionStepOf,
  stepOf,
  stepResponseOf,
} from "../../../test/fixtures.ts";
import { byText, control, render, testQueryClient } from "../../../test/render.tsx";
import { clubMeetingsQuery, mySlotQuery } from "../../meetings/api/meetings.ts";
import { BookSlotStep } from "../../meetings/components/book-slot-step.tsx";
import { stepResponsesQuery } from "../api/steps.ts";
import { BookSlotStepContext } from "./book-slot-context.tsx";
import { STEP_KIND_VIEWS, StepKindView } from "./step-kinds.tsx";

/** What shows that each kind's view, and only it, is on the page. */
const SIGNS: Record<StepKind, () => boolean> = {
  text: () => document.body.querySelector("[data-step-view]")?.childElementCount === 0,
  video: () =>
    document.querySelector("iframe")?.getAttribute("src") ===
    "https://www.youtube-nocookie.com/embed/SSo_EIwHSd4",
  "identity-exercise": () => control("Generate Identity") !== undefined,
  "profile-picture-tools": () => byText("AI image tools").length === 1,
  accounts: () => control("Connect") !== undefined,
  "first-post": () => byText("Make Your First Post!").length === 1,
  "book-links": () => byText("Buy “Read Write Own” on Amazon").length === 1,
  "speech-guidance": () => byText("Your speech must be 4-6 minutes long, with:").length === 1,
  // The speech step books through the same component: its own sign tells the two apart.
  "book-slot": () =>
    control("Book Your Slot") !== undefined && !document.querySelector("[data-speech-step]"),
  "make-post": () => byText("Make a Post!").length === 1,
  quiz: () => control("Submit answers") !== undefined,
  evidence: () => byText("What to hand in").length === 1,
  reflection: () => document.querySelector("[data-testid=reflection-count]") !== null,
  speech: () =>
    document.querySelector("[data-speech-step]") !== null &&
    control("Book Your Slot") !== undefined,
  wallet: () => document.querySelector("[data-wallet-step]") !== null,
};

/** A step of `kind` at position 1, with the settings its kind takes. */
function stepOfKind(kind: StepKind) {
  switch (kind) {
    case "video":
      return stepOf(1, { kind, videoUrl: "https://www.youtube.com/watch?v=SSo_EIwHSd4" });
    case "quiz":
      return quizStepOf(1);
    case "evidence":
      return evidenceStepOf(1);
    case "reflection":
      return reflectionStepOf(1);
    default:
      return stepOf(1, { kind });
  }
}

async function renderKind(kind: StepKind) {
  const step = stepOfKind(kind);
  const queryClient = testQueryClient();
  // Nothing handed in yet.
  queryClient.setQueryData(stepResponsesQuery("mission101").queryKey, {
    items: [stepResponseOf(step.stepId)],
  });
  queryClient.setQueryData(mySlotQuery.queryKey, { booked: false, speech: null });
  queryClient.setQueryData(
    clubMeetingsQuery(member.clubId ?? 0).queryKey,
    clubMeetingsOf(member.clubId ?? 0, [meetingOf("2099-01-05")]),
  );
  await render(
    // As web/app gives the mission page the meetings' booking.
    <BookSlotStepContext value={BookSlotStep}>
      <div data-step-view>
        <StepKindView step={step} mission={missionOf([step])} user={member} />
      </div>
    </BookSlotStepContext>,
    { queryClient },
  );
}

describe("the step-kind registry", () => {
  it("has one view for every kind of the contract, and nothing else", () => {
    expect(Object.keys(STEP_KIND_VIEWS).sort()).toEqual([...STEP_KINDS].sort());
  });

  it.each(STEP_KINDS)("shows the %s view for a step of that kind, and no other", async (kind) => {
    await renderKind(kind);
    const shown = STEP_KINDS.filter((other) => SIGNS[other]());
    expect(shown).toEqual([kind]);
  });

  it("titles a video after its mission and links to it when the player cannot load", async () => {
    await renderKind("video");
    expect(document.querySelector("iframe")?.getAttribute("title")).toBe(
      "Mission 1: Create Your Identity",
    );
    expect(control("Watch “Mission 1: Create Your Identity” on YouTube")).toBeDefined();
  });

  it("names the platform X: the first post's button links to posting on X", async () => {
    await renderKind("first-post");
    const post = control("Post to X (opens in a new tab)");
    expect(post?.getAttribute("href")).toMatch(/^https:\/\/x\.com\/intent\/post\?text=/);
    expect(document.body.textContent).not.toContain("Twitter");
  });
});
