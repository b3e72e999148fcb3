// A programme at full size for the bench (issue 40): members with their clubs, journeys,
// applications, submissions, meetings (speeches, evaluations, roles, attendance), notifications,
// the $VOCATE ledger, partners' opportunities and applications, payments and scholarships, written
// by set-based SQL (generate_series, INSERT ... SELECT) that keeps every constraint and foreign key.
//
// Sizes are cumulative: `growProgramme(url, SMALL_PROGRAMME)` on a fresh database writes the small
// programme; `growProgramme(url, LARGE_PROGRAMME, SMALL_PROGRAMME)` then adds what the large one has
// more (members `from.members + 1`.., clubs `from.clubs + 1`..), so one run measures the same
// signed-in people at both sizes. Per member: 20 notifications (3 unread), 10 ledger entries,
// 2 submissions, an accepted application (and every fifth member one more, pending or rejected);
// the new members join the new clubs (100 each), so a club of the small programme stays as it was;
// per club: 50 meetings a week apart (40 past, 10 to come) with 3 speeches, 2 evaluations,
// 4 roles and 10 attendance marks each (the past ones), 10 opportunities, a partner per 2 clubs.
import pg from "pg";

export interface ProgrammeSize {
  members: number;
  clubs: number;
}

/** Issue 40's programme: 100,000 members, 1,000 clubs, and what follows from them. */
export const LARGE_PROGRAMME: ProgrammeSize = { members: 100_000, clubs: 1_000 };
/** A hundredth of it, built the same way. */
export const SMALL_PROGRAMME: ProgrammeSize = { members: 1_000, clubs: 10 };

export const PER_MEMBER = { notifications: 20, unread: 3, ledger: 10, completions: 2 } as const;
export const PER_CLUB = { meetings: 50, pastMeetings: 40, opportunities: 10 } as const;

/** Generated rows keep their own id ranges, far above what the app's sequences hand out. */
export const CLUB_ID_BASE = 1_000_000;
const PARTNER_ID_BASE = 1_000_000;
const OPPORTUNITY_ID_BASE = 1_000_000;

export const memberId = (member: number) => `bench-m-${member}`;
export const clubIdOf = (club: number) => CLUB_ID_BASE + club;

export interface GrowthReport {
  seconds: number;
  /** Each step and how long it took, in seconds. */
  steps: { step: string; seconds: number }[];
}

