import { Placeholder, type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubIdOf, growProgramme, memberId } from "../../bench/programme-generator.ts";
import type { Executor } from "../../server/db/client.ts";
import * as reportRepository from "../../server/features/reports/repository.ts";
import { entriesStatement } from "../../server/features/rewards/repository.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * The plans of the reads a large programme needs indexes for (issue 40, ADR 047), on a programme
 * of 12,000 members in 100 clubs (bench/programme-generator.ts: 240,000 notifications, 120,000
 * ledger entries...): a member's inbox and unread count, $VOCATE balance and history, their
 * submissions, a club's queue and meetings, the newest open opportunities for their journey, their
 * club's leaderboard, progress map, speeches and roles held, and every query of a leader's
 * report of one club.
 * Each must read its index, never a whole table.
 */
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
const indexesOf = (nodes: PlanNode[]) => nodes.flatMap((node) => node["Index Name"] ?? []);
const seqScansOf = (nodes: PlanNode[]) =>
  nodes.flatMap((node) => (node["Node Type"] === "Seq Scan" ? [node["Relation Name"]] : []));

/**
 * The tables that grow most with the programme: none may be read whole for one person or club.
 * (At this size the planner may still read `club_members`, `speech_evaluations` or
 * `opportunity_applications` whole, a tenth of their large size; at 100,000 members it reads
 * their indexes: bench/full-size.ts measures that.)
 */
const LARGE_TABLES = [
  "notifications",
  "reward_entries",
  "mission_completions",
  "meeting_slots",
  "meeting_attendance",
  "meeting_role_assignments",
  "club_applications",
];

let database: TestDatabase;
let client: pg.Client;
const MEMBER = memberId(250);
const CLUB = clubIdOf(50);

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await growProgramme(database.url ?? "", { members: 12_000, clubs: 100 });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // The large programme's 10,000 opportunities (the generator writes 10 per club): nine copies.
  await client.query(`insert into opportunities (partner_id, posted_by, kind, title, description,
      journey_ids, region, deadline, status, created_at, published_at)
    select partner_id, posted_by, kind, title, description, journey_ids, region, deadline, status,
      created_at, published_at - make_interval(days => copy)
    from opportunities, generate_series(1, 9) as copy;
    analyze opportunities`);
}, 300_000);
afterAll(async () => {
  await client?.end();
  await database?.close();
});

/**
 * The plan for these values, or the generic one a named statement settles on after five runs
 * (blind to the values: the app prepares the inbox's and the unread count's statements).
 */
async function planOf(text: string, values: unknown[], mode: "generic" | "custom") {
  await client.query(`set plan_cache_mode = force_${mode}_plan`);
  await client.query("deallocate all");
  await client.query({ text: `prepare read_plan as ${text}`, values: [] });
  const literal = (value: unknown) =>
    typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const result = await client.query(
    `explain (format json) execute read_plan${values.length ? `(${values.map(literal).join(", ")})` : ""}`,
  );
  const [{ Plan }] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }];
  return nodesOf(Plan);
}

