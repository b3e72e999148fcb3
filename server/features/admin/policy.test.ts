import { describe, expect, it } from "vitest";
import {
  adminChangeRefusal,
  archiveRefusal,
  disableRefusal,
  leaderAssignmentRefusal,
} from "./policy.ts";

const actor = { id: "me", name: "Me", email: "me@x.io", isAdmin: true };
const person = (
  overrides: Partial<{ id: string; email: string; isAdmin: boolean; disabled: boolean }> = {},
) => ({
  id: overrides.id ?? "them",
  email: overrides.email ?? "them@x.io",
  isAdmin: overrides.isAdmin ?? false,
  disabledAt: overrides.disabled ? new Date(0) : null,
});
const listed = ["listed@x.io"];

describe("admin console rules", () => {
  it.each([
    // target, grant -> refused because
    ["a person", person(), true, null],
    ["a disabled person", person({ disabled: true }), true, /disabled/],
    ["an admin", person({ isAdmin: true }), false, null],
    ["oneself", person({ id: "me", isAdmin: true }), false, /your own/],
    ["an ADMIN_EMAILS admin", person({ email: "listed@x.io" }), false, /ADMIN_EMAILS/],
  ] as const)("%s, grant %s", (_who, target, grant, refusal) => {
    const answer = adminChangeRefusal(actor, target, grant, listed);
    if (refusal) expect(String(answer?.message)).toMatch(refusal);
    else expect(answer).toBeNull();
  });

  it.each([
    ["a person", person(), true, null],
    ["oneself", person({ id: "me" }), true, /your own/],
    ["an admin", person({ isAdmin: true }), true, /revoke/],
    ["an ADMIN_EMAILS admin", person({ email: "listed@x.io" }), true, /revoke/],
    ["enabling anyone", person({ disabled: true }), false, null],
  ] as const)("disabling %s (%s)", (_who, target, disable, refusal) => {
    const answer = disableRefusal(actor, target, disable, listed);
    if (refusal) expect(String(answer?.message)).toMatch(refusal);
    else expect(answer).toBeNull();
  });

  it.each([
    ["a person leading none", person(), 0, null],
    ["a person at the limit", person(), 5, /already leads 5/],
    ["a disabled person", person({ disabled: true }), 0, /disabled/],
  ] as const)("making %s a leader", (_who, target, led, refusal) => {
    const answer = leaderAssignmentRefusal(target, led, 5);
    if (refusal) expect(String(answer?.message)).toMatch(refusal);
    else expect(answer).toBeNull();
  });
});

describe("archiveRefusal", () => {
  it.each([
    [0, null],
    [1, /^1 checkout is in progress.*24 hours/],
    [3, /^3 checkouts are in progress/],
  ] as const)("with %i open checkouts", (open, refusal) => {
    const answer = archiveRefusal(open);
    if (refusal) expect(String(answer?.message)).toMatch(refusal);
    else expect(answer).toBeNull();
  });
});
