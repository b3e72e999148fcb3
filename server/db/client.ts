import { AsyncResource } from "node:async_hooks";
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
import {
  assertChannelName,
  type ChannelListener,
  createListenConnection,
  DEFAULT_LISTENER_CHECK_MS,
} from "../events/listen-connection.ts";
import { retryWhenBusy } from "../lib/db-errors.ts";
import { announce, collectingAnnouncements } from "./after-commit.ts";
import * as schema from "./schema/index.ts";
import { StatementNames, withStatementName } from "./statement-names.ts";

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
  /**
   * PostgreSQL: the pool itself, with its deadlines and keepalive (the job queue runs its
   * statements on it, so they get the same protection against a silent database).
   */
  pool?: pg.Pool;
  /** PGlite: the embedded database itself (the job queue runs its statements on it too). */
  pglite?: PGlite;
  /** Applies the committed migrations (under an advisory lock on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * The client-side query deadline (ms): past it a request's query fails as "database
   * unavailable". Readiness uses the same budget.
   */
  deadlineMs: number;
  /**
   * `select 1` within a deadline (by default `deadlineMs`): false when the database does not
   * answer in time. Never holds a pooled connection past the deadline.
   */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * LISTEN on a channel (on PostgreSQL `server/events/listen-connection.ts`, on PGlite its own
   * in-process delivery); resolves once listening, with the function that stops. NOTIFY is plain
   * `announce` (server/db/after-commit.ts), sent once the transaction it announces has committed.
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
  /**
   * PGlite: start from this dump of a data folder (`dumpDataDir`) instead of an empty cluster:
   * the tests' migrated template loads in a fraction of a fresh cluster's set-up.
   */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: name the statements run often, so each connection prepares them (ADR 055). */
  prepareRepeated?: boolean;
  /**
   * PostgreSQL: the server cancels a statement after this long (`statement_timeout`), and the
   * client gives up one second later (QUERY_DEADLINE_GRACE_MS): it then destroys the connection
   * instead of returning it to the pool, so a connection whose peer went silent (failover, a NAT
   * or firewall timeout) never holds a request, or the pool, beyond this deadline.
   */
  queryTimeoutMs?: number;
  /** How often the listening connection proves it still answers (a round trip). */
  listenerCheckMs?: number;
  /**
   * PostgreSQL: the most parallel workers one statement may start
   * (`max_parallel_workers_per_gather`); 0 unless told (ADR 062).
   */
  parallelWorkers?: number;
}

export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;
export const QUERY_DEADLINE_GRACE_MS = 1_000;
/** TCP keepalive on every connection: the kernel notices a vanished peer on idle ones too. */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

/**
 * Every top-level transaction runs once more when its rows were busy (a deadlock, a serialization
 * failure, a lock or statement timeout: ADR 025, `retryWhenBusy`); a savepoint (a transaction's
 * own `transaction`) is part of its parent's run. What its last run announced is sent once it has
 * committed (ADR 056), outside the retry: the change is never made twice for an announcement.
 */
function retryingTransactions(db: Database): Database {
  const run = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const { result, announcements } = await retryWhenBusy(() =>
      collectingAnnouncements(() => run(work, config)),
    );
    await announce(db, announcements);
    return result;
  }) as Database["transaction"];
  return db;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.loadDataDir);
}

function deadlineError(): Error {
  // ETIMEDOUT and this message both read as "database unavailable" (503) in the error handler.
  return Object.assign(new Error("database did not answer in time"), { code: "ETIMEDOUT" });
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(deadlineError()), timeoutMs);
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

type QueryFunction = (...args: unknown[]) => unknown;

/** Ends the connection at once (no goodbye to a peer that no longer answers). */
function destroyConnection(client: pg.Client) {
  const { connection } = client as unknown as {
    connection?: { stream?: { destroy(error?: Error): void } };
  };
  connection?.stream?.destroy(deadlineError());
}

/**
 * pg-pool hands a caller waiting for a connection its client from the code that released one, so
 * the caller's statement ran in that code's async context: a request's statements lost their
 * scope (`preparingRepeated`, ADR 066) whenever the pool was busy, which is when preparing them
 * matters. Each callback is bound to its caller's context (`pool.query` waits through it too).
 */
function bindWaitingCallers(pool: pg.Pool) {
  type Callback = (error: Error | undefined, client: pg.PoolClient, done: () => void) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback) =>
    callback ? connect(AsyncResource.bind(callback)) : connect();
}

