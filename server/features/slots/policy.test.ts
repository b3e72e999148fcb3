import { describe, expect, it } from "vitest";
import type { DerivedMeeting } from "../meetings/policy.ts";
import {
  bookerRefusal,
  CANCEL_TOO_LATE,
  cancelRefusal,
  deliveryRefusal,
  MEETING_CANCELLED,
  MEETING_FULL,
  MEETING_STARTED,
  meetingBookingRefusal,
  NOT_BOOKED,
  NOT_DELIVERED_YET,
  SLOT_NEEDS_CLUB,
  SLOT_OTHER_CLUB,
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
const future = meeting("2026-03-11T12:00:00Z");
const past = meeting("2026-03-10T11:00:00Z");

describe("who may book at a club", () => {
  it.each([
    [null, 5, SLOT_NEEDS_CLUB],
    [5, 5, null],
    [5, 6, SLOT_OTHER_CLUB],
  ])("member of %s booking at %i -> %s", (memberOf, clubId, refusal) => {
    expect(bookerRefusal({ clubId: memberOf }, clubId)).toBe(refusal);
  });
});

describe("which meeting has room", () => {
  it.each([
    [future, 0, 3, null],
    [future, 2, 3, null],
    [future, 3, 3, MEETING_FULL],
    [past, 0, 3, MEETING_STARTED],
    [meeting("2026-03-11T12:00:00Z", "cancelled"), 0, 3, MEETING_CANCELLED],
  ])("%# -> %s", (target, booked, slots, refusal) => {
    expect(meetingBookingRefusal(target, now, booked, slots)).toBe(refusal);
  });
});

describe("cancelling and delivering", () => {
  it.each([
    ["booked", future, null],
    ["booked", past, CANCEL_TOO_LATE],
    ["booked", null, null],
    ["cancelled", future, NOT_BOOKED],
  ] as const)("cancel %s -> %s", (status, target, refusal) => {
    expect(cancelRefusal({ status }, target, now)).toBe(refusal);
  });
  it.each([
    ["booked", past, null],
    ["booked", future, NOT_DELIVERED_YET],
    ["delivered", past, NOT_BOOKED],
  ] as const)("deliver %s -> %s", (status, target, refusal) => {
    expect(deliveryRefusal({ status }, target, now)).toBe(refusal);
  });
});
