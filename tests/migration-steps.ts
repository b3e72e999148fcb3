import { readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/** The committed migrations, one at a time: for tests of what a migration does to older rows. */
const folder = path.resolve(import.meta.dirname, "../server/db/migrations");

/** The migrations' tags in the order they run. */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/** Runs one migration's statements, as the migrator would. */
export async function runMigration(database: PGlite, tag: string): Promise<void> {
  const sql = readFileSync(path.join(folder, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await database.exec(statement);
  }
}
