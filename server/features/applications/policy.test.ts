import { describe, expect, it } from "vitest";
import { canDecideApplication } from "./policy.ts";

const user = (id: string) => ({ id, name: id, email: `${id}@example.com`, isAdmin: false });

describe("canDecideApplication", () => {
  it("allows only the leader of the application's club", () => {
    expect(canDecideApplication(user("leader-a"), { clubId: 1, leaderId: "leader-a" })).toBe(true);
    expect(canDecideApplication(user("leader-b"), { clubId: 1, leaderId: "leader-a" })).toBe(false);
  });

  it("allows nobody for a club without a leader, admins included", () => {
    const admin = { ...user("admin"), isAdmin: true };
    expect(canDecideApplication(admin, { clubId: 1, leaderId: null })).toBe(false);
    expect(canDecideApplication(admin, { clubId: 1, leaderId: "leader-a" })).toBe(false);
  });
});
