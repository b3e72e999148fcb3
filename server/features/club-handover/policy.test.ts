import { describe, expect, it } from "vitest";
import { acceptRefusal, offerRefusal } from "./policy.ts";

const member = { id: "member", member: true, disabledAt: null };

describe("offering a club", () => {
  it.each([
    ["to a member, nothing open", member, null, null],
    ["to oneself", { ...member, id: "leader" }, null, "validation"],
    ["to someone outside the club", { ...member, member: false }, null, "validation"],
    ["to nobody known", null, null, "validation"],
    ["to a disabled member", { ...member, disabledAt: new Date(0) }, null, "validation"],
    ["while another offer is open", member, "Asha", "conflict"],
  ] as const)("%s", (_case, candidate, openOfferTo, code) => {
    expect(offerRefusal("leader", candidate, openOfferTo)?.code ?? null).toBe(code);
  });
});

describe("accepting an offer", () => {
  it.each([
    ["a member leading fewer than the limit", true, 4, null],
    ["a member already leading the limit", true, 5, "conflict"],
    ["someone who left the club", false, 0, "conflict"],
  ] as const)("%s", (_case, stillMember, led, code) => {
    expect(acceptRefusal(stillMember, led, 5)?.code ?? null).toBe(code);
  });
});
