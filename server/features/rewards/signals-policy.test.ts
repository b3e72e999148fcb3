import { describe, expect, it } from "vitest";
import {
  type Decision,
  deviceSignals,
  leaderSignals,
  type MarkedCheckIn,
  median,
  regionOf,
} from "./signals-policy.ts";

const decisions = (
  deciderId: string,
  clubId: number,
  region: string,
  verdicts: readonly [verified: boolean, seconds: number][],
): Decision[] =>
  verdicts.map(([verified, seconds]) => ({ deciderId, clubId, region, verified, seconds }));
const HOUR = 3_600;

describe("abuse signals: leaders", () => {
  it("names a club's region by the last part of its location", () => {
    expect(regionOf("Kochi, Kerala")).toBe("kerala");
    expect(regionOf("Thrissur,  KERALA ")).toBe("kerala");
    expect(regionOf("Online")).toBe("online");
    expect(regionOf("")).toBe("-");
  });

  it("takes the median of odd and even counts", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("flags a leader verifying everything within seconds, not one deciding like the region", () => {
    const fast = decisions("fast", 1, "kerala", Array(6).fill([true, 5]));
    const normal = decisions("normal", 2, "kerala", [
      [true, 3 * HOUR],
      [false, 5 * HOUR],
      [true, 20 * HOUR],
      [false, 2 * HOUR],
      [true, 9 * HOUR],
      [true, 30 * HOUR],
    ]);
    const flagged = leaderSignals([...fast, ...normal]);
    expect(flagged.map((leader) => leader.deciderId)).toEqual(["fast"]);
    const [leader] = flagged;
    expect(leader?.reasons).toEqual(["verification-rate", "decision-speed"]);
    expect(leader?.verificationRate).toBe(1);
    expect(leader?.regionVerificationRate).toBeCloseTo(4 / 6);
    expect(leader?.medianDecisionSeconds).toBe(5);
  });

  it("needs the minimum number of decisions, and compares with the platform in a lone region", () => {
    const few = decisions("few", 1, "oman", Array(4).fill([true, 5]));
    expect(leaderSignals(few)).toEqual([]);
    const lone = decisions("lone", 3, "oman", Array(5).fill([true, 2 * HOUR]));
    const elsewhere = decisions("elsewhere", 2, "kerala", [
      [true, HOUR],
      [false, HOUR],
    ]);
    const [leader] = leaderSignals([...lone, ...elsewhere]);
    expect(leader?.reasons).toEqual(["verification-rate"]);
    expect(leader?.regionVerificationRate).toBe(0.5);
  });

  it("does not flag a share just 25 points above the region's", () => {
    const region = decisions("a", 1, "x", [
      [true, HOUR],
      [false, HOUR],
      [true, HOUR],
      [false, HOUR],
    ]);
    const leader = decisions("b", 2, "x", [
      [true, HOUR],
      [true, HOUR],
      [true, HOUR],
      [false, HOUR],
    ]);
    expect(leaderSignals([...region, ...leader])).toEqual([]);
  });
});

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 9, 18, 0) + minutes * 60_000);
const checkIn = (deviceMark: string, userId: string, minutes: number): MarkedCheckIn => ({
  deviceMark,
  userId,
  at: at(minutes),
});

describe("abuse signals: devices", () => {
  it("groups three accounts checking in from one device within five minutes", () => {
    const groups = deviceSignals([
      checkIn("d1", "a", 0),
      checkIn("d1", "b", 2),
      checkIn("d1", "c", 4),
      checkIn("d1", "a", 300),
    ]);
    expect(groups.map((group) => group.map((c) => c.userId))).toEqual([["a", "b", "c"]]);
  });

  it("does not group two devices, one account many times, or accounts further apart", () => {
    expect(
      deviceSignals([
        checkIn("d1", "a", 0),
        checkIn("d2", "b", 1),
        checkIn("d1", "c", 2),
        checkIn("d3", "a", 0),
        checkIn("d3", "a", 1),
        checkIn("d3", "a", 2),
        checkIn("d4", "a", 0),
        checkIn("d4", "b", 4),
        checkIn("d4", "c", 10),
      ]),
    ).toEqual([]);
  });

  it("merges overlapping spans into one group", () => {
    const groups = deviceSignals([
      checkIn("d1", "a", 0),
      checkIn("d1", "b", 3),
      checkIn("d1", "c", 5),
      checkIn("d1", "d", 9),
      checkIn("d1", "e", 10),
    ]);
    expect(groups.map((group) => group.map((c) => c.userId))).toEqual([["a", "b", "c", "d", "e"]]);
  });
});
