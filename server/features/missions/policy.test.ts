import { describe, expect, it } from "vitest";
import { canOpenMission, missionIsOnPath, withRewardAmounts } from "./policy.ts";

describe("which missions belong to a journey", () => {
  it("puts missions without a path on every journey, the others on their own only", () => {
    expect(missionIsOnPath(null, null)).toBe(true);
    expect(missionIsOnPath(null, 4)).toBe(true);
    expect(missionIsOnPath(4, 4)).toBe(true);
    expect(missionIsOnPath(4, 2)).toBe(false);
    expect(missionIsOnPath(4, null)).toBe(false);
  });

  it("lets admins open any mission and members those of their journey", () => {
    expect(canOpenMission({ isAdmin: true, journeyId: null }, { journeyId: 3 })).toBe(true);
    expect(canOpenMission({ isAdmin: false, journeyId: 1 }, { journeyId: 3 })).toBe(false);
    expect(canOpenMission({ isAdmin: false, journeyId: 3 }, { journeyId: 3 })).toBe(true);
  });
});

describe("the amount a mission's text names", () => {
  const mission = (reward: number, description: string) => ({
    verifiedMissionReward: reward,
    steps: [{ description }, { description: "No amount here." }],
  });

  it("is what the rule pays now, in the reader's digits, wherever the text asks for it", () => {
    const text = "Earn {verifiedMissionReward} $VOCATE; {verifiedMissionReward} each.";
    expect(withRewardAmounts(mission(1500, text), "en").steps).toEqual([
      { description: "Earn 1,500 $VOCATE; 1,500 each." },
      { description: "No amount here." },
    ]);
    // Arabic as Intl writes numbers for it, as the web's formatNumber does.
    const arabic = new Intl.NumberFormat("ar").format(1500);
    expect(withRewardAmounts(mission(1500, text), "ar").steps[0]?.description).toBe(
      `Earn ${arabic} $VOCATE; ${arabic} each.`,
    );
    expect(withRewardAmounts(mission(0, text), "ml").steps[0]?.description).toBe(
      "Earn 0 $VOCATE; 0 each.",
    );
  });
});
