// The write path under load, as `npm run bench` measures it (issue 40): the compiled app
// (dist/server/main.js, production mode, its email queue running) on a fresh PostgreSQL database,
// 50 connections, seven writes. Every request is a real write of its own: the targets (members,
// clubs, applications, submissions, meetings) are seeded in bulk with SQL first, one per request,
// handed out in turn across the connections (consecutive requests go to different clubs, as
// members of many clubs would). After each row the rows written are counted: the change, its
// notification, the live event (heard by a LISTEN on the recipients' channels during the run),
// its email's delivery row and its pg-boss job. `lost` is what a request answered 2xx for and the
// database does not hold; a row with anything lost misses.

import type { ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import type autocannon from "autocannon";
import pg from "pg";
import { channelOf } from "../server/events/bus.ts";
import { checkInKey, signCheckIn } from "../server/features/attendance/check-in-token.ts";
import {
  appEnvironment,
  type BenchRow,
  type Budget,
  COMPILED_SERVER,
  freshBenchDatabase,
  measure,
  startServer,
  stopServer,
} from "./api.ts";

export const WRITE_BUDGET: Budget = { reference: "write", minShare: 0.25, maxP99: 50 };

/** A write row, with what the count after it found. */
export interface WritePathRow extends BenchRow {
  /** Requests answered 2xx whose change, notification, event, email or job is not there. */
  lost: number;
  /** What was counted, e.g. "change 8,120, notification 8,120, ...". */
  written: string;
}

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
/** bench/api.ts's warm-up before each row, whose requests use up targets too. */
const WARMUP_SECONDS = 2;
/**
 * Targets seeded per row: more than the fastest write could use up (the warm-up included). A
 * request beyond them would be refused (its target used) and the row would miss, not pass.
 */
const TARGETS = Number(
  process.env.BENCH_WRITE_TARGETS ?? 2_500 * (DURATION_SECONDS + WARMUP_SECONDS),
);
const APP_PORT = 4297;
/** Recipients whose channels a row listens on, at most. */
const LISTENED = 1_000;
const MISSION_ID = "bench-write-mission";
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** One request: its own target, sent as whom, and the key its change is found by. */
interface Target {
  method: "POST" | "PUT";
  path: string;
  body?: string;
  cookie: string;
  key: string;
}

/** A row's seeded targets and how to count what they wrote. */
interface Seeded {
  targets: Target[];
  /** Answers how many of the keys ($1, text[]) have their change in the database. */
  changeSql: string;
  /** The notification kind each write stores (none: the write tells nobody). */
  notificationKind?: string;
  /**
   * Whose live events to LISTEN for: every recipient, or the first 1,000 of them (a backend
   * checks each NOTIFY against its channels one by one: tens of thousands would cost the shared
   * machine more than the app's writes). A notification to one of them must have its event.
   */
  listened: string[];
  /** Further counts that must each reach the writes committed (e.g. the console's versions). */
  extraCounts?: (client: pg.Client) => Promise<Record<string, number>>;
  /** Counts events of another kind than notifications (the console's). */
  consoleEvents?: boolean;
}

/** Better Auth's signed session cookie for a token (HMAC-SHA256 with the app's secret). */
function cookieFor(token: string, secret: string) {
  const signed = `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
  return `better-auth.session_token=${encodeURIComponent(signed)}`;
}

/** The seeding context: the database and the app's secret (for the cookies and check-in codes). */
interface SeedContext {
  client: pg.Client;
  secret: string;
  nonce: string;
}

/**
 * `count` users `${prefix}0`.. with a session each; answers each one's cookie, in order. The
 * sessions are as fresh as a sign-in makes them (7 days): one a day older would be renewed on its
 * first request, and here every request is a different person's first.
 */
async function seedUsers(
  { client, secret, nonce }: SeedContext,
  prefix: string,
  count: number,
  journeyId: number | null = null,
): Promise<string[]> {
  await client.query(
    `insert into users (id, name, email, email_verified, journey_id)
    select $1 || i, 'Bench ' || $1 || i, $1 || i || '@bench.test', true, $3::int
    from generate_series(0, $2::int - 1) as i`,
    [prefix, count, journeyId],
  );
  await client.query(
    `insert into sessions (id, token, user_id, expires_at)
    select 'session-' || $1 || i, $1 || i || '-' || $3, $1 || i, now() + interval '7 days'
    from generate_series(0, $2::int - 1) as i`,
    [prefix, count, nonce],
  );
  return Array.from({ length: count }, (_, i) => cookieFor(`${prefix}${i}-${nonce}`, secret));
}

/** A meeting under way: started ten minutes ago (UTC), 90 minutes long. */
function meetingUnderWay() {
  const started = new Date(Date.now() - 10 * 60_000);
  return {
    started,
    ends: new Date(started.getTime() + 90 * 60_000),
    weekday: WEEKDAYS[started.getUTCDay()] ?? "monday",
    startTime: started.toISOString().slice(11, 16),
    meetingKey: started.toISOString().slice(0, 10),
  };
}

/**
 * `clubs` clubs (online) with a leader each (`${prefix}lead<j>`, signed in), and `members`
 * members spread over them (`${prefix}<i>` in club i % clubs, its current club). With a schedule
 * when told. Answers the clubs' ids, the leaders' and the members' cookies.
 */
async function seedClubs(
  context: SeedContext,
  prefix: string,
  sizes: { clubs: number; members: number; journeyId?: number | null },
  schedule?: { days: string[]; startTime: string; slotsPerMeeting?: number },
) {
  const { client } = context;
  const leaders = await seedUsers(context, `${prefix}lead`, sizes.clubs);
  const { rows } = await client.query<{ id: number }>(
    `insert into clubs (club_name, slug, leader_id, club_type, meeting_format, location,
      meeting_time, meeting_days)
    select 'Write Bench ' || $1 || ' ' || j, 'WriteBench' || $1 || j, $1 || 'lead' || j,
      'public-speaking', 'online', 'Online', 'evening', array['monday']
    from generate_series(0, $2::int - 1) as j
    order by j
    returning id`,
    [prefix, sizes.clubs],
  );
  const clubIds = rows.map((row) => row.id).sort((a, b) => a - b);
  if (schedule) {
    await client.query(
      `insert into club_schedules (club_id, days, start_time, duration_minutes, time_zone,
        slots_per_meeting)
      select id, $2::text[], $3, 90, 'UTC', $4 from unnest($1::int[]) as id`,
      [clubIds, schedule.days, schedule.startTime, schedule.slotsPerMeeting ?? 3],
    );
  }
  const members = await seedUsers(context, prefix, sizes.members, sizes.journeyId ?? null);
  if (sizes.members > 0 && sizes.journeyId !== undefined) {
    await client.query(
      `insert into club_members (club_id, user_id)
      select ($3::int[])[1 + i % $2], $1 || i from generate_series(0, $4::int - 1) as i`,
      [prefix, sizes.clubs, clubIds, sizes.members],
    );
    await client.query(
      `update users u set club_id = m.club_id from club_members m
      where m.user_id = u.id and u.id like $1 || '%' and u.id not like $1 || 'lead%'`,
      [prefix],
    );
  }
  return { clubIds, leaders, members };
}

const leaderIds = (prefix: string, clubs: number) =>
  Array.from({ length: clubs }, (_, j) => `${prefix}lead${j}`);
const memberIds = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const at = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("no such item");
  return item;
};

/** What a request does, before it is given its sender and its key. */
type Write = Omit<Target, "cookie" | "key">;

/**
 * The rows where each request is a different person's: `seedClubs` (the people are members of the
 * clubs when a journey is given, people without a club otherwise), and `targetsOf`, which makes
 * person i's write (`write(i)`) a target sent with their cookie and keyed by their user id.
 */
async function seedWriters(
  context: SeedContext,
  prefix: string,
  sizes: { clubs: number; members: number; journeyId?: number | null },
  schedule?: { days: string[]; startTime: string; slotsPerMeeting?: number },
) {
  const { clubIds, members } = await seedClubs(context, prefix, sizes, schedule);
  const targetsOf = (write: (i: number) => Write): Target[] =>
    members.map((cookie, i) => ({ ...write(i), cookie, key: `${prefix}${i}` }));
  return { clubIds, targetsOf };
}

/**
 * The rows where each request decides a seeded row (by id, ascending): row i is in club
 * i % clubs, so its club's leader sends it (`leaders` in the clubs' order).
 */
function leadersDeciding(ids: readonly number[], leaders: readonly string[], path: string) {
  return ids.map(
    (id, i): Target => ({
      method: "POST",
      path: path.replace(":id", String(id)),
      cookie: at(leaders, i),
      key: String(id),
    }),
  );
}

/**
 * `clubs` online clubs meeting now (weekly, started ten minutes ago) with `n` members over them on
 * journey 1, each request a different member's: the check-in and console rows.
 */
async function seedMeetingNow(context: SeedContext, prefix: string, clubs: number, n: number) {
  const meeting = meetingUnderWay();
  const writers = await seedWriters(
    context,
    prefix,
    { clubs, members: n, journeyId: 1 },
    { days: [meeting.weekday], startTime: meeting.startTime },
  );
  return { ...writers, meeting };
}

/** Applying to a club: each request a different person, to one of 100 clubs with a leader. */
async function seedApply(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = 100;
  // The applicants belong to no club (no journey given).
  const { clubIds, targetsOf } = await seedWriters(context, "wa", { clubs, members: n });
  return {
    targets: targetsOf((i) => ({
      method: "POST",
      path: `/api/clubs/${at(clubIds, i)}/applications`,
    })),
    changeSql: `select count(*)::int as n from club_applications
      where user_id = any($1) and status = 'pending'`,
    notificationKind: "application-received",
    listened: leaderIds("wa", clubs),
  };
}

/** Accepting an application: one pending application per request, in 100 clubs. */
async function seedDecide(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = 100;
  const { clubIds, leaders } = await seedClubs(context, "wd", { clubs, members: 0 });
  await seedUsers(context, "wd", n);
  const { rows } = await context.client.query<{ id: number }>(
    `insert into club_applications (club_id, user_id)
    select ($2::int[])[1 + i % $3], 'wd' || i from generate_series(0, $1::int - 1) as i
    order by i
    returning id`,
    [n, clubIds, clubs],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  return {
    targets: leadersDeciding(ids, leaders, "/api/applications/:id/accept"),
    changeSql: `select count(*)::int as n from club_applications a
      join club_members m on m.club_id = a.club_id and m.user_id = a.user_id
      where a.id::text = any($1) and a.status = 'accepted'`,
    notificationKind: "application-accepted",
    listened: memberIds("wd", Math.min(n, LISTENED)),
  };
}

/** A mission every member may submit (no evidence to collect), for the submit and verify rows. */
async function seedMission(client: pg.Client) {
  await client.query(
    `insert into missions (id, mission_name, slug, objective)
    values ($1, 'Bench write mission', 'BenchWriteMission', 'Measure the write path')
    on conflict do nothing`,
    [MISSION_ID],
  );
  await client.query(
    `insert into mission_steps (mission_id, position, step_name, description, kind)
    select $1, 1, 'Read', 'Read the brief', 'text'
    where not exists (select 1 from mission_steps where mission_id = $1)`,
    [MISSION_ID],
  );
}

/** Submitting a mission: each request a different member, of one of 100 clubs with a leader. */
async function seedSubmit(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = 100;
  await seedMission(context.client);
  const { targetsOf } = await seedWriters(context, "ws", { clubs, members: n, journeyId: 1 });
  return {
    targets: targetsOf(() => ({ method: "POST", path: `/api/missions/${MISSION_ID}/submission` })),
    changeSql: `select count(*)::int as n from mission_completions
      where user_id = any($1) and mission_id = '${MISSION_ID}' and mission_status = 'pending'`,
    notificationKind: "submission-received",
    listened: leaderIds("ws", clubs),
  };
}

/** Verifying a submission: one pending submission per request, in 100 clubs. */
async function seedVerify(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = 100;
  await seedMission(context.client);
  const { leaders } = await seedClubs(context, "wv", { clubs, members: n, journeyId: 1 });
  const { rows } = await context.client.query<{ id: number }>(
    `insert into mission_completions (user_id, mission_id, club_id)
    select u.id, $1, u.club_id from users u
    where u.id like 'wv%' and u.id not like 'wvlead%'
    order by substr(u.id, 3)::int
    returning id`,
    [MISSION_ID],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  return {
    // Submission i is member i's, in club i % clubs: its leader verifies it.
    targets: leadersDeciding(ids, leaders, "/api/completions/:id/verify"),
    changeSql: `select count(*)::int as n from mission_completions c
      join users u on u.id = c.user_id and '${MISSION_ID}' = any(u.completed_missions)
      where c.id::text = any($1) and c.mission_status = 'completed'`,
    notificationKind: "submission-verified",
    listened: memberIds("wv", Math.min(n, LISTENED)),
  };
}

/**
 * Booking a speech slot: 1,000 clubs meeting weekly at 18:00 UTC, on tomorrow's weekday, 20 slots
 * a meeting; member m of a club books the meeting m / 20 weeks after tomorrow's (none is full).
 */
async function seedBook(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = Math.min(1_000, n);
  const tomorrow = new Date(Date.now() + 86_400_000);
  const { clubIds, targetsOf } = await seedWriters(
    context,
    "wb",
    { clubs, members: n, journeyId: 1 },
    {
      days: [WEEKDAYS[tomorrow.getUTCDay()] ?? "monday"],
      startTime: "18:00",
      slotsPerMeeting: 20,
    },
  );
  const week = (offset: number) =>
    new Date(tomorrow.getTime() + offset * 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    targets: targetsOf((i) => ({
      method: "POST",
      path: "/api/slots",
      body: JSON.stringify({
        clubId: at(clubIds, i),
        meetingKey: week(Math.floor(Math.floor(i / clubs) / 20)),
      }),
    })),
    changeSql: `select count(*)::int as n from meeting_slots
      where user_id = any($1) and status = 'booked'`,
    notificationKind: "slot-booked",
    listened: leaderIds("wb", clubs),
  };
}

/** Checking in: 1,000 online clubs each with a meeting under way, one member per request. */
async function seedCheckIn(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = Math.min(1_000, n);
  const { clubIds, targetsOf, meeting } = await seedMeetingNow(context, "wc", clubs, n);
  const key = checkInKey(context.secret);
  const tokens = await Promise.all(
    clubIds.map((clubId) =>
      signCheckIn(key, {
        clubId,
        meetingKey: meeting.meetingKey,
        kind: "link",
        issuedAt: new Date(),
        notBefore: new Date(meeting.started.getTime() - 15 * 60_000),
        expiresAt: meeting.ends,
      }),
    ),
  );
  return {
    targets: targetsOf((i) => ({
      method: "POST",
      path: "/api/check-in",
      body: JSON.stringify({ token: at(tokens, i) }),
    })),
    changeSql: `select count(*)::int as n from meeting_attendance where user_id = any($1)`,
    // A check-in tells nobody (no notification, event or email): the row is the write.
    listened: [],
  };
}

/**
 * Voting at the live console: 1,000 online clubs with a meeting under way, every member checked
 * in; each request a different member's vote for best speaker (for the club's first member; the
 * first member votes for the second).
 */
async function seedVote(context: SeedContext, n: number): Promise<Seeded> {
  const clubs = Math.min(1_000, Math.max(1, Math.floor(n / 2)));
  const { clubIds, targetsOf, meeting } = await seedMeetingNow(context, "wo", clubs, n);
  await context.client.query(
    `insert into meeting_attendance (club_id, meeting_key, user_id, status, method, recorded_at)
    select m.club_id, $2, m.user_id, 'present', 'link', now()
    from club_members m join unnest($1::int[]) as c(id) on c.id = m.club_id`,
    [clubIds, meeting.meetingKey],
  );
  return {
    targets: targetsOf((i) => {
      const clubId = at(clubIds, i);
      const candidate = i < clubs ? `wo${i + clubs}` : `wo${i % clubs}`;
      return {
        method: "PUT",
        path: `/api/clubs/${clubId}/meetings/${meeting.meetingKey}/console/votes/best-speaker`,
        body: JSON.stringify({ candidateId: candidate }),
      };
    }),
    changeSql: `select count(*)::int as n from meeting_votes where voter_id = any($1)`,
    // Each vote bumps its console's version and announces it to the club's open consoles.
    listened: memberIds("wo", clubs),
    consoleEvents: true,
    extraCounts: async (client) => {
      const { rows } = await client.query<{ n: number }>(
        "select coalesce(sum(version), 0)::int as n from meeting_consoles where club_id = any($1)",
        [clubIds],
      );
      return { "console version": rows[0]?.n ?? 0 };
    },
  };
}

/** What a LISTEN connection heard during a row: notification ids and console versions. */
async function listenTo(databaseUrl: string, channels: readonly string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const notificationIds = new Set<number>();
  const consoleVersions = new Set<string>();
  client.on("notification", (message) => {
    try {
      const event = JSON.parse(message.payload ?? "{}");
      if (event.event === "notification") notificationIds.add(Number(event.data?.id));
      if (event.event === "meeting-console") {
        consoleVersions.add(`${event.data?.clubId}/${event.data?.version}`);
      }
    } catch {
      // Not one of ours.
    }
  });
  for (let start = 0; start < channels.length; start += 1_000) {
    const batch = channels.slice(start, start + 1_000);
    await client.query(batch.map((channel) => `listen "${channel}"`).join(";"));
  }
  return { client, notificationIds, consoleVersions };
}

/** The request each connection sends: the next target in turn, and its answer noted. */
function loadOf(targets: readonly Target[], origin: string) {
  let next = 0;
  const answered = new Map<number, number>();
  interface Context {
    index?: number;
  }
  const request: autocannon.Request = {
    setupRequest: (request, context: Context) => {
      const index = next++;
      const target = targets[Math.min(index, targets.length - 1)];
      if (!target) return request;
      context.index = index;
      return {
        ...request,
        method: target.method,
        path: target.path,
        headers: {
          // Every state-changing request carries the app's own Origin, as a browser's does.
          origin,
          cookie: target.cookie,
          ...(target.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(target.body === undefined ? {} : { body: target.body }),
      };
    },
    onResponse: (status, _body, context: Context) => {
      if (context.index !== undefined) answered.set(context.index, status);
    },
  };
  return {
    request,
    /** Targets answered 2xx, and those sent but not answered (cut off when the run ended). */
    outcome() {
      const ok: string[] = [];
      const cutOff: string[] = [];
      const refused = new Map<number, number>();
      for (let index = 0; index < Math.min(next, targets.length); index++) {
        const status = answered.get(index);
        const key = targets[index]?.key ?? "";
        if (status === undefined) cutOff.push(key);
        else if (status >= 200 && status < 300) ok.push(key);
        else refused.set(status, (refused.get(status) ?? 0) + 1);
      }
      return { ok, cutOff, refused, exhausted: next > targets.length };
    },
  };
}

/** One row: bench/api.ts's `measure`, each request taking the next target in turn. */
async function measureWrites(scenario: string, baseUrl: string, targets: readonly Target[]) {
  const load = loadOf(targets, baseUrl);
  const row = await measure(scenario, baseUrl, { requests: [load.request], budget: WRITE_BUDGET });
  return { row, outcome: load.outcome() };
}

/** The rows a row's writes left: each part against the writes that committed. */
async function countWritten(
  client: pg.Client,
  seeded: Seeded,
  outcome: { ok: string[]; cutOff: string[] },
  heard: { notificationIds: Set<number>; consoleVersions: Set<string> },
  notificationsBefore: number,
) {
  const count = async (text: string, values: unknown[]) =>
    (await client.query<{ n: number }>(text, values)).rows[0]?.n ?? 0;
  const changed = await count(seeded.changeSql, [outcome.ok]);
  // A request cut off when a run ended (the warm-up's or the measured one's) may still have
  // committed: its rows count too.
  const committed = outcome.ok.length + (await count(seeded.changeSql, [outcome.cutOff]));
  const parts: Record<string, number> = {
    change: changed + (committed - outcome.ok.length),
  };
  let eventsMissing = 0;
  if (seeded.notificationKind) {
    const notes = await client.query<{ id: number; user_id: string }>(
      "select id, user_id from notifications where id > $1 and kind = $2",
      [notificationsBefore, seeded.notificationKind],
    );
    const ids = notes.rows.map((row) => row.id);
    parts.notification = ids.length;
    // Each notification to someone listened to had its event heard.
    const listened = new Set(seeded.listened);
    const toListened = notes.rows.filter((row) => listened.has(row.user_id));
    parts.event = toListened.filter((row) => heard.notificationIds.has(row.id)).length;
    eventsMissing = toListened.length - parts.event;
    parts.email = await count(
      `select count(*)::int as n from email_deliveries
      where key = any(select 'notification:' || id from unnest($1::int[]) as id)`,
      [ids],
    );
    parts.job = await count(
      `select count(*)::int as n from pgboss.job j join email_deliveries d
        on d.id = (j.data ->> 'deliveryId')::int
      where j.name = 'email' and d.key = any(select 'notification:' || id from unnest($1::int[]) as id)`,
      [ids],
    );
  }
  if (seeded.consoleEvents) parts.event = heard.consoleVersions.size;
  Object.assign(parts, await seeded.extraCounts?.(client));
  // The change is looked up by each request's own target; the others are counted against what
  // committed (every committed write has one of each).
  // A notification's events are counted against its notifications to those listened to.
  const lost = Math.max(
    outcome.ok.length - changed,
    ...Object.entries(parts)
      .filter(([part]) => part !== "change" && !(part === "event" && seeded.notificationKind))
      .map(([, found]) => committed - found),
    eventsMissing,
    0,
  );
  const written = Object.entries(parts)
    .map(([part, found]) => `${part} ${found.toLocaleString("en")}`)
    .join(", ");
  return { lost, written };
}

const ROWS: { scenario: string; seed: (context: SeedContext, n: number) => Promise<Seeded> }[] = [
  { scenario: "write: apply to a club", seed: seedApply },
  { scenario: "write: accept an application", seed: seedDecide },
  { scenario: "write: submit a mission", seed: seedSubmit },
  { scenario: "write: verify a mission", seed: seedVerify },
  { scenario: "write: book a speech slot", seed: seedBook },
  { scenario: "write: check in to a meeting", seed: seedCheckIn },
  { scenario: "write: vote at the live console", seed: seedVote },
];

/** BENCH_WRITE_PROFILE=<folder>: the app process writes its CPU profile there. */
const profiling = process.env.BENCH_WRITE_PROFILE
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_WRITE_PROFILE}`]
  : [];

/** Only the rows whose names match BENCH_ONLY (a regular expression; `write` for all of them). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : undefined;

export async function runWritePathBench(): Promise<WritePathRow[]> {
  const { databaseUrl, drop } = await freshBenchDatabase("write");
  const client = new pg.Client({ connectionString: databaseUrl });
  let app: ChildProcess | undefined;
  try {
    await client.connect();
    const env = appEnvironment(APP_PORT, databaseUrl);
    const secret = env.AUTH_SECRET ?? "";
    const context = { client, secret, nonce: randomBytes(6).toString("hex") };
    const baseUrl = `http://127.0.0.1:${APP_PORT}`;
    // Every row's targets first, then one app process for all the rows: a process started
    // while the last one still stops would wait for its job queue's setup lock.
    const seededRows: { scenario: string; seeded: Seeded }[] = [];
    for (const { scenario, seed } of ROWS) {
      if (only && !only.test(scenario)) continue;
      process.stderr.write(`  seeding ${TARGETS.toLocaleString("en")} targets: ${scenario}\n`);
      seededRows.push({ scenario, seeded: await seed(context, TARGETS) });
    }
    await client.query("vacuum analyze");
    app = await startServer(COMPILED_SERVER, env, `${baseUrl}/api/health`, profiling);
    const rows: WritePathRow[] = [];
    for (const { scenario, seeded } of seededRows) {
      const listener = await listenTo(databaseUrl, seeded.listened.map(channelOf));
      try {
        const before = await client.query<{ n: number }>(
          "select coalesce(max(id), 0)::int as n from notifications",
        );
        const { row, outcome } = await measureWrites(scenario, baseUrl, seeded.targets);
        for (const [status, times] of outcome.refused) {
          process.stderr.write(`  (${scenario}: ${times} answered ${status})\n`);
        }
        if (outcome.exhausted) {
          process.stderr.write(
            `  (${scenario}: every seeded target was used; raise BENCH_WRITE_TARGETS)\n`,
          );
        }
        // The requests cut off at the end finish (or fail) and their events arrive: twice the
        // slowest answers' time (a write that commits between two of the counts would show as a
        // notification without its change).
        await delay(Math.min(30_000, 1_000 + 2 * row.p99));
        const counted = await countWritten(
          client,
          seeded,
          outcome,
          listener,
          before.rows[0]?.n ?? 0,
        );
        rows.push({ ...row, ...counted });
      } finally {
        await listener.client.end();
      }
    }
    return rows;
  } finally {
    await stopServer(app);
    await client.end().catch(() => {});
    await drop();
  }
}

// `npx tsx bench/write-path.ts`: the write rows alone (a build first: `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runWritePathBench()) console.log(JSON.stringify(row));
}
