import { describe, expect, it } from "vitest";
import type { DerivedMeeting } from "../meetings/index.ts";
import {
  ALREADY_ANSWERED,
  ALREADY_HAS_ROLE,
  answerRefusal,
  BY_SLOT_BOOKING,
  CUSTOM_KEEPS_NAME,
  giveUpRefusal,
  HAS_SPEECH,
  interestRefusal,
  isLateGiveUp,
  MEETING_CANCELLED,
  MEETING_STARTED,
  MEMBER_HAS_ROLE,
  MEMBER_HAS_SPEECH,
  meetingRefusal,
  NOT_ASKED,
  NOT_IN_CLUB,
  NOT_YOURS,
  oneRoleRefusal,
  prerequisiteRefusal,
  REORDER_ALL,
  ROLE_HAS_OPEN_SEAT,
  ROLE_OFF,
  type RoleRule,
  reorderRefusal,
  roleName,
  SEAT_NOT_FOUND,
  SEAT_OPEN,
  SPEAKER_NO_PREREQUISITE,
  SPEAKER_STAYS_ON,
  seatName,
  seatRefusal,
  seatsOf,
  updateRefusal,
  viewRefusal,
  YOU_HOLD_IT,
} from "./policy.ts";

const now = new Date("2026-03-10T12:00:00Z");
const meeting = (
  startsAt: string,
  status: DerivedMeeting["status"] = "scheduled",
): DerivedMeeting => ({
  key: startsAt.slice(0, 10),
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
  status,
  extra: false,
  sequence: 0,
});
const role = (overrides: Partial<RoleRule> = {}): RoleRule => ({
  id: 1,
  kind: "timer",
  name: null,
  enabled: true,
  minSpeeches: 0,
  ...overrides,
});

describe("who sees a club's roles", () => {
  it.each([
    [{ isMember: true, isLeader: false }, null],
    [{ isMember: false, isLeader: true }, null],
    [{ isMember: true, isLeader: true }, null],
    [{ isMember: false, isLeader: false }, NOT_IN_CLUB],
  ])("%o -> %s", (standing, refusal) => {
    expect(viewRefusal(standing)).toBe(refusal);
  });
});

describe("a meeting whose roles may change", () => {
  it.each([
    [meeting("2026-03-11T12:00:00Z"), null],
    [meeting("2026-03-11T12:00:00Z", "moved"), null],
    [meeting("2026-03-11T12:00:00Z", "cancelled"), MEETING_CANCELLED],
    [meeting("2026-03-10T11:00:00Z"), MEETING_STARTED],
    [meeting("2026-03-10T12:00:00Z"), MEETING_STARTED],
  ])("%o -> %s", (candidate, refusal) => {
    expect(meetingRefusal(candidate, now)).toBe(refusal);
  });
});

describe("seats", () => {
  it("gives evaluators and speakers one seat per speech slot, other roles one", () => {
    expect(seatsOf("evaluator", 4)).toBe(4);
    expect(seatsOf("speaker", 4)).toBe(4);
    expect(seatsOf("timer", 4)).toBe(1);
    expect(seatsOf("custom", 4)).toBe(1);
  });

  it.each([
    [role(), 1, null],
    [role(), 2, SEAT_NOT_FOUND],
    [role({ kind: "evaluator" }), 3, null],
    [role({ kind: "evaluator" }), 4, SEAT_NOT_FOUND],
    [role({ enabled: false }), 1, ROLE_OFF],
    [role({ kind: "speaker" }), 1, BY_SLOT_BOOKING],
  ])("%o seat %i of 3 slots -> %s", (candidate, seat, refusal) => {
    expect(seatRefusal(candidate, seat, 3)).toBe(refusal);
  });

  it("names a default in the reader's language, the leader's name as written", () => {
    expect(roleName(role()).in("en")).toBe("Timer");
    expect(roleName(role()).in("ar")).toBe("مراقب الوقت");
    expect(roleName(role({ kind: "toastmaster" })).in("ml")).toBe("യോഗത്തിന്റെ ടോസ്റ്റ്മാസ്റ്റർ");
    expect(roleName(role({ name: "Jokemaster" })).in("ml")).toBe("Jokemaster");
    expect(seatName(role({ kind: "evaluator" }), 2, 3).in("en")).toBe("Evaluator 2");
    expect(seatName(role(), 1, 1).in("en")).toBe("Timer");
  });
});

