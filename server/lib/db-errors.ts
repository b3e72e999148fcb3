import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as delay } from "node:timers/promises";

/** An error and each error it wraps (Drizzle wraps the driver's), outermost first. */
function* chainOf(error: unknown) {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const link = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    yield link;
    current = link.cause;
  }
}

/**
 * The name of the unique constraint (or unique index) a database error violated, looking through
 * the causes Drizzle wraps it in; undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (const { code, constraint } of chainOf(error)) {
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

/**
 * Whether PostgreSQL refused a value the statement was given (`22023`, invalid parameter value:
 * a NOTIFY payload over 8,000 bytes, an empty or too long channel name), as opposed to failing to
 * run it at all (unreachable, timed out).
 */
export function refusedParameterValue(error: unknown): boolean {
  for (const { code } of chainOf(error)) {
    if (code === "22023") return true;
  }
  return false;
}

/**
 * SQLSTATEs of a transaction that lost to another one on the same rows, or waited for them too
 * long: nothing is wrong with the request, and the same work may well succeed a moment later.
 */
const BUSY_CODES: Readonly<Record<string, string>> = {
  "40001": "serialization failure",
  "40P01": "deadlock",
  "55P03": "lock timeout",
  "57014": "statement timeout",
};

/** The SQLSTATE when an error (or one it wraps) says the rows it needed were busy. */
export function busyDatabaseCode(error: unknown): string | undefined {
  for (const { code } of chainOf(error)) {
    if (typeof code === "string" && code in BUSY_CODES) return code;
  }
  return undefined;
}

/**
 * Work inside a transaction that reaches outside the database (a payment provider's API): a
 * rerun would do it twice, so a transaction that called `markExternalEffect` is never retried.
 */
const externalEffects = new AsyncLocalStorage<{ reached: boolean }>();

/** Says the running transaction has done something a rerun would repeat outside the database. */
export function markExternalEffect() {
  const attempt = externalEffects.getStore();
  if (attempt) attempt.reached = true;
}

/**
 * How many transactions of this process were run again, by SQLSTATE: a deadlock (`40P01`) means
 * two transactions took their locks out of the one order (ADR 025), which tests check stays 0.
 */
export const busyRetries: Record<string, number> = {};

/** How long after a lost race the one retry starts: short, with jitter so two losers part. */
const RETRY_DELAY_MS = { min: 10, spread: 40 };

/**
 * Runs a whole transaction (`attempt`), and once more when it failed because its rows were busy
 * (deadlock, serialization failure, lock or statement timeout: ADR 025). A transaction is all or
 * nothing, so its rerun is safe unless it marked an external effect; the second failure is the
 * caller's (the error handler answers 503 with Retry-After).
 */
export async function retryWhenBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const first = { reached: false };
  try {
    return await externalEffects.run(first, attempt);
  } catch (error) {
    const code = busyDatabaseCode(error);
    if (!code || first.reached) throw error;
    busyRetries[code] = (busyRetries[code] ?? 0) + 1;
    await delay(RETRY_DELAY_MS.min + Math.random() * RETRY_DELAY_MS.spread);
    return externalEffects.run({ reached: false }, attempt);
  }
}
