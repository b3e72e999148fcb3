import { randomBytes } from "node:crypto";
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
 * A fresh, migrated and seeded database: in-memory PGlite, or, with TEST_DATABASE_URL, a new
 * PostgreSQL database created for this test file and dropped when it closes.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const handle = openDatabase({});
    await handle.migrate();
    await seedBuiltInContent(handle.db);
    return handle;
  }
  const name = `bv_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(testDatabaseUrl, name);
  const handle = openDatabase({ databaseUrl: url, poolSize: 30 });
  await handle.migrate();
  await seedBuiltInContent(handle.db);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
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
    async close() {
      await database.close();
      await proxy.close();
      await realDatabase.close();
    },
  };
}
