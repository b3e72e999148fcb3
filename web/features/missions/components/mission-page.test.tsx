import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MissionDetail } from "../../../../contract/missions.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { member, missionOf, stepOf } from "../../../test/fixtures.ts";
import { byText, click, control, render, testQueryClient, until } from "../../../test/render.tsx";
import { missionQuery, missionsQuery } from "../api/missions.ts";
import { MissionCompletionList } from "./mission-completion-list.tsx";
import { MissionWizard } from "./mission-page.tsx";

// Mission 1 after an admin deleted its video and moved the identity exercise to the end.
const reordered = missionOf([
  stepOf(1, { stepName: "Make Your First Post!", kind: "first-post" }),
  stepOf(2, { stepName: "Your Profile Picture", kind: "profile-picture-tools" }),
  stepOf(3, { stepName: "Create Your Identity", kind: "identity-exercise" }),
]);

async function openWizard(path: string, mission: MissionDetail = reordered) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(missionQuery(mission.id).queryKey, mission);
  return render(<MissionWizard missionId={mission.id} user={member} />, {
    path,
    pattern: ":slug/*",
    queryClient,
  });
}

const heading = () => document.querySelector("h2")?.textContent;

describe("the mission wizard", () => {
  it("walks the steps with Next and Previous, one address per step", async () => {
    const { currentPath } = await openWizard("/Mission1");
    expect(byText("Step 1 of 3")).toHaveLength(1);
    expect(heading()).toBe("Make Your First Post!");
    expect(control("Previous")).toBeUndefined();

    await click(control("Next"));
    expect(currentPath()).toBe("/Mission1/2");
    expect(heading()).toBe("Your Profile Picture");
    expect(byText("Step 2 of 3")).toHaveLength(1);

    await click(control("Previous"));
    expect(currentPath()).toBe("/Mission1/1");
    expect(heading()).toBe("Make Your First Post!");
  });

  it("shows each step's widget by its kind, wherever the step now is", async () => {
    await openWizard("/Mission1/3");
    expect(heading()).toBe("Create Your Identity");
    expect(control("Generate Identity")).toBeDefined();
    // The last step: no Next, the mission is marked complete here.
    expect(control("Next")).toBeUndefined();
    expect(control("Mark as Complete")).toBeDefined();
  });

  it("keeps the identity exercise off the step that used to be second", async () => {
    await openWizard("/Mission1/2");
    expect(heading()).toBe("Your Profile Picture");
    expect(control("Generate Identity")).toBeUndefined();
    expect(byText("AI image tools")).toHaveLength(1);
  });

  it("sends an address past the last step, or not a step, to the first step", async () => {
    for (const path of ["/Mission1/9", "/Mission1/two"]) {
      const { currentPath } = await openWizard(path);
      expect(currentPath()).toBe("/Mission1/1");
    }
  });

  it("says so when a mission has no steps", async () => {
    await openWizard("/Mission1", missionOf([]));
    expect(byText("This mission has no steps yet.")).toHaveLength(1);
  });

  describe("in Arabic", () => {
    afterEach(() => act(() => i18n.activate("en")));

    it("says the wizard's words in Arabic; the admin's step names stay as written", async () => {
      await loadCatalogs("ar");
      act(() => i18n.activate("ar"));
      await openWizard("/Mission1/2");
      expect(byText("الخطوة 2 من 3")).toHaveLength(1);
      expect(control("السابق")).toBeDefined();
      expect(control("التالي")).toBeDefined();
      expect(heading()).toBe("Your Profile Picture");
      expect(byText("أدوات الصور بالذكاء الاصطناعي")).toHaveLength(1);
      expect(document.body.textContent).not.toContain("Step 2 of 3");
    });
  });
});

