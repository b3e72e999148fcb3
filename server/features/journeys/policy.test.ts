import { describe, expect, it } from "vitest";
import { JOURNEY_ALREADY_CHOSEN, JOURNEY_NEEDS_CLUB, journeyChoiceRefusal } from "./policy.ts";

describe("who may choose a journey", () => {
  it.each([
    // club, journey already chosen -> refusal
    [null, null, { status: "forbidden", message: JOURNEY_NEEDS_CLUB }],
    [null, 3, { status: "conflict", message: JOURNEY_ALREADY_CHOSEN }],
    [2, 3, { status: "conflict", message: JOURNEY_ALREADY_CHOSEN }],
    [2, null, null],
  ] as const)("club %s, journey %s -> %o", (clubId, journeyId, refusal) => {
    expect(journeyChoiceRefusal({ clubId, journeyId })).toEqual(refusal);
  });
});
