// Resident memory, as `npm run bench` measures it (issue #40): the compiled app in one process
// (WEB_CONCURRENCY=1) on a fresh PostgreSQL database, its RSS (VmRSS in /proc/<pid>/status) idle
// after start, while 50 connections load a signed-in read, and per open event stream: 200 members
// each open `GET /api/events` and the growth is divided by 200. Budgets: <= 250 MB idle per
// process, <= 25 KB per stream.

import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import {
  appEnvironment,
  COMPILED_SERVER,
  freshBenchDatabase,
  measure,
  startServer,
  stopServer,
} from "./api.ts";
import { sessionCookie } from "./meeting-console.ts";

export const MEMORY_IDLE_BUDGET_MB = 250;
export const MEMORY_STREAM_BUDGET_KB = 25;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const PORT = 4280;
const SETTLE_MS = 3_000;

export interface MemoryBenchResult {
  idleMb: number;
  loadPeakMb: number;
  loadScenario: string;
  streams: number;
  perStreamKb: number;
  idleMet: boolean;
  streamMet: boolean;
}

/** A process's resident memory in KB (Linux: VmRSS in /proc/<pid>/status). */
export function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

const megabytes = (kb: number) => Math.round(kb / 102.4) / 10;

/**
 * `count` members `<prefix>-1`... each with a session: their signed cookies (`secret` is the
 * app's AUTH_SECRET), in order.
 */
export async function seedSessions(
  databaseUrl: string,
  prefix: string,
  count: number,
  secret: string,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const salt = randomBytes(8).toString("hex");
    await client.query(
      `insert into users (id, name, email, email_verified)
      select $2 || '-' || i, 'Member ' || i, $2 || '-' || i || '@bench.test', true
      from generate_series(1, $1::int) as i`,
      [count, prefix],
    );
    const { rows } = await client.query<{ token: string }>(
      `insert into sessions (id, token, user_id, expires_at)
      select $2 || '-session-' || i, $2 || '-token-' || i || '-' || $3::text, $2 || '-' || i,
        now() + interval '7 days'
      from generate_series(1, $1::int) as i
      returning token`,
      [count, prefix, salt],
    );
    return rows.map((row) => sessionCookie(row.token, secret));
  } finally {
    await client.end();
  }
}

/** Opens an event stream and resolves once the app says it is connected; reads it until `abort`. */
async function openStream(baseUrl: string, cookie: string, abort: AbortSignal) {
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: abort,
  });
  if (!response.ok || !response.body) {
    throw new Error(`stream: ${response.status} ${await response.text()}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    seen += decoder.decode(read.value, { stream: true });
    if (seen.includes(": connected")) break;
  }
  if (!seen.includes(": connected")) throw new Error("a stream ended before it connected");
  // Keep reading (heartbeats) so nothing backs up, until the bench closes it.
  void (async () => {
    try {
      while (!(await reader.read()).done) {}
    } catch {
      // Aborted at the end.
    }
  })();
}

/** Opens one stream per cookie, ten at a time (as members arriving, not one burst). */
async function openStreams(baseUrl: string, cookies: string[], abort: AbortSignal) {
  for (let from = 0; from < cookies.length; from += 10) {
    await Promise.all(
      cookies.slice(from, from + 10).map((cookie) => openStream(baseUrl, cookie, abort)),
    );
  }
}

export async function runMemoryBench(): Promise<MemoryBenchResult> {
  const { databaseUrl, drop } = await freshBenchDatabase("memory");
  let app: ChildProcess | undefined;
  const warm = new AbortController();
  const streams = new AbortController();
  try {
    const secret = randomBytes(24).toString("hex");
    const env = { ...appEnvironment(PORT, databaseUrl), AUTH_SECRET: secret, WEB_CONCURRENCY: "1" };
    const cookies = await seedSessions(databaseUrl, "memory", STREAMS, secret);
    const baseUrl = `http://127.0.0.1:${PORT}`;
    app = await startServer(COMPILED_SERVER, env, `${baseUrl}/api/health`);
    const pid = app.pid;
    if (pid === undefined) throw new Error("the app has no process id");

    await delay(SETTLE_MS);
    const idleKb = residentKb(pid);

    process.stderr.write(`  memory: ${STREAMS} event streams...\n`);
    // Every stream opened and closed once first: the code they run is compiled and the young
    // generation grown by then, so the growth measured is what the open streams hold.
    await openStreams(baseUrl, cookies, warm.signal);
    warm.abort();
    await delay(SETTLE_MS);
    const beforeKb = residentKb(pid);
    await openStreams(baseUrl, cookies, streams.signal);
    await delay(SETTLE_MS);
    const withStreamsKb = residentKb(pid);
    streams.abort();
    await delay(SETTLE_MS);

    const loadScenario = "GET /api/me, 50 connections";
    let peakKb = 0;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, residentKb(pid));
    }, 200);
    try {
      await measure(`memory under load: ${loadScenario}`, `${baseUrl}/api/me`, {
        headers: { cookie: cookies[0] ?? "" },
      });
    } finally {
      clearInterval(sampler);
    }

    const perStreamKb = Math.round(((withStreamsKb - beforeKb) / STREAMS) * 10) / 10;
    return {
      idleMb: megabytes(idleKb),
      loadPeakMb: megabytes(peakKb),
      loadScenario,
      streams: STREAMS,
      perStreamKb,
      idleMet: idleKb <= MEMORY_IDLE_BUDGET_MB * 1024,
      streamMet: perStreamKb <= MEMORY_STREAM_BUDGET_KB,
    };
  } finally {
    warm.abort();
    streams.abort();
    await stopServer(app);
    await drop();
  }
}
