import { describe, expect, it } from "vitest";
import { fieldsOf } from "./sign-up-page.tsx";

describe("a sign-up error marks the field it is about", () => {
  it.each([
    ["Password too short", ["password"]],
    ["User already exists. Use another email.", ["email"]],
    ["Enter a name.", ["name"]],
    ["Something went wrong.", ["name", "email", "password"]],
    [undefined, []],
  ])("%s -> %j", (message, fields) => {
    expect(fieldsOf(message)).toEqual(fields);
  });
});
