import { describe, expect, it } from "vitest";
import {
  decisionRefusal,
  LEADERS_OWN_REFUSAL,
  missingEvidence,
  NOT_LEADER_REFUSAL,
  needsMembership,
  OWN_MISSION_REFUSAL,
  SUBMIT_ARCHIVED,
  SUBMIT_NEEDS_CLUB,
  SUBMIT_NEEDS_JOURNEY,
  SUBMIT_OTHER_JOURNEY,
  stepNotesRefusal,
  submissionRefusal,
  submissionReviewer,
} from "./policy.ts";

describe("who may submit a mission", () => {
  it("refuses everyone an archived mission", () => {
    expect(
      submissionRefusal({ clubId: 1, journeyId: 2 }, { journeyId: null, archived: true }),
    ).toBe(SUBMIT_ARCHIVED);
  });

  it.each([
    // club, journey, mission's journey -> refusal
    [null, null, null, SUBMIT_NEEDS_CLUB],
    [null, 2, 2, SUBMIT_NEEDS_CLUB],
    [1, null, null, SUBMIT_NEEDS_JOURNEY],
    [1, null, 2, SUBMIT_NEEDS_JOURNEY],
    [1, 2, 3, SUBMIT_OTHER_JOURNEY],
    [1, 2, null, null],
    [1, 2, 2, null],
  ] as const)(
    "club %s, journey %s, mission of journey %s -> %s",
    (club, journey, mission, refusal) => {
      expect(submissionRefusal({ clubId: club, journeyId: journey }, { journeyId: mission })).toBe(
        refusal,
      );
    },
  );
});

describe("who may verify or reject a submission", () => {
  const person = (id: string, isAdmin = false) => ({ id, isAdmin });

  it.each([
    // actor, admin?, author, club's leader -> refusal
    ["leader", false, "member", "leader", null],
    ["member", false, "member", "other", OWN_MISSION_REFUSAL],
    ["leader", false, "leader", "leader", OWN_MISSION_REFUSAL],
    ["stranger", false, "member", "leader", NOT_LEADER_REFUSAL],
    ["stranger", false, "member", null, NOT_LEADER_REFUSAL],
    ["admin", true, "member", "leader", null],
    ["admin", true, "member", null, null],
    ["admin", true, "admin", null, OWN_MISSION_REFUSAL],
    ["co-leader", false, "member", "leader", null],
    ["co-leader", false, "co-leader", "leader", OWN_MISSION_REFUSAL],
    // The leader appoints the co-leaders: none of them decides the leader's own work.
    ["co-leader", false, "leader", "leader", LEADERS_OWN_REFUSAL],
    ["admin", true, "leader", "leader", null],
    // A co-leader's own: the leader or another co-leader decides it.
    ["leader", false, "co-leader", "leader", null],
    ["second", false, "co-leader", "leader", null],
    ["second", false, "co-leader", null, null],
  ] as const)(
    "%s (admin: %s), submitted by %s, club led by %s -> %s",
    (actor, isAdmin, userId, leaderId, refusal) => {
      const submission = { userId, leaderId, coLeaderIds: ["co-leader", "second"] };
      expect(decisionRefusal(person(actor, isAdmin), submission)).toBe(refusal);
    },
  );
});

describe("missingEvidence", () => {
  const steps = [
    { stepName: "Watch", kind: "video" as const },
    { stepName: "Identity", kind: "identity-exercise" as const },
    { stepName: "Accounts", kind: "accounts" as const },
    { stepName: "Speech", kind: "book-slot" as const },
  ];
  const all = { identity: true, socialLinks: 1, speech: true };
  it.each([
    [{ ...all, identity: false }, "Identity"],
    [{ ...all, socialLinks: 0 }, "Accounts"],
    [{ ...all, speech: false }, "Speech"],
    [{ identity: false, socialLinks: 0, speech: false }, "Identity"],
  ])("names the first step with nothing saved (%j -> %s)", (evidence, step) => {
    expect(String(missingEvidence("mission101", steps, evidence)?.message)).toContain(`“${step}”`);
  });
  it("asks nothing of steps that collect nothing, and passes a complete submission", () => {
    expect(missingEvidence("mission101", steps, all)).toBeNull();
    expect(
      missingEvidence("mission101", [{ stepName: "Read", kind: "text" }], {
        ...all,
        identity: false,
      }),
    ).toBeNull();
  });
  it("a journey's own mission needs the membership; a shared one does not", () => {
    expect(needsMembership({ journeyId: 3 })).toBe(true);
    expect(needsMembership({ journeyId: null })).toBe(false);
  });
});

describe("who verifies a submission", () => {
  it.each([
    // club's leader, submitter -> reviewer (null: the admins)
    ["leader", "member", "leader"],
    ["leader", "leader", null],
    [null, "member", null],
  ] as const)("club led by %s, submitted by %s -> %s", (leaderId, submitterId, reviewer) => {
    expect(submissionReviewer(leaderId, submitterId)).toBe(reviewer);
  });
});

describe("a rejection's step notes", () => {
  it.each([
    // notes' step ids, the mission's step ids -> refused?
    [[], [1, 2], false],
    [[1], [1, 2], false],
    [[2, 1], [1, 2], false],
    [[3], [1, 2], true],
    [[1, 3], [1, 2], true],
    [[1], [], true],
  ] as const)("notes on %j, mission steps %j -> refused: %s", (noted, steps, refused) => {
    const refusal = stepNotesRefusal(
      noted.map((stepId) => ({ stepId })),
      steps,
    );
    expect(refusal === null).toBe(!refused);
    if (refusal) expect(refusal).toMatchObject({ code: "validation", field: "stepNotes" });
  });
});
