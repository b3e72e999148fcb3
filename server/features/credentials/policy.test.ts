import { describe, expect, it } from "vitest";
import {
  journeyCredentialDue,
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
