import { describe, expect, it } from "vitest";
import { JOURNEY_ALREADY_CHOSEN, JOURNEY_NEEDS_CLUB, journeyChoiceRefusal } from "./policy.ts";

describe("who may choose a journey", () => {
  it.each([
    // club, journey already chosen -> refusal
    [0, 0, { status: "forbidden", message: JOURNEY_NEEDS_CLUB }],
    [0, 3, { status: "conflict", message: JOURNEY_ALREADY_CHOSEN }],
    [2, 3, { status: "conflict", message: JOURNEY_ALREADY_CHOSEN }],
    [2, 0, null],
  ] as const)("club %i, journey %i -> %o", (clubMembership, pathId, refusal) => {
    expect(journeyChoiceRefusal({ clubMembership, pathId })).toEqual(refusal);
  });
});