describe("prerequisites", () => {
  it("refuses too few delivered speeches, naming how many it asks", () => {
    expect(prerequisiteRefusal({ minSpeeches: 2 }, 2, "self")).toBeNull();
    expect(prerequisiteRefusal({ minSpeeches: 0 }, 0, "self")).toBeNull();
    const refused = prerequisiteRefusal({ minSpeeches: 2 }, 1, "self");
    expect(refused?.code).toBe("forbidden");
    expect(refused?.message.in("en")).toContain("2 delivered speeches");
    expect(refused?.message.in("en")).toContain("you have delivered 1");
    expect(prerequisiteRefusal({ minSpeeches: 1 }, 0, "member")?.message.in("en")).toContain(
      "this member has delivered 0",
    );
  });
});

describe("one role per member per meeting", () => {
  it.each([
    [{ hasRole: false, hasSpeech: false }, "self", null],
    [{ hasRole: true, hasSpeech: false }, "self", ALREADY_HAS_ROLE],
    [{ hasRole: false, hasSpeech: true }, "self", HAS_SPEECH],
    [{ hasRole: true, hasSpeech: false }, "member", MEMBER_HAS_ROLE],
    [{ hasRole: false, hasSpeech: true }, "member", MEMBER_HAS_SPEECH],
  ] as const)("%o (%s) -> %s", (commitments, who, refusal) => {
    expect(oneRoleRefusal(commitments, who)).toBe(refusal);
  });
});

describe("giving up and answering", () => {
  it.each([
    [undefined, { userId: "a", isLeader: false }, SEAT_OPEN],
    [{ userId: "a" }, { userId: "a", isLeader: false }, null],
    [{ userId: "a" }, { userId: "b", isLeader: true }, null],
    [{ userId: "a" }, { userId: "b", isLeader: false }, NOT_YOURS],
  ])("seat %o, actor %o -> %s", (seat, actor, refusal) => {
    expect(giveUpRefusal(seat, actor)).toBe(refusal);
  });

  it.each([
    [undefined, "a", NOT_ASKED],
    [{ userId: "b", status: "assigned" }, "a", NOT_ASKED],
    [{ userId: "a", status: "assigned" }, "a", null],
    [{ userId: "a", status: "held" }, "a", ALREADY_ANSWERED],
  ] as const)("seat %o answered by %s -> %s", (seat, userId, refusal) => {
    expect(answerRefusal(seat, userId)).toBe(refusal);
  });

  it("calls a give-up late under 48 hours before the meeting", () => {
    expect(isLateGiveUp(meeting("2026-03-12T11:59:00Z"), now, 48)).toBe(true);
    expect(isLateGiveUp(meeting("2026-03-12T12:00:00Z"), now, 48)).toBe(false);
  });
});

describe("interest", () => {
  it.each([
    [role(), { openSeats: 0, holdsIt: false }, null],
    [role(), { openSeats: 1, holdsIt: false }, ROLE_HAS_OPEN_SEAT],
    [role(), { openSeats: 0, holdsIt: true }, YOU_HOLD_IT],
    [role({ enabled: false }), { openSeats: 0, holdsIt: false }, ROLE_OFF],
    [role({ kind: "speaker" }), { openSeats: 0, holdsIt: false }, BY_SLOT_BOOKING],
  ])("%o %o -> %s", (candidate, state, refusal) => {
    expect(interestRefusal(candidate, state)).toBe(refusal);
  });
});

describe("the leader's role list", () => {
  it.each([
    [role(), { name: null }, null],
    [role({ kind: "custom", name: "Jokemaster" }), { name: null }, CUSTOM_KEEPS_NAME],
    [role({ kind: "custom", name: "Jokemaster" }), { enabled: false }, null],
    [role({ kind: "speaker" }), { enabled: false }, SPEAKER_STAYS_ON],
    [role({ kind: "speaker" }), { name: "Orator" }, null],
    [role({ kind: "speaker" }), { minSpeeches: 1 }, SPEAKER_NO_PREREQUISITE],
    [role({ kind: "evaluator" }), { minSpeeches: 2 }, null],
  ])("%o changed by %o -> %s", (candidate, change, refusal) => {
    expect(updateRefusal(candidate, change)).toBe(refusal);
  });

  it.each([
    [[1, 2, 3], [3, 1, 2], null],
    [[1, 2, 3], [1, 2], REORDER_ALL],
    [[1, 2, 3], [1, 2, 3, 4], REORDER_ALL],
    [[1, 2, 3], [1, 2, 2], REORDER_ALL],
    [[1, 2, 3], [1, 2, 9], REORDER_ALL],
  ])("roles %o in order %o -> %s", (ids, order, refusal) => {
    expect(reorderRefusal(ids, order)).toBe(refusal);
  });
});
