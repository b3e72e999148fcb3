import { describe, expect, it } from "vitest";
import { decisionRefusal, NOT_LEADER_REFUSAL, OWN_MISSION_REFUSAL } from "./policy.ts";

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
