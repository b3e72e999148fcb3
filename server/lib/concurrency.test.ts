import { describe, expect, it } from "vitest";
import { ConcurrencyError, workerCountOf } from "./concurrency.ts";

const postgres = "postgres://db/app";

describe("workerCountOf", () => {
  it.each([
    ["1", postgres, 1],
    ["3", postgres, 3],
    ["auto", postgres, 8],
    ["1", undefined, 1],
    // `auto` means "what fits": one process on the embedded database.
    ["auto", undefined, 1],
  ])("WEB_CONCURRENCY=%s with DATABASE_URL=%s runs %i", (value, url, expected) => {
    expect(workerCountOf({ WEB_CONCURRENCY: value, DATABASE_URL: url }, 8)).toBe(expected);
  });

  it("refuses more than one process on the embedded database", () => {
    expect(() => workerCountOf({ WEB_CONCURRENCY: "2", DATABASE_URL: undefined }, 8)).toThrow(
      ConcurrencyError,
    );
  });
});
