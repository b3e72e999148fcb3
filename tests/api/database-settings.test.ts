import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { createTestDatabase, onPostgres } from "../test-database.ts";

/**
 * The session settings every connection of the app's pool starts with (PostgreSQL): a request's
 * statements are not compiled to machine code, and start no parallel workers unless the
 * operator says so (ADR 062).
 */
describe.runIf(onPostgres)("the pool's session settings (PostgreSQL)", () => {
  const settingsOf = async (handle: ReturnType<typeof openDatabase>) => {
    const result = await handle.db.execute(
      sql`select current_setting('jit') as jit,
        current_setting('max_parallel_workers_per_gather') as workers`,
    );
    return result.rows[0];
  };

  it("turns JIT off, and starts no parallel workers unless DATABASE_PARALLEL_WORKERS says how many", async () => {
    const database = await createTestDatabase();
    const told = openDatabase({ databaseUrl: database.url, poolSize: 1, parallelWorkers: 2 });
    try {
      expect(await settingsOf(database)).toEqual({ jit: "off", workers: "0" });
      expect(await settingsOf(told)).toEqual({ jit: "off", workers: "2" });
    } finally {
      await told.close();
      await database.close();
    }
  });
});
