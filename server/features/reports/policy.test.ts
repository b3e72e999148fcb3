import { describe, expect, it } from "vitest";
import { clubRegionOf, regionOf } from "../../../contract/regions.ts";
import {
  clubReportRefusal,
  cohortActivityWindow,
  cohortOf,
  coverageOf,
  daysOf,
  figuresOf,
  isRefusal,
  periodOf,
} from "./policy.ts";

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

describe("coverageOf (ADR 050)", () => {
  const day = (key: string) => new Date(`${key}T00:00:00Z`);
  const period = daysOf(day("2026-08-01"), day("2026-09-02"));
  const keys = (cover: ReturnType<typeof coverageOf>) => ({
    summary: cover.summary && [cover.summary.startKey, cover.summary.endKey],
    live: cover.live.map((range) => [range.startKey, range.endKey]),
  });

  it("reads everything from the events before the first sweep", () => {
    expect(keys(coverageOf(period, undefined, now))).toEqual({
      summary: null,
      live: [["2026-08-01", "2026-09-02"]],
    });
  });

  it("reads the summary's days, and today and the days past its last from the events", () => {
    const summary = { firstDay: "2023-06-01", lastDay: "2026-08-29" };
    expect(keys(coverageOf(period, summary, now))).toEqual({
      summary: ["2026-08-01", "2026-08-30"],
      live: [["2026-08-30", "2026-09-02"]],
    });
  });

  it("never reads today from the summary, and days before its first from the events", () => {
    const summary = { firstDay: "2026-08-10", lastDay: "2026-09-05" };
    expect(keys(coverageOf(period, summary, now))).toEqual({
      summary: ["2026-08-10", "2026-09-01"],
      live: [
        ["2026-08-01", "2026-08-10"],
        ["2026-09-01", "2026-09-02"],
      ],
    });
    const before = { firstDay: "2026-09-10", lastDay: "2026-09-20" };
    expect(keys(coverageOf(period, before, now)).summary).toBeNull();
  });
});

describe("cohortActivityWindow", () => {
  it("reads no activity while every window of the period's months is open", () => {
    const asked = periodOf({ from: "2026-06-15", to: "2026-08-31" }, now);
    if (isRefusal(asked)) throw new Error("refused");
    // June's joiners: June's end (1 July) + 60 days is 30 August: June's first window is shown.
    expect(cohortActivityWindow(asked.period, now)?.end.toISOString()).toBe(
      "2026-10-30T00:00:00.000Z",
    );
    // Asked on 29 August, it is not: nothing to read.
    expect(cohortActivityWindow(asked.period, new Date("2026-08-29T12:00:00Z"))).toBeNull();
  });

  it("reads from 30 days after the first month to 120 days after the last shown month", () => {
    const asked = periodOf({ from: "2026-03-15", to: "2026-05-31" }, now);
    if (isRefusal(asked)) throw new Error("refused");
    // Shown: months ending by 3 July (now - 60 days): March to June, so joiners before 1 June.
    const window = cohortActivityWindow(asked.period, now);
    expect(window?.start.toISOString()).toBe("2026-03-30T00:00:00.000Z");
    expect(window?.end.toISOString()).toBe("2026-09-30T00:00:00.000Z");
  });
});