describe("a refused Mark as Complete", () => {
  afterEach(() => vi.unstubAllGlobals());
  /** The submission is refused; reading the mission again answers it as it was. */
  const refuse = (status: number, type: string, detail: string) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? new Response(JSON.stringify({ type, title: "Refused", status, detail }), {
              status,
              headers: { "content-type": "application/problem+json" },
            })
          : new Response(JSON.stringify(reordered), {
              headers: { "content-type": "application/json" },
            }),
      ),
    );

  it("keeps the membership's reason beside the button, with the way to become a member", async () => {
    refuse(
      403,
      "https://blockvocates.app/problems/membership-required",
      "Missions 3 to 8 of your journey come with the membership.",
    );
    await openWizard("/Mission1/3");
    await click(control("Mark as Complete"));
    await until(() =>
      expect(document.querySelector("[data-testid=submit-refusal]")?.textContent).toContain(
        "come with the membership",
      ),
    );
    const pay = [...document.querySelectorAll("a")].find(
      (a) => a.textContent === "Become a member",
    );
    expect(pay?.getAttribute("href")).toBe("/Checkout");
  });

  it("names the step that has nothing saved, with no membership offer", async () => {
    refuse(
      400,
      "https://blockvocates.app/problems/validation",
      "Step “Create Your Identity” has nothing saved yet.",
    );
    await openWizard("/Mission1/3");
    await click(control("Mark as Complete"));
    await until(() =>
      expect(document.querySelector("[data-testid=submit-refusal]")?.textContent).toContain(
        "Create Your Identity",
      ),
    );
    // The way to the step that is missing its evidence.
    expect(control("Go to step 3: Create Your Identity")?.getAttribute("href")).toBe("/Mission1/3");
    expect(
      [...document.querySelectorAll("a")].some((a) => a.textContent === "Become a member"),
    ).toBe(false);
  });
});

describe("a locked mission", () => {
  const missionThree = (locked: MissionDetail["locked"]): MissionDetail => ({
    ...missionOf([stepOf(1, { stepName: "How blocks link" })]),
    id: "developer-3",
    missionName: "Mission 3",
    objective: "How blockchains work",
    slug: "developer-mission-3",
    number: 3,
    journeyId: 1,
    goal: "Explain how blocks link to each other.",
    locked,
  });
  const missionTwo = {
    ...missionOf([]),
    id: "mission111",
    missionName: "Mission 2",
    slug: "Mission2",
    number: 2,
  };

  it("says to submit the mission before it, with a link to that mission, instead of the steps", async () => {
    const queryClient = testQueryClient();
    const mission = missionThree("previous");
    queryClient.setQueryData(missionQuery(mission.id).queryKey, mission);
    queryClient.setQueryData(missionsQuery.queryKey, { items: [missionTwo, mission] });
    await render(<MissionWizard missionId={mission.id} user={member} />, {
      path: "/developer-mission-3",
      pattern: ":slug/*",
      queryClient,
    });
    expect(document.querySelector("[data-testid=mission-goal]")?.textContent).toBe(
      "Your goal: Explain how blocks link to each other.",
    );
    expect(byText("Submit Mission 2 first")).toHaveLength(1);
    expect(control("Go to Mission 2")?.getAttribute("href")).toBe("/Mission2");
    expect(heading()).toBeUndefined();
    expect(control("Mark as Complete")).toBeUndefined();
  });

  it("offers the membership when the mission waits for one", async () => {
    await openWizard("/developer-mission-3", missionThree("membership"));
    expect(byText("This mission comes with the membership")).toHaveLength(1);
    expect(control("Become a member")?.getAttribute("href")).toBe("/Checkout");
    expect(heading()).toBeUndefined();
  });

  it("shows the lock in the missions list", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(missionsQuery.queryKey, {
      items: [missionTwo, missionThree("previous"), { ...missionThree("membership"), id: "x" }],
    });
    await render(<MissionCompletionList />, { queryClient });
    const badges = [...document.querySelectorAll("[data-testid=mission-locked]")].map(
      (badge) => badge.textContent,
    );
    expect(badges).toEqual(["Locked: submit Mission 2 first", "Locked: needs the membership"]);
    expect(control("See what opens it")).toBeDefined();
  });
});
