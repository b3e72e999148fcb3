import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MissionDetail } from "../../../../contract/missions.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { member, missionOf, stepOf } from "../../../test/fixtures.ts";
import { byText, click, control, render, testQueryClient, until } from "../../../test/render.tsx";
import { missionQuery } from "../api/missions.ts";
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
    expect(
      [...document.querySelectorAll("a")].some((a) => a.textContent === "Become a member"),
    ).toBe(false);
  });
});
