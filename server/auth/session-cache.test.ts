import { describe, expect, it } from "vitest";
import type { SessionUser } from "./session.ts";
import { type CachedSession, SessionCache } from "./session-cache.ts";

const session = (expiresAt: number, id = "u1"): CachedSession<SessionUser> => ({
  user: { id, name: "Ann", email: "ann@example.com", isAdmin: false },
  expiresAt: new Date(expiresAt),
});

describe("SessionCache", () => {
  it("keeps a read for its lifetime, never past the session's own expiry", () => {
    const cache = new SessionCache<SessionUser>(10_000);
    cache.set("a", session(1_000_000), 0, cache.generation);
    cache.set("b", session(5_000), 0, cache.generation);
    expect(cache.get("a", 9_999)?.user.id).toBe("u1");
    expect(cache.get("a", 10_000)).toBeUndefined();
    expect(cache.get("b", 5_000)).toBeUndefined();
  });

  it("does not keep a read that began before the cache was emptied", () => {
    const cache = new SessionCache(10_000);
    const before = cache.generation;
    cache.clear();
    cache.set("a", session(1_000_000), 0, before);
    expect(cache.get("a", 1)).toBeUndefined();
    cache.set("a", session(1_000_000), 0, cache.generation);
    expect(cache.get("a", 1)).toBeDefined();
  });

  it("keeps nothing with a lifetime of 0, and at most maxEntries, dropping the oldest", () => {
    const off = new SessionCache(0);
    off.set("a", session(1_000_000), 0, off.generation);
    expect(off.size).toBe(0);
    const small = new SessionCache(10_000, 2);
    for (const token of ["a", "b", "c"]) small.set(token, session(1_000_000), 0, small.generation);
    expect([small.get("a", 1), small.get("b", 1), small.get("c", 1)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
