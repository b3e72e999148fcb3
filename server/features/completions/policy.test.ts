import { describe, expect, it } from "vitest";
import {
  decisionRefusal,
  NOT_LEADER_REFUSAL,
  OWN_MISSION_REFUSAL,
  SUBMIT_ARCHIVED,
  SUBMIT_NEEDS_CLUB,
  SUBMIT_NEEDS_JOURNEY,
  SUBMIT_OTHER_JOURNEY,
  submissionRefusal,
} from "./policy.ts";

describe("who may submit a mission", () => {
  it("refuses everyone an archived mission", () => {
    expect(
      submissionRefusal({ clubMembership: 1, pathId: 2 }, { pathId: null, archived: true }),
    ).toBe(SUBMIT_ARCHIVED);
  });

  it.each([
    // club, journey, mission's journey -> refusal
    [0, 0, null, SUBMIT_NEEDS_CLUB],
    [0, 2, 2, SUBMIT_NEEDS_CLUB],
    [1, 0, null, SUBMIT_NEEDS_JOURNEY],
    [1, 0, 2, SUBMIT_NEEDS_JOURNEY],
    [1, 2, 3, SUBMIT_OTHER_JOURNEY],
    [1, 2, null, null],
    [1, 2, 2, null],
  ] as const)(
    "club %i, journey %i, mission of journey %s -> %s",
    (club, path, mission, refusal) => {
      expect(submissionRefusal({ clubMembership: club, pathId: path }, { pathId: mission })).toBe(
        refusal,
      );
    },
  );
});

describe("who may verify or reject a submission", () => {
  it("allows the leader of the club it was sent to", () => {
    expect(decisionRefusal("leader", { userId: "member", leaderId: "leader" })).toBeNull();
  });

  it("refuses the member themselves, even when they lead the club", () => {
    expect(decisionRefusal("member", { userId: "member", leaderId: "other" })).toBe(
      OWN_MISSION_REFUSAL,
    );
    expect(decisionRefusal("leader", { userId: "leader", leaderId: "leader" })).toBe(
      OWN_MISSION_REFUSAL,
    );
  });

  it("refuses anyone else, and everyone when the club has no leader", () => {
    expect(decisionRefusal("stranger", { userId: "member", leaderId: "leader" })).toBe(
      NOT_LEADER_REFUSAL,
    );
    expect(decisionRefusal("stranger", { userId: "member", leaderId: null })).toBe(
      NOT_LEADER_REFUSAL,
    );
  });
});
