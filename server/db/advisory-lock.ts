import type pg from "pg";

const RETRY_MS = 100;

/**
 * Runs `work` while this process holds PostgreSQL's session advisory lock `key`: processes
 * starting at the same moment take turns (set-up that PostgreSQL cannot make concurrent-safe,
 * such as `create schema`). Waits with `pg_try_advisory_lock` and short pauses, so no statement
 * outlives the pool's statement timeout while another process holds the lock.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1) as locked",
        [key],
      );
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
    }
  } finally {
    client.release();
  }
}
