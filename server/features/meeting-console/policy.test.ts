import { describe, expect, it } from "vitest";
import type { DerivedMeeting } from "../meetings/index.ts";
import { agendaOf } from "./agenda.ts";
import {
  AH_COUNTER_ONLY,
  ahCounterRefusal,
  CHECKED_IN_ONLY,
  CONSOLE_CLOSED,
  type ConsoleStanding,
  EVALUATION_LIGHTS,
  GRAMMARIAN_ONLY,
  grammarianRefusal,
  light,
  MEETING_CANCELLED,
  mayOf,
  NO_TIMER,
  NOT_TIMED,
  readRefusal,
  revealRefusal,
  SPEECH_LIGHTS,
  startRefusal,
  stopRefusal,
  TABLE_TOPICS_LIGHTS,
  TIMER_ONLY,
  TIMER_RUNNING,
  TOASTMASTER_ONLY,
  TOO_EARLY,
  TOO_LATE,
  timerRefusal,
  toastmasterRefusal,
  UNKNOWN_ITEM,
  VOTES_REVEALED,
  voteRefusal,
  winnersOf,
  withinTime,
  writeRefusal,
} from "./policy.ts";

describe("the light of a timing", () => {
  it.each([
    [0, "none", false],
    [239, "none", false],
    [240, "green", true],
    [299, "green", true],
    [300, "yellow", true],
    [359, "yellow", true],
    [360, "red", true],
    [390, "red", true],
    [391, "over", false],
  ] as const)("a speech at %i s: %s, within time %s", (elapsed, expected, within) => {
    expect(light(elapsed, SPEECH_LIGHTS)).toBe(expected);
    expect(withinTime(elapsed, SPEECH_LIGHTS)).toBe(within);
  });

  it.each([
    [TABLE_TOPICS_LIGHTS, 59, "none"],
    [TABLE_TOPICS_LIGHTS, 60, "green"],
    [TABLE_TOPICS_LIGHTS, 90, "yellow"],
    [TABLE_TOPICS_LIGHTS, 150, "red"],
    [TABLE_TOPICS_LIGHTS, 151, "over"],
    [EVALUATION_LIGHTS, 120, "green"],
    [EVALUATION_LIGHTS, 150, "yellow"],
    [EVALUATION_LIGHTS, 180, "red"],
    [EVALUATION_LIGHTS, 211, "over"],
  ] as const)("%o at %i s: %s", (lights, elapsed, expected) => {
    expect(light(elapsed, lights)).toBe(expected);
  });
});

const standing = (overrides: Partial<ConsoleStanding> = {}): ConsoleStanding => ({
  isLeader: false,
  isMember: true,
  roles: [],
  checkedIn: false,
  ...overrides,
});

describe("who may do what", () => {
  const leader = standing({ isLeader: true, isMember: false });
  it.each([
    ["a member", standing(), [TOASTMASTER_ONLY, TIMER_ONLY, AH_COUNTER_ONLY, GRAMMARIAN_ONLY]],
    ["the leader", leader, [null, null, null, null]],
    [
      "the Toastmaster",
      standing({ roles: ["toastmaster"] }),
      [null, TIMER_ONLY, AH_COUNTER_ONLY, GRAMMARIAN_ONLY],
    ],
    [
      "the Timer",
      standing({ roles: ["timer"] }),
      [TOASTMASTER_ONLY, null, AH_COUNTER_ONLY, GRAMMARIAN_ONLY],
    ],
    [
      "the Ah-Counter",
      standing({ roles: ["ah-counter"] }),
      [TOASTMASTER_ONLY, TIMER_ONLY, null, GRAMMARIAN_ONLY],
    ],
    [
      "the Grammarian",
      standing({ roles: ["grammarian"] }),
      [TOASTMASTER_ONLY, TIMER_ONLY, AH_COUNTER_ONLY, null],
    ],
  ])("%s", (_who, actor, expected) => {
    expect([
      toastmasterRefusal(actor),
      timerRefusal(actor),
      ahCounterRefusal(actor),
      grammarianRefusal(actor),
    ]).toEqual(expected);
  });

  it("reads: members and the leader; anyone else is refused", () => {
    expect(readRefusal(standing(), "A")).toBeNull();
    expect(readRefusal(standing({ isMember: false, isLeader: true }), "A")).toBeNull();
    expect(readRefusal(standing({ isMember: false }), "A")?.code).toBe("forbidden");
  });

  it.each([
    ["checked in, before the reveal", true, false, null],
    ["checked in, after the reveal", true, true, VOTES_REVEALED],
    ["not checked in", false, false, CHECKED_IN_ONLY],
    ["the leader, not checked in", false, false, CHECKED_IN_ONLY],
  ])("votes: %s", (_case, checkedIn, revealed, expected) => {
    expect(voteRefusal(standing({ checkedIn }), revealed)).toBe(expected);
  });

  it("reveals once, by the Toastmaster or the leader", () => {
    expect(revealRefusal(standing({ roles: ["toastmaster"] }), false)).toBeNull();
    expect(revealRefusal(standing({ roles: ["toastmaster"] }), true)).toBe(VOTES_REVEALED);
    expect(revealRefusal(standing(), false)).toBe(TOASTMASTER_ONLY);
  });

  it("offers nothing to write once the console is closed", () => {
    const may = mayOf(leader, { writable: false, revealed: false });
    expect(Object.values(may).every((allowed) => !allowed)).toBe(true);
    expect(mayOf(leader, { writable: true, revealed: false })).toMatchObject({
      advance: true,
      time: true,
      vote: false,
      reveal: true,
    });
  });
});

