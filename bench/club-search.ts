// Club search under load: the app (server/main.ts, in its own process) on a fresh PostgreSQL
// database with 1,000 and then 100,000 clubs, one signed-in user, 50 connections, next to a bare
// Fastify route and a one-query reference (bench/reference-server.ts) measured in the same run.

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { setTimeout as delay } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { seedBuiltInContent } from "../server/db/seed.ts";

export interface BenchRow {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
}

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;

const CITIES = [
  "Lisbon",
  "Porto",
  "Madrid",
  "Barcelona",
  "Paris",
  "Lyon",
  "Berlin",
  "Munich",
  "Vienna",
  "Prague",
  "Warsaw",
  "Krakow",
  "Budapest",
  "Rome",
  "Milan",
  "Naples",
  "Athens",
  "Istanbul",
  "Cairo",
  "Lagos",
  "Nairobi",
  "Accra",
  "Dubai",
  "Muscat",
  "Doha",
  "Riyadh",
  "Karachi",
  "Mumbai",
  "Delhi",
  "Kochi",
  "Chennai",
  "Bangalore",
  "Dhaka",
  "Bangkok",
  "Hanoi",
  "Manila",
  "Jakarta",
  "Singapore",
  "Seoul",
  "Tokyo",
  "Osaka",
  "Sydney",
  "Auckland",
  "Toronto",
  "Montreal",
  "Chicago",
  "Denver",
  "Austin",
  "Bogota",
  "Lima",
];

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Clubs `from`..`to` in one statement: 50 cities x 97 districts, every type, format, day and
 * time, each attribute independent of the others (so the planner's estimates hold).
 */
export async function seedClubs(databaseUrl: string, from: number, to: number) {
  const cities = `array[${CITIES.map((city) => `'${city}'`).join(",")}]`;
  const days = "array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']";
  // Its own connection: the app pool's statement timeout is too short for a bulk load.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into clubs (club_name, slug, club_type, meeting_format, location, meeting_time, meeting_days)
      select 'Bench Club ' || i, 'BenchClub' || i,
        (array['blockchain', 'public-speaking', 'web3'])[1 + (i / 100) % 3],
        (array['online', 'inperson'])[1 + (i / 50) % 2],
        (${cities})[1 + i % ${CITIES.length}] || ', District ' || (i % 97),
        (array['morning', 'evening'])[1 + (i / 7) % 2],
        array[(${days})[1 + i % 7], (${days})[1 + (i + 3) % 7]]
      from generate_series($1::int, $2::int) as i`,
      [from, to],
    );
    await client.query("analyze clubs");
  } finally {
    await client.end();
  }
}

/** A server in a child process (so the load generator does not share its event loop). */
async function startServer(script: string, env: Record<string, string>, healthUrl: string) {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const up = await fetch(healthUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await delay(250);
  }
  child.kill("SIGTERM");
  throw new Error(`${script} did not start`);
}

async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await Promise.race([exited, delay(10_000)]);
}

async function measure(
  scenario: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<BenchRow> {
  process.stderr.write(`  ${scenario}...\n`);
  // A short unrecorded run first: JIT, connection pools and caches warm up.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const APP_PORT = 4290;
const REFERENCE_PORT = 4291;

export async function runClubSearchBench(): Promise<BenchRow[]> {
  const name = `bv_bench_${randomBytes(5).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const databaseUrl = withDatabase(SERVER_URL, name);
  const database = openDatabase({ databaseUrl, poolSize: 4 });
  let app: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    await database.migrate();
    await seedBuiltInContent(database.db);
    await seedClubs(databaseUrl, 4, 1000);

    const appUrl = `http://127.0.0.1:${APP_PORT}`;
    const refUrl = `http://127.0.0.1:${REFERENCE_PORT}`;
    app = await startServer(
      "server/main.ts",
      {
        NODE_ENV: "production",
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        BASE_URL: appUrl,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(24).toString("hex"),
        LOG_LEVEL: "warn",
        WEB_ROOT: ".tmp/bench-no-web",
      },
      `${appUrl}/api/health`,
    );
    reference = await startServer(
      "bench/reference-server.ts",
      { PORT: String(REFERENCE_PORT), DATABASE_URL: databaseUrl },
      `${refUrl}/health`,
    );

    const credentials = { email: `bench-${name}@example.com`, password: "a bench passphrase 42" };
    const post = (path: string, body: object) =>
      fetch(`${appUrl}${path}`, {
        method: "POST",
        headers: { origin: appUrl, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const signUp = await post("/api/auth/sign-up/email", { name: "Bench User", ...credentials });
    if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
    // Sign-up starts no session (it answers alike for taken emails): sign in, as the screen does.
    const signIn = await post("/api/auth/sign-in/email", credentials);
    if (!signIn.ok) throw new Error(`sign-in failed: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const signedIn = { cookie };
    const search = `${appUrl}/api/clubs?location=lisbon`;

    const rows: BenchRow[] = [];
    rows.push(await measure("bare Fastify route (reference)", `${refUrl}/bare`));
    rows.push(await measure("Fastify + 1 PK query (reference)", `${refUrl}/one-query`));
    rows.push(await measure("GET /api/clubs/names @1,000", `${appUrl}/api/clubs/names`));
    rows.push(await measure("search location=lisbon @1,000", search, signedIn));

    process.stderr.write("  seeding 99,000 more clubs...\n");
    await seedClubs(databaseUrl, 1001, 100_000);
    rows.push(await measure("GET /api/clubs/names @100,000", `${appUrl}/api/clubs/names`));
    rows.push(await measure("search location=lisbon @100,000", search, signedIn));
    rows.push(
      await measure(
        "search lisbon+friday+web3+in-person @100,000",
        `${search}&day=friday&clubType=web3&meetingFormat=inperson`,
        signedIn,
      ),
    );
    rows.push(
      await measure(
        "search location=district 4 @100,000",
        `${appUrl}/api/clubs?location=district%204`,
        signedIn,
      ),
    );
    rows.push(await measure("GET /api/me @100,000", `${appUrl}/api/me`, signedIn));
    rows.push(
      await measure("GET /api/me/navigation @100,000", `${appUrl}/api/me/navigation`, signedIn),
    );
    rows.push(
      await measure(
        "GET /api/notifications/unread-count",
        `${appUrl}/api/notifications/unread-count`,
        signedIn,
      ),
    );
    rows.push(
      await measure("GET /api/notifications (inbox)", `${appUrl}/api/notifications`, signedIn),
    );
    return rows;
  } finally {
    await stopServer(app);
    await stopServer(reference);
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
