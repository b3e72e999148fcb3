import { describe, expect, it } from "vitest";
import {
  LEADERBOARD_NEEDS_CLUB,
  leaderboardRefusal,
  mapState,
  monthStartOf,
  progressState,
} from "./policy.ts";

describe("progressState", () => {
  it.each([
    { status: null, expected: "not-started" },
    { status: "rejected", expected: "in-progress" },
    { status: "pending", expected: "waiting" },
    { status: "completed", expected: "verified" },
  ] as const)("$status -> $expected", ({ status, expected }) => {
    expect(progressState(status)).toBe(expected);
  });
});

describe("mapState", () => {
  it.each([
    { status: null, lock: null, expected: { state: "not-started", lockedBy: null } },
    { status: null, lock: "previous", expected: { state: "locked", lockedBy: "previous" } },
    { status: null, lock: "membership", expected: { state: "locked", lockedBy: "membership" } },
    // Sent back while the mission before it was sent back too: locked until that one is again.
    { status: "rejected", lock: "previous", expected: { state: "locked", lockedBy: "previous" } },
    { status: "rejected", lock: null, expected: { state: "in-progress", lockedBy: null } },
    // What was submitted keeps its state, even when the membership has lapsed since.
    { status: "pending", lock: "membership", expected: { state: "waiting", lockedBy: null } },
    { status: "completed", lock: "membership", expected: { state: "verified", lockedBy: null } },
  ] as const)("$status, lock $lock -> $expected.state", ({ status, lock, expected }) => {
    expect(mapState(status, lock)).toEqual(expected);
  });
});

describe("the leaderboard", () => {
  it.each([
    { clubId: null, expected: LEADERBOARD_NEEDS_CLUB },
    { clubId: 4, expected: null },
  ])("club $clubId -> $expected", ({ clubId, expected }) => {
    expect(leaderboardRefusal(clubId)).toBe(expected);
  });

  it.each([
    { now: "2026-11-23T13:00:00.000Z", expected: "2026-11-01T00:00:00.000Z" },
    { now: "2026-01-01T00:00:00.000Z", expected: "2026-01-01T00:00:00.000Z" },
    { now: "2026-12-31T23:59:59.999Z", expected: "2026-12-01T00:00:00.000Z" },
  ])("the month of $now starts $expected", ({ now, expected }) => {
    expect(monthStartOf(new Date(now)).toISOString()).toBe(expected);
  });
});
