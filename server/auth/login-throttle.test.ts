import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle.ts";

describe("LoginThrottle", () => {
  it("refuses after the limit and allows again once the window has passed", () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ limit: 3, windowMs: 60_000, now: () => now });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(throttle.retryAfterSeconds("ip:1")).toBe(0);
      throttle.recordFailure("ip:1");
      now += 1_000;
    }
    expect(throttle.retryAfterSeconds("ip:1")).toBe(57);
    expect(throttle.retryAfterSeconds("ip:2")).toBe(0);
    now += 57_000;
    expect(throttle.retryAfterSeconds("ip:1")).toBe(0);
  });

  it("forgets a key on reset (a successful login)", () => {
    const throttle = new LoginThrottle({ limit: 1, windowMs: 60_000 });
    throttle.recordFailure("account:a@x.io");
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBeGreaterThan(0);
    throttle.reset("account:a@x.io");
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBe(0);
  });

  it("keeps at most maxKeys keys", () => {
    const throttle = new LoginThrottle({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    throttle.recordFailure("a");
    throttle.recordFailure("b");
    throttle.recordFailure("c");
    expect(throttle.retryAfterSeconds("a")).toBe(0);
    expect(throttle.retryAfterSeconds("c")).toBeGreaterThan(0);
  });

  it("with backoff, slows an account down instead of locking it for the whole window", () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({
      limit: 5,
      windowMs: 15 * 60_000,
      backoff: { baseSeconds: 2, maxSeconds: 60 },
      now: () => now,
    });
    for (let attempt = 0; attempt < 5; attempt++) throttle.recordFailure("account:a@x.io");
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBe(2);
    now += 2_000;
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBe(0);
    throttle.recordFailure("account:a@x.io");
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBe(4);
    for (let attempt = 0; attempt < 10; attempt++) throttle.recordFailure("account:a@x.io");
    // Capped: never the whole window.
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBe(60);
    now += 60_000;
    expect(throttle.retryAfterSeconds("account:a@x.io")).toBe(0);
  });
});
