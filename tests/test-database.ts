import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from "../server/db/client.ts";
import { seedBuiltInContent } from "../server/db/seed.ts";
import { startTcpProxy } from "./tcp-proxy.ts";

/** Set to a PostgreSQL URL (database `test` in CI) to run the suite against PostgreSQL. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = Boolean(testDatabaseUrl);

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of this test's own PostgreSQL database (undefined on PGlite). */
  url?: string;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * What a fresh test database holds is decided by the migrations and the built-in content: their
 * hash names the template (a changed migration makes a new one).
 */
function templateKey(): string {
  const hash = createHash("sha256");
  const files = [
    ...readdirSync("server/db/migrations")
      .filter((file) => file.endsWith(".sql"))
      .map((file) => `server/db/migrations/${file}`),
    "server/db/seed.ts",
    ...readdirSync("content", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

const pgliteTemplateFile = () => path.resolve(`.tmp/test-templates/pglite-${templateKey()}.tar`);
const postgresTemplateName = () => `bv_template_${templateKey()}`;

async function migrateAndSeed(handle: DatabaseHandle) {
  await handle.migrate();
  await seedBuiltInContent(handle.db);
}

async function adminClient(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  return admin;
}

/**
 * Once per test run (Vitest's global setup): a migrated and seeded template, from which each test
 * file's database is copied: PGlite loads a dump of it (~0.4 s instead of ~2 s for a new cluster
 * plus the migrations), PostgreSQL copies it with CREATE DATABASE ... TEMPLATE.
 */
export async function prepareTestDatabaseTemplate(): Promise<void> {
  if (!testDatabaseUrl) {
    const file = pgliteTemplateFile();
    if (existsSync(file)) return;
    const handle = openDatabase({});
    await migrateAndSeed(handle);
    const dump = await handle.pglite?.dumpDataDir("none");
    await handle.close();
    if (!dump) return;
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole, then renamed: a run that stops half-way leaves no broken template.
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    return;
  }
  const name = postgresTemplateName();
  const admin = await adminClient();
  try {
    const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount) return;
    const building = `${name}_building_${randomBytes(3).toString("hex")}`;
    await admin.query(`create database ${building}`);
    const handle = openDatabase({ databaseUrl: withDatabase(testDatabaseUrl, building) });
    await migrateAndSeed(handle);
    await handle.close();
    await admin.query(`alter database ${building} rename to ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or, with TEST_DATABASE_URL, a new
 * PostgreSQL database created for this test file and dropped when it closes. Both start from the
 * run's template when there is one (see `prepareTestDatabaseTemplate`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const file = pgliteTemplateFile();
    if (!existsSync(file)) {
      const handle = openDatabase({});
      await migrateAndSeed(handle);
      return handle;
    }
    return openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
  }
  const name = `bv_test_${randomBytes(6).toString("hex")}`;
  const template = postgresTemplateName();
  const admin = await adminClient();
  const hasTemplate =
    ((await admin.query("select 1 from pg_database where datname = $1", [template])).rowCount ??
      0) > 0;
  await admin.query(`create database ${name}${hasTemplate ? ` template ${template}` : ""}`);
  await admin.end();
  const url = withDatabase(testDatabaseUrl, name);
  const handle = openDatabase({ databaseUrl: url, poolSize: 30 });
  if (!hasTemplate) await migrateAndSeed(handle);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const cleanup = await adminClient();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * PostgreSQL behind the project's TCP proxy (tests/tcp-proxy.ts), which can cut, delay or stall
 * the connection: a fresh test database, a handle that connects through the proxy, and one
 * close for all three.
 */
export async function createProxiedTestDatabase(
  poolSize = 4,
  options: Pick<DatabaseOptions, "queryTimeoutMs" | "listenerCheckMs"> = {},
) {
  const realDatabase = await createTestDatabase();
  const target = new URL(realDatabase.url ?? "");
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(target);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const database = openDatabase({ databaseUrl: viaProxy.toString(), poolSize, ...options });
  return {
    database,
    proxy,
    /** The same database without the proxy: another process's writes, unaffected by faults. */
    direct: realDatabase,
    async close() {
      await database.close();
      await proxy.close();
      await realDatabase.close();
    },
  };
}
