// The API under load, as `npm run bench` measures it: the compiled app (dist/server/main.js, in
// production mode, in its own process) on a fresh PostgreSQL database with 1,000 and then 100,000
// clubs, one signed-in user, 50 connections, next to a bare Fastify route and a one-query
// reference (bench/reference-server.ts) measured in the same run. Each row names its budget
// (docs/architecture.md budgets, issue #16): a share of one reference's throughput and, for database reads, a p99.

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { seedBuiltInContent } from "../server/db/seed.ts";
import { nameSkeleton } from "../server/lib/names/skeleton.ts";

/**
 * The references (bench/reference-server.ts): a bare Fastify route, one primary-key query (one
 * row), one query reading 20 rows of the inbox's width by primary-key range, and one
 * `INSERT ... RETURNING` in a transaction.
 */
export type ReferenceName = "bare" | "oneQuery" | "twentyRows" | "write";

/** What each reference is called in the table. */
export const REFERENCE_LABELS: Record<ReferenceName, string> = {
  bare: "bare",
  oneQuery: "1-query",
  twentyRows: "20-row",
  write: "write",
};

/** What a row must reach: a share of a reference's req/s, and a p99 ceiling. */
export interface Budget {
  reference?: ReferenceName;
  minShare?: number;
  maxP99?: number;
}

export interface BenchRow {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  non2xx: number;
  budget?: Budget;
  /** Set on a reference's own row: the other rows' shares are of its req/s. */
  reference?: ReferenceName;
}

/** Each reference's req/s in `rows` (NaN for one not measured: a share of it is no verdict). */
export function referencesOf(rows: readonly BenchRow[]): Record<ReferenceName, number> {
  const rateOf = (name: ReferenceName) =>
    rows.find((row) => row.reference === name)?.requestsPerSecond ?? Number.NaN;
  return {
    bare: rateOf("bare"),
    oneQuery: rateOf("oneQuery"),
    twentyRows: rateOf("twentyRows"),
    write: rateOf("write"),
  };
}