describe.runIf(onPostgres)("plans on a programme of 12,000 members (PostgreSQL)", () => {
  it.each([
    [
      "the inbox, newest first",
      "select id, title, read_at from notifications where user_id = $1 order by id desc limit 20",
      [MEMBER],
      "notifications_user_id_idx",
    ],
    [
      "the unread count",
      "select count(*) from notifications where user_id = $1 and read_at is null",
      [MEMBER],
      "notifications_unread_idx",
    ],
    [
      "the $VOCATE balance",
      "select coalesce(sum(amount), 0) from reward_entries where user_id = $1",
      [MEMBER],
      "reward_entries_user_idx",
    ],
    [
      "the $VOCATE history, newest first",
      `select id, amount, rule from reward_entries where user_id = $1
        order by created_at desc, id desc limit 500`,
      [MEMBER],
      "reward_entries_user_idx",
    ],
    [
      "a member's submissions",
      "select mission_id, mission_status from mission_completions where user_id = $1",
      [MEMBER],
      "mission_completions_user_mission_key",
    ],
    [
      "a club's submissions waiting",
      `select id from mission_completions where club_id = $1 and mission_status = 'pending'
        order by submitted_at`,
      [CLUB],
      "mission_completions_club_status_idx",
    ],
    [
      "a club's speeches from a date",
      "select id, user_id from meeting_slots where club_id = $1 and meeting_key >= $2",
      [CLUB, "2026-01-01"],
      "meeting_slots_meeting_idx",
    ],
    [
      "a club's applications over a period",
      `select id from club_applications where club_id = $1
        and created_at >= now() - interval '90 days'`,
      [CLUB],
      "club_applications_club_idx",
    ],
    [
      "the newest open opportunities for a journey",
      `select id from opportunities where status = 'published' and deadline > now()
        and (journey_ids @> array[$1::int] or cardinality(journey_ids) = 0)
        order by published_at desc, id desc limit 100`,
      [1],
      "opportunities_published_idx",
      // An unnamed statement (the app does not prepare it): planned for its values each time.
      ["custom"],
    ],
  ] as [string, string, unknown[], string, ("generic" | "custom")[]?][])(
    "%s reads its index, also as a generic plan",
    async (_name, text, values, index, modes = ["generic", "custom"]) => {
      for (const mode of modes) {
        const nodes = await planOf(text, values, mode);
        expect(indexesOf(nodes), mode).toContain(index);
        expect(seqScansOf(nodes), mode).toEqual([]);
      }
    },
  );

  it.each([
    [
      "a club's leaderboard: each member's figures",
      `select m.user_id, (select u.name from users u where u.id = m.user_id) as name,
          missions.this_month, missions.overall, vocate.earned
        from club_members m
        cross join lateral (select (count(*) filter (where c.decided_at >= $3::timestamptz))::int
            as this_month, count(*)::int as overall
          from mission_completions c
          where c.user_id = m.user_id and c.mission_status = 'completed') missions
        cross join lateral (select coalesce(sum(r.amount), 0)::int as earned from reward_entries r
          where r.user_id = m.user_id and r.season = $4 and r.rule <> 'adjustment') vocate
        where m.club_id = $1 and (m.user_id = $2
          or not exists (select 1 from leaderboard_opt_outs o where o.user_id = m.user_id))
        order by 3 desc, 4 desc, name asc, 1 asc limit 100`,
      [CLUB, MEMBER, "2026-11-01T00:00:00Z", "2026-S2"],
      ["reward_entries_user_idx", "mission_completions_user_mission_key"],
    ],
    [
      "a member's progress map",
      `select u.journey_id, m.id, c.mission_status, cr.id
        from users u
        left join missions m on u.journey_id is not null and m.archived_at is null
          and (m.journey_id is null or m.journey_id = u.journey_id)
        left join mission_completions c on c.mission_id = m.id and c.user_id = u.id
        left join credentials cr on cr.user_id = u.id and cr.kind = 'mission'
          and cr.achievement_ref = m.id
        where u.id = $1`,
      [MEMBER],
      ["mission_completions_user_mission_key"],
    ],
    [
      "a member's speeches, newest first",
      `select s.id, s.meeting_key,
          (select count(*)::int from meeting_slots o where o.club_id = s.club_id
            and o.meeting_key = s.meeting_key and o.status in ('booked', 'delivered')
            and (o.created_at, o.id) <= (s.created_at, s.id)) as number
        from meeting_slots s join clubs on clubs.id = s.club_id
        where s.user_id = $1 and s.status in ('booked', 'delivered') and s.meeting_key is not null
        order by s.meeting_key desc, s.id desc limit 50`,
      [MEMBER],
      // The member's own through one of their indexes (meeting_slots is never read whole), each
      // speech's number through the meeting's.
      ["meeting_slots_meeting_idx"],
    ],
    [
      "members' roles held, each one's newest",
      `select * from (select a.user_id, a.meeting_key, row_number() over (partition by a.user_id
          order by a.meeting_key desc) as place
        from meeting_role_assignments a join club_roles r on r.id = a.role_id
        where a.user_id in ($1) and a.status = 'held') ranked where place <= 200`,
      [MEMBER],
      ["meeting_role_assignments_user_idx"],
    ],
  ] as [string, string, unknown[], string[]][])(
    "%s reads the large tables through their indexes, also as a generic plan",
    async (_name, text, values, indexes) => {
      for (const mode of ["generic", "custom"] as const) {
        const nodes = await planOf(text, values, mode);
        for (const index of indexes) expect(indexesOf(nodes), mode).toContain(index);
        const whole = seqScansOf(nodes).filter((table) => LARGE_TABLES.includes(table ?? ""));
        expect(whole, mode).toEqual([]);
      }
    },
  );

  it("the $VOCATE history joins each entry's role and adjustment by primary key", async () => {
    // The app's own statement: its roles are named by a club role id inside the entry's source.
    const built = entriesStatement(drizzle(client) as unknown as Executor).toSQL();
    // Its one placeholder is the person; the rest are the kinds and the limit, as built.
    const values = built.params.map((value) => (value instanceof Placeholder ? MEMBER : value));
    // The plan the app's named statement settles on. (Planned for one person's values, the 800
    // club roles of this size may still be read whole, as cheaply; at full size, 8,000, they are
    // not.) Compared as text, the role's id could not be looked up at all.
    const nodes = await planOf(built.sql, values, "generic");
    expect(indexesOf(nodes)).toEqual(
      expect.arrayContaining(["reward_entries_user_idx", "club_roles_pkey"]),
    );
    expect(seqScansOf(nodes)).not.toContain("club_roles");
  });

  it("a leader's report of one club reads the club's rows through their indexes", async () => {
    // Every query of the report, planned instead of run: an executor that answers its plan.
    const plans: PlanNode[][] = [];
    const explaining = {
      execute: async (query: SQL) => {
        const result = await database.db.execute(sql`explain (format json) ${query}`);
        const [{ Plan }] = (result.rows[0] as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"];
        plans.push(nodesOf(Plan));
        return { rows: [] };
      },
    } as unknown as Executor;
    const scope = { clubs: [{ clubId: CLUB, region: "oman" }], everyone: false };
    const period = {
      start: new Date(Date.now() - 90 * 86_400_000),
      end: new Date(),
      startKey: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10),
      endKey: new Date().toISOString().slice(0, 10),
    };
    await reportRepository.clubFigures(explaining, scope, { summary: null, live: [period] });
    await reportRepository.peopleFigures(explaining, scope, period);
    await reportRepository.cohorts(explaining, scope, period, {
      start: period.start,
      end: period.end,
    });
    await reportRepository.flags(explaining, scope, {
      quietSince: new Date(Date.now() - 30 * 86_400_000),
      waitingBefore: new Date(Date.now() - 7 * 86_400_000),
      todayKey: period.endKey,
      horizonKey: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      weeks: 2,
    });
    expect(plans).toHaveLength(4);
    const everything = plans.flat();
    expect(seqScansOf(everything).filter((table) => LARGE_TABLES.includes(table ?? ""))).toEqual(
      [],
    );
    // $VOCATE counted to the club through the entry's source (a meeting's club, a speech's slot).
    expect(indexesOf(everything)).toContain("reward_entries_source_lead_idx");
    for (const index of [
      "club_applications_club_idx",
      "mission_completions_club_status_idx",
      "meeting_slots_meeting_idx",
      "meeting_attendance_club_id_meeting_key_user_id_pk",
      // The flags' "nothing verified lately": one probe for the club, not every club's (ADR 063).
      "mission_completions_club_verified_idx",
    ]) {
      expect(indexesOf(everything)).toContain(index);
    }
  });
});
