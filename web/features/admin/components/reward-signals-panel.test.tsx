import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RewardSignals } from "../../../../contract/rewards.ts";
import { changeLocale } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { click, control, render, testQueryClient } from "../../../test/render.tsx";
import { formatDuration, RewardSignalsPanel } from "./reward-signals-panel.tsx";

const SIGNALS: RewardSignals = {
  leaders: [
    {
      userId: "leader-1",
      name: "Fast Leader",
      email: "fast@example.com",
      clubId: 7,
      clubName: "Kochi Chain Club",
      clubSlug: "KochiChainClub",
      region: "kerala",
      decisions: 6,
      verified: 6,
      verificationRate: 1,
      regionVerificationRate: 0.6,
      medianDecisionSeconds: 4,
      regionMedianDecisionSeconds: 32_400,
      reasons: ["verification-rate", "decision-speed"],
    },
  ],
  devices: [
    {
      device: "a1b2c3d4",
      accounts: 3,
      firstAt: "2026-03-04T17:51:00.000Z",
      lastAt: "2026-03-04T17:53:00.000Z",
      checkIns: ["Anu", "Bala", "Chitra"].map((name, i) => ({
        userId: `u${i}`,
        name,
        email: `${name.toLowerCase()}@example.com`,
        clubId: 9,
        clubName: "Muscat Speakers",
        clubSlug: "MuscatSpeakers",
        meetingKey: "2026-03-04",
        checkedInAt: `2026-03-04T17:5${i + 1}:00.000Z`,
      })),
    },
  ],
};

async function show(signals: RewardSignals) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.admin.rewardSignals, signals);
  return render(<RewardSignalsPanel />, { queryClient, path: "/Admin" });
}

describe("the admins' abuse signals", () => {
  it("says what 'far' means, and lists each signal linked to the person and the club", async () => {
    const { container, currentPath } = await show(SIGNALS);
    const text = container.textContent ?? "";
    expect(text).toContain("more than 25 points above");
    expect(text).toContain("less than 60 seconds after the submission");
    expect(text).toContain(
      "at least 3 different accounts checked in from one browser within 5 minutes",
    );
    expect(text).toContain("nothing is paid, taken or blocked");
    const leader = container.querySelector("[data-testid=leader-signal]");
    expect(leader?.textContent).toContain("Verified 6 of 6 (100%). Their region: 60%.");
    expect(leader?.textContent).toContain("Half their decisions within 4 sec of the submission.");
    expect(leader?.textContent).toContain("Their region: 9 hr.");
    expect(leader?.textContent).toContain("Verifies far more often");
    expect(leader?.textContent).toContain("Decides within seconds");
    const links = [...(leader?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/Admin?q=fast%40example.com", "/KochiChainClub"]);
    const device = container.querySelector("[data-testid=device-signal]");
    expect(device?.textContent).toContain("3 accounts");
    expect(
      [...(device?.querySelectorAll("li") ?? [])].map((li) => li.querySelector("a")?.textContent),
    ).toEqual(["Anu", "Bala", "Chitra"]);
    await click(control("Bala", device ?? undefined));
    expect(currentPath()).toBe("/Admin");
  });

  it("says so when nothing is flagged", async () => {
    const { container } = await show({ leaders: [], devices: [] });
    expect(container.textContent).toContain("No leader decides far from their region.");
    expect(container.textContent).toContain("No device was used by that many accounts.");
  });

  it("formats durations in the largest readable unit", () => {
    expect(formatDuration(4)).toBe("4 sec");
    expect(formatDuration(600)).toBe("10 min");
    expect(formatDuration(9 * 3_600)).toBe("9 hr");
    expect(formatDuration(5 * 86_400)).toBe("5 days");
  });

  describe("in Malayalam", () => {
    beforeAll(() => changeLocale("ml"));
    afterAll(() => changeLocale("en"));

    it("says it in Malayalam", async () => {
      const { container } = await show(SIGNALS);
      expect(container.textContent).toContain("ഇവ സൂചനകളാണ്, തെളിവല്ല");
      expect(container.textContent).toContain("വളരെ കൂടുതൽ അംഗീകരിക്കുന്നു");
    });
  });
});
