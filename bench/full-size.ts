// Every signed-in read and the reports at two sizes of the programme, in one run (issue 40): the
// small programme (bench/programme-generator.ts, 1,000 members in 10 clubs), then grown to the
// large one (100,000 members in 1,000 clubs, 2,000,000 notifications, 1,000,000 ledger entries),
// the app restarted (its plan estimates are kept five minutes) and the same rows measured again,
// for the same three people: a member with a typical record, their club's leader, an admin. Each
// row keeps its budget at both sizes, and its p50 may grow at most 1.5x (the admin's programme
// report excepted: its answer is every club's figures, a hundred times as many rows).

import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { summariseReports } from "../server/features/reports/service.ts";
import {
  appEnvironment,
  type BenchRow,
  type Budget,
  COMPILED_SERVER,
  freshBenchDatabase,
  LIST_READ,
  measure,
  SIGNED_IN_READ,
  startServer,
  stopServer,
} from "./api.ts";
import {
  clubIdOf,
  growProgramme,
  LARGE_PROGRAMME,
  type ProgrammeSize,
  SMALL_PROGRAMME,
} from "./programme-generator.ts";

/** The most a row's p50 may grow from the small programme to the large one. */
export const MAX_P50_GROWTH = 1.5;
/** A report page, at the large size (issue 39), with a few operators reading at once. */
export const REPORT_BUDGET: Budget = { maxP99: 500 };
const REPORT_CONNECTIONS = 4;
/**
 * How long the app runs before its rows are measured, at each size: its sweeps run as it starts
 * (the reminders, the review digests, the reports' summary of the last 14 days), a burst of 2-6 s
 * of database work at the large size, and the rows compare the app at rest. A sweep that comes
 * round during the rows (every 5-15 minutes) is measured with them, as in production.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);

const APP_PORT = 4292;
const PASSWORD = "a bench passphrase 42";
/** The club the three people are in (the generator's first). */
const CLUB = clubIdOf(1);

interface FullSizeRoute {
  scenario: string;
  path: string;
  who: "member" | "leader" | "admin";
  budget: Budget;
  /** Held to the growth budget (every row but the programme's report). */
  growth: boolean;
  connections?: number;
}

const member = (scenario: string, path: string, budget: Budget): FullSizeRoute => ({
  scenario,
  path,
  who: "member",
  budget,
  growth: true,
});

/** The member's reads: the shell's, the dashboard's, the inbox, $VOCATE, searches; the reports. */
export const FULL_SIZE_ROUTES: readonly FullSizeRoute[] = [
  member("GET /api/me", "/api/me", SIGNED_IN_READ),
  member("GET /api/me/navigation", "/api/me/navigation", SIGNED_IN_READ),
  member("GET /api/notifications/unread-count", "/api/notifications/unread-count", SIGNED_IN_READ),
  member("GET /api/notifications (inbox)", "/api/notifications", LIST_READ),
  member("GET /api/missions", "/api/missions", LIST_READ),
  member("GET /api/credentials/progress", "/api/credentials/progress", SIGNED_IN_READ),
  member("GET /api/me/rewards ($VOCATE)", "/api/me/rewards", LIST_READ),
  member("GET /api/leaderboard", "/api/leaderboard", LIST_READ),
  member("GET /api/clubs/:club/meetings", `/api/clubs/${CLUB}/meetings`, LIST_READ),
  member("GET /api/speeches/mine", "/api/speeches/mine", LIST_READ),
  member("GET /api/roles/history", "/api/roles/history", LIST_READ),
  member("GET /api/attendance/mine", "/api/attendance/mine", LIST_READ),
  member("GET /api/applications/mine", "/api/applications/mine", LIST_READ),
  member("GET /api/completions/mine/pending", "/api/completions/mine/pending", LIST_READ),
  member("GET /api/payments/membership", "/api/payments/membership", SIGNED_IN_READ),
  member("GET /api/me/opportunity-applications", "/api/me/opportunity-applications", LIST_READ),
  member("GET /api/me/opportunities/matching", "/api/me/opportunities/matching", LIST_READ),
  member("opportunities search q=developer", "/api/opportunities?q=developer", LIST_READ),
  member("club search location=kochi", "/api/clubs?location=kochi", LIST_READ),
  {
    scenario: "leader's club report",
    path: `/api/clubs/${CLUB}/report`,
    who: "leader",
    budget: REPORT_BUDGET,
    growth: true,
    connections: REPORT_CONNECTIONS,
  },
  {
    scenario: "admin's programme report",
    path: "/api/admin/reports",
    who: "admin",
    budget: REPORT_BUDGET,
    growth: false,
    connections: REPORT_CONNECTIONS,
  },
];

