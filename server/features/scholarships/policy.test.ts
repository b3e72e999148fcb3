import { describe, expect, it } from "vitest";
import { endOfPeriod, grantRefusal } from "./policy.ts";

describe("scholarship policy", () => {
  it("refuses a second scholarship while one is in force", () => {
    expect(grantRefusal(undefined)).toBeNull();
    expect(String(grantRefusal(new Date("2027-03-01T00:00:00Z"))?.message)).toContain("2027-03-01");
  });

  it.each([
    ["2026-11-26T10:00:00Z", 6, "2027-05-26T10:00:00.000Z"],
    ["2026-01-31T00:00:00Z", 1, "2026-02-28T00:00:00.000Z"],
    ["2024-01-31T00:00:00Z", 1, "2024-02-29T00:00:00.000Z"],
    ["2026-08-31T12:00:00Z", 24, "2028-08-31T12:00:00.000Z"],
  ])("a period from %s of %i months ends at %s", (start, months, end) => {
    expect(endOfPeriod(new Date(start), months).toISOString()).toBe(end);
  });
});
