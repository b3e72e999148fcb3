/**
 * Failed-login throttling, per client address and per account. A key that has failed `limit`
 * times within `windowMs` is refused until its oldest failure leaves the window; with `backoff`
 * it is only slowed down instead: each further failure doubles the wait after the latest one,
 * from `baseSeconds` up to `maxSeconds`. In memory, per process: with several processes each
 * keeps its own count (documented in the README).
 */
export interface LoginThrottleOptions {
  limit: number;
  windowMs: number;
  backoff?: { baseSeconds: number; maxSeconds: number };
  now?: () => number;
  /** Upper bound on tracked keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: LoginThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.limit) return 0;
    const { backoff } = this.options;
    if (backoff) {
      const latest = recent[recent.length - 1] ?? this.now();
      const excess = recent.length - this.options.limit;
      const waitMs = Math.min(backoff.baseSeconds * 2 ** excess, backoff.maxSeconds) * 1000;
      const left = latest + waitMs - this.now();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    }
    const oldest = recent[0] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    if (!this.failures.has(key) && this.failures.size >= this.maxKeys) {
      const first = this.failures.keys().next().value;
      if (first !== undefined) this.failures.delete(first);
    }
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
