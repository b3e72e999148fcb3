import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf } from "../../db/leadership.ts";
import type { CohortRow, GroupedRow, Period, Scope } from "./types.ts";

/**
 * The reports' SQL (issue 39, ADR 045): one aggregate query per group of figures, grouped at once
 * by club, by region and for everything in scope (GROUPING SETS), never a query per club. A club's
 * region is not a column: the service derives it (contract/regions.ts) and hands the scope in as
 * one JSON parameter of (club id, region) pairs, so the derivation lives in one place.
 */

const scopeTable = (scope: Scope) =>
  sql`(select * from jsonb_to_recordset(${JSON.stringify(
    scope.clubs.map((club) => ({ club_id: club.clubId, region: club.region })),
  )}::jsonb) as r(club_id int, region text))`;

/**
 * `column` is one of the scope's clubs: each event query reads only the scope's rows, so a leader's
 * report of one club goes through the tables' club indexes instead of every club's rows of the
 * period (ADR 047). An array parameter: the planner knows how many clubs it holds.
 */
const inScope = (scope: Scope, column: SQL) =>
  sql`${column} = any(${`{${scope.clubs.map((club) => club.clubId).join(",")}}`}::int[])`;

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const within = (column: SQL, period: Period) =>
  sql`(${column} >= ${ts(period.start)} and ${column} < ${ts(period.end)})`;

interface RawGrouped {
  g_club: number;
  g_region: number;
  club_id: number | null;
  region: string | null;
}

async function grouped<Figures>(db: Executor, query: SQL): Promise<GroupedRow<Figures>[]> {
  const result = await db.execute<RawGrouped & Record<string, unknown>>(query);
  return result.rows.flatMap(({ g_club, g_region, club_id, region, ...figures }) => {
    const level = g_region === 1 ? "all" : g_club === 1 ? "region" : "club";
    // People in no club, or in a club outside the scope, count for the whole scope only.
    if ((level === "club" && club_id === null) || (level === "region" && region === null)) {
      return [];
    }
    return [{ ...(figures as Figures), level, clubId: club_id, region } as GroupedRow<Figures>];
  });
}

const GROUPING = sql`grouping(s.club_id) as g_club, grouping(s.region) as g_region,
  s.club_id, s.region`;
const GROUP_SETS = sql`group by grouping sets ((s.club_id, s.region), (s.region), ())`;

/** Figures over events that name their club (`e.club_id`). */
const byClub = (scope: Scope, events: SQL, aggregates: SQL) => sql`
  with e as (${events})
  select ${GROUPING}, ${aggregates}
  from e join ${scopeTable(scope)} s on s.club_id = e.club_id
  ${GROUP_SETS}`;

/**
 * Figures over events that name a person (`e.user_id`): counted for each club the person is a
 * member of, once for a region and for the scope (aggregates count distinct `e.id`).
 */
const byMember = (scope: Scope, events: SQL, aggregates: SQL) => sql`
  with e as (${events})
  select ${GROUPING}, ${aggregates}
  from e left join club_members m on m.user_id = e.user_id
    left join ${scopeTable(scope)} s on s.club_id = m.club_id
  where s.club_id is not null or ${scope.everyone}::boolean
  ${GROUP_SETS}`;

const medianAndP90 = (column: string, median: string, p90: string) =>
  sql.raw(`percentile_cont(0.5) within group (order by ${column}) as "${median}",
    percentile_disc(0.9) within group (order by ${column}) as "${p90}"`);

/** Club applications sent in the period, and those decided in it with how long they waited. */
export const applicationFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{
    applications: number;
    applicationsDecided: number;
    decisionMedianSeconds: number | null;
    decisionP90Seconds: number | null;
  }>(
    db,
    byClub(
      scope,
      sql`select club_id, ${within(sql`created_at`, period)} as sent,
          case when status <> 'pending' and ${within(sql`decided_at`, period)}
            then extract(epoch from decided_at - created_at)::float8 end as seconds
        from club_applications
        where ${inScope(scope, sql`club_id`)}
          and (${within(sql`created_at`, period)} or ${within(sql`decided_at`, period)})`,
      sql`count(*) filter (where e.sent)::int as applications,
        count(e.seconds)::int as "applicationsDecided",
        ${medianAndP90("e.seconds", "decisionMedianSeconds", "decisionP90Seconds")}`,
    ),
  );

