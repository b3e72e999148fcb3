import { describe, expect, it } from "vitest";
import { waitingText } from "./waiting.ts";

const now = Date.UTC(2026, 10, 23, 12);
const ago = (ms: number) => new Date(now - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe("waitingText", () => {
  it.each([
    [0, "waiting less than an hour"],
    [59 * 60 * 1000, "waiting less than an hour"],
    [HOUR, "waiting 1 hour"],
    [23 * HOUR, "waiting 23 hours"],
    [24 * HOUR, "waiting 1 day"],
    [47 * HOUR, "waiting 1 day"],
    [48 * HOUR, "waiting 2 days"],
    [10 * 24 * HOUR, "waiting 10 days"],
    // A server clock a little ahead of the browser's: never "waiting -1 hours".
    [-5 * 60 * 1000, "waiting less than an hour"],
  ])("%i ms ago -> %s", (elapsed, text) => {
    expect(waitingText(ago(elapsed), now)).toBe(text);
  });
});
