// Processes, as `npm run bench` measures them (issue #40): the compiled app with
// WEB_CONCURRENCY=1 and then 2 (node:cluster workers, server/main.ts) on one fresh PostgreSQL
// database, a public row and a signed-in row each, 50 connections. Informational, no budget: on
// this 2-core machine the load generator and PostgreSQL share the cores with the workers.

import type { ChildProcess } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";
import {
  appEnvironment,
  type BenchRow,
  BROWSER_ACCEPT_ENCODING,
  COMPILED_SERVER,
  freshBenchDatabase,
  measure,
  signIn,
  startServer,
  stopServer,
} from "./api.ts";

const PORT = 4281;

export interface ConcurrencyRow {
  scenario: string;
  one: BenchRow;
  two: BenchRow;
  /** req/s with two processes over req/s with one. */
  ratio: number;
}

export async function runConcurrencyBench(): Promise<ConcurrencyRow[]> {
  const { name, databaseUrl, drop } = await freshBenchDatabase("processes");
  let app: ChildProcess | undefined;
  try {
    // One environment for every start: the session cookie is signed with its AUTH_SECRET.
    const env = appEnvironment(PORT, databaseUrl);
    const baseUrl = `http://127.0.0.1:${PORT}`;
    let cookie = "";
    const rowsOf = async (processes: number) => {
      app = await startServer(
        COMPILED_SERVER,
        { ...env, WEB_CONCURRENCY: String(processes) },
        `${baseUrl}/api/health`,
      );
      // The first worker answers the health check; the others are up a moment later.
      await delay(2_000);
      if (!cookie) cookie = await signIn(baseUrl, `bench-${name}@example.com`);
      const label = `WEB_CONCURRENCY=${processes}`;
      const rows = [
        await measure(`${label}: GET /api/journeys`, `${baseUrl}/api/journeys`, {
          headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
        }),
        await measure(`${label}: GET /api/me`, `${baseUrl}/api/me`, { headers: { cookie } }),
      ];
      await stopServer(app);
      return rows;
    };
    const one = await rowsOf(1);
    const two = await rowsOf(2);
    return ["GET /api/journeys (public)", "GET /api/me (signed in)"].map((scenario, index) => {
      const [single, double] = [one[index], two[index]];
      if (!single || !double) throw new Error(`no row for ${scenario}`);
      return {
        scenario,
        one: single,
        two: double,
        ratio: Math.round((double.requestsPerSecond / single.requestsPerSecond) * 100) / 100,
      };
    });
  } finally {
    await stopServer(app);
    await drop();
  }
}
