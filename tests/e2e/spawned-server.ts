import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

/** The real, compiled server (`dist/server/main.js`) in its own process, for a spec that needs its own env. */
export interface SpawnedServer {
  url: string;
  /** Everything the server wrote to stdout so far (its JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

/**
 * Starts the server on `port` (BASE_URL http://localhost:port) on a fresh embedded database in
 * `dataDir`, with `env` added, and waits until it answers.
 */
export async function spawnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<SpawnedServer> {
  const url = `http://localhost:${options.port}`;
  rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
    // Its own process group, so that stopping it stops whatever it started too.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      BASE_URL: url,
      DATA_DIR: options.dataDir,
      WEB_ROOT: process.env.WEB_ROOT ?? "dist/web",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      // The embedded database, mail kept in the outbox, no Google: unless `env` says otherwise.
      DATABASE_URL: "",
      SMTP_URL: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      ...options.env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const output = () => `${stdout}\n${stderr}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-child.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  };
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => stdout, stop };
}
