import { describe, expect, it } from "vitest";
import { issuedOn } from "./award-day.ts";

describe("issuedOn", () => {
  it("names the day of issue in UTC, where the credential records it", () => {
    expect(issuedOn("2026-03-05T23:30:00.000Z")).toBe("March 5, 2026");
  });
});
