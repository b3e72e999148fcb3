import { describe, expect, it } from "vitest";
import { JOURNEY_ALREADY_CHOSEN, JOURNEY_NEEDS_CLUB, journeyChoiceRefusal } from "./policy.ts";

describe("who may choose a journey", () => {
  it.each([
    // club, journey already chosen -> refusal
    [null, null, JOURNEY_NEEDS_CLUB],
    [null, 3, JOURNEY_ALREADY_CHOSEN],
    [2, 3, JOURNEY_ALREADY_CHOSEN],
    [2, null, null],
  ] as const)("club %s, journey %s -> %s", (clubId, journeyId, refusal) => {
    expect(journeyChoiceRefusal({ clubId, journeyId })).toEqual(refusal);
  });
});
