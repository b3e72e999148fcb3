import { and, count, eq, gt, lt, max, min } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import { loginFailures } from "../db/schema/index.ts";
import type { Clock } from "../lib/clock.ts";

/**
 * Failed-login throttling, per client address and per account. A key that has failed `limit`
 * times within `windowMs` is refused until its oldest failure leaves the window; with `backoff`
 * it is only slowed down instead: each further failure doubles the wait after the latest one,
 * from `baseSeconds` up to `maxSeconds`.
 */
export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  backoff?: { baseSeconds: number; maxSeconds: number };
}

/** A key's failures inside the window (times in ms); null when there are none. */
export interface RecentFailures {
  count: number;
  oldest: number;
  latest: number;
}

/** Seconds until a key with `recent` failures may try again at `now`; 0 when it may try now. */
export function retryAfterSeconds(
  policy: ThrottlePolicy,
  recent: RecentFailures | null,
  now: number,
): number {
  if (!recent || recent.count < policy.limit) return 0;
  const { backoff } = policy;
  if (backoff) {
    const excess = recent.count - policy.limit;
    const waitMs = Math.min(backoff.baseSeconds * 2 ** excess, backoff.maxSeconds) * 1000;
    const left = recent.latest + waitMs - now;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }
  return Math.max(1, Math.ceil((recent.oldest + policy.windowMs - now) / 1000));
}

/**
 * The throttle over the `login_failures` table: every process on the database counts the same
 * failures (a second process behind a load balancer gives no fresh allowance).
 */
export class LoginThrottle {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly policy: ThrottlePolicy,
  ) {}

  private cutoff(now: number) {
    return new Date(now - this.policy.windowMs);
  }

  /** Seconds until `key` may try again; 0 when it may try now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const [row] = await this.db
      .select({
        count: count(),
        oldest: min(loginFailures.failedAt),
        latest: max(loginFailures.failedAt),
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.throttleKey, key), gt(loginFailures.failedAt, this.cutoff(now))));
    const recent =
      row?.oldest && row.latest
        ? {
            count: Number(row.count),
            oldest: new Date(row.oldest).getTime(),
            latest: new Date(row.latest).getTime(),
          }
        : null;
    return retryAfterSeconds(this.policy, recent, now);
  }

  /** Records a failure of `key`, and forgets every failure that has left the window. */
  async recordFailure(key: string): Promise<void> {
    const now = this.clock.now();
    await this.db.insert(loginFailures).values({ throttleKey: key, failedAt: now });
    await this.db
      .delete(loginFailures)
      .where(lt(loginFailures.failedAt, this.cutoff(now.getTime())));
  }

  /** Forgets `key`'s failures (a successful login, a password reset). */
  async reset(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.throttleKey, key));
  }
}