describe("the console's window", () => {
  const meeting = (status: DerivedMeeting["status"] = "scheduled"): DerivedMeeting => ({
    key: "2027-03-10",
    startsAt: new Date("2027-03-10T18:00:00Z"),
    endsAt: new Date("2027-03-10T19:30:00Z"),
    status,
    extra: false,
    sequence: 0,
  });
  it.each([
    ["2027-03-10T15:59:59Z", null, TOO_EARLY],
    ["2027-03-10T16:00:00Z", null, null],
    ["2027-03-11T07:30:00Z", null, null],
    ["2027-03-11T07:30:01Z", null, TOO_LATE],
    ["2027-03-10T18:30:00Z", new Date("2027-03-10T18:20:00Z"), CONSOLE_CLOSED],
  ])("at %s (closed %s)", (now, closedAt, expected) => {
    expect(writeRefusal(meeting(), new Date(now), closedAt)).toBe(expected);
  });
  it("refuses a cancelled meeting", () => {
    expect(writeRefusal(meeting("cancelled"), new Date("2027-03-10T18:30:00Z"), null)).toBe(
      MEETING_CANCELLED,
    );
  });
});

describe("the timer's transitions", () => {
  it.each([
    ["a timed item, none running", { lights: SPEECH_LIGHTS }, false, null],
    ["a timed item while one runs", { lights: SPEECH_LIGHTS }, true, TIMER_RUNNING],
    ["an item that is not timed", { lights: null }, false, NOT_TIMED],
    ["an item not on the agenda", undefined, false, UNKNOWN_ITEM],
  ])("start: %s", (_case, item, running, expected) => {
    expect(startRefusal(item, running)).toBe(expected);
  });
  it("stop: only while one runs", () => {
    expect(stopRefusal(true)).toBeNull();
    expect(stopRefusal(false)).toBe(NO_TIMER);
  });
});

describe("the agenda", () => {
  const roles = [
    { kind: "toastmaster" as const, seat: 1, userId: "t", name: "Tara" },
    { kind: "evaluator" as const, seat: 2, userId: "e2", name: "Eve" },
  ];
  const speeches = [
    { slotId: 11, userId: "a", name: "Asha" },
    { slotId: 12, userId: "b", name: "Bala" },
  ];
  it("lists the speeches in order, and an evaluation for each speech with an evaluator", () => {
    const items = agendaOf(speeches, roles, "en");
    expect(items.map((item) => item.key)).toEqual([
      "opening",
      "speech:11",
      "speech:12",
      "table-topics",
      "evaluation:12",
      "general-evaluation",
      "reports",
      "votes",
      "closing",
    ]);
    expect(items[0]).toMatchObject({ personName: "Tara", lights: null });
    expect(items[2]).toMatchObject({
      label: "Speech 2: Bala",
      personId: "b",
      lights: SPEECH_LIGHTS,
    });
    expect(items[4]).toMatchObject({ personName: "Eve", lights: EVALUATION_LIGHTS });
  });
  it("names the items in the reader's language", () => {
    // The speaker's name is isolated (U+2068..U+2069): a Latin name keeps its place in Arabic.
    expect(agendaOf(speeches, roles, "ar")[1]?.label).toBe("الخطاب 1: \u2068Asha\u2069");
  });
});

describe("the winners", () => {
  it("are everyone with the most votes; none without votes", () => {
    expect(
      winnersOf([
        { id: "a", votes: 2 },
        { id: "b", votes: 2 },
        { id: "c", votes: 1 },
      ]),
    ).toEqual([
      { id: "a", votes: 2 },
      { id: "b", votes: 2 },
    ]);
    expect(winnersOf([])).toEqual([]);
  });
});
