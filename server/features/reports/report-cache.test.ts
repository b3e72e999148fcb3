import { describe, expect, it } from "vitest";
import { ReportCache } from "./report-cache.ts";

describe("ReportCache", () => {
  const counting = () => {
    let calls = 0;
    return {
      work: async () => {
        calls += 1;
        return { call: calls };
      },
      calls: () => calls,
    };
  };

  it("works a report out once for readers who ask at the same moment", async () => {
    const cache = new ReportCache<{ call: number }>(60_000);
    const { work, calls } = counting();
    const readers = await Promise.all(Array.from({ length: 5 }, () => cache.read("k", 0, work)));
    expect(calls()).toBe(1);
    expect(new Set(readers)).toEqual(new Set([readers[0]]));
  });

  it("keeps a report for its lifetime only, each key apart", async () => {
    const cache = new ReportCache<{ call: number }>(1_000);
    const { work, calls } = counting();
    await cache.read("a", 0, work);
    await cache.read("a", 999, work);
    expect(calls()).toBe(1);
    await cache.read("b", 999, work);
    expect(calls()).toBe(2);
    expect(await cache.read("a", 1_000, work)).toEqual({ call: 3 });
  });

  it("keeps nothing with a lifetime of 0", async () => {
    const cache = new ReportCache<{ call: number }>(0);
    const { work, calls } = counting();
    await cache.read("a", 0, work);
    await cache.read("a", 0, work);
    expect(calls()).toBe(2);
  });

  it("does not keep a reading that failed: the next reader tries again", async () => {
    const cache = new ReportCache<string>(60_000);
    await expect(
      cache.read("a", 0, async () => Promise.reject(new Error("timeout"))),
    ).rejects.toThrow("timeout");
    await Promise.resolve();
    expect(await cache.read("a", 1, async () => "figures")).toBe("figures");
  });

  it("holds at most its number of reports, dropping the oldest", async () => {
    const cache = new ReportCache<{ call: number }>(60_000, 2);
    const { work, calls } = counting();
    await cache.read("a", 0, work);
    await cache.read("b", 0, work);
    await cache.read("c", 0, work);
    await cache.read("b", 0, work);
    expect(calls()).toBe(3);
    await cache.read("a", 0, work);
    expect(calls()).toBe(4);
  });
});
