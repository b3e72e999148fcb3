import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

/**
 * The query builder. Both drivers expose the same Drizzle API, so the rest of the server is
 * written once against the node-postgres type.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a repository function takes: the database, or the transaction it runs in. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** Applies the committed migrations (under an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  /** `select 1` with a deadline: false when the database does not answer. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * LISTEN on a channel (see "LISTEN/NOTIFY" below); resolves once listening, with the function
   * that stops. NOTIFY is plain SQL (`select pg_notify(...)`), usually inside the transaction
   * whose commit it announces.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const MIGRATION_LOCK_KEY = 7_302_214;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; without it PGlite keeps everything in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("database did not answer in time")), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function openPostgres(databaseUrl: string, poolSize = 20): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  const listeners = createPgListeners(databaseUrl);
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping(timeoutMs = 2_000) {
      try {
        await withDeadline(pool.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, listener) => listeners.listen(channel, listener),
    async close() {
      await listeners.close();
      await pool.end();
    },
  };
}

function openPglite(dataDir?: string): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the club search's location index (migration 0001 creates the extension).
  // (Options go first: `new PGlite(undefined, options)` ignores them.)
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping(timeoutMs = 2_000) {
      try {
        await withDeadline(client.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, listener) {
      assertChannelName(channel);
      return client.listen(channel, (payload) => listener.onNotify(payload));
    },
    close: () => client.close(),
  };
}

// ---- LISTEN/NOTIFY ------------------------------------------------------------------------
// PGlite delivers notifications in-process. PostgreSQL needs one dedicated connection per
// process (a pooled one would drop its LISTENs when returned): opened on first use, channels
// counted so the last listener's stop UNLISTENs, re-established after a drop.

export interface ChannelListener {
  onNotify(payload: string): void;
  /** The listening connection was re-established: notifications in between may be lost. */
  onReconnect?(): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannelName(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

function createPgListeners(databaseUrl: string) {
  const channels = new Map<string, Set<ChannelListener>>();
  let connection: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const dropped = (client: pg.Client) => {
    client.removeAllListeners();
    client.on("error", () => {});
    client.end().catch(() => {});
    connection = undefined;
    if (closed || channels.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed || channels.size === 0) return;
      connect().then(
        () => {
          for (const set of channels.values()) for (const listener of set) listener.onReconnect?.();
        },
        () => {},
      );
    }, 1_000);
    retryTimer.unref();
  };

  const connect = (): Promise<pg.Client> => {
    connection ??= (async () => {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 3_000,
      });
      client.on("notification", (message) => {
        for (const listener of channels.get(message.channel) ?? []) {
          listener.onNotify(message.payload ?? "");
        }
      });
      client.on("error", () => dropped(client));
      client.on("end", () => {
        if (!closed) dropped(client);
      });
      try {
        await client.connect();
        for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
      } catch (error) {
        dropped(client);
        throw error;
      }
      return client;
    })();
    return connection;
  };

  return {
    async listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
      assertChannelName(channel);
      let set = channels.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(listener);
      try {
        const client = await connect();
        if (first) await client.query(`LISTEN ${channel}`);
      } catch (error) {
        set.delete(listener);
        if (set.size === 0) channels.delete(channel);
        throw error;
      }
      let stopped = false;
      return async () => {
        if (stopped) return;
        stopped = true;
        const current = channels.get(channel);
        current?.delete(listener);
        if (!current || current.size > 0) return;
        channels.delete(channel);
        if (!connection || closed) return;
        const client = await connection.catch(() => undefined);
        // A new listener may have arrived while waiting; it issued its own LISTEN.
        if (client && !channels.has(channel))
          await client.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const pending = connection;
      connection = undefined;
      channels.clear();
      const client = await pending?.catch(() => undefined);
      await client?.end().catch(() => {});
    },
  };
}
