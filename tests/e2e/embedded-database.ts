import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle, type PgliteDatabase } from "drizzle-orm/pglite";

/**
 * Opens the embedded database a stopped server left in `dataDir` (its `pglite` folder), for a
 * spec that seeds what would take the programme weeks (verified missions, a membership), then
 * closes it so the server can start on it again. Only while no server has the folder open.
 */
export async function withEmbeddedDatabase<T>(
  dataDir: string,
  work: (db: PgliteDatabase) => Promise<T>,
): Promise<T> {
  const client = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    return await work(drizzle({ client }));
  } finally {
    await client.close();
  }
}
