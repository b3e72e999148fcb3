import { describe, expect, it } from "vitest";
import { clubRegionOf, regionOf } from "../../../contract/regions.ts";
import { clubReportRefusal, cohortOf, figuresOf, isRefusal, periodOf } from "./policy.ts";

const now = new Date("2026-09-01T15:00:00Z");

describe("periodOf", () => {
  it("covers the last 90 days, today included, by default", () => {
    const asked = periodOf({}, now);
    if (isRefusal(asked)) throw new Error("refused");
    expect([asked.from, asked.to]).toEqual(["2026-06-04", "2026-09-01"]);
    expect(asked.period.start.toISOString()).toBe("2026-06-04T00:00:00.000Z");
    expect(asked.period.end.toISOString()).toBe("2026-09-02T00:00:00.000Z");
    expect([asked.period.startKey, asked.period.endKey]).toEqual(["2026-06-04", "2026-09-02"]);
  });

  it("takes one day, and refuses a reversed or too long period", () => {
    expect(isRefusal(periodOf({ from: "2026-04-01", to: "2026-04-01" }, now))).toBe(false);
    const reversed = periodOf({ from: "2026-04-02", to: "2026-04-01" }, now);
    expect(isRefusal(reversed) && reversed.code).toBe("validation");
    const long = periodOf({ from: "2020-01-01", to: "2026-04-01" }, now);
    expect(isRefusal(long) && long.field).toBe("from");
  });
});

describe("clubReportRefusal", () => {
  it("lets the club's leader and admins in, nobody else", () => {
    expect(
      clubReportRefusal({ id: "l", isAdmin: false }, { leaderId: "l", coLeaderIds: ["c"] }),
    ).toBeNull();
    expect(
      clubReportRefusal({ id: "a", isAdmin: true }, { leaderId: "l", coLeaderIds: ["c"] }),
    ).toBeNull();
    expect(
      clubReportRefusal({ id: "m", isAdmin: false }, { leaderId: "l", coLeaderIds: ["c"] })?.code,
    ).toBe("forbidden");
    expect(
      clubReportRefusal({ id: "c", isAdmin: false }, { leaderId: "l", coLeaderIds: ["c"] }),
    ).toBeNull();
    // A club without a leader is the admins' alone.
    expect(
      clubReportRefusal({ id: "m", isAdmin: false }, { leaderId: null, coLeaderIds: [] })?.code,
    ).toBe("forbidden");
  });
});

describe("figuresOf", () => {
  it("merges the groups' parts; missing ones stay at zero; rate is present over marked", () => {
    const figures = figuresOf([
      { activeMembers: 2, level: "club" },
      undefined,
      { attendanceMarked: 4, attendancePresent: 3, decisionMedianSeconds: "7200" },
    ]);
    expect(figures.activeMembers).toBe(2);
    expect(figures.applications).toBe(0);
    expect(figures.decisionMedianSeconds).toBe(7200);
    expect(figures.decisionP90Seconds).toBeNull();
    expect(figures.attendanceRate).toBe(0.75);
    expect(figuresOf([]).attendanceRate).toBeNull();
  });
});

describe("cohortOf", () => {
  it("says a window's count once every member of the month has lived through it", () => {
    const row = { month: "2026-05", joined: 4, active30: 3, active60: 2, active90: 1 };
    // May's last joiner reaches day 60 (the end of the "after 30 days" window) on 31 July.
    expect(cohortOf(row, new Date("2026-07-30T00:00:00Z"))).toEqual({
      month: "2026-05",
      joined: 4,
      active30: null,
      active60: null,
      active90: null,
    });
    expect(cohortOf(row, new Date("2026-07-31T00:00:00Z")).active30).toBe(3);
    expect(cohortOf(row, new Date("2026-08-30T00:00:00Z")).active60).toBe(2);
    expect(cohortOf(row, new Date("2026-09-29T00:00:00Z")).active90).toBe(1);
    // December rolls into the next year.
    expect(cohortOf({ ...row, month: "2025-12" }, new Date("2026-03-02T00:00:00Z")).active30).toBe(
      3,
    );
  });
});

describe("regions", () => {
  it("names a club's region by its location's last part; an online club is global", () => {
    expect(regionOf("Kochi, Kerala")).toBe("kerala");
    expect(clubRegionOf({ location: "Muscat, Oman", meetingFormat: "inperson" })).toBe("oman");
    expect(clubRegionOf({ location: "Kochi, Kerala", meetingFormat: "online" })).toBe("global");
    expect(clubRegionOf({ location: "Online", meetingFormat: "inperson" })).toBe("global");
    expect(clubRegionOf({ location: "", meetingFormat: "inperson" })).toBe("global");
  });
});
