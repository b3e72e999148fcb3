// The live meeting console's spread, as `npm run bench` measures it (issue 33): two processes of
// the compiled app on one fresh PostgreSQL database, 200 signed-in members of one club with their
// event streams open (half on each process, loopback only), and the leader's timer starts and
// stops on the first process. Each row's figure is the time from sending the write until each
// stream has its `meeting-console` event (budget: p99 <= 250 ms), and until each console has read
// the new state again, as the screen does on that event (reported, no budget). Bounded: a few
// rounds, each given up after GIVE_UP_MS, then everything stops.

import type { ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import {
  adminQuery,
  appEnvironment,
  COMPILED_SERVER,
  SERVER_URL,
  startServer,
  stopServer,
  withDatabase,
} from "./api.ts";

export const CONSOLE_BUDGET_P99_MS = 250;
const CONSOLES = Number(process.env.BENCH_CONSOLES ?? 200);
const ROUNDS = 10;
const PORTS = [4295, 4296] as const;
const GIVE_UP_MS = 10_000;
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

export interface ConsoleBenchResult {
  consoles: number;
  samples: number;
  event: { p50: number; p99: number; max: number };
  state: { p50: number; p99: number };
  missing: number;
  met: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Better Auth's signed session cookie for a session token (HMAC-SHA256 with the app's secret). */
export function sessionCookie(token: string, secret: string) {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * One club meeting under way: the leader and `CONSOLES` members, each with a session, and a
 * schedule whose meeting started 10 minutes ago (UTC), so the console takes writes.
 */
async function seed(client: pg.Client) {
  const started = new Date(Date.now() - 10 * 60_000);
  const startTime = started.toISOString().slice(11, 16);
  const meetingKey = started.toISOString().slice(0, 10);
  await client.query(
    `insert into users (id, name, email, email_verified)
    select 'console-' || i, 'Member ' || i, 'console-' || i || '@bench.test', true
    from generate_series(0, $1::int) as i`,
    [CONSOLES],
  );
  const { rows } = await client.query<{ id: number }>(
    `insert into clubs (club_name, slug, leader_id, club_type, meeting_format, location,
      meeting_time, meeting_days)
    values ('Console Bench Club', 'ConsoleBenchClub', 'console-0', 'blockchain', 'online',
      'online', 'evening', array['monday'])
    returning id`,
  );
  const clubId = rows[0]?.id;
  if (!clubId) throw new Error("no club");
  await client.query(
    `insert into club_schedules (club_id, days, start_time, duration_minutes, time_zone)
    values ($1, array[$2], $3, 90, 'UTC')`,
    [clubId, WEEKDAYS[started.getUTCDay()], startTime],
  );
  await client.query(
    `insert into club_members (club_id, user_id)
    select $1, 'console-' || i from generate_series(1, $2::int) as i`,
    [clubId, CONSOLES],
  );
  await client.query(
    `insert into sessions (id, token, user_id, expires_at)
    select 'console-session-' || i, 'console-token-' || i || '-' || $2::text, 'console-' || i,
      now() + interval '7 days'
    from generate_series(0, $1::int) as i`,
    [CONSOLES, randomBytes(8).toString("hex")],
  );
  const tokens = await client.query<{ user_id: string; token: string }>(
    "select user_id, token from sessions where user_id like 'console-%' order by user_id",
  );
  return {
    clubId,
    meetingKey,
    tokens: new Map(tokens.rows.map((row) => [row.user_id, row.token])),
  };
}

/** One console: its event stream, and the time each version's event and state arrived. */
async function openConsole(baseUrl: string, cookie: string, stateUrl: string, abort: AbortSignal) {
  const events = new Map<number, number>();
  const states = new Map<number, number>();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: abort,
  });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let connected = false;
  void (async () => {
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        pending += decoder.decode(read.value, { stream: true });
        const blocks = pending.split("\n\n");
        pending = blocks.pop() ?? "";
        for (const block of blocks) {
          if (block.includes(": connected")) connected = true;
          if (!block.includes("event: meeting-console")) continue;
          const at = performance.now();
          const data = /data: (.*)/.exec(block)?.[1] ?? "{}";
          const version = (JSON.parse(data) as { version: number }).version;
          events.set(version, at);
          // As the screen does: read the state again.
          void fetch(stateUrl, { headers: { cookie }, signal: abort })
            .then((answer) => answer.arrayBuffer())
            .then(() => states.set(version, performance.now()))
            .catch(() => {});
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  const deadline = Date.now() + GIVE_UP_MS;
  while (!connected && Date.now() < deadline) await delay(10);
  if (!connected) throw new Error("a stream did not connect");
  return { events, states };
}

export async function runConsoleBench(): Promise<ConsoleBenchResult> {
  const name = `bv_bench_console_${randomBytes(5).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const databaseUrl = withDatabase(SERVER_URL, name);
  const apps: ChildProcess[] = [];
  const abort = new AbortController();
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    const database = openDatabase({ databaseUrl, poolSize: 2 });
    await database.migrate();
    await database.close();
    await client.connect();
    const { clubId, meetingKey, tokens } = await seed(client);
    // One secret for both: each process verifies the other's cookies, as behind a balancer.
    const secret = randomBytes(24).toString("hex");
    for (const port of PORTS) {
      apps.push(
        await startServer(
          process.env.BENCH_SERVER ?? COMPILED_SERVER,
          { ...appEnvironment(port, databaseUrl), AUTH_SECRET: secret },
          `http://127.0.0.1:${port}/api/health`,
        ),
      );
    }
    const urls = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const path = `/api/clubs/${clubId}/meetings/${meetingKey}/console`;
    process.stderr.write(`  meeting console: ${CONSOLES} streams on 2 processes...\n`);
    const consoles = await Promise.all(
      Array.from({ length: CONSOLES }, (_, index) => {
        const base = urls[index % urls.length] ?? "";
        const cookie = sessionCookie(tokens.get(`console-${index + 1}`) ?? "", secret);
        return openConsole(base, cookie, `${base}${path}`, abort.signal);
      }),
    );
    const leader = sessionCookie(tokens.get("console-0") ?? "", secret);
    const writeUrl = urls[0] ?? "";
    const post = (tail: string, body: object) =>
      fetch(`${writeUrl}${path}${tail}`, {
        method: "POST",
        headers: { cookie: leader, origin: writeUrl, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (answer) => {
        if (!answer.ok) throw new Error(`${tail}: ${answer.status} ${await answer.text()}`);
        return ((await answer.json()) as { version: number }).version;
      });

    const eventTimes: number[] = [];
    const stateTimes: number[] = [];
    let missing = 0;
    // Round 0 warms up (JIT, pools); the timer starts and stops alternately.
    for (let turn = 0; turn <= ROUNDS; turn++) {
      const sent = performance.now();
      const version = await post(
        turn % 2 === 0 ? "/timer/start" : "/timer/stop",
        turn % 2 === 0 ? { itemKey: "table-topics" } : {},
      );
      const deadline = Date.now() + GIVE_UP_MS;
      const done = () => consoles.every((each) => each.states.has(version));
      while (!done() && Date.now() < deadline) await delay(5);
      if (turn === 0) continue;
      for (const each of consoles) {
        const event = each.events.get(version);
        const state = each.states.get(version);
        if (event === undefined) missing += 1;
        else eventTimes.push(event - sent);
        if (state !== undefined) stateTimes.push(state - sent);
      }
      await delay(200);
    }
    const events = eventTimes.sort((a, b) => a - b);
    const states = stateTimes.sort((a, b) => a - b);
    const p99 = percentile(events, 99);
    return {
      consoles: CONSOLES,
      samples: events.length,
      event: {
        p50: round(percentile(events, 50)),
        p99: round(p99),
        max: round(events.at(-1) ?? 0),
      },
      state: { p50: round(percentile(states, 50)), p99: round(percentile(states, 99)) },
      missing,
      met: missing === 0 && p99 <= CONSOLE_BUDGET_P99_MS,
    };
  } finally {
    abort.abort();
    for (const app of apps) await stopServer(app);
    await client.end().catch(() => {});
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
