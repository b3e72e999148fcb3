import { describe, expect, it } from "vitest";
import { retryAfterSeconds, type ThrottlePolicy } from "./login-throttle.ts";

const second = 1000;
const failures = (count: number, oldest: number, latest: number) => ({ count, oldest, latest });

describe("the login throttle's rule", () => {
  const window: ThrottlePolicy = { limit: 3, windowMs: 60 * second };
  it.each([
    ["no failures", null, 0],
    ["under the limit", failures(2, 0, 2 * second), 0],
    ["at the limit: until the oldest leaves the window", failures(3, 0, 2 * second), 57],
    ["the oldest about to leave: at least a second", failures(3, -59_999, 0), 1],
  ])("%s", (_case, recent, wait) => {
    expect(retryAfterSeconds(window, recent, 3 * second)).toBe(wait);
  });

  const backoff: ThrottlePolicy = {
    limit: 5,
    windowMs: 15 * 60 * second,
    backoff: { baseSeconds: 2, maxSeconds: 60 },
  };
  it.each([
    ["at the limit: the base wait after the latest", 5, 0, 2],
    ["the base wait has passed", 5, 2 * second, 0],
    ["one more failure doubles it", 6, 0, 4],
    ["capped, never the whole window", 16, 0, 60],
    ["the cap has passed", 16, 60 * second, 0],
  ])("with backoff, %s", (_case, count, sinceLatest, wait) => {
    expect(retryAfterSeconds(backoff, failures(count, 0, 1000), 1000 + sinceLatest)).toBe(wait);
  });
});
