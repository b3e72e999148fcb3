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
import { leadsClubSql } from "../../db/leadership.ts";
import {
  clubApplications,
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
 * Which waiting items to read: those of the clubs `leaderId` leads or co-leads, or of every club; waiting
 * since `before` or longer; with `orLeaderless`, also every item of a club without a leader and
 * every submission of a club's own leader (nobody verifies their own work: the admins do); with
 * `notEscalated`, only those not escalated yet for this wait. A leader's own submissions are never
 * among those of the clubs they lead.
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
    conditions.push(leadsClubSql(clubs.id, clubs.leaderId, filter.leaderId));
    if (kind === "submission") conditions.push(ne(person, filter.leaderId));
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

/** The leaders with something in their clubs that has waited since `before` or longer. */
export async function leadersWithWaiting(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ leaderId: clubs.leaderId })
    .from(clubs)
    .where(
      and(
        isNotNull(clubs.leaderId),
        or(
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
                  // Their own submissions wait for the admins, not in their digest.
                  ne(missionCompletions.userId, clubs.leaderId),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(clubs.leaderId));
  return rows.flatMap((row) => (row.leaderId ? [row.leaderId] : []));
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