/** Missions submitted in the period, and those verified in it with how long they waited. */
export const missionFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{
    missionsSubmitted: number;
    missionsVerified: number;
    verificationMedianSeconds: number | null;
    verificationP90Seconds: number | null;
  }>(
    db,
    byClub(
      scope,
      sql`select club_id, ${within(sql`submitted_at`, period)} as sent,
          case when mission_status = 'completed' and ${within(sql`decided_at`, period)}
            then extract(epoch from decided_at - submitted_at)::float8 end as seconds
        from mission_completions
        where ${inScope(scope, sql`club_id`)}
          and (${within(sql`submitted_at`, period)} or ${within(sql`decided_at`, period)})`,
      sql`count(*) filter (where e.sent)::int as "missionsSubmitted",
        count(e.seconds)::int as "missionsVerified",
        ${medianAndP90("e.seconds", "verificationMedianSeconds", "verificationP90Seconds")}`,
    ),
  );

/** Speeches delivered and evaluated, roles held, attendance marked and present, in the period. */
export const meetingFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{
    speechesDelivered: number;
    speechesEvaluated: number;
    rolesFilled: number;
    attendanceMarked: number;
    attendancePresent: number;
  }>(
    db,
    byClub(
      scope,
      sql`select club_id, 'delivered' as kind from meeting_slots
          where ${inScope(scope, sql`club_id`)} and status = 'delivered'
            and ${within(sql`delivered_at`, period)}
        union all
        select slot.club_id, 'evaluated' from speech_evaluations ev
          join meeting_slots slot on slot.id = ev.slot_id
          where ${inScope(scope, sql`slot.club_id`)} and ev.status = 'submitted'
            and ${within(sql`ev.submitted_at`, period)}
        union all
        select club_id, 'role' from meeting_role_assignments
          where ${inScope(scope, sql`club_id`)} and status = 'held'
            and meeting_key >= ${period.startKey} and meeting_key < ${period.endKey}
        union all
        select club_id, case when status in ('present', 'late') then 'present' else 'absent' end
          from meeting_attendance
          where ${inScope(scope, sql`club_id`)}
            and meeting_key >= ${period.startKey} and meeting_key < ${period.endKey}`,
      sql`count(*) filter (where e.kind = 'delivered')::int as "speechesDelivered",
        count(*) filter (where e.kind = 'evaluated')::int as "speechesEvaluated",
        count(*) filter (where e.kind = 'role')::int as "rolesFilled",
        count(*) filter (where e.kind in ('present', 'absent'))::int as "attendanceMarked",
        count(*) filter (where e.kind = 'present')::int as "attendancePresent"`,
    ),
  );

/**
 * The leading digits of a ledger source (`12/2026-03-04`, `345`), as a number; else null. Indexed
 * with the source's kind (`reward_entries_source_lead_idx`, ADR 047): the expression must stay as
 * it is written there for the planner to use it.
 */
const leadingId = sql`nullif(substring(r.source_id from '^[0-9]{1,9}'), '')::int`;

/**
 * $VOCATE the rules wrote in the period, net of reversals (admins' adjustments left out), counted
 * to the club it was earned in: a mission's completion, a speech's slot, a meeting's club. Each
 * kind read from the scope's clubs' side (their completions, slots, meetings), so one club's
 * report reads its own entries only.
 */
export const vocateFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{ vocateAwarded: number }>(
    db,
    byClub(
      scope,
      sql`select mc.club_id, r.amount
          from mission_completions mc
            join reward_entries r on r.user_id = mc.user_id and r.source_id = mc.mission_id
          where ${inScope(scope, sql`mc.club_id`)} and r.source_kind = 'mission'
            and r.rule <> 'adjustment' and ${within(sql`r.created_at`, period)}
        union all
        select slot.club_id, r.amount
          from meeting_slots slot
            join reward_entries r on r.source_kind = 'speech' and ${leadingId} = slot.id
          where ${inScope(scope, sql`slot.club_id`)} and r.source_id ~ '^[0-9]{1,9}$'
            and r.rule <> 'adjustment' and ${within(sql`r.created_at`, period)}
        union all
        select ${leadingId}, r.amount
          from reward_entries r
          where r.source_kind in ('attendance', 'role') and ${inScope(scope, leadingId)}
            and r.rule <> 'adjustment' and ${within(sql`r.created_at`, period)}`,
      sql`coalesce(sum(e.amount), 0)::int as "vocateAwarded"`,
    ),
  );