export interface FullSizeRow {
  scenario: string;
  small: BenchRow;
  large: BenchRow;
  /** Large p50 over small p50 (a p50 under 1 ms counts as 1 ms: autocannon's resolution). */
  growth: number;
  /** The most `growth` may be; undefined: not held to it. */
  maxGrowth?: number;
}

export interface FullSizeResult {
  rows: FullSizeRow[];
  /** Seconds the generator took for each size. */
  generator: { small: number; large: number };
}

async function post(appUrl: string, path: string, body: object) {
  const response = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: { origin: appUrl, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A session cookie for `email` (an account made through the app's own sign-up). */
async function signIn(appUrl: string, email: string) {
  const signedIn = await post(appUrl, "/api/auth/sign-in/email", { email, password: PASSWORD });
  return signedIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/**
 * The member's record, as the generator writes one member's (bench/programme-generator.ts): in
 * the club with a journey chosen, 20 notifications (3 unread), 10 ledger entries, 2 submissions,
 * speeches, roles and attendance at the club's past meetings, an opportunity applied to. The
 * leader leads the club; the admin is an admin.
 */
async function givePeopleTheirRecords(
  databaseUrl: string,
  ids: { member: string; leader: string; admin: string },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    const { member, leader, admin } = ids;
    // Admin rights count once the address is verified (server/auth/session.ts).
    await client.query("update users set is_admin = true, email_verified = true where id = $1", [
      admin,
    ]);
    await client.query("update clubs set leader_id = $2 where id = $1", [CLUB, leader]);
    for (const id of [member, leader]) {
      await client.query("update users set club_id = $1, journey_id = 1 where id = $2", [CLUB, id]);
      await client.query(
        `insert into club_members (club_id, user_id, joined_at)
          values ($1, $2, now() - interval '200 days')`,
        [CLUB, id],
      );
      await client.query(
        `insert into club_applications (club_id, user_id, status, created_at, decided_at)
          values ($1, $2, 'accepted', now() - interval '201 days', now() - interval '200 days')`,
        [CLUB, id],
      );
    }
    await client.query(
      `insert into notifications (user_id, kind, title, body, link, club_id, created_at, read_at)
        select $1, 'submission-verified', 'Notification ' || k, 'Something happened (' || k || ').',
          '/Dashboard', $2, now() - make_interval(days => k * 9),
          case when k > 3 then now() - make_interval(days => k * 9) end
        from generate_series(1, 20) as k`,
      [member, CLUB],
    );
    await client.query(
      `insert into mission_completions (user_id, mission_id, club_id, mission_status, submitted_at,
          decided_at)
        select $1, id, $2, case when n = 1 then 'completed' else 'pending' end,
          now() - make_interval(days => 40 * n::int), case when n = 1 then now() - interval '39 days' end
        from (select id, row_number() over (order by sequence nulls last, id) as n from missions) m
        where n <= 2`,
      [member, CLUB],
    );
    await client.query(
      `insert into reward_entries (user_id, amount, rule, source_kind, source_id, season, created_by,
          created_at)
        select $1, 20, 'attendance', 'attendance', $2 || '/' || to_char(at, 'YYYY-MM-DD'),
          to_char(at, 'YYYY') || case when extract(month from at) <= 6 then '-S1' else '-S2' end,
          'system', at
        from generate_series(1, 10) as e, lateral (select now() - make_interval(days => 7 * e) as at) t`,
      [member, CLUB],
    );
    // The club's past meetings: present at the last eight, a speech delivered and evaluated at
    // one, timer at two.
    await client.query(
      `with past as (
          select distinct meeting_key from meeting_slots
          where club_id = $2 and status = 'delivered' order by meeting_key desc limit 8)
        insert into meeting_attendance (club_id, meeting_key, user_id, status, method, recorded_at)
        select $2, meeting_key, $1, 'present', 'code', meeting_key::date + interval '18 hours'
        from past`,
      [member, CLUB],
    );
    await client.query(
      `with slot as (
          insert into meeting_slots (club_id, user_id, user_name, meeting_key, status, created_at,
            delivered_at)
          select $2, $1, 'Bench Member', max(meeting_key), 'delivered',
            max(meeting_key)::date - 10, max(meeting_key)::date + interval '19 hours'
          from meeting_slots where club_id = $2 and status = 'delivered'
          returning id, delivered_at)
        insert into speech_evaluations (slot_id, evaluator_id, rubric, scores, went_well, to_improve,
          language, status, submitted_at, updated_at)
        select id, $3, 'standard', '{}'::jsonb, 'Clear.', 'Pace.', 'en', 'submitted',
          delivered_at + interval '1 hour', delivered_at + interval '1 hour' from slot`,
      [member, CLUB, leader],
    );
    await client.query(
      `insert into meeting_role_assignments (club_id, meeting_key, role_id, seat, user_id, status,
          source)
        select $2, k.meeting_key, r.id, 2, $1, 'held', 'taken'
        from (select distinct meeting_key from meeting_slots where club_id = $2
          and status = 'delivered' order by meeting_key desc offset 1 limit 2) k,
          club_roles r where r.club_id = $2 and r.kind = 'timer'
        on conflict do nothing`,
      [member, CLUB],
    );
    await client.query(
      `insert into opportunity_applications (opportunity_id, user_id, note, share)
        select min(id), $1, 'I would like to work on this with you.', '{"credentialIds": [], "speechSlotIds": [], "roles": false, "vocate": false, "walletId": null}'::jsonb
        from opportunities where status = 'published'`,
      [member],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    await client.end();
  }
}

/** Signs the three people up through the app, gives them their records, signs them in. */
export async function makePeople(appUrl: string, databaseUrl: string, tag: string) {
  const emails = {
    member: `member-${tag}@bench.example`,
    leader: `leader-${tag}@bench.example`,
    admin: `admin-${tag}@bench.example`,
  };
  for (const [who, email] of Object.entries(emails)) {
    await post(appUrl, "/api/auth/sign-up/email", {
      name: `Bench ${who}`,
      email,
      password: PASSWORD,
    });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const idOf = async (email: string) =>
    (await client.query<{ id: string }>("select id from users where email = $1", [email])).rows[0]
      ?.id as string;
  const ids = {
    member: await idOf(emails.member),
    leader: await idOf(emails.leader),
    admin: await idOf(emails.admin),
  };
  await client.end();
  await givePeopleTheirRecords(databaseUrl, ids);
  return {
    member: await signIn(appUrl, emails.member),
    leader: await signIn(appUrl, emails.leader),
    admin: await signIn(appUrl, emails.admin),
  };
}

/** Only the scenarios whose names match BENCH_ONLY, when it is set. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : undefined;

export const FULL_SIZE_SCENARIOS = FULL_SIZE_ROUTES.filter(
  (route) => !only || only.test(route.scenario) || only.test("full size"),
);

async function measureAll(
  appUrl: string,
  cookies: Record<FullSizeRoute["who"], string>,
  label: string,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const route of FULL_SIZE_SCENARIOS) {
    const row = await measure(`${route.scenario} @${label}`, `${appUrl}${route.path}`, {
      headers: { cookie: cookies[route.who] },
      budget: route.budget,
      connections: route.connections,
    });
    // Nothing answered within the run (a report slower than the run is long): no p99 to pass.
    if (row.requestsPerSecond === 0 && row.p99 === 0) row.p99 = Number.POSITIVE_INFINITY;
    rows.push(row);
  }
  return rows;
}

const sizeOf = (size: ProgrammeSize) =>
  `${size.members.toLocaleString("en")} members, ${size.clubs.toLocaleString("en")} clubs`;

/**
 * The small programme, measured; grown to the large one, measured again (one database, one
 * set of people). The rows' budgets are judged by the caller against the references measured
 * in the same run; each row's growth is here.
 */
export async function runFullSizeBench(): Promise<FullSizeResult> {
  if (!existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: npm run build`);
  const { name, databaseUrl, drop } = await freshBenchDatabase("full", { clubs: false });
  let app: ChildProcess | undefined;
  try {
    const step = (what: string, seconds: number) =>
      process.stderr.write(`    ${what}: ${seconds} s\n`);
    process.stderr.write(`  generating the small programme (${sizeOf(SMALL_PROGRAMME)})...\n`);
    const small = await growProgramme(databaseUrl, SMALL_PROGRAMME, undefined, step);
    await summariseAsTheSweepWould(databaseUrl, step);

    const appUrl = `http://127.0.0.1:${APP_PORT}`;
    const appEnv = appEnvironment(APP_PORT, databaseUrl);
    app = await startServer(COMPILED_SERVER, appEnv, `${appUrl}/api/health`);
    const cookies = await makePeople(appUrl, databaseUrl, name);
    await delay(SETTLE_SECONDS * 1_000);
    const smallRows = await measureAll(appUrl, cookies, "small");

    process.stderr.write(`  growing it to the large programme (${sizeOf(LARGE_PROGRAMME)})...\n`);
    await stopServer(app);
    app = undefined;
    const large = await growProgramme(databaseUrl, LARGE_PROGRAMME, SMALL_PROGRAMME, step);
    await summariseAsTheSweepWould(databaseUrl, step);
    app = await startServer(COMPILED_SERVER, appEnv, `${appUrl}/api/health`);
    await delay(SETTLE_SECONDS * 1_000);
    const largeRows = await measureAll(appUrl, cookies, "large");

    const rows = FULL_SIZE_SCENARIOS.map((route, index): FullSizeRow => {
      const atSmall = smallRows[index] as BenchRow;
      const atLarge = largeRows[index] as BenchRow;
      return {
        scenario: route.scenario,
        small: atSmall,
        large: atLarge,
        growth: Math.max(atLarge.p50, 1) / Math.max(atSmall.p50, 1),
        maxGrowth: route.growth ? MAX_P50_GROWTH : undefined,
      };
    });
    return { rows, generator: { small: small.seconds, large: large.seconds } };
  } finally {
    await stopServer(app);
    await drop();
  }
}

/**
 * The reports' summary per club and day (ADR 050) as production has it: the generator's days are
 * history, which the reports' sweep summarises in its daily whole pass. Run here as the sweep
 * runs it (the app's pool and statement timeout), before the app starts.
 */
async function summariseAsTheSweepWould(
  databaseUrl: string,
  step: (what: string, seconds: number) => void,
) {
  const started = performance.now();
  const database = openDatabase({ databaseUrl, poolSize: 2 });
  try {
    // Every day: the sweep's daily whole pass (history loaded in bulk is older than the days an
    // incremental sweep writes again).
    await summariseReports(database.db, new Date(), { full: true });
  } finally {
    await database.close();
  }
  step("report summary", Math.round((performance.now() - started) / 100) / 10);
}
