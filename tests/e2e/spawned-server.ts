import { mkdirSync, rmSync } from "node:fs";
import { startAppProcess } from "../app-process.ts";

/** The real, compiled server (`dist/server/main.js`) in its own process, for a spec that needs its own env. */
export interface SpawnedServer {
  url: string;
  /** Everything the server wrote so far (its JSON log lines, then stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server on `port` (BASE_URL http://localhost:port) on a fresh embedded database in
 * `dataDir` (or the one there, with `keepData`), with `env` added, and waits until it answers.
 */
export async function spawnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Start on what an earlier server left in `dataDir` instead of an empty database. */
  keepData?: boolean;
}): Promise<SpawnedServer> {
  if (!options.keepData) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const server = await startAppProcess({
    port: options.port,
    entry: "compiled",
    env: {
      DATA_DIR: options.dataDir,
      WEB_ROOT: process.env.WEB_ROOT ?? "dist/web",
      // The embedded database, mail kept in the outbox, no Google: unless `env` says otherwise.
      DATABASE_URL: "",
      SMTP_URL: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      ...options.env,
    },
  });
  return { url: server.url, output: server.output, stop: server.stop };
}
