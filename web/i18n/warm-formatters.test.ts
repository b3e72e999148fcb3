import { afterEach, describe, expect, it, vi } from "vitest";
import { warmFormatters } from "./warm-formatters.ts";

describe("warmFormatters", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs each step in a task of its own, none before the current task ends", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    warmFormatters([() => ran.push("number"), () => ran.push("date")]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["number"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["number", "date"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
