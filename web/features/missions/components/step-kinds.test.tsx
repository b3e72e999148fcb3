import { describe, expect, it } from "vitest";
import { STEP_KINDS, type StepKind } from "../../../../contract/missions.ts";
import type { Wallet } from "../../../../contract/wallets.ts";
import { myWalletsKey } from "../../../lib/wallets.ts";
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

async function renderKind(kind: StepKind, wallets: Wallet[] = []) {
  const step = stepOfKind(kind);
  const queryClient = testQueryClient();
  queryClient.setQueryData(myWalletsKey, { items: wallets });
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

  it("Mission 1's accounts step offers to link a wallet by signature, recommended, not required", async () => {
    await renderKind("accounts");
    const offer = document.querySelector("[data-accounts-wallet]");
    expect(offer?.textContent).toContain("Recommended, not required.");
    expect(control("Link a wallet", offer ?? undefined)).toBeDefined();
  });

  it("Mission 1's accounts step says so once a wallet is linked", async () => {
    await renderKind("accounts", [
      {
        walletId: 1,
        address: "0x1111111111111111111111111111111111111111",
        chainId: 1,
        linkedAt: "2026-11-20T10:00:00.000Z",
        isPublic: false,
        namesCredentials: false,
      },
    ]);
    expect(document.querySelector("[data-accounts-wallet]")).toBeNull();
    expect(control("Link a wallet")).toBeUndefined();
    expect(byText("Your wallet is linked.")).toHaveLength(1);
  });

  it("the first post names what the rules pay for a verified mission, not a fixed amount", async () => {
    const step = stepOf(1, { kind: "first-post" });
    await render(
      <StepKindView
        step={step}
        mission={{ ...missionOf([step]), verifiedMissionReward: 750 }}
        user={member}
      />,
    );
    const text = document.querySelector("[data-testid=post-text]")?.textContent;
    expect(text).toContain("Members earn 750 $VOCATE points for each verified mission.");
    expect(control("Post to X (opens in a new tab)")?.getAttribute("href")).toContain(
      encodeURIComponent("750 $VOCATE"),
    );
  });

  it("names the platform X: the first post's button links to posting on X", async () => {
    await renderKind("first-post");
    const post = control("Post to X (opens in a new tab)");
    expect(post?.getAttribute("href")).toMatch(/^https:\/\/x\.com\/intent\/post\?text=/);
    expect(document.body.textContent).not.toContain("Twitter");
  });
});
