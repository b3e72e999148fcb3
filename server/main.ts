import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { readAuthSecret } from "./auth/auth-secret.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirInUseError, lockDataDir } from "./db/data-dir-lock.ts";
import { seedDemoCareers } from "./db/demo-careers.ts";
import { seedBuiltInContent } from "./db/seed.ts";
import { ConfigError, type Env, loadEnv } from "./env.ts";
import { type DemoAccount, ensureDemoAccounts } from "./features/accounts/demo-accounts.ts";
import { ConcurrencyError, workerCountOf } from "./lib/concurrency.ts";
import { loggerOptions } from "./lib/logging.ts";

/** The folder holding package.json: `server/..` from source, `dist/server/../..` when compiled. */
function findProjectRoot(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) return from;
    folder = parent;
  }
  return folder;
}

const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let workers: number;
  try {
    workers = workerCountOf(env);
  } catch (error) {
    if (error instanceof ConcurrencyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (workers > 1 && cluster.isPrimary) {
    runPrimary(workers);
    return;
  }
  env = { ...env, AUTH_SECRET: readAuthSecret(env) };

  if (!env.DATABASE_URL) {
    try {
      lockDataDir(path.resolve(env.DATA_DIR));
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, "pglite"),
    queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    prepareRepeated: env.DATABASE_PREPARE_REPEATED,
    parallelWorkers: env.DATABASE_PARALLEL_WORKERS,
  });
  await database.migrate();
  await seedBuiltInContent(database.db);

  const app = await buildApp({
    env,
    database,
    webRoot: path.resolve(projectRoot, env.WEB_ROOT),
    logger: loggerOptions(env),
    reviewSweeps: true,
  });

  // The embedded default is for trying the product: one account per role, shown once.
  if (!env.DATABASE_URL) {
    const created = await ensureDemoAccounts(app.auth, database.db);
    const leader = created.find((account) => account.role === "leader");
    // The demo leader also acts for a partner organisation with opportunities on the board.
    if (leader) await seedDemoCareers(database.db, leader.email, new Date());
    if (created.length > 0) {
      app.log.warn(
        { demoAccounts: created.map(({ role, email }) => ({ role, email })) },
        "Demo accounts created: their passwords are printed once, in a block on standard output",
      );
      process.stdout.write(demoAccountsBlock(created));
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  if (env.NODE_ENV === "test") {
    // Which process answered (the cluster test tells workers apart by it); tests only.
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("x-server-pid", String(process.pid));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { startupMs: Math.round(process.uptime() * 1000) },
    `Blockvocates is running at ${env.BASE_URL} (database: ${database.kind === "pglite" ? `embedded, ${env.DATA_DIR}` : "PostgreSQL"}) after ${Math.round(process.uptime() * 1000)} ms`,
  );
}

/** The demo accounts as a block a person can read in the terminal (printed once). */
function demoAccountsBlock(accounts: DemoAccount[]): string {
  const rows = accounts.map(
    ({ role, email, password }) => `  ${role.padEnd(7)} ${email.padEnd(34)} ${password}`,
  );
  const rule = "-".repeat(Math.max(...rows.map((row) => row.length), 60));
  return [
    "",
    rule,
    "  Demo accounts (the passwords are shown only this once):",
    "  the leader leads clubs 1-3; the admin opens the console at /Admin",
    "",
    ...rows,
    rule,
    "",
    "",
  ].join("\n");
}

/** One JSON log line of the cluster's primary (it runs no app, so it has no Fastify logger). */
function primaryLog(level: "info" | "error", msg: string) {
  const line = { level: level === "info" ? 30 : 50, time: Date.now(), pid: process.pid, msg };
  (level === "info" ? process.stdout : process.stderr).write(`${JSON.stringify(line)}\n`);
}

/**
 * WEB_CONCURRENCY > 1 on PostgreSQL: this process only forks the workers (each runs `main` and
 * shares the listening port) and replaces one that dies; SIGTERM/SIGINT stop them all. A worker
 * that dies before it ever listened (bad configuration, no database) stops the whole server
 * instead of being restarted in a loop.
 */
function runPrimary(count: number) {
  let stopping = false;
  let exitCode = 0;
  const listened = new Set<number>();
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (left === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker.id)) {
      primaryLog(
        "error",
        `worker ${worker.process.pid} failed to start (${code ?? signal}): stopping`,
      );
      stop(1);
      return;
    }
    primaryLog("info", `worker ${worker.process.pid} exited (${code ?? signal}): starting another`);
    cluster.fork();
  });
  const stop = (code: number) => {
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(code || 1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop(0));
  process.on("SIGINT", () => stop(0));
  primaryLog("info", `starting ${count} server processes (WEB_CONCURRENCY)`);
  for (let i = 0; i < count; i++) cluster.fork();
}

await main();
