import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Backups of either database, to one file:
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --single-transaction` (the
 *   PostgreSQL client tools, of the server's major version or newer, must be installed);
 * - the embedded database: PGlite's own dump of its data folder (a gzipped tar), loaded into a
 *   fresh folder on restore. The server must be stopped (the caller holds the folder's lock).
 */

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${command} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim() || "no message"}`)),
    );
  });
}

/** Writes to `file.partial` and renames: a failed backup never leaves a half file under `file`. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export function backupPostgres(databaseUrl: string, file: string) {
  return writeAtomically(file, (partial) =>
    run("pg_dump", [
      "--format=custom",
      "--no-owner",
      `--file=${partial}`,
      `--dbname=${databaseUrl}`,
    ]),
  );
}

/** The schemas the app owns: its tables, its migrations' journal, the job queue. */
const APP_SCHEMAS = ["public", "drizzle", "pgboss"];

/**
 * Replaces the database's contents with the backup's, all or nothing: `pg_restore` turns the
 * dump into SQL, which `psql` runs in one transaction after dropping the app's schemas (its own
 * `--clean` cannot drop pg-boss's partitioned tables). The transaction commits only once
 * `pg_restore` has read the whole file without error; otherwise psql ends and it rolls back.
 */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  return new Promise((resolve, reject) => {
    const restore = spawn(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--file=-", file],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const apply = spawn(
      "psql",
      ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", `--dbname=${databaseUrl}`],
      { stdio: ["pipe", "ignore", "pipe"] },
    );
    let errors = "";
    const collect = (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    };
    restore.stderr.on("data", collect);
    apply.stderr.on("data", collect);
    const failed = (error: NodeJS.ErrnoException) => {
      restore.kill();
      apply.kill();
      reject(
        error.code === "ENOENT"
          ? new Error(
              "pg_restore or psql was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).",
            )
          : error,
      );
    };
    restore.on("error", failed);
    apply.on("error", failed);
    apply.stdin.on("error", () => {});
    apply.stdin.write(
      `begin;\ndrop schema if exists ${APP_SCHEMAS.join(", ")} cascade;\ncreate schema public;\n`,
    );
    restore.stdout.pipe(apply.stdin, { end: false });
    const restored = new Promise<number | null>((done) => {
      // "close": the whole output has been read (and handed to psql).
      restore.on("close", (code) => {
        apply.stdin.end(code === 0 ? "commit;\n" : "");
        done(code);
      });
    });
    const applied = new Promise<number | null>((done) => apply.on("close", done));
    void Promise.all([restored, applied]).then(([restoreCode, applyCode]) => {
      if (restoreCode === 0 && applyCode === 0) resolve();
      else {
        reject(
          new Error(
            `The restore failed and changed nothing: ${errors.trim() || `pg_restore exit ${restoreCode}, psql exit ${applyCode}`}`,
          ),
        );
      }
    });
  });
}

const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir });

export async function backupPglite(dataDir: string, file: string) {
  if (!existsSync(dataDir)) throw new Error(`No embedded database in ${dataDir}.`);
  const pglite = await openPglite(dataDir);
  try {
    const dump = await pglite.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeAtomically(file, async (partial) => writeFileSync(partial, bytes));
  } finally {
    await pglite.close();
  }
}

/**
 * Loads the backup into a fresh `dataDir`; the folder it replaces is kept beside it (its path is
 * returned) and put back if the backup cannot be loaded.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const dump = new Blob([readFileSync(file)]);
  const previous = existsSync(dataDir)
    ? `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`
    : undefined;
  if (previous) renameSync(dataDir, previous);
  try {
    const pglite = await openPglite(dataDir, dump);
    try {
      await pglite.query("select 1");
    } finally {
      await pglite.close();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (previous) renameSync(previous, dataDir);
    throw new Error(
      `The backup ${file} could not be loaded (${error instanceof Error ? error.message : String(error)}); the database is unchanged.`,
    );
  }
  return previous;
}
