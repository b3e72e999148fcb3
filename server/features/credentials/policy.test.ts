import { describe, expect, it } from "vitest";
import {
  journeyCredentialDue,
  LEADERBOARD_NEEDS_CLUB,
  leaderboardRefusal,
  monthStartOf,
  progressState,
  REVOKE_ADMINS_ONLY,
  revocationRefusal,
  verificationResult,
} from "./policy.ts";

describe("revocationRefusal", () => {
  it.each([
    { isAdmin: true, expected: null },
    { isAdmin: false, expected: REVOKE_ADMINS_ONLY },
  ])("admin $isAdmin -> $expected", ({ isAdmin, expected }) => {
    expect(revocationRefusal({ isAdmin })).toBe(expected);
  });
});

describe("verificationResult", () => {
  it.each([
    { signatureValid: true, issuerValid: true, revoked: false, expected: "verified" },
    { signatureValid: true, issuerValid: true, revoked: true, expected: "revoked" },
    { signatureValid: false, issuerValid: true, revoked: false, expected: "invalid" },
    { signatureValid: true, issuerValid: false, revoked: false, expected: "invalid" },
    { signatureValid: false, issuerValid: false, revoked: true, expected: "invalid" },
  ])("$signatureValid/$issuerValid/$revoked -> $expected", ({ expected, ...check }) => {
    expect(verificationResult(check)).toBe(expected);
  });
});

describe("journeyCredentialDue", () => {
  it.each([
    { journeyId: null, allVerified: true, expected: false },
    { journeyId: 3, allVerified: false, expected: false },
    { journeyId: 3, allVerified: true, expected: true },
  ])(
    "path $journeyId, all verified $allVerified -> $expected",
    ({ journeyId, allVerified, expected }) => {
      expect(journeyCredentialDue(journeyId, allVerified)).toBe(expected);
    },
  );
});

describe("progressState", () => {
  it.each([
    { status: null, expected: "not-started" },
    { status: "rejected", expected: "in-progress" },
    { status: "pending", expected: "waiting" },
    { status: "completed", expected: "verified" },
  ] as const)("$status -> $expected", ({ status, expected }) => {
    expect(progressState(status)).toBe(expected);
  });
});

describe("the leaderboard", () => {
  it.each([
    { clubId: null, expected: LEADERBOARD_NEEDS_CLUB },
    { clubId: 4, expected: null },
  ])("club $clubId -> $expected", ({ clubId, expected }) => {
    expect(leaderboardRefusal(clubId)).toBe(expected);
  });

  it.each([
    { now: "2026-11-23T13:00:00.000Z", expected: "2026-11-01T00:00:00.000Z" },
    { now: "2026-01-01T00:00:00.000Z", expected: "2026-01-01T00:00:00.000Z" },
    { now: "2026-12-31T23:59:59.999Z", expected: "2026-12-01T00:00:00.000Z" },
  ])("the month of $now starts $expected", ({ now, expected }) => {
    expect(monthStartOf(new Date(now)).toISOString()).toBe(expected);
  });
});