export const SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CONNECTIONS = 50;
/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
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

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one section (`bv_bench_<section>_<random>`), migrated, with the
 * built-in content (journeys, missions) and 1,000 clubs (none with `clubs: false`: the full-size
 * section's generator writes its own); `drop` removes it.
 */
export async function freshBenchDatabase(
  section: string,
  { clubs = true }: { clubs?: boolean } = {},
) {
  const name = `bv_bench_${section}_${randomBytes(5).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const databaseUrl = withDatabase(SERVER_URL, name);
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  try {
    const database = openDatabase({ databaseUrl, poolSize: 2 });
    try {
      await database.migrate();
      await seedBuiltInContent(database.db);
    } finally {
      await database.close();
    }
    if (clubs) await seedClubs(databaseUrl, 4, 1000);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, databaseUrl, drop };
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
    // Each with its name's skeleton, as the app writes one: a club without one is given it when
    // the app next starts (migration 0020's step), which would then update every row.
    const skeletons = Array.from({ length: to - from + 1 }, (_, k) =>
      nameSkeleton(`Bench Club ${from + k}`),
    );
    await client.query(
      `insert into clubs (club_name, slug, name_skeleton, club_type, meeting_format, location, meeting_time, meeting_days)
      select 'Bench Club ' || i, 'BenchClub' || i, $3::jsonb ->> (i - $1),
        (array['blockchain', 'public-speaking', 'web3'])[1 + (i / 100) % 3],
        (array['online', 'inperson'])[1 + (i / 50) % 2],
        (${cities})[1 + i % ${CITIES.length}] || ', District ' || (i % 97),
        (array['morning', 'evening'])[1 + (i / 7) % 2],
        array[(${days})[1 + i % 7], (${days})[1 + (i + 3) % 7]]
      from generate_series($1::int, $2::int) as i`,
      [from, to, JSON.stringify(skeletons)],
    );
    // Vacuumed as well as analysed: the autovacuum a bulk load sets off would otherwise run during
    // the next rows (a table at rest is what the budgets are about).
    await client.query("vacuum analyze clubs");
  } finally {
    await client.end();
  }
}

/**
 * How production starts the compiled app (the Dockerfile's CMD, `npm start`, `npm run serve`; a
 * test holds them to this): V8's young generation at its size before Node 22. Node 24 sizes it
 * from the heap limit, and on a 24 GB machine it kept ~100 MB more resident when idle (ADR 049).
 */
export const PRODUCTION_NODE_OPTIONS = ["--max-semi-space-size=16"];

/** A server in a child process (so the load generator does not share its event loop). */
export async function startServer(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
  nodeOptions: string[] = [],
) {
  // Another server already answering there would be measured instead of this one.
  const taken = await fetch(healthUrl).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${healthUrl} already answers: is another bench running?`);
  // Compiled JavaScript runs as it is; TypeScript (the reference server) through tsx.
  const runner = script.endsWith(".js") ? [] : ["--import", "tsx"];
  const production = script === COMPILED_SERVER ? PRODUCTION_NODE_OPTIONS : [];
  const child = spawn(process.execPath, [...production, ...nodeOptions, ...runner, script], {
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

export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await Promise.race([exited, delay(10_000)]);
}

/** The part of autocannon's per-connection client that keeps each response's body. */
interface BodyKeepingClient {
  pipelinedRequests?: { addBody?: (chunk: Buffer) => void };
}

/**
 * autocannon keeps every response body as a string (`body += chunk`, for its `verifyBody` and
 * `expectBody` options, which the bench does not use). Decoding a compressed body as UTF-8 costs
 * the load generator more than the app spends answering: 6 KB of brotli cost it ~42 µs per
 * response against ~8 µs for 6 KB of ASCII (ADR 024), so the rows with compressed bodies measured
 * the load generator, not the app. Each connection drops the body instead; the references get
 * the same client. Throws if autocannon's internals move, rather than measure something else.
 */
export function discardResponseBodies(client: autocannon.Client) {
  const queue = (client as unknown as BodyKeepingClient).pipelinedRequests;
  if (typeof queue?.addBody !== "function") {
    throw new Error("autocannon no longer keeps bodies in pipelinedRequests.addBody: see ADR 024");
  }
  queue.addBody = () => {};
}

/** How `measure` loads a route (autocannon's options, with the bench's defaults). */
export interface MeasureOptions {
  headers?: Record<string, string>;
  budget?: Budget;
  /** The row is this reference's own. */
  reference?: ReferenceName;
  /** GET unless told. */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A request body, sent with every request. */
  body?: string;
  /**
   * A sequence of requests each connection sends in turn (autocannon's `requests`): each may
   * rewrite its request just before it is sent (`setupRequest`, e.g. a fresh body per request).
   */
  requests?: autocannon.Request[];
  /** 50 unless told. */
  connections?: number;
  /** Seconds, BENCH_DURATION (10) unless told. */
  duration?: number;
}

/** One row: a short unrecorded warm-up, then `duration` seconds under `connections` connections. */
export async function measure(
  scenario: string,
  url: string,
  options: MeasureOptions = {},
): Promise<BenchRow> {
  process.stderr.write(`  ${scenario}...\n`);
  // A short unrecorded run first: JIT, connection pools and caches warm up.
  const load: autocannon.Options = {
    url,
    connections: options.connections ?? CONNECTIONS,
    headers: options.headers ?? {},
    setupClient: discardResponseBodies,
    ...(options.method ? { method: options.method } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.requests ? { requests: options.requests } : {}),
  };
  await autocannon({ ...load, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...load, duration: options.duration ?? DURATION_SECONDS });
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    budget: options.budget,
    ...(options.reference ? { reference: options.reference } : {}),
  };
}

const APP_PORT = 4290;
const REFERENCE_PORT = 4291;
export const COMPILED_SERVER = "dist/server/main.js";

export const REFERENCE_SERVER = "bench/reference-server.ts";

/** A signed-in read answering one thing (a row, a count, a summary). */
export const SIGNED_IN_READ: Budget = { reference: "oneQuery", minShare: 0.5, maxP99: 25 };
/** A signed-in read answering a list (a page of up to ~20 rows). */
export const LIST_READ: Budget = { reference: "twentyRows", minShare: 0.6, maxP99: 25 };
export const PUBLIC_CONTENT: Budget = { reference: "bare", minShare: 0.6 };

/** Only the scenarios whose names match BENCH_ONLY (a regular expression), when it is set. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : undefined;

export async function signIn(appUrl: string, email: string): Promise<string> {
  const credentials = { email, password: "a bench passphrase 42" };
  const post = (path: string, body: object) =>
    fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { origin: appUrl, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const signUp = await post("/api/auth/sign-up/email", { name: "Bench User", ...credentials });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
  // Sign-up starts no session (it answers alike for taken emails): sign in, as the screen does.
  const signedIn = await post("/api/auth/sign-in/email", credentials);
  if (!signedIn.ok) throw new Error(`sign-in failed: ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** Sixty notifications for the bench user, twenty of them unread: a well-used inbox. */
export async function seedNotifications(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into notifications (user_id, kind, title, body, link, read_at)
      select u.id, 'application-accepted', 'Application accepted', 'Welcome to the club ' || i,
        '/Clubs', case when i > 20 then now() end
      from users u, generate_series(1, 60) as i where u.email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

/** The rows the 20-row reference reads (bench/reference-server.ts). */
const REFERENCE_ROWS = 10_000;

/**
 * The tables the 20-row and write references use: 10,000 rows of the inbox's width (an id, four
 * texts, a time, a flag) and an empty table of the same shape for the writes.
 */
export async function seedReferenceTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const table of ["bench_reference_rows", "bench_reference_writes"]) {
      await client.query(
        `create table if not exists ${table} (id serial primary key, kind text not null,
          title text not null, body text not null, link text not null,
          created_at timestamptz not null default now(), read_at timestamptz)`,
      );
    }
    await client.query(
      `insert into bench_reference_rows (kind, title, body, link, read_at)
      select 'application-accepted', 'Application accepted', 'Welcome to the club ' || i, '/Clubs',
        case when i % 3 = 0 then now() end
      from generate_series(1, $1::int) as i`,
      [REFERENCE_ROWS],
    );
    await client.query("vacuum analyze bench_reference_rows");
  } finally {
    await client.end();
  }
}

