import { describe, expect, it } from "vitest";
import { busyDatabaseCode, markExternalEffect, retryWhenBusy } from "./db-errors.ts";

/** An error as Drizzle throws it: the driver's error (with its SQLSTATE) as the cause. */
const failedQuery = (code: string) =>
  Object.assign(new Error("Failed query: update ..."), {
    cause: Object.assign(new Error(), { code }),
  });

describe("busy rows (ADR 025)", () => {
  it("names deadlocks, serialization failures and lock or statement timeouts, through causes", () => {
    for (const code of ["40001", "40P01", "55P03", "57014"]) {
      expect(busyDatabaseCode(failedQuery(code))).toBe(code);
    }
    expect(busyDatabaseCode(failedQuery("23505"))).toBeUndefined();
    expect(busyDatabaseCode(new Error("plain"))).toBeUndefined();
  });

  it("runs a transaction once more when its rows were busy, and only once", async () => {
    let runs = 0;
    const flaky = () => {
      runs++;
      return runs === 1 ? Promise.reject(failedQuery("40P01")) : Promise.resolve("done");
    };
    await expect(retryWhenBusy(flaky)).resolves.toBe("done");
    expect(runs).toBe(2);

    runs = 0;
    const alwaysBusy = () => {
      runs++;
      return Promise.reject(failedQuery("57014"));
    };
    await expect(retryWhenBusy(alwaysBusy)).rejects.toThrow("Failed query");
    expect(runs).toBe(2);
  });

  it("never reruns other failures, or work that reached outside the database", async () => {
    let runs = 0;
    await expect(
      retryWhenBusy(() => {
        runs++;
        return Promise.reject(failedQuery("23505"));
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);

    runs = 0;
    await expect(
      retryWhenBusy(async () => {
        runs++;
        markExternalEffect();
        throw failedQuery("40001");
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
