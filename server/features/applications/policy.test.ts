import { describe, expect, it } from "vitest";
import { ALREADY_MEMBER, applyRefusal, canDecideApplication, LEADS_CLUB } from "./policy.ts";

const user = (id: string, isAdmin = false) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  isAdmin,
});

describe("canDecideApplication", () => {
  it.each([
    // actor, admin?, club's leader, applicant -> may decide
    ["leader-a", false, "leader-a", "applicant", true],
    ["leader-b", false, "leader-a", "applicant", false],
    ["co-leader", false, "leader-a", "applicant", true],
    ["co-leader", false, "leader-a", "co-leader", false],
    ["stranger", false, null, "applicant", false],
    ["admin", true, "leader-a", "applicant", true],
    ["admin", true, null, "applicant", true],
    ["admin", true, null, "admin", false],
    ["leader-a", false, "leader-a", "leader-a", false],
  ] as const)(
    "%s (admin: %s), club led by %s, applicant %s -> %s",
    (actor, isAdmin, leaderId, applicant, allowed) => {
      expect(
        canDecideApplication(user(actor, isAdmin), {
          clubId: 1,
          leaderId,
          coLeaderIds: ["co-leader"],
          userId: applicant,
        }),
      ).toBe(allowed);
    },
  );
});

describe("applyRefusal", () => {
  it.each([
    // actor, admin?, club's leader, already a member -> refusal
    ["leader-a", false, "leader-a", false, LEADS_CLUB],
    ["leader-a", false, "leader-a", true, LEADS_CLUB],
    ["admin", true, "admin", false, LEADS_CLUB],
    ["leader-b", false, "leader-a", false, null],
    ["admin", true, "leader-a", false, null],
    ["stranger", false, null, false, null],
    ["member", false, "leader-a", true, ALREADY_MEMBER],
    ["member", false, null, true, ALREADY_MEMBER],
  ] as const)(
    "%s (admin: %s), club led by %s, member: %s -> %s",
    (actor, isAdmin, leaderId, isMember, refusal) => {
      expect(applyRefusal(user(actor, isAdmin), { leaderId }, isMember)).toBe(refusal);
    },
  );
});
