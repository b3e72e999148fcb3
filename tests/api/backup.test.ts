import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { seedBuiltInContent } from "../../server/db/seed.ts";
import { buildClub } from "../factories/missions.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp } from "../helpers.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * `npm run cli -- backup FILE` / `restore FILE` round trips: after a restore every table holds
 * the rows it held at the backup (counts of every table, and the users themselves), whatever
 * changed in between.
 */
const folder = mkdtempSync(path.join(tmpdir(), "bv-backup-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/cli.ts", ...args], {
      // (Vitest sets BASE_URL to "/" for its own use; the CLI must not read it.)
      env: { ...process.env, BASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** Row counts of every table of the app, its migrations and its job queue. */
async function snapshot(db: Database) {
  const tables = await db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss')
        order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const result = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${schema}"."${name}"`),
    );
    counts[`${schema}.${name}`] = result.rows[0]?.n ?? -1;
  }
  const people = await db.execute(sql`select id, name, email from users order by id`);
  const clubs = await db.execute(sql`select id, club_name, slug from clubs order by id`);
  return { counts, people: people.rows, clubs: clubs.rows };
}

/** Some people and a club, written through the app. */
async function fill(database: TestDatabase) {
  const testApp = await buildTestApp({ database });
  try {
    const leader = await buildUser(testApp.app, { name: "Backup Leader" });
    await buildUser(testApp.app, { name: "Backup Member" });
    await buildClub(database.db, leader.id);
  } finally {
    await testApp.app.close();
  }
}

/** What happens after the backup, to be undone by the restore. */
async function change(db: Database) {
  await db.execute(sql`update users set name = 'Changed after the backup'`);
  await buildClub(db, null);
}

describe.skipIf(!onPostgres)("backup and restore on PostgreSQL (pg_dump / pg_restore)", () => {
  it("restores every table as it was at the backup", async () => {
    const database = await createTestDatabase();
    try {
      await fill(database);
      const before = await snapshot(database.db);
      expect(before.people.length).toBeGreaterThanOrEqual(2);
      const file = path.join(folder, "postgres.dump");
      const env = { DATABASE_URL: database.url ?? "" };

      const backup = await runCli(["backup", file], env);
      expect(backup.output).toMatch(/Backup written to/);
      expect(backup.code).toBe(0);

      await change(database.db);
      expect(await snapshot(database.db)).not.toEqual(before);

      // A file that is not a backup changes nothing.
      const changed = await snapshot(database.db);
      const bogus = path.join(folder, "not-a-dump");
      writeFileSync(bogus, "this is not a backup");
      const refused = await runCli(["restore", bogus], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/The restore failed and changed nothing/);
      expect(await snapshot(database.db)).toEqual(changed);

      const restore = await runCli(["restore", file], env);
      expect(restore.output).toMatch(/Restored/);
      expect(restore.code).toBe(0);
      expect(await snapshot(database.db)).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe("backup and restore of the embedded database (PGlite's data-folder dump)", () => {
  it("restores every table as it was, and refuses while the server holds the folder", async () => {
    const dataDir = path.join(folder, "data");
    const pgliteFolder = path.join(dataDir, "pglite");
    const open = async () => {
      const handle = openDatabase({ dataDir: pgliteFolder });
      await handle.migrate();
      return handle;
    };
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const file = path.join(folder, "embedded.tar.gz");

    const database = await open();
    await seedBuiltInContent(database.db);
    await fill(database);
    const before = await snapshot(database.db);
    await database.close();

    // A running server holds DATA_DIR/server.lock (this test process stands in for it).
    writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
    const refused = await runCli(["backup", file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Another Blockvocates server \(pid \d+\) is using/);
    expect(existsSync(file)).toBe(false);
    rmSync(path.join(dataDir, "server.lock"));

    const backup = await runCli(["backup", file], env);
    expect(backup.output).toMatch(/Backup written to/);
    expect(backup.code).toBe(0);

    const changed = await open();
    await change(changed.db);
    expect(await snapshot(changed.db)).not.toEqual(before);
    await changed.close();

    const restore = await runCli(["restore", file], env);
    expect(restore.output).toMatch(/Restored .* The folder it replaced is kept at/);
    expect(restore.code).toBe(0);
    // The replaced folder is kept beside it, in case the restore was a mistake.
    expect(readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))).toBe(
      true,
    );

    const restored = await open();
    try {
      expect(await snapshot(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("refuses a restore from a file that is not a backup, changing nothing", async () => {
    const dataDir = path.join(folder, "data-bad");
    const pgliteFolder = path.join(dataDir, "pglite");
    const database = openDatabase({ dataDir: pgliteFolder });
    await database.migrate();
    await database.close();
    const bogus = path.join(folder, "not-a-backup.tar.gz");
    writeFileSync(bogus, "this is not a backup");
    const restore = await runCli(["restore", bogus], { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/could not be loaded .*the database is unchanged/);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);
  }, 120_000);
});
