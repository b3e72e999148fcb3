import { availableParallelism } from "node:os";
import type { Env } from "../env.ts";

/** Refused start: more than one process asked of the embedded database. */
export class ConcurrencyError extends Error {}

/**
 * How many server processes to run: WEB_CONCURRENCY (`auto` = one per CPU core). PGlite allows
 * one process, so on the embedded database anything above 1 is refused with what to do instead.
 */
export function workerCountOf(
  env: Pick<Env, "WEB_CONCURRENCY" | "DATABASE_URL">,
  cores = availableParallelism(),
): number {
  const count = env.WEB_CONCURRENCY === "auto" ? cores : Number(env.WEB_CONCURRENCY);
  if (count > 1 && !env.DATABASE_URL) {
    if (env.WEB_CONCURRENCY === "auto") return 1;
    throw new ConcurrencyError(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs PostgreSQL: the embedded database serves one process. ` +
        "Set DATABASE_URL to a PostgreSQL database, or unset WEB_CONCURRENCY (1).",
    );
  }
  return count;
}
