import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RewardEntry, RewardSummary } from "../../../../contract/rewards.ts";
import { changeLocale } from "../../../i18n/index.ts";
import { render, testQueryClient } from "../../../test/render.tsx";
import { myRewardsQuery } from "../api/rewards.ts";
import { RewardsCard } from "./rewards-card.tsx";

const entry = (overrides: Partial<RewardEntry>): RewardEntry => ({
  id: 1,
  amount: 500,
  rule: "verified-mission",
  sourceKind: "mission",
  sourceId: "mission101",
  sourceName: "Mission 1",
  sourceHref: "/mission-1",
  reason: null,
  season: "2026-S1",
  reversesId: null,
  reversed: false,
  createdAt: "2026-03-09T14:00:00.000Z",
  ...overrides,
});

const summary: RewardSummary = {
  balance: 750,
  season: "2026-S1",
  earnedThisSeason: 750,
  seasonCap: 6000,
  membershipActive: true,
  rules: [],
  entries: [
    entry({
      id: 3,
      amount: 250,
      rule: "evaluated-speech",
      sourceKind: "speech",
      sourceId: "42",
      sourceName: null,
      sourceHref: "/Speeches/42",
    }),
    entry({ id: 2, amount: -500, reversesId: 1 }),
    entry({ id: 1, reversed: true }),
    entry({
      id: 4,
      amount: 500,
      rule: "adjustment",
      sourceKind: "adjustment",
      sourceId: "9",
      sourceName: null,
      sourceHref: null,
      reason: "Hackathon prize.",
    }),
  ],
};

async function show(shown: RewardSummary) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(myRewardsQuery.queryKey, shown);
  return render(<RewardsCard />, { queryClient });
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-testid=reward-history] li")].map((row) => row.textContent);

describe("the $VOCATE card", () => {
  it("shows the balance, the season against its cap, and each entry linked to what earned it", async () => {
    const { container } = await show(summary);
    expect(container.querySelector("[data-testid=reward-balance]")?.textContent).toBe(
      "750 $VOCATE",
    );
    expect(container.textContent).toContain("750 of at most 6,000 earned this season");
    expect(rows(container)).toEqual([
      "+250Delivered and evaluated speech: your speechMarch 9, 2026",
      "-500Reversed:Verified mission: Mission 1March 9, 2026",
      "+500Verified mission: Mission 1March 9, 2026reversed",
      "+500Adjustment by an adminMarch 9, 2026Reason: Hackathon prize.",
    ]);
    const links = [...container.querySelectorAll("[data-testid=reward-history] a")].map((link) =>
      link.getAttribute("href"),
    );
    expect(links).toEqual(["/Speeches/42", "/mission-1", "/mission-1"]);
    // The honest explanation is one link away.
    const explain = [...container.querySelectorAll("a")].find((link) =>
      link.textContent?.includes("What $VOCATE is"),
    );
    expect(explain?.getAttribute("href")).toBe("/Rewards");
  });

  it("says nothing is earned without a membership, and when there is no entry yet", async () => {
    const { container } = await show({
      ...summary,
      balance: 0,
      earnedThisSeason: 0,
      membershipActive: false,
      entries: [],
    });
    expect(container.textContent).toContain("Rewards are earned during an active membership");
    expect(container.textContent).toContain("No entries yet.");
  });

  describe("in Arabic", () => {
    beforeAll(() => changeLocale("ar"));
    afterAll(() => changeLocale("en"));

    it("says it in Arabic, with the amounts kept left to right", async () => {
      const { container } = await show(summary);
      expect(container.textContent).toContain("خطاب أُلقي وقُيّم");
      const amount = container.querySelector("[data-testid=reward-history] li [dir=ltr]");
      expect(amount).not.toBeNull();
    });
  });
});
