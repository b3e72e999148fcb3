import { describe, expect, it } from "vitest";
import { canDecideApplication } from "./policy.ts";

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
    ["stranger", false, null, "applicant", false],
    ["admin", true, "leader-a", "applicant", true],
    ["admin", true, null, "applicant", true],
    ["admin", true, null, "admin", false],
    ["leader-a", false, "leader-a", "leader-a", false],
  ] as const)(
    "%s (admin: %s), club led by %s, applicant %s -> %s",
    (actor, isAdmin, leaderId, applicant, allowed) => {
      expect(
        canDecideApplication(user(actor, isAdmin), { clubId: 1, leaderId, userId: applicant }),
      ).toBe(allowed);
    },
  );
});
