import { describe, expect, it } from "vitest";
import { canOpenMission, missionIsOnPath } from "./policy.ts";

describe("which missions belong to a journey", () => {
  it("puts missions without a path on every journey, the others on their own only", () => {
    expect(missionIsOnPath(null, 0)).toBe(true);
    expect(missionIsOnPath(null, 4)).toBe(true);
    expect(missionIsOnPath(4, 4)).toBe(true);
    expect(missionIsOnPath(4, 2)).toBe(false);
    expect(missionIsOnPath(4, 0)).toBe(false);
  });

  it("lets admins open any mission and members those of their journey", () => {
    expect(canOpenMission({ isAdmin: true, pathId: 0 }, { pathId: 3 })).toBe(true);
    expect(canOpenMission({ isAdmin: false, pathId: 1 }, { pathId: 3 })).toBe(false);
    expect(canOpenMission({ isAdmin: false, pathId: 3 }, { pathId: 3 })).toBe(true);
  });
});