/**
 * What a club's current members did that someone can verify, with where and when: a mission
 * submitted, a speech delivered, a meeting attended (present or late).
 */
const activity = (scope: Scope, period: Period | null) => {
  const when = (column: string) => (period ? within(sql.raw(column), period) : sql`true`);
  const ours = inScope(scope, sql`club_id`);
  return sql`select a.club_id, a.user_id, a.at from (
      select club_id, user_id, submitted_at as at from mission_completions
        where ${ours} and ${when("submitted_at")}
      union all
      select club_id, user_id, delivered_at from meeting_slots
        where ${ours} and status = 'delivered' and ${when("delivered_at")}
      union all
      select club_id, user_id, recorded_at from meeting_attendance
        where ${ours} and status in ('present', 'late') and ${when("recorded_at")}
    ) a join club_members m on m.club_id = a.club_id and m.user_id = a.user_id`;
};

/** Active members: the club's members who did something verifiable in it during the period. */
export const activeFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{ activeMembers: number }>(
    db,
    byClub(scope, activity(scope, period), sql`count(distinct e.user_id)::int as "activeMembers"`),
  );

/**
 * The people's figures, counted for each club they are a member of: opportunities applied to and
 * hires, paid memberships started (a succeeded payment) and scholarships granted in the period.
 */
export const peopleFigures = (db: Executor, scope: Scope, period: Period) => {
  // Without the people in no club, only the scope's members' events (through their user indexes).
  const whose = scope.everyone
    ? sql`true`
    : sql`user_id in (select user_id from club_members where ${inScope(scope, sql`club_id`)})`;
  return grouped<{
    opportunityApplications: number;
    hires: number;
    paidMemberships: number;
    scholarships: number;
  }>(
    db,
    byMember(
      scope,
      sql`select 'applied' as kind, id, user_id from opportunity_applications
          where ${whose} and ${within(sql`created_at`, period)}
        union all
        select 'hired', id, user_id from opportunity_applications
          where ${whose} and ${within(sql`hired_at`, period)}
        union all
        select 'paid', id, user_id from payments
          where ${whose} and status = 'succeeded' and ${within(sql`created_at`, period)}
        union all
        select 'scholarship', id, user_id from scholarships
          where ${whose} and revoked_at is null and ${within(sql`created_at`, period)}`,
      sql`count(distinct e.id) filter (where e.kind = 'applied')::int as "opportunityApplications",
        count(distinct e.id) filter (where e.kind = 'hired')::int as hires,
        count(distinct e.id) filter (where e.kind = 'paid')::int as "paidMemberships",
        count(distinct e.id) filter (where e.kind = 'scholarship')::int as scholarships`,
    ),
  );
};

/**
 * Cohort retention: the people who first joined a club in scope (their earliest membership that
 * still stands) in a month from `period.start`'s to the period's end, and how many of them did
 * something verifiable in those clubs in days 30-59, 60-89 and 90-119 after joining.
 */
export async function cohorts(db: Executor, scope: Scope, period: Period): Promise<CohortRow[]> {
  const result = await db.execute<CohortRow & Record<string, unknown>>(sql`
    with s as ${scopeTable(scope)},
    joined as (
      select m.user_id, min(m.joined_at) as joined_at
      from club_members m join s on s.club_id = m.club_id
      where ${inScope(scope, sql`m.club_id`)}
      group by m.user_id
    ),
    cohort as (
      select user_id, joined_at,
        to_char(date_trunc('month', joined_at at time zone 'UTC'), 'YYYY-MM') as month
      from joined
      where joined_at >= date_trunc('month', ${ts(period.start)} at time zone 'UTC') at time zone 'UTC'
        and joined_at < ${ts(period.end)}
    ),
    -- Once, not again for each person of a cohort (the planner re-ran it per person: ~1 s for a
    -- club of the large programme, ADR 047).
    act as materialized (select e.user_id, e.at from (${activity(scope, null)}) e),
    person as (
      select c.month,
        bool_or(a.at >= c.joined_at + interval '30 days' and a.at < c.joined_at + interval '60 days') as w30,
        bool_or(a.at >= c.joined_at + interval '60 days' and a.at < c.joined_at + interval '90 days') as w60,
        bool_or(a.at >= c.joined_at + interval '90 days') as w90
      from cohort c left join act a on a.user_id = c.user_id
        and a.at >= c.joined_at + interval '30 days' and a.at < c.joined_at + interval '120 days'
      group by c.user_id, c.month
    )
    select month, count(*)::int as joined,
      count(*) filter (where w30)::int as active30,
      count(*) filter (where w60)::int as active60,
      count(*) filter (where w90)::int as active90
    from person group by month order by month`);
  return result.rows;
}

