import { describe, expect, it } from "vitest";
import {
  journeyCredentialDue,
  pathComplete,
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
  const all = Array.from({ length: 8 }, () => ({ verified: true }));
  const sevenOfEight = all.map((_mission, index) => ({ verified: index !== 5 }));
  it.each([
    { case: "no journey chosen", journeyId: null, path: all, hasMembership: true, expected: false },
    {
      case: "7 of 8 verified",
      journeyId: 3,
      path: sevenOfEight,
      hasMembership: true,
      expected: false,
    },
    { case: "an empty path", journeyId: 3, path: [], hasMembership: true, expected: false },
    {
      case: "all 8, no membership",
      journeyId: 3,
      path: all,
      hasMembership: false,
      expected: false,
    },
    {
      case: "all 8 with a membership",
      journeyId: 3,
      path: all,
      hasMembership: true,
      expected: true,
    },
    // An archived mission is not on the path: the seven left are the path.
    {
      case: "7 live, all verified",
      journeyId: 3,
      path: all.slice(1),
      hasMembership: true,
      expected: true,
    },
  ])("$case -> $expected", ({ expected, ...member }) => {
    expect(journeyCredentialDue(member)).toBe(expected);
  });
});

describe("pathComplete", () => {
  it.each([
    { path: [], expected: false },
    { path: [{ verified: true }, { verified: false }], expected: false },
    { path: [{ verified: true }, { verified: true }], expected: true },
  ])("$path -> $expected", ({ path, expected }) => {
    expect(pathComplete(path)).toBe(expected);
  });
});
