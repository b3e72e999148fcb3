import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("passwordProblem", () => {
  it.each([
    ["eleven char", /at least 12/],
    ["x".repeat(129), /at most 128/],
    ["password1234", /too common/],
    ["Password!2024", /too common/],
    ["qwerty123456", /too common/],
    ["aaaaaaaaaaaaaaaa", /too common/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password)?.toString()).toMatch(message);
  });

  it.each([
    ["correct horse staple"],
    ["🦊🦊🦊🦊 emoji-friendly passphrase with length ".padEnd(64, "x")],
    [`${"a".repeat(11)}b`],
    [`${"x".repeat(127)}y`],
  ])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it("counts characters, not UTF-16 units: 12 emoji are 12 characters", () => {
    expect(passwordProblem("🔐".repeat(11))?.toString()).toMatch(/at least 12/);
  });
});
