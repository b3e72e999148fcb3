import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { readAuthSecret } from "./auth/auth-secret.ts";
import { openDatabase } from "./db/client.ts";
import { DataDirInUseError, lockDataDir } from "./db/data-dir-lock.ts";
import { seedBuiltInContent } from "./db/seed.ts";
import { ConfigError, type Env, loadEnv } from "./env.ts";
import { ensureDemoAccounts } from "./features/accounts/demo-accounts.ts";

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
  });
  await database.migrate();
  await seedBuiltInContent(database.db);

  const app = await buildApp({
    env,
    database,
    webRoot: path.resolve(projectRoot, env.WEB_ROOT),
    logger: { level: env.LOG_LEVEL },
    reviewSweeps: true,
  });

  // The embedded default is for trying the product: one account per role, shown once.
  if (!env.DATABASE_URL) {
    const created = await ensureDemoAccounts(app.auth, database.db);
    if (created.length > 0) {
      app.log.warn(
        {
          demoAccounts: created.map(({ role, email, password }) => ({ role, email, password })),
        },
        "Demo accounts created (passwords are shown only this once): leader of clubs 1-3, admin, member",
      );
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

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Blockvocates is running at ${env.BASE_URL} (database: ${database.kind === "pglite" ? `embedded, ${env.DATA_DIR}` : "PostgreSQL"})`,
  );
}

await main();
