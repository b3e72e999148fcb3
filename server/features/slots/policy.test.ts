import { describe, expect, it } from "vitest";
import { bookingRefusal, SLOT_NEEDS_CLUB } from "./policy.ts";

describe("who may book a speech slot", () => {
  it.each([
    [0, SLOT_NEEDS_CLUB],
    [1, null],
    [42, null],
  ])("club %i -> %s", (clubMembership, refusal) => {
    expect(bookingRefusal({ clubMembership })).toBe(refusal);
  });
});
