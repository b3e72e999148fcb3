import { ExpiringCache } from "../lib/expiring-cache.ts";

/**
 * A live session as the guards need it: who (session.ts's SessionUser, a parameter so that this
 * module and session.ts do not import each other), and until when.
 */
export interface CachedSession<User = unknown> {
  user: User;
  expiresAt: Date;
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
export class SessionCache<User = unknown> {
  private readonly entries: ExpiringCache<CachedSession<User>>;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.entries = new ExpiringCache(ttlMs, maxEntries);
  }

  /** Changes on every emptying: a read that started before one must not be stored. */
  get generation(): number {
    return this.entries.generation;
  }

  get(token: string, now: number): CachedSession<User> | undefined {
    return this.entries.get(token, now);
  }

  /** Keeps a session read at `generation` (never past its expiry), unless emptied since. */
  set(token: string, session: CachedSession<User>, now: number, generation: number) {
    const until = Math.min(now + this.entries.ttlMs, session.expiresAt.getTime());
    this.entries.set(token, session, generation, until);
  }

  clear() {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