/** The reference server on `port`, reading and writing `databaseUrl` (seeded by the above). */
export function startReferenceServer(port: number, databaseUrl: string) {
  return startServer(
    REFERENCE_SERVER,
    { PORT: String(port), DATABASE_URL: databaseUrl, REFERENCE_ROWS: String(REFERENCE_ROWS) },
    `http://127.0.0.1:${port}/health`,
  );
}

/** The four references' rows, measured against the server at `refUrl`. */
export async function measureReferences(refUrl: string): Promise<BenchRow[]> {
  const write = JSON.stringify({ title: "A bench write" });
  return [
    await measure("bare Fastify route (reference)", `${refUrl}/bare`, { reference: "bare" }),
    await measure("Fastify + 1 PK query (reference)", `${refUrl}/one-query`, {
      reference: "oneQuery",
    }),
    await measure("Fastify + 20-row PK range (reference)", `${refUrl}/twenty-rows`, {
      reference: "twentyRows",
    }),
    await measure("Fastify + INSERT in a transaction (reference)", `${refUrl}/write`, {
      reference: "write",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: write,
    }),
  ];
}

/** What the opportunities' titles are made of: one in eight is a Solidity role. */
const OPPORTUNITY_TITLES = [
  "Solidity developer",
  "Community manager",
  "Public speaking coach",
  "Smart contract auditor",
  "Technical writer",
  "Event host",
  "Frontend engineer",
  "Research intern",
];

/**
 * 200 published opportunities on the board (their deadlines a month away), titles and
 * descriptions of a few words each, so a full-text search for one title matches 25 of them.
 */
