import { describe, expect, it } from "vitest";
import { changeRefusal, defaultSchedule, meetingOf, meetingsBetween } from "./policy.ts";
import { instantOf } from "./time.ts";

describe("the default schedule of a club", () => {
  it.each([
    ["Kochi, Kerala", "evening", "Asia/Kolkata", "19:00"],
    ["Muscat, Oman", "evening", "Asia/Muscat", "19:00"],
    ["Online", "morning", "Asia/Kolkata", "09:00"],
  ])("%s, %s -> %s %s", (location, meetingTime, timeZone, startTime) => {
    expect(defaultSchedule({ location, meetingTime, meetingDays: ["thursday"] })).toMatchObject({
      days: ["thursday"],
      timeZone,
      startTime,
      slotsPerMeeting: 3,
      capacity: null,
    });
  });
});

describe("local time to instants across daylight saving", () => {
  it.each([
    ["2026-03-07", "19:00", "America/New_York", "2026-03-08T00:00:00.000Z"],
    ["2026-03-08", "19:00", "America/New_York", "2026-03-08T23:00:00.000Z"],
    ["2026-10-24", "19:00", "Europe/Lisbon", "2026-10-24T18:00:00.000Z"],
    ["2026-10-25", "19:00", "Europe/Lisbon", "2026-10-25T19:00:00.000Z"],
    // The hour the spring change skips is taken forward, as clocks show it.
    ["2026-03-08", "02:30", "America/New_York", "2026-03-08T07:30:00.000Z"],
    ["2026-11-26", "19:00", "Asia/Kolkata", "2026-11-26T13:30:00.000Z"],
    ["2026-11-26", "19:00", "Asia/Muscat", "2026-11-26T15:00:00.000Z"],
  ])("%s %s %s -> %s", (date, time, zone, instant) => {
    expect(instantOf(date, time, zone).toISOString()).toBe(instant);
  });
});

describe("deriving meetings", () => {
  const schedule = {
    days: ["saturday" as const],
    startTime: "19:00",
    durationMinutes: 60,
    timeZone: "America/New_York",
    slotsPerMeeting: 3,
    capacity: null,
  };
  const from = new Date("2026-02-28T00:00:00Z");
  const to = new Date("2026-03-22T00:00:00Z");

  it("lists the weekly dates with the same local time on both sides of the change", () => {
    const meetings = meetingsBetween(schedule, [], from, to);
    expect(meetings.map((meeting) => meeting.startsAt.toISOString())).toEqual([
      "2026-03-01T00:00:00.000Z",
      "2026-03-08T00:00:00.000Z",
      "2026-03-14T23:00:00.000Z",
      "2026-03-21T23:00:00.000Z",
    ]);
  });

  it("applies cancellations, moves (also into the window) and extra meetings", () => {
    const meetings = meetingsBetween(
      schedule,
      [
        { meetingKey: "2026-03-07", extra: false, cancelled: true, startsAt: null, sequence: 1 },
        {
          meetingKey: "2026-03-14",
          extra: false,
          cancelled: false,
          startsAt: new Date("2026-03-16T22:00:00Z"),
          sequence: 1,
        },
        {
          meetingKey: "2026-03-10",
          extra: true,
          cancelled: false,
          startsAt: new Date("2026-03-10T12:00:00Z"),
          sequence: 0,
        },
        // A change of a weekday the pattern no longer has is no meeting.
        { meetingKey: "2026-03-09", extra: false, cancelled: true, startsAt: null, sequence: 1 },
      ],
      from,
      to,
    );
    expect(meetings.map((meeting) => [meeting.key, meeting.status])).toEqual([
      ["2026-02-28", "scheduled"],
      ["2026-03-07", "cancelled"],
      ["2026-03-10", "scheduled"],
      ["2026-03-14", "moved"],
      ["2026-03-21", "scheduled"],
    ]);
  });

  it("refuses to change a meeting that has begun or is already cancelled", () => {
    const meeting = meetingOf(schedule, "2026-03-07", undefined);
    if (!meeting) throw new Error("no meeting");
    expect(changeRefusal(meeting, new Date("2026-03-01T00:00:00Z"))).toBeNull();
    expect(String(changeRefusal(meeting, meeting.startsAt)?.message)).toMatch(/already started/);
    expect(
      String(changeRefusal({ ...meeting, status: "cancelled" }, new Date(0))?.message),
    ).toMatch(/already/);
  });
});
