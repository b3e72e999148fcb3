import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** Refused start: another live process holds the embedded database's folder. */
export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database (PGlite) may be opened by one process only: two would corrupt it. Takes
 * `<dataDir>/server.lock` holding this process's pid, or refuses with a message that says what to
 * do when a live process holds it; a lock left by a process that died is taken over. Returns the
 * release function (also run at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = openSync(lockFile, "wx");
      writeSync(handle, String(process.pid));
      closeSync(handle);
      const release = () => {
        if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readPid(lockFile);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `Another Blockvocates server (pid ${holder}) is using the embedded database in ${dataDir}. ` +
            "The embedded database serves one process: stop the other one, give this one another DATA_DIR, " +
            "or set DATABASE_URL to a PostgreSQL database to run several processes.",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(
    `Could not take the lock ${lockFile}: another process keeps taking it.`,
  );
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
