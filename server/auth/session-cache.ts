import type { SessionUser } from "./session.ts";

/** A live session as the guards need it: who, and until when. */
export interface CachedSession {
  user: SessionUser;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  cachedUntil: number;
}

/** The channel the database announces session and user changes on (migration 0013's triggers). */
export const SESSION_CHANGES_CHANNEL = "session_changes";

/**
 * The sessions read in the last few seconds, by token, so that a signed-in read costs one query
 * instead of two (ADR 019). Whatever could make an entry wrong empties the whole cache at once:
 * the database's notice that a session or a user row changed or went (from any process, by
 * trigger, so the CLI and Better Auth are covered), any state-changing request of this process
 * (before its answer reaches the client), and a listener reconnect (notices may have been lost).
 * A read that began before an emptying is not kept (the generation check), and an entry lives
 * `ttlMs` at most, so a lost notice costs seconds, not a session that outlives its logout.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generationCount = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Changes on every emptying: a read that started before one must not be stored. */
  get generation(): number {
    return this.generationCount;
  }

  get(token: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.expiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  /** Keeps a session read at `generation`, unless the cache was emptied since. */
  set(token: string, session: CachedSession, now: number, generation: number) {
    if (generation !== this.generationCount || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { ...session, cachedUntil: now + this.ttlMs });
  }

  clear() {
    this.generationCount += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