export async function seedOpportunities(databaseUrl: string, count = 200) {
  const titles = `(array[${OPPORTUNITY_TITLES.map((title) => `'${title}'`).join(",")}])`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into opportunities (posted_by, kind, title, description, journey_ids, region,
        location, remote, compensation, deadline, status, published_at)
      select 'bench-admin', (array['job', 'internship', 'bounty', 'speaking-gig'])[1 + i % 4],
        ${titles}[1 + i % 8] || ' ' || i,
        'We are looking for a ' || lower(${titles}[1 + i % 8]) || ' to join a growing team that '
          || 'builds open tools for communities in Kerala and Oman. You will work with members, '
          || 'leaders and partners, write and speak about what we build, and ship every week.',
        array[1 + i % 6], (array['kerala', 'oman', 'global'])[1 + i % 3],
        (array['Kochi', 'Muscat', ''])[1 + i % 3], i % 2 = 0, 'Paid monthly',
        now() + interval '30 days', 'published', now() - i * interval '1 hour'
      from generate_series(1, $1::int) as i`,
      [count],
    );
    await client.query("vacuum analyze opportunities");
  } finally {
    await client.end();
  }
}

/**
 * Twenty $VOCATE ledger entries for the bench user (a season of use: missions verified, meetings
 * attended), so the balance and history read as many rows as an inbox page.
 */
export async function seedRewardEntries(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into reward_entries (user_id, amount, rule, source_kind, source_id, season,
        created_by, created_at)
      select u.id, case when m.id is null then 5 else 50 end,
        case when m.id is null then 'attendance' else 'verified-mission' end,
        case when m.id is null then 'attendance' else 'mission' end,
        coalesce(m.id, 'bench-meeting-' || i),
        to_char(now(), 'YYYY') || case when extract(month from now()) <= 6 then '-S1' else '-S2' end,
        'system', now() - i * interval '1 hour'
      from users u cross join generate_series(1, 20) as i
        left join (select id, row_number() over (order by id) as n from missions) m on m.n = i
          and i <= 8
      where u.email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

/** The compiled app as an operator runs it: production mode, default logging, the built pages. */
export function appEnvironment(port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    WEB_ROOT: process.env.WEB_ROOT ?? "dist/web",
    // To compare the setting's two values (ADR 055) in one bench.
    ...(process.env.DATABASE_PREPARE_REPEATED
      ? { DATABASE_PREPARE_REPEATED: process.env.DATABASE_PREPARE_REPEATED }
      : {}),
    // And DATABASE_PARALLEL_WORKERS's (ADR 062).
    ...(process.env.DATABASE_PARALLEL_WORKERS
      ? { DATABASE_PARALLEL_WORKERS: process.env.DATABASE_PARALLEL_WORKERS }
      : {}),
  };
}

export async function runApiBench(): Promise<BenchRow[]> {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: npm run build`);
  const { name, databaseUrl, drop } = await freshBenchDatabase("api");
  let app: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    await seedReferenceTables(databaseUrl);

    const appUrl = `http://127.0.0.1:${APP_PORT}`;
    const refUrl = `http://127.0.0.1:${REFERENCE_PORT}`;
    // One environment for both starts: the session cookie is signed with its AUTH_SECRET.
    const appEnv = appEnvironment(APP_PORT, databaseUrl);
    app = await startServer(COMPILED_SERVER, appEnv, `${appUrl}/api/health`);
    reference = await startReferenceServer(REFERENCE_PORT, databaseUrl);

    const email = `bench-${name}@example.com`;
    const headers = { cookie: await signIn(appUrl, email) };
    await seedNotifications(databaseUrl, email);
    await seedOpportunities(databaseUrl);
    await seedRewardEntries(databaseUrl, email);
    const search = `${appUrl}/api/clubs?location=lisbon`;

    // The references always run: every other row's share is of one of them.
    const rows: BenchRow[] = await measureReferences(refUrl);
    const run = async (scenario: string, url: string, options: MeasureOptions = {}) => {
      if (!only || only.test(scenario)) rows.push(await measure(scenario, url, options));
    };
    // Public content as a browser asks for it (every browser sends Accept-Encoding; the 34 KB
    // landing travels as ~8 KB of brotli). Without it the rows measure the kernel copying bytes
    // that no visitor receives.
    const browser = { headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING } };
    await run("GET /api/journeys", `${appUrl}/api/journeys`, {
      ...browser,
      budget: PUBLIC_CONTENT,
    });
    await run("GET / (prerendered landing)", `${appUrl}/`, { ...browser, budget: PUBLIC_CONTENT });
    await run("GET /api/clubs/names @1,000", `${appUrl}/api/clubs/names`, {
      budget: LIST_READ,
    });
    await run("GET /api/me", `${appUrl}/api/me`, { headers, budget: SIGNED_IN_READ });
    await run("GET /api/missions", `${appUrl}/api/missions`, { headers, budget: LIST_READ });
    await run("GET /api/me/navigation", `${appUrl}/api/me/navigation`, {
      headers,
      budget: SIGNED_IN_READ,
    });
    await run("GET /api/notifications/unread-count", `${appUrl}/api/notifications/unread-count`, {
      headers,
      budget: SIGNED_IN_READ,
    });
    await run("GET /api/notifications (inbox)", `${appUrl}/api/notifications`, {
      headers,
      budget: LIST_READ,
    });
    await run("search location=lisbon @1,000", search, { headers, budget: LIST_READ });
    await run(
      "GET /api/opportunities?q=solidity developer",
      `${appUrl}/api/opportunities?q=solidity%20developer`,
      { headers, budget: LIST_READ },
    );
    await run("GET /api/me/rewards ($VOCATE balance, history)", `${appUrl}/api/me/rewards`, {
      headers,
      budget: LIST_READ,
    });

    if (!only || only.test("@100,000")) {
      process.stderr.write("  seeding 99,000 more clubs...\n");
      await seedClubs(databaseUrl, 1001, 100_000);
      // The search keeps the planner's estimates for five minutes: a table a hundred times larger
      // within one minute would be searched with the small table's plans. Restarted, the app
      // meets the table as an app running on it would.
      await stopServer(app);
      app = await startServer(COMPILED_SERVER, appEnv, `${appUrl}/api/health`);
    }
    await run("GET /api/clubs/names @100,000", `${appUrl}/api/clubs/names`, {
      budget: LIST_READ,
    });
    await run("search location=lisbon @100,000", search, { headers, budget: LIST_READ });
    await run(
      "search lisbon+friday+web3+in-person @100,000",
      `${search}&day=friday&clubType=web3&meetingFormat=inperson`,
      { headers, budget: { maxP99: 50 } },
    );
    await run("search location=district 4 @100,000", `${appUrl}/api/clubs?location=district%204`, {
      headers,
      budget: LIST_READ,
    });
    return rows;
  } finally {
    await stopServer(app);
    await stopServer(reference);
    await drop();
  }
}
