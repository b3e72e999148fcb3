import type { Database } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";
import { liveSessions } from "./repository.ts";

/** How often the watch looks at the time: a session expires at most this late on a stream. */
export const SESSION_EXPIRY_TICK_MS = 1_000;
/**
 * How often the sessions of all open streams are read again even without a notice (a lost
 * notice, a change the triggers do not see): the backstop.
 */
export const SESSION_RECHECK_MS = 10_000;

/** A stream as the watch sees it: the session it belongs to, and how to end it. */
export interface WatchedStream {
  token: string;
  /** Ends the stream: its session is gone. */
  end(): void;
}

interface Watched {
  stream: WatchedStream;
  /** Until when the session lives, as last read; undefined until the first read. */
  expiresAt?: number;
}

/**
 * Keeps every open event stream tied to its session (issue 27): a stream ends within seconds of
 * its session ending, whatever ended it and on whichever process. The sessions of all open
 * streams are read again, in one query per thousand, whenever the database announces a change
 * to sessions or users (the triggers of migration 0013: sign-out, a reset, an admin disabling
 * the account, a row deleted by hand), when that notice's connection comes back, and every
 * `SESSION_RECHECK_MS` (at most one read a second); expiry is checked against the app's clock
 * every second. A read that
 * fails (the database is away) ends nothing: the next one decides.
 */
export class SessionWatch {
  private readonly watched = new Map<WatchedStream, Watched>();
  private dirty = false;
  private running: Promise<void> | undefined;
  private again = false;
  private lastRead = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  add(stream: WatchedStream) {
    this.watched.set(stream, { stream });
    // Read soon: the session may have ended between the guard's read and now.
    this.dirty = true;
  }

  remove(stream: WatchedStream) {
    this.watched.delete(stream);
  }

  get size(): number {
    return this.watched.size;
  }

  /**
   * Something about sessions or users changed (or notices may have been lost): read again at
   * the next tick, so a burst of sign-ins costs one read a second, not one per notice.
   */
  changed() {
    this.dirty = true;
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), SESSION_EXPIRY_TICK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick() {
    const now = this.clock.now().getTime();
    for (const entry of [...this.watched.values()]) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.end(entry);
    }
    if (this.dirty || Date.now() - this.lastRead >= SESSION_RECHECK_MS) void this.check();
  }

  /** Reads the sessions of every open stream and ends the streams whose session is gone. */
  check(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.readAll().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.check();
      }
    });
    return this.running;
  }

  private async readAll() {
    this.dirty = false;
    this.lastRead = Date.now();
    const entries = [...this.watched.values()];
    if (entries.length === 0) return;
    const tokens = [...new Set(entries.map((entry) => entry.stream.token))];
    let live: Map<string, Date>;
    try {
      live = await liveSessions(this.db, tokens, this.clock.now());
    } catch (error) {
      // Nothing is known: keep every stream and read again at the next tick.
      this.dirty = true;
      this.onError(error);
      return;
    }
    for (const entry of entries) {
      // Removed while reading (the client went away): nothing to end.
      if (!this.watched.has(entry.stream)) continue;
      const expiresAt = live.get(entry.stream.token);
      if (expiresAt) entry.expiresAt = expiresAt.getTime();
      else this.end(entry);
    }
  }

  private end(entry: Watched) {
    this.watched.delete(entry.stream);
    entry.stream.end();
  }
}