/**
 * Gives every query of this client a client-side deadline: past it, the connection is destroyed,
 * which fails the query (and any queued behind it) with "database did not answer in time" and
 * makes the pool discard the client. The server's own `statement_timeout` cancels slow statements
 * first; this catches a server that no longer hears us at all. With `statementNames`, the texts
 * run often are named, so each is prepared once on the connection (ADR 055).
 */
function enforceQueryDeadline(
  client: pg.Client,
  deadlineMs: number,
  statementNames?: StatementNames,
) {
  // A destroyed connection emits "error" on a client that may be checked out (no pool listener).
  client.on("error", () => {});
  const query = client.query.bind(client) as QueryFunction;
  const withDeadline: QueryFunction = (...given) => {
    const args = statementNames ? withStatementName(statementNames, given) : given;
    const timer = setTimeout(() => destroyConnection(client), deadlineMs);
    timer.unref();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        clearTimeout(timer);
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      return result.finally(() => clearTimeout(timer));
    }
    // A submittable (cursor, stream): not used by the app; no deadline.
    clearTimeout(timer);
    return result;
  };
  (client as unknown as { query: QueryFunction }).query = withDeadline;
}

function openPostgres(databaseUrl: string, options: DatabaseOptions): DatabaseHandle {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const deadlineMs = queryTimeoutMs + QUERY_DEADLINE_GRACE_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: queryTimeoutMs,
    // A request's statements are short: compiling one to machine code (JIT) or starting worker
    // processes for it cost more than it saved, and under load no core is idle (ADR 062).
    options: `-c jit=off -c max_parallel_workers_per_gather=${options.parallelWorkers ?? 0}`,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  bindWaitingCallers(pool);
  // Shared by the pool's connections: a text run often (every one, or the ones marked for it) is
  // prepared on each connection that runs it.
  const statementNames = new StatementNames(options.prepareRepeated ?? false);
  pool.on("connect", (client) => enforceQueryDeadline(client, deadlineMs, statementNames));
  const db = retryingTransactions(drizzlePg(pool, { schema }));
  // LISTEN needs a connection of its own, with the same keepalive and deadline as the pool's.
  const listeners = createListenConnection({
    newClient() {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 3_000,
        keepAlive: true,
        keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
      });
      enforceQueryDeadline(client, deadlineMs);
      return client;
    },
    destroy: destroyConnection,
    checkMs: options.listenerCheckMs ?? DEFAULT_LISTENER_CHECK_MS,
  });
  return {
    db,
    kind: "postgres",
    pool,
    deadlineMs,
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
    ping: (timeoutMs = deadlineMs) => pingPool(pool, timeoutMs),
    listen: (channel, listener) => listeners.listen(channel, listener),
    async close() {
      await listeners.close();
      await pool.end();
    },
  };
}

/**
 * `select 1` on a pooled connection, answering by the deadline and holding no connection past
 * it: a connection that arrives too late goes straight back, one whose answer is late is
 * destroyed.
 */
async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let expired = false;
  let holding: pg.PoolClient | undefined;
  const attempt = (async () => {
    const client = await pool.connect();
    if (expired) {
      client.release();
      throw deadlineError();
    }
    holding = client;
    try {
      await client.query("select 1");
      client.release();
    } catch (error) {
      client.release(true);
      throw error;
    } finally {
      holding = undefined;
    }
  })();
  try {
    await withDeadline(attempt, timeoutMs);
    return true;
  } catch {
    expired = true;
    if (holding) destroyConnection(holding);
    attempt.catch(() => {});
    return false;
  }
}

function openPglite(dataDir?: string, loadDataDir?: Blob): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the club search's location index (migration 0001 creates the extension).
  // (Options go first: `new PGlite(undefined, options)` ignores them.)
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = retryingTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    kind: "pglite",
    pglite: client,
    deadlineMs: DEFAULT_QUERY_TIMEOUT_MS + QUERY_DEADLINE_GRACE_MS,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping(timeoutMs = DEFAULT_QUERY_TIMEOUT_MS + QUERY_DEADLINE_GRACE_MS) {
      try {
        await withDeadline(client.query("select 1"), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, listener) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, (payload) => listener.onNotify(payload));
      // A closed database listens to nothing any more: there is nothing to stop.
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
