import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../auth/session.ts";
import {
  adjustmentRefusal,
  approvalRefusal,
  historyRefusal,
  needsSecondApproval,
} from "./policy.ts";

const person = (id: string, isAdmin = false): SessionUser => ({
  id,
  name: id,
  email: `${id}@example.com`,
  isAdmin,
});
const member = person("member");
const admin = person("admin", true);
const otherAdmin = person("other-admin", true);

describe("rewards policy", () => {
  it.each([
    ["the owner", member, "member", null],
    ["another member", person("someone"), "member", "forbidden"],
    ["an admin", admin, "member", null],
  ] as const)("history: %s", (_label, reader, ownerId, code) => {
    expect(historyRefusal(reader, ownerId)?.code ?? null).toBe(code);
  });

  it.each([
    [1_000, false],
    [-1_000, false],
    [1_001, true],
    [-1_001, true],
  ])("an adjustment of %i needs a second approval: %s", (amount, needed) => {
    expect(needsSecondApproval(amount)).toBe(needed);
  });

  it.each([
    ["the admin who asked", admin, "pending", "forbidden"],
    ["another admin", otherAdmin, "pending", null],
    ["another admin, decided", otherAdmin, "approved", "conflict"],
  ] as const)("approval by %s", (_label, actor, status, code) => {
    expect(approvalRefusal(actor, { requestedBy: admin.id, status })?.code ?? null).toBe(code);
  });

  it("nobody adjusts their own balance", () => {
    expect(adjustmentRefusal(admin, admin.id)?.code).toBe("forbidden");
    expect(adjustmentRefusal(admin, member.id)).toBeNull();
  });
});
