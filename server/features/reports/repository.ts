import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf } from "../../db/leadership.ts";
import type { CohortRow, Coverage, GroupedRow, Period, Scope } from "./types.ts";

/**
 * The reports' SQL (issue 39, ADR 045): one aggregate query per group of figures, grouped at once
 * by club, by region and for everything in scope (GROUPING SETS), never a query per club. A club's
 * region is not a column: the service derives it (contract/regions.ts) and hands the scope in as
 * one JSON parameter of (club id, region) pairs, so the derivation lives in one place.
 */

const scopeTable = (scope: Scope) =>
  sql`(select club_id, region collate "C" as region from jsonb_to_recordset(${JSON.stringify(
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
/** `column` in one of `ranges` (none: false). */
const withinAny = (column: SQL, ranges: readonly Period[]) =>
  ranges.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ranges.map((range) => within(column, range)),
        sql` or `,
      )})`;
/** A meeting key (`YYYY-MM-DD`) in one of `ranges`. */
const keyWithinAny = (column: SQL, ranges: readonly Period[]) =>
  ranges.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ranges.map(
          (range) => sql`(${column} >= ${range.startKey} and ${column} < ${range.endKey})`,
        ),
        sql` or `,
      )})`;
/**
 * The leading digits of a ledger source (`12/2026-03-04`, `345`), as a number; else null. Indexed
 * with the source's kind (`reward_entries_source_lead_idx`, ADR 047): the expression must stay as
 * it is written there for the planner to use it.
 */
const leadingId = sql`nullif(substring(r.source_id from '^[0-9]{1,9}'), '')::int`;

/** The UTC day of a timestamp: the summary's key (ADR 050). */
const dayOf = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

/** The summary's rows of the scope's clubs for the days it covers in the period (none: no rows). */
const summaryRows = (scope: Scope, cover: Coverage) =>
  cover.summary === null
    ? sql`select * from report_club_days where false`
    : sql`select * from report_club_days
        where ${inScope(scope, sql`club_id`)}
          and day >= ${cover.summary.startKey}::date and day < ${cover.summary.endKey}::date`;

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

/**
 * Each figure that names its club, as rows of `(club_id, day, <figure columns>)`, for the events of
 * `ranges` (clubs in scope, or every club for the summary): one row per event, its figure 1 (or
 * its $VOCATE, its wait in seconds, its person). Each keyed by its own event's day, so a figure
 * changes only the day of what changed: an application by its sending (and its decision by the
 * decision's day), a mission by its submission (its verification by the verification's day), a
 * speech by its delivery, an evaluation by its submission, roles and attendance by the meeting's
 * day, $VOCATE by its entry, the activity by its own time. The live figures and the summary read
 * the same rows (ADR 050).
 */
const clubEvents = (ours: (column: SQL) => SQL, ranges: readonly Period[]) => {
  const at = (column: string) => withinAny(sql.raw(column), ranges);
  const row = (values: Partial<Record<(typeof EVENT_COLUMNS)[number], SQL>>) =>
    sql.join(
      EVENT_COLUMNS.map(
        (column) => sql`${values[column] ?? EVENT_ZERO[column]} as ${sql.raw(column)}`,
      ),
      sql`, `,
    );
  return sql`
    select club_id, ${dayOf(sql`created_at`)} as day, ${row({ applications: sql`1` })}
      from club_applications where ${ours(sql`club_id`)} and ${at("created_at")}
    union all
    select club_id, ${dayOf(sql`decided_at`)}, ${row({
      decision_seconds: sql`extract(epoch from decided_at - created_at)::float8`,
    })}
      from club_applications
      where ${ours(sql`club_id`)} and status <> 'pending' and ${at("decided_at")}
    union all
    select club_id, ${dayOf(sql`submitted_at`)}, ${row({
      missions_submitted: sql`1`,
      user_id: sql`user_id`,
    })}
      from mission_completions where ${ours(sql`club_id`)} and ${at("submitted_at")}
    union all
    select club_id, ${dayOf(sql`decided_at`)}, ${row({
      verification_seconds: sql`extract(epoch from decided_at - submitted_at)::float8`,
    })}
      from mission_completions
      where ${ours(sql`club_id`)} and mission_status = 'completed' and ${at("decided_at")}
    union all
    select club_id, ${dayOf(sql`delivered_at`)}, ${row({
      speeches_delivered: sql`1`,
      user_id: sql`user_id`,
    })}
      from meeting_slots
      where ${ours(sql`club_id`)} and status = 'delivered' and ${at("delivered_at")}
    union all
    select slot.club_id, ${dayOf(sql`ev.submitted_at`)}, ${row({ speeches_evaluated: sql`1` })}
      from speech_evaluations ev join meeting_slots slot on slot.id = ev.slot_id
      where ${ours(sql`slot.club_id`)} and ev.status = 'submitted' and ${at("ev.submitted_at")}
    union all
    select club_id, meeting_key::date, ${row({ roles_filled: sql`1` })}
      from meeting_role_assignments
      where ${ours(sql`club_id`)} and status = 'held' and ${keyWithinAny(sql`meeting_key`, ranges)}
    union all
    select club_id, meeting_key::date, ${row({
      attendance_marked: sql`1`,
      attendance_present: sql`case when status in ('present', 'late') then 1 else 0 end`,
    })}
      from meeting_attendance
      where ${ours(sql`club_id`)} and ${keyWithinAny(sql`meeting_key`, ranges)}
    union all
    select club_id, ${dayOf(sql`recorded_at`)}, ${row({ user_id: sql`user_id` })}
      from meeting_attendance
      where ${ours(sql`club_id`)} and status in ('present', 'late') and ${at("recorded_at")}
    union all
    select mc.club_id, ${dayOf(sql`r.created_at`)}, ${row({ vocate_awarded: sql`r.amount` })}
      from mission_completions mc
        join reward_entries r on r.user_id = mc.user_id and r.source_id = mc.mission_id
      where ${ours(sql`mc.club_id`)} and r.source_kind = 'mission'
        and r.rule <> 'adjustment' and ${at("r.created_at")}
    union all
    select slot.club_id, ${dayOf(sql`r.created_at`)}, ${row({ vocate_awarded: sql`r.amount` })}
      from meeting_slots slot
        join reward_entries r on r.source_kind = 'speech' and ${leadingId} = slot.id
      where ${ours(sql`slot.club_id`)} and r.source_id ~ '^[0-9]{1,9}$'
        and r.rule <> 'adjustment' and ${at("r.created_at")}
    union all
    select ${leadingId}, ${dayOf(sql`r.created_at`)}, ${row({ vocate_awarded: sql`r.amount` })}
      from reward_entries r
      where r.source_kind in ('attendance', 'role') and ${ours(leadingId)}
        and r.rule <> 'adjustment' and ${at("r.created_at")}`;
};

/** The columns of `clubEvents`' rows after `(club_id, day)`, and each one's value when absent. */
const EVENT_COLUMNS = [
  "applications",
  "decision_seconds",
  "missions_submitted",
  "verification_seconds",
  "speeches_delivered",
  "speeches_evaluated",
  "roles_filled",
  "attendance_marked",
  "attendance_present",
  "vocate_awarded",
  "user_id",
] as const;
const EVENT_ZERO: Record<(typeof EVENT_COLUMNS)[number], SQL> = {
  applications: sql`0`,
  decision_seconds: sql`null::float8`,
  missions_submitted: sql`0`,
  verification_seconds: sql`null::float8`,
  speeches_delivered: sql`0`,
  speeches_evaluated: sql`0`,
  roles_filled: sql`0`,
  attendance_marked: sql`0`,
  attendance_present: sql`0`,
  vocate_awarded: sql`0`,
  user_id: sql`null::text`,
};

/**
 * The figures that name their club, over the period: the summary's days (sums; the waits and the
 * active people unnested from their sets) and the rest from the events. Active members: the club's
 * current members among the day's people (a member who left no longer counts, as live).
 */
export const clubFigures = (db: Executor, scope: Scope, cover: Coverage) =>
  grouped<{
    applications: number;
    applicationsDecided: number;
    decisionMedianSeconds: number | null;
    decisionP90Seconds: number | null;
    missionsSubmitted: number;
    missionsVerified: number;
    verificationMedianSeconds: number | null;
    verificationP90Seconds: number | null;
    speechesDelivered: number;
    speechesEvaluated: number;
    rolesFilled: number;
    attendanceMarked: number;
    attendancePresent: number;
    vocateAwarded: number;
    activeMembers: number;
  }>(
    db,
    sql`
    with live as (${clubEvents((column) => inScope(scope, column), cover.live)}),
    summed as materialized (${summaryRows(scope, cover)}),
    sums as (
      select club_id, sum(applications) as applications, sum(missions_submitted) as missions_submitted,
        sum(speeches_delivered) as speeches_delivered, sum(speeches_evaluated) as speeches_evaluated,
        sum(roles_filled) as roles_filled, sum(attendance_marked) as attendance_marked,
        sum(attendance_present) as attendance_present, sum(vocate_awarded) as vocate_awarded
      from (
        select club_id, applications, missions_submitted, speeches_delivered, speeches_evaluated,
          roles_filled, attendance_marked, attendance_present, vocate_awarded from live
        union all
        select club_id, applications, missions_submitted, speeches_delivered, speeches_evaluated,
          roles_filled, attendance_marked, attendance_present, vocate_awarded from summed
      ) x group by club_id
    ),
    waits as (
      select club_id, decision_seconds, verification_seconds from live
        where decision_seconds is not null or verification_seconds is not null
      union all
      select club_id, unnest(decision_seconds), null from summed
      union all
      select club_id, null, unnest(verification_seconds) from summed
    ),
    people as (
      select distinct p.club_id, p.user_id from (
        select club_id, user_id from live where user_id is not null
        union all
        select club_id, unnest(active_user_ids) from summed
      ) p
    ),
    members as (
      select p.club_id, p.user_id, s.region from people p
        join club_members m on m.club_id = p.club_id and m.user_id = p.user_id
        join ${scopeTable(scope)} s on s.club_id = p.club_id
    ),
    w as (
      select ${GROUPING},
        count(e.decision_seconds)::int as "applicationsDecided",
        ${medianAndP90("e.decision_seconds", "decisionMedianSeconds", "decisionP90Seconds")},
        count(e.verification_seconds)::int as "missionsVerified",
        ${medianAndP90("e.verification_seconds", "verificationMedianSeconds", "verificationP90Seconds")}
      from waits e join ${scopeTable(scope)} s on s.club_id = e.club_id
      ${GROUP_SETS}
    ),
    t as (
      select ${GROUPING},
        coalesce(sum(e.applications), 0)::int as applications,
        coalesce(sum(e.missions_submitted), 0)::int as "missionsSubmitted",
        coalesce(sum(e.speeches_delivered), 0)::int as "speechesDelivered",
        coalesce(sum(e.speeches_evaluated), 0)::int as "speechesEvaluated",
        coalesce(sum(e.roles_filled), 0)::int as "rolesFilled",
        coalesce(sum(e.attendance_marked), 0)::int as "attendanceMarked",
        coalesce(sum(e.attendance_present), 0)::int as "attendancePresent",
        coalesce(sum(e.vocate_awarded), 0)::int as "vocateAwarded"
      from sums e join ${scopeTable(scope)} s on s.club_id = e.club_id
      ${GROUP_SETS}
    ),
    -- Distinct people per club, per region and in all, each by hashing (not grouping sets' sorts).
    a as (
      select 0 as g_club, 0 as g_region, club_id, min(region) as region,
        count(*)::int as "activeMembers" from members group by club_id
      union all
      select 1, 0, null, region, count(*)::int
        from (select distinct region, user_id from members) r group by region
      union all
      select 1, 1, null, null, count(*)::int from (select distinct user_id from members) u
    )
    select t.g_club, t.g_region, t.club_id, t.region, t.applications, t."missionsSubmitted",
      t."speechesDelivered", t."speechesEvaluated", t."rolesFilled", t."attendanceMarked",
      t."attendancePresent", t."vocateAwarded", coalesce(w."applicationsDecided", 0) as "applicationsDecided",
      w."decisionMedianSeconds", w."decisionP90Seconds", coalesce(w."missionsVerified", 0) as "missionsVerified",
      w."verificationMedianSeconds", w."verificationP90Seconds",
      coalesce(a."activeMembers", 0) as "activeMembers"
    from t
      left join w on w.g_club = t.g_club and w.g_region = t.g_region
        and w.club_id is not distinct from t.club_id and w.region is not distinct from t.region
      left join a on a.g_club = t.g_club and a.g_region = t.g_region
        and a.club_id is not distinct from t.club_id and a.region is not distinct from t.region`,
  );

/**
 * What a club's current members did that someone can verify in `[from, to)`, with where and
 * when: a mission submitted, a speech delivered, a meeting attended (present or late).
 */
const activity = (scope: Scope, from: SQL, to: SQL) => {
  const ours = inScope(scope, sql`club_id`);
  const when = (column: string) =>
    sql`${sql.raw(column)} >= ${from} and ${sql.raw(column)} < ${to}`;
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
export async function cohorts(
  db: Executor,
  scope: Scope,
  period: Period,
  activityWindow: { start: Date; end: Date } | null,
): Promise<CohortRow[]> {
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
    -- Only what a window shown can hold (policy's cohortActivityWindow), or nothing.
    act as materialized (${
      activityWindow === null
        ? sql`select null::text as user_id, null::timestamptz as at where false`
        : sql`select e.user_id, e.at from (${activity(
            scope,
            ts(activityWindow.start),
            ts(activityWindow.end),
          )}) e`
    }),
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

/** The days the summary covers, and when it last re-read them all; none before the first sweep. */
export async function summaryState(db: Executor) {
  const result = await db.execute<{
    firstDay: string;
    lastDay: string;
    fullAt: string;
    updatedAt: string;
  }>(
    sql`select to_char(first_day, 'YYYY-MM-DD') as "firstDay", to_char(last_day, 'YYYY-MM-DD') as "lastDay",
      full_at as "fullAt", updated_at as "updatedAt" from report_summary where id = 1`,
  );
  const row = result.rows[0];
  return row
    ? { ...row, fullAt: new Date(row.fullAt), updatedAt: new Date(row.updatedAt) }
    : undefined;
}

/**
 * Writes the summary's rows of the days `[days.start, days.end)` again from the events, every club
 * at once (the days' old rows deleted first). Run in a transaction by the caller.
 */
export async function summariseDays(db: Executor, days: Period): Promise<void> {
  await db.execute(sql`delete from report_club_days
    where day >= ${days.startKey}::date and day < ${days.endKey}::date`);
  const set = (column: string) =>
    sql.raw(`coalesce(array_agg(${column}) filter (where ${column} is not null), '{}')`);
  await db.execute(sql`
    insert into report_club_days (club_id, day, applications, decision_seconds, missions_submitted,
      verification_seconds, speeches_delivered, speeches_evaluated, roles_filled, attendance_marked,
      attendance_present, vocate_awarded, active_user_ids)
    select club_id, day, sum(applications), ${set("decision_seconds")}, sum(missions_submitted),
      ${set("verification_seconds")}, sum(speeches_delivered), sum(speeches_evaluated),
      sum(roles_filled), sum(attendance_marked), sum(attendance_present), sum(vocate_awarded),
      coalesce(array_agg(distinct user_id) filter (where user_id is not null), '{}')
    from (${clubEvents((column) => sql`${column} in (select id from clubs)`, [days])}) e
    group by club_id, day`);
}

/**
 * The first UTC day with an event the summary keeps (null: none), each through its time index
 * (migration 0040) or the club index's scan: the whole pass starts there, not years before.
 */
export async function firstEventDay(db: Executor): Promise<string | null> {
  const result = await db.execute<{ day: string | null }>(sql`
    select to_char(least(
      (select min(created_at) from club_applications),
      (select min(decided_at) from club_applications),
      (select min(submitted_at) from mission_completions),
      (select min(decided_at) from mission_completions),
      (select min(delivered_at) from meeting_slots),
      (select min(submitted_at) from speech_evaluations),
      (select min(meeting_key)::date from meeting_role_assignments),
      (select min(meeting_key)::date from meeting_attendance),
      (select min(recorded_at) from meeting_attendance),
      (select min(created_at) from reward_entries)
    ) at time zone 'UTC', 'YYYY-MM-DD') as day`);
  return result.rows[0]?.day ?? null;
}

/**
 * Statistics for the summary's rows as they now are (ADR 064). A whole pass rewrites every row, and
 * until PostgreSQL's own analyze catches up (a minute at best; never where autovacuum is off) the
 * planner weighs each report against the table as it was: a programme of 10 clubs grown to 1,000
 * read one club's days through the day index, 27,000 pages for 89 rows.
 */
export async function analyseSummary(db: Executor): Promise<void> {
  await db.execute(sql`analyze report_club_days`);
}

/** Deletes the summary's rows before `day` (a whole pass: no event is older any more). */
export async function forgetDaysBefore(db: Executor, day: string): Promise<void> {
  await db.execute(sql`delete from report_club_days where day < ${day}::date`);
}

/** Records what the summary now covers. */
export async function saveSummaryState(
  db: Executor,
  state: { firstDay: string; lastDay: string; fullAt: Date; updatedAt: Date },
): Promise<void> {
  await db.execute(sql`
    insert into report_summary (id, first_day, last_day, full_at, updated_at)
    values (1, ${state.firstDay}::date, ${state.lastDay}::date, ${ts(state.fullAt)}, ${ts(state.updatedAt)})
    on conflict (id) do update set first_day = excluded.first_day, last_day = excluded.last_day,
      full_at = excluded.full_at, updated_at = excluded.updated_at`);
}

/**
 * A report's transaction reads much at once: room to hash its sets in memory instead of on disk.
 * (It also ran without JIT, whose compilation cost ~0.9 s of 3 s at the large size; every
 * connection of the app's pool has JIT off since ADR 062.)
 */
export async function tuneForReport(tx: Executor): Promise<void> {
  await tx.execute(sql`set local work_mem = '32MB'`);
}
