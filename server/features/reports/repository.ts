import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
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
        where ${within(sql`created_at`, period)} or ${within(sql`decided_at`, period)}`,
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
        where ${within(sql`submitted_at`, period)} or ${within(sql`decided_at`, period)}`,
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
          where status = 'delivered' and ${within(sql`delivered_at`, period)}
        union all
        select slot.club_id, 'evaluated' from speech_evaluations ev
          join meeting_slots slot on slot.id = ev.slot_id
          where ev.status = 'submitted' and ${within(sql`ev.submitted_at`, period)}
        union all
        select club_id, 'role' from meeting_role_assignments
          where status = 'held'
            and meeting_key >= ${period.startKey} and meeting_key < ${period.endKey}
        union all
        select club_id, case when status in ('present', 'late') then 'present' else 'absent' end
          from meeting_attendance
          where meeting_key >= ${period.startKey} and meeting_key < ${period.endKey}`,
      sql`count(*) filter (where e.kind = 'delivered')::int as "speechesDelivered",
        count(*) filter (where e.kind = 'evaluated')::int as "speechesEvaluated",
        count(*) filter (where e.kind = 'role')::int as "rolesFilled",
        count(*) filter (where e.kind in ('present', 'absent'))::int as "attendanceMarked",
        count(*) filter (where e.kind = 'present')::int as "attendancePresent"`,
    ),
  );

/** The leading digits of a ledger source (`12/2026-03-04`, `345`), as a number; else null. */
const leadingId = sql`nullif(substring(r.source_id from '^[0-9]{1,9}'), '')::int`;

/**
 * $VOCATE the rules wrote in the period, net of reversals (admins' adjustments left out), counted
 * to the club it was earned in: a mission's completion, a speech's slot, a meeting's club.
 */
export const vocateFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{ vocateAwarded: number }>(
    db,
    byClub(
      scope,
      sql`select case r.source_kind
            when 'mission' then (select mc.club_id from mission_completions mc
              where mc.user_id = r.user_id and mc.mission_id = r.source_id)
            when 'speech' then (select slot.club_id from meeting_slots slot
              where slot.id = ${leadingId} and r.source_id ~ '^[0-9]{1,9}$')
            else ${leadingId}
          end as club_id, r.amount
        from reward_entries r
        where r.rule <> 'adjustment' and ${within(sql`r.created_at`, period)}`,
      sql`coalesce(sum(e.amount), 0)::int as "vocateAwarded"`,
    ),
  );

/**
 * What a club's current members did that someone can verify, with where and when: a mission
 * submitted, a speech delivered, a meeting attended (present or late).
 */
const activity = (period: Period | null) => {
  const when = (column: string) => (period ? within(sql.raw(column), period) : sql`true`);
  return sql`select a.club_id, a.user_id, a.at from (
      select club_id, user_id, submitted_at as at from mission_completions
        where ${when("submitted_at")}
      union all
      select club_id, user_id, delivered_at from meeting_slots
        where status = 'delivered' and ${when("delivered_at")}
      union all
      select club_id, user_id, recorded_at from meeting_attendance
        where status in ('present', 'late') and ${when("recorded_at")}
    ) a join club_members m on m.club_id = a.club_id and m.user_id = a.user_id`;
};

/** Active members: the club's members who did something verifiable in it during the period. */
export const activeFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{ activeMembers: number }>(
    db,
    byClub(scope, activity(period), sql`count(distinct e.user_id)::int as "activeMembers"`),
  );

/**
 * The people's figures, counted for each club they are a member of: opportunities applied to and
 * hires, paid memberships started (a succeeded payment) and scholarships granted in the period.
 */
export const peopleFigures = (db: Executor, scope: Scope, period: Period) =>
  grouped<{
    opportunityApplications: number;
    hires: number;
    paidMemberships: number;
    scholarships: number;
  }>(
    db,
    byMember(
      scope,
      sql`select 'applied' as kind, id, user_id from opportunity_applications
          where ${within(sql`created_at`, period)}
        union all
        select 'hired', id, user_id from opportunity_applications
          where ${within(sql`hired_at`, period)}
        union all
        select 'paid', id, user_id from payments
          where status = 'succeeded' and ${within(sql`created_at`, period)}
        union all
        select 'scholarship', id, user_id from scholarships
          where revoked_at is null and ${within(sql`created_at`, period)}`,
      sql`count(distinct e.id) filter (where e.kind = 'applied')::int as "opportunityApplications",
        count(distinct e.id) filter (where e.kind = 'hired')::int as hires,
        count(distinct e.id) filter (where e.kind = 'paid')::int as "paidMemberships",
        count(distinct e.id) filter (where e.kind = 'scholarship')::int as scholarships`,
    ),
  );

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
      group by m.user_id
    ),
    cohort as (
      select user_id, joined_at,
        to_char(date_trunc('month', joined_at at time zone 'UTC'), 'YYYY-MM') as month
      from joined
      where joined_at >= date_trunc('month', ${ts(period.start)} at time zone 'UTC') at time zone 'UTC'
        and joined_at < ${ts(period.end)}
    ),
    act as (select e.user_id, e.at from (${activity(null)}) e join s on s.club_id = e.club_id),
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
  const result = await db.execute<{ leaderId: string | null }>(
    sql`select leader_id as "leaderId" from clubs where id = ${clubId}`,
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