export interface ClubRow {
  clubId: number;
  clubName: string;
  clubSlug: string;
  location: string;
  meetingFormat: string;
}

/** The clubs a report may cover: all (admins) or the one asked for; archived ones included. */
export async function listClubs(db: Executor, clubId?: number): Promise<ClubRow[]> {
  const result = await db.execute<ClubRow & Record<string, unknown>>(sql`
    select id as "clubId", club_name as "clubName", slug as "clubSlug", location,
      meeting_format as "meetingFormat"
    from clubs ${clubId === undefined ? sql`` : sql`where id = ${clubId}`}
    order by lower(club_name), id`);
  return result.rows;
}

/** A club as the permission check needs it. */
export async function findClubLeader(db: Executor, clubId: number) {
  const result = await db.execute<{ leaderId: string | null; coLeaderIds: string[] }>(
    sql`select leader_id as "leaderId", ${coLeaderIdsOf(clubId)} as "coLeaderIds"
      from clubs where id = ${clubId}`,
  );
  return result.rows[0];
}

export interface FlagRow {
  clubId: number;
  leaderName: string | null;
  nothingVerified: boolean;
  waiting: number;
  noMeetings: boolean;
}

/**
 * The health of the clubs in scope (archived ones left out), one row each: nothing verified for
 * `quietSince` on (a club older than that), submissions waiting since `waitingBefore` or longer
 * (not the leader's own: those wait for the admins), and no meeting in `[todayKey, horizonKey)`:
 * no weekday in its schedule (saved, else the days it was created with), or every one of them
 * cancelled there, and no extra meeting. Correlated sub-queries on indexed columns, per club.
 */
export async function flags(
  db: Executor,
  scope: Scope,
  at: {
    quietSince: Date;
    waitingBefore: Date;
    todayKey: string;
    horizonKey: string;
    weeks: number;
  },
): Promise<FlagRow[]> {
  const result = await db.execute<FlagRow & Record<string, unknown>>(sql`
    select c.id as "clubId", u.name as "leaderName",
      (c.created_at < ${ts(at.quietSince)} and not exists (
        select 1 from mission_completions mc where mc.club_id = c.id
          and mc.mission_status = 'completed' and mc.decided_at >= ${ts(at.quietSince)}
      )) as "nothingVerified",
      (select count(*)::int from mission_completions mc where mc.club_id = c.id
        and mc.mission_status = 'pending' and mc.submitted_at <= ${ts(at.waitingBefore)}
        and mc.user_id is distinct from c.leader_id) as waiting,
      (not exists (
        select 1 from meeting_changes ch where ch.club_id = c.id and ch.extra and not ch.cancelled
          and ch.meeting_key >= ${at.todayKey} and ch.meeting_key < ${at.horizonKey}
      ) and (
        cardinality(coalesce(cs.days, c.meeting_days)) = 0
        or (select count(*) from meeting_changes ch where ch.club_id = c.id and ch.cancelled
          and not ch.extra and ch.meeting_key >= ${at.todayKey} and ch.meeting_key < ${at.horizonKey})
          >= ${at.weeks}::int * cardinality(coalesce(cs.days, c.meeting_days))
      )) as "noMeetings"
    from clubs c
      join ${scopeTable(scope)} s on s.club_id = c.id
      left join club_schedules cs on cs.club_id = c.id
      left join users u on u.id = c.leader_id
    where c.archived_at is null
    order by c.id`);
  return result.rows;
}
