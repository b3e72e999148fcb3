import { describe, expect, it } from "vitest";
import {
  confirmationOf,
  deletionRefusal,
  EXPORT_STALE_MS,
  erasureDate,
  exportRequestRefusal,
  exportState,
  isRecentSignIn,
} from "./policy.ts";

const now = new Date("2026-11-26T12:00:00Z");
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

describe("an export's state", () => {
  it.each([
    ["none", undefined, "none"],
    [
      "pending, just asked",
      { status: "pending", requestedAt: minutes(-1), expiresAt: null },
      "pending",
    ],
    [
      "pending for too long (a lost job)",
      {
        status: "pending",
        requestedAt: new Date(now.getTime() - EXPORT_STALE_MS),
        expiresAt: null,
      },
      "failed",
    ],
    [
      "ready, within its day",
      { status: "ready", requestedAt: minutes(-5), expiresAt: minutes(60) },
      "ready",
    ],
    [
      "ready, its day over",
      { status: "ready", requestedAt: minutes(-5), expiresAt: now },
      "expired",
    ],
    ["failed", { status: "failed", requestedAt: minutes(-5), expiresAt: null }, "failed"],
  ] as const)("%s", (_label, row, state) => {
    expect(exportState(row, now)).toBe(state);
    expect(exportRequestRefusal(row, now) !== null).toBe(state === "pending");
  });
});

describe("deleting an account", () => {
  it("is confirmed by the password, or by a fresh sign-in without one", () => {
    expect(confirmationOf(true)).toBe("password");
    expect(confirmationOf(false)).toBe("recent-sign-in");
    expect(isRecentSignIn(minutes(-9), now)).toBe(true);
    expect(isRecentSignIn(minutes(-11), now)).toBe(false);
    expect(isRecentSignIn(undefined, now)).toBe(false);
  });

  it.each([
    ["a member", { email: "a@example.com", activeLedClubs: [] }, undefined],
    ["a leader", { email: "a@example.com", activeLedClubs: ["Kochi Web3"] }, /Kochi Web3.*\/Admin/],
    [
      "an address in ADMIN_EMAILS",
      { email: "Boss@Example.com", activeLedClubs: [] },
      /ADMIN_EMAILS/,
    ],
  ])("%s", (_label, person, refusal) => {
    const said = deletionRefusal(person, ["boss@example.com"]);
    if (refusal) expect(String(said?.message)).toMatch(refusal);
    else expect(said).toBeNull();
  });

  it("erases 14 days after it was asked for", () => {
    expect(erasureDate(now).toISOString()).toBe("2026-12-10T12:00:00.000Z");
  });
});
