import { type ChildProcess, spawn } from "node:child_process";

/** The real server in its own process (source through tsx, or the compiled bundle). */
export interface AppProcess {
  url: string;
  /** The process's pid (with node:cluster: the primary's). */
  pid: number;
  /** Everything the server wrote so far (stdout, then stderr). */
  output(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  /** Where the server listens; its BASE_URL is http://localhost:port unless `env` sets one. */
  port: number;
  /** Added to this process's environment (empty strings unset a variable for the server). */
  env: Record<string, string>;
  /** `source`: `server/main.ts` through tsx (no build needed); `compiled`: `dist/server/main.js`. */
  entry?: "source" | "compiled" | { script: string; cwd: string };
  /** Do not wait for /api/health (for a start that is expected to fail). */
  noWait?: boolean;
  /** How long to wait for /api/health. */
  timeoutMs?: number;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, ms: number) {
  const deadline = Date.now() + ms;
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

function commandOf(entry: AppProcessOptions["entry"]): { args: string[]; cwd?: string } {
  if (entry === "compiled") return { args: ["--enable-source-maps", "dist/server/main.js"] };
  if (entry && typeof entry === "object") {
    return { args: ["--enable-source-maps", entry.script], cwd: entry.cwd };
  }
  return { args: ["--import", "tsx", "server/main.ts"] };
}

/** Starts the server with `env` and waits until `/api/health` answers (unless `noWait`). */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const url = options.env.BASE_URL || `http://localhost:${options.port}`;
  // The health check goes to the port itself (BASE_URL may name a proxy in front of it).
  const direct = `http://127.0.0.1:${options.port}`;
  const { args, cwd } = commandOf(options.entry);
  const child = spawn(process.execPath, args, {
    cwd,
    // Its own process group, so that stopping it stops whatever it started too (cluster workers).
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      BASE_URL: url,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
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
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
  };
  if (!options.noWait) {
    try {
      await waitForHealth(direct, child, output, options.timeoutMs ?? 60_000);
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { url, pid: child.pid ?? 0, output, exited, stop };
}
