import { describe, expect, it } from "vitest";
import { canOpenMission, missionIsOnPath } from "./policy.ts";

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
