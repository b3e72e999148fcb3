import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionCookieName, verifiedSessionToken } from "./session-cookie.ts";

const secret = "a-test-secret-of-at-least-32-characters";
const sign = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);

describe("verifiedSessionToken", () => {
  const name = sessionCookieName(false);

  it("returns the token of a correctly signed cookie among others", () => {
    const header = `theme=dark; ${name}=${sign("abc123TOKEN")}; other=1`;
    expect(verifiedSessionToken(header, name, secret)).toBe("abc123TOKEN");
  });

  it.each([
    ["no cookie header", undefined],
    ["another cookie only", "theme=dark"],
    ["a forged signature", `${name}=${sign("abc123TOKEN", "another-secret-another-secret-000")}`],
    ["a token without signature", `${name}=abc123TOKEN`],
    ["a tampered token", `${name}=${sign("abc123TOKEN").replace("abc", "abd")}`],
    ["bad percent-encoding", `${name}=%E0%A4%A`],
  ])("refuses %s", (_label, header) => {
    expect(verifiedSessionToken(header, name, secret)).toBeUndefined();
  });

  it("uses the __Secure- prefix over https", () => {
    expect(sessionCookieName(true)).toBe("__Secure-better-auth.session_token");
  });
});
