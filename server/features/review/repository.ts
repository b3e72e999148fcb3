import {
  and,
  asc,
  desc,
  eq,
  exists,
  isNotNull,
  isNull,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { decidesSubmissionSql, inClubsLedBy, leadsClubSql } from "../../db/leadership.ts";
import {
  clubApplications,
  clubCoLeaders,
  clubs,
  missionCompletions,
  missions,
  reviewDigests,
  reviewEscalations,
  users,
} from "../../db/schema/index.ts";
import type { ReviewItemKind } from "../../db/schema/review.ts";

/** Something that waits for a decision, as the queue, digests and escalations read it. */
export interface WaitingRow {
  kind: ReviewItemKind;
  itemId: number;
  clubId: number;
  clubName: string;
  leaderId: string | null;
  /** The applicant, or the member who submitted the mission. */
  personId: string;
  personName: string;
  missionName: string | null;
  waitingSince: Date;
}

/**
 * Which waiting items to read: those of the clubs `leaderId` leads or co-leads that they may
 * decide, or of every club; waiting since `before` or longer; with `orLeaderless`, also every item
 * of a club without a leader and every submission of a club's own leader (nobody verifies their
 * own work, and the co-leaders the leader appointed do not verify the leader's: the admins do);
 * with `notEscalated`, only those not escalated yet for this wait. Neither a person's own
 * submissions nor their club leader's are among those of the clubs they lead or co-lead.
 */
export interface WaitingFilter {
  leaderId?: string;
  before?: Date;
  orLeaderless?: boolean;
  notEscalated?: boolean;
}

function notEscalatedYet(kind: ReviewItemKind, id: PgColumn, since: PgColumn) {
  return sql`not exists (select 1 from ${reviewEscalations} e
    where e.kind = ${kind} and e.item_id = ${id} and e.waiting_since = ${since})`;
}

function waitingCondition(
  kind: ReviewItemKind,
  item: { id: PgColumn; since: PgColumn; person: PgColumn },
  filter: WaitingFilter,
) {
  const { id, since, person } = item;
  // A submission its club's leader made waits for the admins, like one of a club without a leader.
  const unled =
    kind === "submission"
      ? or(isNull(clubs.leaderId), eq(clubs.leaderId, person))
      : isNull(clubs.leaderId);
  const conditions: (SQL | undefined)[] = [];
  if (filter.notEscalated) conditions.push(notEscalatedYet(kind, id, since));
  if (filter.leaderId) {
    // Their clubs first, then what they may decide there: a submission neither theirs nor the
    // leader's (`decisionRefusal`).
    conditions.push(inClubsLedBy(clubs.id, filter.leaderId));
    conditions.push(
      kind === "submission"
        ? decidesSubmissionSql(clubs.id, clubs.leaderId, person, filter.leaderId)
        : leadsClubSql(clubs.id, clubs.leaderId, filter.leaderId),
    );
  }
  if (filter.before) {
    const old = lte(since, filter.before);
    conditions.push(filter.orLeaderless ? or(old, unled) : old);
  }
  return and(...conditions);
}

function waitingApplications(db: Executor, filter: WaitingFilter, limit: number) {
  return db
    .select({
      itemId: clubApplications.id,
      clubId: clubs.id,
      clubName: clubs.clubName,
      leaderId: clubs.leaderId,
      personId: clubApplications.userId,
      personName: users.name,
      waitingSince: clubApplications.createdAt,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .innerJoin(users, eq(users.id, clubApplications.userId))
    .where(
      and(
        eq(clubApplications.status, "pending"),
        waitingCondition(
          "application",
          {
            id: clubApplications.id,
            since: clubApplications.createdAt,
            person: clubApplications.userId,
          },
          filter,
        ),
      ),
    )
    .orderBy(asc(clubApplications.createdAt), asc(clubApplications.id))
    .limit(limit);
}

function waitingSubmissions(db: Executor, filter: WaitingFilter, limit: number) {
  return db
    .select({
      itemId: missionCompletions.id,
      clubId: clubs.id,
      clubName: clubs.clubName,
      leaderId: clubs.leaderId,
      personId: missionCompletions.userId,
      personName: users.name,
      missionName: missions.missionName,
      waitingSince: missionCompletions.submittedAt,
    })
    .from(missionCompletions)
    .innerJoin(clubs, eq(clubs.id, missionCompletions.clubId))
    .innerJoin(users, eq(users.id, missionCompletions.userId))
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .where(
      and(
        eq(missionCompletions.missionStatus, "pending"),
        waitingCondition(
          "submission",
          {
            id: missionCompletions.id,
            since: missionCompletions.submittedAt,
            person: missionCompletions.userId,
          },
          filter,
        ),
      ),
    )
    .orderBy(asc(missionCompletions.submittedAt), asc(missionCompletions.id))
    .limit(limit);
}

/** Pending applications and submissions matching `filter`, oldest first, at most `limit`. */
export async function listWaiting(
  db: Executor,
  filter: WaitingFilter,
  limit: number,
): Promise<WaitingRow[]> {
  const [applications, submissions] = [
    await waitingApplications(db, filter, limit),
    await waitingSubmissions(db, filter, limit),
  ];
  return [
    ...applications.map((row) => ({ ...row, kind: "application" as const, missionName: null })),
    ...submissions.map((row) => ({ ...row, kind: "submission" as const })),
  ]
    .sort((a, b) => a.waitingSince.getTime() - b.waitingSince.getTime() || a.itemId - b.itemId)
    .slice(0, limit);
}

/**
 * Whether something `person` may decide in the club has waited since `before` or longer: a
 * pending application, or a pending submission neither theirs nor the club leader's own.
 */
function waitsFor(db: Executor, person: PgColumn, before: Date) {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(clubApplications)
        .where(
          and(
            eq(clubApplications.clubId, clubs.id),
            eq(clubApplications.status, "pending"),
            lte(clubApplications.createdAt, before),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(missionCompletions)
        .where(
          and(
            eq(missionCompletions.clubId, clubs.id),
            eq(missionCompletions.missionStatus, "pending"),
            lte(missionCompletions.submittedAt, before),
            decidesSubmissionSql(clubs.id, clubs.leaderId, missionCompletions.userId, person),
          ),
        ),
    ),
  );
}

/** True when `person` has had the digest of `day` (a UTC date, `YYYY-MM-DD`). */
function digestedOn(db: Executor, person: PgColumn, day: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(reviewDigests)
      .where(and(eq(reviewDigests.leaderId, person), eq(reviewDigests.day, day))),
  );
}

/**
 * The leaders and co-leaders with something in their clubs that has waited since `before` or
 * longer and no digest yet on `day`, each once however many clubs they lead (their digest covers
 * them all). Those who had theirs are left out here, not after their items are read: the sweep
 * runs every quarter of an hour, and reading each one's items again cost the full-size programme
 * (1,000 leaders) about 100 s of PostgreSQL's time per sweep before their queues were read from
 * their clubs (ADR 061).
 */
export async function leadersWithWaiting(
  db: Executor,
  before: Date,
  day: string,
): Promise<string[]> {
  const leaders = await db
    .selectDistinct({ userId: clubs.leaderId })
    .from(clubs)
    .where(
      and(
        isNotNull(clubs.leaderId),
        not(digestedOn(db, clubs.leaderId, day)),
        waitsFor(db, clubs.leaderId, before),
      ),
    );
  const coLeaders = await db
    .selectDistinct({ userId: clubCoLeaders.userId })
    .from(clubCoLeaders)
    .innerJoin(clubs, eq(clubs.id, clubCoLeaders.clubId))
    .where(
      and(
        not(digestedOn(db, clubCoLeaders.userId, day)),
        waitsFor(db, clubCoLeaders.userId, before),
      ),
    );
  const people = new Set<string>();
  for (const { userId } of [...leaders, ...coLeaders]) if (userId) people.add(userId);
  return [...people].sort();
}

/**
 * Takes the leader's digest of `day`: true once, false for every later call that day (the
 * primary key decides, also between concurrent sweeps: the second waits for the first's commit).
 */
export async function claimDigest(db: Executor, leaderId: string, day: string, at: Date) {
  const rows = await db
    .insert(reviewDigests)
    .values({ leaderId, day, sentAt: at })
    .onConflictDoNothing()
    .returning({ leaderId: reviewDigests.leaderId });
  return rows.length > 0;
}

/** Records the escalation of each item; returns only those not escalated before. */
export async function claimEscalations(db: Executor, items: WaitingRow[], at: Date) {
  if (items.length === 0) return [];
  const claimed = await db
    .insert(reviewEscalations)
    .values(
      items.map((item) => ({
        kind: item.kind,
        itemId: item.itemId,
        waitingSince: item.waitingSince,
        escalatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ kind: reviewEscalations.kind, itemId: reviewEscalations.itemId });
  const keys = new Set(claimed.map((row) => `${row.kind}:${row.itemId}`));
  return items.filter((item) => keys.has(`${item.kind}:${item.itemId}`));
}

const decider = alias(users, "decider");

/** The latest decisions made by someone other than the club's leader (admins acting for it). */
export async function listDecidedForClubs(db: Executor, limit: number) {
  const actedFor = (decidedBy: PgColumn) =>
    and(isNotNull(decidedBy), not(leadsClubSql(clubs.id, clubs.leaderId, decidedBy)));
  const applications = await db
    .select({
      itemId: clubApplications.id,
      clubName: clubs.clubName,
      personName: users.name,
      status: clubApplications.status,
      decidedAt: clubApplications.decidedAt,
      decidedByName: decider.name,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .innerJoin(users, eq(users.id, clubApplications.userId))
    .innerJoin(decider, eq(decider.id, clubApplications.decidedBy))
    .where(and(ne(clubApplications.status, "pending"), actedFor(clubApplications.decidedBy)))
    .orderBy(desc(clubApplications.decidedAt))
    .limit(limit);
  const submissions = await db
    .select({
      itemId: missionCompletions.id,
      clubName: clubs.clubName,
      personName: users.name,
      missionName: missions.missionName,
      status: missionCompletions.missionStatus,
      decidedAt: missionCompletions.decidedAt,
      decidedByName: decider.name,
    })
    .from(missionCompletions)
    .innerJoin(clubs, eq(clubs.id, missionCompletions.clubId))
    .innerJoin(users, eq(users.id, missionCompletions.userId))
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .innerJoin(decider, eq(decider.id, missionCompletions.decidedBy))
    .where(
      and(ne(missionCompletions.missionStatus, "pending"), actedFor(missionCompletions.decidedBy)),
    )
    .orderBy(desc(missionCompletions.decidedAt))
    .limit(limit);
  return [
    ...applications.map((row) => ({ ...row, kind: "application" as const, missionName: null })),
    ...submissions.map((row) => ({ ...row, kind: "submission" as const })),
  ]
    .sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0))
    .slice(0, limit);
}

/**
 * The clubs that need a new leader: none (their account went) or a disabled one; archived clubs
 * are left out. Oldest club first.
 */
export async function listClubsNeedingLeader(db: Executor, limit: number) {
  return db
    .select({
      clubId: clubs.id,
      clubName: clubs.clubName,
      slug: clubs.slug,
      leaderName: users.name,
      disabled: sql<boolean>`${users.disabledAt} is not null`.mapWith(Boolean),
    })
    .from(clubs)
    .leftJoin(users, eq(users.id, clubs.leaderId))
    .where(and(isNull(clubs.archivedAt), or(isNull(clubs.leaderId), isNotNull(users.disabledAt))))
    .orderBy(asc(clubs.id))
    .limit(limit);
}
