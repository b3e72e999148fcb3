import { describe, expect, it } from "vitest";
import {
  ALREADY_PERSON,
  canSeePartner,
  decisionOutcome,
  invitationRefusal,
  LAST_OWNER,
  MAX_OPEN_INVITATIONS,
  manageRefusal,
  OWNERS_ONLY,
  ownerRefusal,
  PEOPLE_ONLY,
  registerRefusal,
  removalRefusal,
  TOO_MANY_INVITATIONS,
  TRUST_APPROVED_ONLY,
  VERIFY_EMAIL_FIRST,
} from "./policy.ts";

describe("who sees and manages a partner", () => {
  it("registers with a confirmed address only", () => {
    expect(registerRefusal(false)).toBe(VERIFY_EMAIL_FIRST);
    expect(registerRefusal(true)).toBeNull();
  });

  it.each([
    // status, role, admin -> visible
    ["approved", null, false, true],
    ["pending", null, false, false],
    ["rejected", null, false, false],
    ["pending", "member", false, true],
    ["rejected", "owner", false, true],
    ["pending", null, true, true],
  ] as const)("a %s partner to role %s (admin: %s) -> %s", (status, role, admin, visible) => {
    expect(canSeePartner(status, role, admin)).toBe(visible);
  });

  it("shows the management view to its people and admins, edits to owners only", () => {
    expect(manageRefusal(null, false)).toBe(PEOPLE_ONLY);
    expect(manageRefusal("member", false)).toBeNull();
    expect(manageRefusal(null, true)).toBeNull();
    expect(ownerRefusal("owner")).toBeNull();
    expect(ownerRefusal("member")).toBe(OWNERS_ONLY);
    expect(ownerRefusal(null)).toBe(OWNERS_ONLY);
  });
});

describe("removing a person", () => {
  const remove = (
    actorId: string,
    actorRole: "owner" | "member" | null,
    target: { userId: string; role: "owner" | "member" },
    ownerCount: number,
  ) => removalRefusal({ actorId, actorRole, target, ownerCount });

  it("lets an owner remove anyone but the last owner", () => {
    expect(remove("o1", "owner", { userId: "m1", role: "member" }, 1)).toBeNull();
    expect(remove("o1", "owner", { userId: "o2", role: "owner" }, 2)).toBeNull();
    expect(remove("o1", "owner", { userId: "o1", role: "owner" }, 1)).toBe(LAST_OWNER);
  });

  it("lets anyone leave, never a member remove someone else", () => {
    expect(remove("m1", "member", { userId: "m1", role: "member" }, 1)).toBeNull();
    expect(remove("m1", "member", { userId: "o1", role: "owner" }, 1)).toBe(OWNERS_ONLY);
    expect(remove("m1", "member", { userId: "m2", role: "member" }, 1)).toBe(OWNERS_ONLY);
    expect(remove("x", null, { userId: "m2", role: "member" }, 1)).toBe(OWNERS_ONLY);
  });
});

describe("inviting", () => {
  it("refuses someone already in, and too many waiting", () => {
    expect(invitationRefusal(true, 0)).toBe(ALREADY_PERSON);
    expect(invitationRefusal(false, MAX_OPEN_INVITATIONS)).toBe(TOO_MANY_INVITATIONS);
    expect(invitationRefusal(false, MAX_OPEN_INVITATIONS - 1)).toBeNull();
  });
});

describe("an admin's decision", () => {
  const pending = { status: "pending" as const, trusted: false };
  const approved = { status: "approved" as const, trusted: false };

  it("approves or rejects a pending registration, trusted only when approved", () => {
    expect(decisionOutcome(pending, { decision: "approved", trusted: true })).toEqual({
      refusal: null,
      statusChanged: true,
      trusted: true,
      trustChanged: true,
    });
    expect(decisionOutcome(pending, { decision: "rejected" })).toMatchObject({
      refusal: null,
      statusChanged: true,
      trusted: false,
    });
    expect(decisionOutcome(pending, { decision: "rejected", trusted: true }).refusal).toBe(
      TRUST_APPROVED_ONLY,
    );
  });

  it("changes only the trust of a decided partner", () => {
    expect(decisionOutcome(approved, { decision: "approved", trusted: true })).toEqual({
      refusal: null,
      statusChanged: false,
      trusted: true,
      trustChanged: true,
    });
    expect(decisionOutcome({ ...approved, trusted: true }, { decision: "approved" })).toMatchObject(
      { statusChanged: false, trustChanged: false, trusted: true },
    );
    expect(decisionOutcome(approved, { decision: "rejected" }).refusal?.code).toBe("conflict");
    expect(
      decisionOutcome({ status: "rejected", trusted: false }, { decision: "approved" }).refusal
        ?.code,
    ).toBe("conflict");
  });
});
