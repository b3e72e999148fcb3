import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf } from "../../db/leadership.ts";
import { clubApplications, clubMembers, clubs, users } from "../../db/schema/index.ts";

export type ApplicationStatus = "pending" | "accepted" | "rejected";

const applicationColumns = {
  applicationId: clubApplications.id,
  clubId: clubApplications.clubId,
  userId: clubApplications.userId,
  status: clubApplications.status,
};

/** A new pending application; the (club, user) unique constraint refuses a second one. */
export async function insertApplication(db: Executor, clubId: number, userId: string, at: Date) {
  const [row] = await db
    .insert(clubApplications)
    .values({ clubId, userId, status: "pending", createdAt: at })
    .returning(applicationColumns);
  if (!row) throw new Error("insert into club_applications returned no row");
  return row;
}

/**
 * The club one applies to, with its name and leader (who is told), and whether the applicant
 * already belongs to it (accepted, or clubId points at it), in one read; or undefined.
 */
export async function findClubForApplicant(db: Executor, clubId: number, userId: string) {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.clubName,
      leaderId: clubs.leaderId,
      isMember: sql<boolean>`coalesce(${users.clubId} = ${clubs.id}, false) or exists (
        select 1 from ${clubMembers} cm where cm.club_id = ${clubs.id} and cm.user_id = ${userId})`,
    })
    .from(clubs)
    .leftJoin(users, eq(users.id, userId))
    .where(eq(clubs.id, clubId));
  return row && { ...row, isMember: Boolean(row.isMember) };
}

/** The columns of an application a write answers, by the names the service uses. */
const returnedApplication = sql.raw(
  `id as "applicationId", club_id as "clubId", user_id as "userId", status`,
);
export type ReturnedApplication = {
  applicationId: number;
  clubId: number;
  userId: string;
  status: ApplicationStatus;
};

/**
 * A new pending application to a club that takes new members, as one statement (to run on its
 * own or with its notification): the club's row is held shared (ADR 014/025: before the
 * application's), so archiving waits for it, and an archived (or vanished) club gets none. The
 * (club, user) constraint refuses a second pending one.
 */
export function applicationToOpenClub(clubId: number, userId: string, at: Date): SQL {
  return sql`insert into ${clubApplications} (club_id, user_id, status, created_at)
    select club.id, ${userId}, 'pending', ${at.toISOString()}::timestamptz
    from (select id from ${clubs} where id = ${clubId} and archived_at is null for share) club
    returning ${returnedApplication}`;
}

/** `applicationToOpenClub` run on its own: the application, or undefined (no open club). */
export async function insertApplicationToOpenClub(
  tx: Executor,
  clubId: number,
  userId: string,
  at: Date,
) {
  const result = await tx.execute<ReturnedApplication>(applicationToOpenClub(clubId, userId, at));
  return result.rows[0];
}

/** An application with its club's leader, for the leader check. */
export async function findApplication(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      ...applicationColumns,
      leaderId: clubs.leaderId,
      coLeaderIds: coLeaderIdsOf(clubs.id),
      clubName: clubs.clubName,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .where(eq(clubApplications.id, applicationId));
  return row;
}

const decider = alias(users, "decider");

/** One page of a club's applications: pending first, oldest first; then the decided, newest first. */
export async function listClubApplications(
  db: Executor,
  clubId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({
      applicationId: clubApplications.id,
      clubId: clubApplications.clubId,
      clubName: clubs.clubName,
      applicantName: users.name,
      applicantEmail: users.email,
      status: clubApplications.status,
      createdAt: clubApplications.createdAt,
      decidedByName: decider.name,
      leaderNote: clubApplications.leaderNote,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .innerJoin(users, eq(users.id, clubApplications.userId))
    .leftJoin(decider, eq(decider.id, clubApplications.decidedBy))
    .where(eq(clubApplications.clubId, clubId))
    .orderBy(
      sql`${clubApplications.status} = 'pending' desc`,
      sql`case when ${clubApplications.status} = 'pending' then ${clubApplications.createdAt} end asc`,
      desc(clubApplications.decidedAt),
      desc(clubApplications.createdAt),
      asc(clubApplications.id),
    )
    .limit(limit)
    .offset(offset);
}

/**
 * Moves a pending application to `status`, as one statement (to run with its notification). The
 * row lock makes a concurrent decision wait and then find it no longer pending: no row means
 * someone (or an earlier request) decided it already. With `openClubId`, the club's row is held
 * shared first (ADR 025), and an archived club's application is left as it is.
 */
export function pendingDecision(
  applicationId: number,
  decision: {
    status: Exclude<ApplicationStatus, "pending">;
    decidedBy: string;
    leaderNote: string | null;
    decidedAt: Date;
  },
  openClubId?: number,
): SQL {
  const clubOpen =
    openClubId === undefined
      ? sql``
      : sql`and exists (select 1 from ${clubs}
          where id = ${openClubId} and archived_at is null for share)`;
  return sql`update ${clubApplications}
    set status = ${decision.status}, decided_by = ${decision.decidedBy},
      leader_note = ${decision.leaderNote}, decided_at = ${decision.decidedAt.toISOString()}::timestamptz
    where id = ${applicationId} and status = 'pending' ${clubOpen}
    returning ${returnedApplication}`;
}

/** The person's own applications, newest first: what they wait for, and what was decided. */
export async function listOwnApplications(db: Executor, userId: string, limit: number) {
  return db
    .select({
      applicationId: clubApplications.id,
      clubId: clubApplications.clubId,
      clubName: clubs.clubName,
      clubSlug: clubs.slug,
      status: clubApplications.status,
      createdAt: clubApplications.createdAt,
      decidedAt: clubApplications.decidedAt,
      leaderNote: clubApplications.leaderNote,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .where(eq(clubApplications.userId, userId))
    .orderBy(desc(clubApplications.createdAt), desc(clubApplications.id))
    .limit(limit);
}
