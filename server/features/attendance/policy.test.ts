import { describe, expect, it } from "vitest";
import type { DerivedMeeting } from "../meetings/index.ts";
import {
  ANSWER_TOO_LATE,
  answerRefusal,
  attendanceEarns,
  CHECK_IN_CLOSED,
  CODE_TOO_EARLY,
  capacityOf,
  checkInStatus,
  codeRefusal,
  goingStateFor,
  HOST_ONLY,
  hostRefusal,
  isNoShow,
  LEADER_ONLY,
  LINK_TOO_EARLY,
  leaderRefusal,
  MARK_TOO_EARLY,
  MARK_TOO_LATE,
  MEETING_CANCELLED,
  markRefusal,
  placesFree,
  readerRefusal,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  TOKEN_NOT_YET,
  tokenExpiry,
  tokenRefusal,
} from "./policy.ts";

const START = "2027-03-10T18:00:00.000Z";
const meeting = (status: DerivedMeeting["status"] = "scheduled"): DerivedMeeting => ({
  key: "2027-03-10",
  startsAt: new Date(START),
  endsAt: new Date("2027-03-10T19:30:00.000Z"),
  status,
  extra: false,
  sequence: 0,
});
const at = (iso: string) => new Date(iso);

describe("who may see and answer", () => {
  it.each([
    [{ isMember: true, isLeader: false }, false],
    [{ isMember: false, isLeader: true }, false],
    [{ isMember: false, isLeader: false }, true],
  ])("%o refused: %s", (standing, refused) => {
    expect(readerRefusal(standing, "A")?.code === "forbidden").toBe(refused);
  });
  it("attendance is the leader's; the code the leader's or the Toastmaster's", () => {
    expect(leaderRefusal({ isMember: true, isLeader: false })).toBe(LEADER_ONLY);
    expect(leaderRefusal({ isMember: false, isLeader: true })).toBeNull();
    expect(hostRefusal({ isMember: true, isLeader: false, isToastmaster: false })).toBe(HOST_ONLY);
    expect(hostRefusal({ isMember: true, isLeader: false, isToastmaster: true })).toBeNull();
  });
});

describe("answers and the waitlist", () => {
  it.each([
    [meeting(), "2027-03-10T17:59:59Z", null],
    [meeting(), START, ANSWER_TOO_LATE],
    [meeting("cancelled"), "2027-03-01T00:00:00Z", MEETING_CANCELLED],
  ] as const)("%# -> %s", (target, now, refusal) => {
    expect(answerRefusal(target, at(now))).toBe(refusal);
  });
  it("counts a capacity in person only, and waits beyond it", () => {
    expect(capacityOf(10, "inperson")).toBe(10);
    expect(capacityOf(10, "online")).toBeNull();
    expect(goingStateFor(9, 10)).toBe("going");
    expect(goingStateFor(10, 10)).toBe("waitlisted");
    expect(goingStateFor(500, null)).toBe("going");
    expect(placesFree(9, 10, 3)).toBe(1);
    expect(placesFree(12, 10, 3)).toBe(0);
    expect(placesFree(12, null, 3)).toBe(3);
  });
});

describe("the leader's marking window", () => {
  it.each([
    ["2027-03-10T17:59:00Z", MARK_TOO_EARLY],
    [START, null],
    ["2027-03-12T19:30:00Z", null],
    ["2027-03-12T19:30:01Z", MARK_TOO_LATE],
  ] as const)("at %s -> %s", (now, refusal) => {
    expect(markRefusal(meeting(), at(now))).toBe(refusal);
  });
});

describe("check-in codes", () => {
  it.each([
    ["code", "2027-03-10T16:59:59Z", CODE_TOO_EARLY],
    ["code", "2027-03-10T17:00:00Z", null],
    ["link", "2027-03-10T17:44:59Z", LINK_TOO_EARLY],
    ["link", "2027-03-10T17:45:00Z", null],
    ["code", "2027-03-10T19:30:00Z", CHECK_IN_CLOSED],
  ] as const)("%s at %s -> %s", (kind, now, refusal) => {
    expect(codeRefusal(meeting(), kind, at(now))).toBe(refusal);
  });
  it("a code lives for the minute it shows and the next; a link to the end", () => {
    expect(tokenExpiry(meeting(), "code", at("2027-03-10T18:05:30Z")).toISOString()).toBe(
      "2027-03-10T18:07:00.000Z",
    );
    expect(tokenExpiry(meeting(), "link", at("2027-03-10T18:05:30Z")).toISOString()).toBe(
      "2027-03-10T19:30:00.000Z",
    );
  });
  it("is late more than 15 minutes after the start", () => {
    expect(checkInStatus(meeting(), at("2027-03-10T18:15:00Z"))).toBe("present");
    expect(checkInStatus(meeting(), at("2027-03-10T18:15:01Z"))).toBe("late");
  });
  it("refuses a token that is not ours (403) or outside its time (409)", () => {
    expect(tokenRefusal("invalid")).toBe(TOKEN_INVALID);
    expect(tokenRefusal("expired")).toBe(TOKEN_EXPIRED);
    expect(tokenRefusal("not-yet")).toBe(TOKEN_NOT_YET);
    expect(TOKEN_INVALID.code).toBe("forbidden");
  });
});

describe("no-shows", () => {
  const after = at("2027-03-10T19:31:00Z");
  it.each([
    ["going", meeting(), null, after, true],
    ["going", meeting(), "absent", after, true],
    ["going", meeting(), "late", after, false],
    ["going", meeting(), null, at("2027-03-10T19:00:00Z"), false],
    ["going", meeting("cancelled"), null, after, false],
    ["going", null, null, after, false],
    ["waitlisted", meeting(), null, after, false],
    ["not-going", meeting(), null, after, false],
  ] as const)("%s %#: %s", (answer, target, attendance, now, expected) => {
    expect(isNoShow(answer, target, attendance, now)).toBe(expected);
  });
});

describe("what attendance earns $VOCATE", () => {
  it.each([
    ["present", "member", "leader", true],
    ["late", "member", "leader", true],
    ["absent", "member", "leader", false],
    ["present", "leader", "leader", false],
    ["late", "leader", "leader", false],
    ["present", "member", null, true],
    ["present", "co-leader", "leader", false],
  ] as const)("%s of %s (leader %s): %s", (status, userId, leaderId, expected) => {
    expect(attendanceEarns(status, userId, { leaderId, coLeaderIds: ["co-leader"] })).toBe(
      expected,
    );
  });
});