function checkSizes(to: ProgrammeSize, from: ProgrammeSize) {
  for (const value of [to.members, to.clubs, from.members, from.clubs]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a size: ${value}`);
  }
  if (to.members <= from.members || to.clubs <= from.clubs) throw new Error("nothing to grow");
  // Each new club's members are every `n`-th of the new members (`n` new clubs): it needs enough
  // of them for a meeting's 10 attendance marks and 4 roles.
  if ((to.members - from.members) / (to.clubs - from.clubs) < 12) {
    throw new Error("too few members per club");
  }
  if (to.clubs % 2 !== 0 || from.clubs % 2 !== 0) throw new Error("clubs come in pairs");
}

/**
 * The SQL of each step, for members `(from.members, to.members]` and clubs `(from.clubs,
 * to.clubs]` (`K` of them). A new member `i` belongs to the new club `c0 + 1 + (i - m0 - 1) % K`;
 * a new club's members are `m0 + (c - c0) + K * j`, `j` in `[0, n)` (`bench_batch_clubs`).
 */
function growthSteps(to: ProgrammeSize, from: ProgrammeSize): [string, string][] {
  const K = to.clubs - from.clubs;
  const m0 = from.members;
  const m1 = to.members;
  const c0 = from.clubs;
  const c1 = to.clubs;
  const newMembers = `generate_series(${m0 + 1}, ${m1}) as i`;
  const clubOfMember = `(${CLUB_ID_BASE} + ${from.clubs + 1} + (i - ${m0 + 1}) % ${K})`;
  const user = (i: string) => `'bench-m-' || (${i})`;
  /** The member `j` (any integer) of the batch club `b`. */
  const memberOf = (j: string) => user(`${m0} + b.c - ${from.clubs} + ${K} * ((${j}) % b.n)`);
  const joinedAt = "(now() - make_interval(days => 1 + (i * 37) % 400, hours => i % 24))";
  const days = "array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']";
  return [
    [
      "batch tables",
      `drop table if exists bench_batch_clubs, bench_meetings;
      create unlogged table bench_batch_clubs as
        select c, ${CLUB_ID_BASE} + c as club_id, (${m1 - m0} - (c - ${c0})) / ${K} + 1 as n
        from generate_series(${c0 + 1}, ${c1}) as c;
      create unlogged table bench_meetings as
        select b.c, b.club_id, b.n, w, w < ${PER_CLUB.pastMeetings} as past,
          to_char(date_trunc('week', now())::date + (w - ${PER_CLUB.pastMeetings}) * 7 + b.c % 7,
            'YYYY-MM-DD') as meeting_key,
          (date_trunc('week', now()) + make_interval(days => (w - ${PER_CLUB.pastMeetings}) * 7
            + b.c % 7, hours => 18)) as starts_at
        from bench_batch_clubs b, generate_series(0, ${PER_CLUB.meetings - 1}) as w;
      analyze bench_batch_clubs; analyze bench_meetings`,
    ],
    [
      "clubs",
      // A third each in Kerala, in Oman and online (the reports' regions, ADR 045).
      `insert into clubs (id, club_name, slug, name_skeleton, club_type, meeting_format, location,
          meeting_time, meeting_days, created_at)
        select club_id, 'Programme Club ' || c, 'ProgrammeClub' || c, 'programmeclub' || c,
          (array['blockchain', 'public-speaking', 'web3'])[1 + (c / 3) % 3],
          case when c % 3 = 2 then 'online' else 'inperson' end,
          case c % 3 when 0 then (array['Kochi', 'Thrissur', 'Kozhikode'])[1 + c / 3 % 3] || ', Kerala'
            when 1 then (array['Muscat', 'Salalah', 'Sohar'])[1 + c / 3 % 3] || ', Oman'
            else 'Online' end,
          (array['morning', 'evening'])[1 + (c / 7) % 2],
          array[(${days})[1 + c % 7], (${days})[1 + (c + 3) % 7]],
          now() - interval '500 days'
        from bench_batch_clubs;
      select setval('clubs_id_seq', (select max(id) from clubs))`,
    ],
    [
      "members",
      `insert into users (id, name, email, email_verified, club_id, journey_id, language, created_at,
          updated_at)
        select ${user("i")}, 'Member ' || i, 'member' || i || '@bench.example', true,
          ${clubOfMember}, 1 + i % 6, (array['en', 'ml', 'ar'])[1 + i % 3],
          ${joinedAt} - interval '2 days', ${joinedAt}
        from ${newMembers}`,
    ],
    [
      "leaders",
      `update clubs c set leader_id = ${memberOf("0")}
        from bench_batch_clubs b where c.id = b.club_id`,
    ],
    [
      "memberships",
      `insert into club_members (club_id, user_id, joined_at)
        select ${clubOfMember}, ${user("i")}, ${joinedAt} from ${newMembers};
      insert into membership_events (user_id, club_id, change, reason, at)
        select ${user("i")}, ${clubOfMember}, 'joined', 'application', ${joinedAt}
        from ${newMembers}`,
    ],
    [
      "club applications",
      // The accepted one (decided 1-96 hours after it was sent), and every fifth member one more
      // to the next club: pending (a tenth of them, sent lately) or rejected.
      `insert into club_applications (club_id, user_id, status, created_at, decided_at)
        select ${clubOfMember}, ${user("i")}, 'accepted',
          ${joinedAt} - make_interval(hours => 1 + i % 96), ${joinedAt}
        from ${newMembers};
      insert into club_applications (club_id, user_id, status, created_at, decided_at)
        select ${CLUB_ID_BASE} + 1 + i % ${c1}, ${user("i")},
          case when i % 10 = 0 then 'pending' else 'rejected' end,
          now() - make_interval(days => i % 60, hours => i % 24),
          case when i % 10 = 0 then null else now() - make_interval(days => i % 60) end
        from ${newMembers} where i % 5 = 0`,
    ],
    [
      "notifications",
      `insert into notifications (user_id, kind, title, body, link, club_id, created_at, read_at)
        select ${user("i")},
          (array['submission-verified', 'meeting-reminder', 'slot-booked', 'application-accepted',
            'meeting-added'])[1 + k % 5],
          'Notification ' || k, 'Something happened in your club (' || k || ').', '/Dashboard',
          ${clubOfMember}, now() - make_interval(days => (i + k * 17) % 365, mins => k),
          case when k > ${PER_MEMBER.unread} then now() - make_interval(days => (i + k * 17) % 365) end
        from ${newMembers}, generate_series(1, ${PER_MEMBER.notifications}) as k`,
    ],
    [
      "mission completions",
      // Two missions each (of those the content has), seven in ten verified, two pending.
      `insert into mission_completions (user_id, mission_id, club_id, mission_status, submitted_at,
          decided_at)
        select ${user("i")}, m.ids[1 + (i * 3 + r * 11) % cardinality(m.ids)], ${clubOfMember},
          case when (i + r) % 10 < 7 then 'completed' when (i + r) % 10 < 9 then 'pending'
            else 'rejected' end,
          now() - make_interval(days => (i * 13 + r * 101) % 360, hours => i % 24),
          case when (i + r) % 10 between 7 and 8 then null
            else now() - make_interval(days => (i * 13 + r * 101) % 360, hours => i % 24)
              + make_interval(hours => 1 + (i + r) % 72) end
        from ${newMembers}, generate_series(0, ${PER_MEMBER.completions - 1}) as r,
          (select array_agg(id order by id) as ids from missions) m`,
    ],
    [
      "ledger",
      // Ten entries each: two for missions, six attendances, two roles, over the last year.
      `insert into reward_entries (user_id, amount, rule, source_kind, source_id, season, created_by,
          created_at)
        select ${user("i")}, case when e < 2 then 500 when e < 8 then 20 else 100 end,
          case when e < 2 then 'verified-mission' when e < 8 then 'attendance' else 'role-fulfilled' end,
          case when e < 2 then 'mission' when e < 8 then 'attendance' else 'role' end,
          case when e < 2 then m.ids[1 + (i * 3 + e * 11) % cardinality(m.ids)]
            else ${clubOfMember} || '/' || to_char(at, 'YYYY-MM-DD') || case when e >= 8 then '/1' else '' end
          end,
          to_char(at, 'YYYY') || case when extract(month from at) <= 6 then '-S1' else '-S2' end,
          'system', at
        from ${newMembers}, generate_series(0, ${PER_MEMBER.ledger - 1}) as e,
          (select array_agg(id order by id) as ids from missions) m,
          lateral (select now() - make_interval(days => (i * 7 + e * 37) % 365, hours => e) as at) t`,
    ],
    [
      "meetings",
      // Speeches: 3 delivered at each past meeting, 2 booked at each one to come.
      `insert into meeting_slots (club_id, user_id, user_name, meeting_key, status, created_at,
          delivered_at)
        select b.club_id, ${memberOf("b.w * 3 + s")}, 'Member', b.meeting_key,
          case when b.past then 'delivered' else 'booked' end,
          b.starts_at - interval '10 days', case when b.past then b.starts_at + make_interval(mins => 20 * s) end
        from bench_meetings b, generate_series(0, 2) as s where b.past or s < 2;
      insert into speech_evaluations (slot_id, evaluator_id, rubric, scores, went_well, to_improve,
          language, status, submitted_at, updated_at)
        select s.id, s.user_id, 'standard', '{}'::jsonb, 'Clear opening.', 'Slow down.', 'en',
          'submitted', s.delivered_at + interval '1 hour', s.delivered_at + interval '1 hour'
        from meeting_slots s join bench_batch_clubs b on b.club_id = s.club_id
        where s.status = 'delivered' and s.id % 3 <> 0;
      insert into meeting_attendance (club_id, meeting_key, user_id, status, method, recorded_at)
        select b.club_id, b.meeting_key, ${memberOf("b.w * 7 + a")},
          case when a = 9 then 'absent' when a = 8 then 'late' else 'present' end, 'code',
          b.starts_at + make_interval(mins => a)
        from bench_meetings b, generate_series(0, 9) as a where b.past;
      insert into club_roles (club_id, kind, position)
        select b.club_id, k.kind, k.position
        from bench_batch_clubs b, unnest(array['toastmaster', 'timer', 'ah-counter', 'grammarian',
          'table-topics-master', 'general-evaluator', 'evaluator', 'speaker'])
          with ordinality as k(kind, position);
      insert into meeting_role_assignments (club_id, meeting_key, role_id, seat, user_id, status,
          source, created_at, updated_at)
        select b.club_id, b.meeting_key, r.id, 1, ${memberOf("b.w * 5 + r.position + 20")}, 'held',
          'taken', b.starts_at - interval '7 days', b.starts_at - interval '7 days'
        from bench_meetings b join club_roles r on r.club_id = b.club_id and r.position <= 4;
      insert into meeting_changes (club_id, meeting_key, cancelled, updated_at)
        select b.club_id, b.meeting_key, true, b.starts_at - interval '3 days'
        from bench_meetings b where (b.w + b.c) % 10 = 0`,
    ],
    [
      "partners and opportunities",
      `insert into partners (id, name, website, description, status, trusted, created_by, created_at)
        select ${PARTNER_ID_BASE} + p, 'Partner ' || p, 'https://partner' || p || '.example',
          'A partner of the programme.', 'approved', true, 'system', now() - interval '400 days'
        from generate_series(${c0 / 2 + 1}, ${c1 / 2}) as p;
      select setval('partners_id_seq', (select max(id) from partners));
      insert into opportunities (id, partner_id, posted_by, kind, title, description, journey_ids,
          region, location, remote, deadline, status, created_at, published_at)
        select ${OPPORTUNITY_ID_BASE} + o, ${PARTNER_ID_BASE} + 1 + (o - 1) % ${c1 / 2}, 'system',
          (array['job', 'internship', 'bounty', 'speaking-gig'])[1 + o % 4],
          (array['Solidity developer', 'Community manager', 'Conference speaker', 'Research intern',
            'Technical writer', 'Market analyst'])[1 + o % 6] || ' ' || o,
          'Work with a partner of the programme on ' ||
            (array['smart contracts', 'events', 'education', 'trading research', 'documentation'])[1 + o % 5]
            || '. Opportunity number ' || o || '.',
          array[1 + o % 6], (array['kerala', 'oman', 'global'])[1 + o % 3], '', o % 2 = 0,
          now() + make_interval(days => o % 90 - 20),
          case when o % 90 < 20 then 'closed' when o % 25 = 0 then 'pending-review' else 'published' end,
          now() - make_interval(days => 30 + o % 200), now() - make_interval(days => 29 + o % 200)
        from generate_series(${c0 * PER_CLUB.opportunities + 1}, ${c1 * PER_CLUB.opportunities}) as o;
      select setval('opportunities_id_seq', (select max(id) from opportunities))`,
    ],
    [
      "opportunity applications, payments, scholarships",
      `insert into opportunity_applications (opportunity_id, user_id, note, share, status, created_at,
          updated_at, hired_at)
        select ${OPPORTUNITY_ID_BASE} + 1 + (i * 7) % ${c1 * PER_CLUB.opportunities}, ${user("i")},
          'I would like to work on this with you.', '{"credentialIds": [], "speechSlotIds": [], "roles": false, "vocate": false, "walletId": null}'::jsonb,
          case when i % 40 = 0 then 'hired' when i % 8 = 0 then 'shortlisted' else 'submitted' end,
          now() - make_interval(days => i % 300), now() - make_interval(days => i % 300),
          case when i % 40 = 0 then now() - make_interval(days => i % 300) + interval '20 days' end
        from ${newMembers} where i % 2 = 0;
      insert into payments (user_id, level, status, amount_cents, currency, created_at, updated_at)
        select ${user("i")}, 1, 'succeeded', 1000, 'usd', now() - make_interval(days => i % 365),
          now() - make_interval(days => i % 365)
        from ${newMembers} where i % 20 = 0;
      insert into scholarships (user_id, reason, starts_at, ends_at, created_at)
        select ${user("i")}, 'A scholar of the programme.', now() - make_interval(days => i % 365),
          now() - make_interval(days => i % 365) + interval '365 days', now() - make_interval(days => i % 365)
        from ${newMembers} where i % 200 = 7`,
    ],
    ["drop batch tables", "drop table bench_batch_clubs, bench_meetings"],
  ];
}

/**
 * Grows the programme in `databaseUrl` (migrated, built-in content seeded) from `from` to `to`,
 * then vacuums and analyses it (a table at rest: the autovacuum a bulk load sets off would
 * otherwise run during the measurements) and asks for a checkpoint (a superuser's right, as the
 * bench's `create database` is). `onStep` hears each step as it ends.
 */
export async function growProgramme(
  databaseUrl: string,
  to: ProgrammeSize,
  from: ProgrammeSize = { members: 0, clubs: 0 },
  onStep: (step: string, seconds: number) => void = () => {},
): Promise<GrowthReport> {
  checkSizes(to, from);
  // Its own connection: the app pool's statement timeout is too short for a bulk load.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps: GrowthReport["steps"] = [];
  const started = performance.now();
  const timed = async (step: string, text: string) => {
    const at = performance.now();
    await client.query(text);
    const seconds = Math.round((performance.now() - at) / 100) / 10;
    steps.push({ step, seconds });
    onStep(step, seconds);
  };
  try {
    await client.query("set statement_timeout = 0; set synchronous_commit = off");
    await client.query("set maintenance_work_mem = '256MB'; set work_mem = '64MB'");
    for (const [step, text] of growthSteps(to, from)) await timed(step, text);
    await timed("vacuum analyze", "vacuum analyze");
    // The load's dirty pages written out now, not by the checkpointer while the rows are measured
    // (a few gigabytes of writes at the large size slowed every row, even /api/me, tenfold).
    await timed("checkpoint", "checkpoint");
  } finally {
    await client.end();
  }
  return { seconds: Math.round((performance.now() - started) / 100) / 10, steps };
}

/** Rows of the tables the generator writes, for the report (`count(*)` of each). */
export async function programmeCounts(databaseUrl: string): Promise<Record<string, number>> {
  const tables = [
    "users",
    "clubs",
    "club_members",
    "club_applications",
    "notifications",
    "reward_entries",
    "mission_completions",
    "meeting_slots",
    "speech_evaluations",
    "meeting_attendance",
    "meeting_role_assignments",
    "opportunities",
    "opportunity_applications",
  ];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `select ${tables.map((table) => `(select count(*) from ${table}) as ${table}`).join(", ")}`,
    );
    const meetings = await client.query<{ n: string }>(
      `select count(*) as n from (select distinct club_id, meeting_key from meeting_slots) m`,
    );
    return {
      ...Object.fromEntries(
        Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]),
      ),
      meetings: Number(meetings.rows[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}
