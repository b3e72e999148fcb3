import { and, asc, count, eq, gt, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { clubIdsLedBy, coLeaderIdsOf, countClubsLedBy } from "../../db/leadership.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  clubApplications,
  clubMembers,
  clubSlugRedirects,
  clubs,
  missions,
  users,
} from "../../db/schema/index.ts";

/** Archived clubs (ADR 016) are left out of the public lists and the search. */
export const notArchived = isNull(clubs.archivedAt);

const clubNamesPage = preparedPerDatabase((db) =>
  db
    .select({ clubId: clubs.id, clubName: clubs.clubName, slug: clubs.slug })
    .from(clubs)
    .where(and(gt(clubs.id, sql.placeholder("after")), notArchived))
    .orderBy(asc(clubs.id))
    .limit(sql.placeholder("limit"))
    .prepare("club_names_page"),
);

/** Club names in id order from after `after` (keyset paging: as cheap for the last page as the first). */
export async function listClubNames(db: Database, limit: number, after = 0) {
  return clubNamesPage(db).execute({ limit, after });
}

export async function countClubs(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(clubs).where(notArchived);
  return row?.total ?? 0;
}

export async function findClubLeadership(db: Executor, clubId: number) {
  const [row] = await db
    .select({ clubId: clubs.id, leaderId: clubs.leaderId, coLeaderIds: coLeaderIdsOf(clubs.id) })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/**
 * The row's club id inside correlated subqueries. (Drizzle leaves columns unqualified in
 * single-table selects, where `"id"` would mean the subquery's own table.)
 */
const currentClubId = sql`"clubs"."id"`;

/** The users who belong to a club: accepted applicants and paid members both get a row. */
function memberIdsOf(clubId: SQL | number) {
  return sql`(select cm.user_id from ${clubMembers} cm where cm.club_id = ${clubId})`;
}

/** 'member', 'applied' or 'none': how `userId` stands with the club of the current row. */
function standingOf(userId: string | SQLWrapper) {
  return sql<"none" | "applied" | "member">`case
    when ${currentClubId} = (select u.club_id from ${users} u where u.id = ${userId})
      or exists (select 1 from ${clubMembers} cm where cm.club_id = ${currentClubId} and cm.user_id = ${userId})
      then 'member'
    when exists (select 1 from ${clubApplications} ca where ca.club_id = ${currentClubId} and ca.user_id = ${userId} and ca.status = 'pending')
      then 'applied'
    else 'none' end`;
}

/** The club's public fields, as the search and the club pages return them. */
export const clubColumns = {
  clubId: clubs.id,
  clubName: clubs.clubName,
  slug: clubs.slug,
  location: clubs.location,
  meetingDays: clubs.meetingDays,
  meetingTime: clubs.meetingTime,
  clubType: clubs.clubType,
  meetingFormat: clubs.meetingFormat,
  meetingLink: clubs.meetingLink,
};

const clubStandings = preparedPerDatabase((db) =>
  db
    .select({ clubId: sql<number>`club_id`, standing: sql<"member" | "applied">`standing` })
    .from(
      sql`(
        select u.club_id as club_id, 'member' as standing from ${users} u
          where u.id = ${sql.placeholder("userId")} and u.club_id is not null
        union all
        select cm.club_id, 'member' from ${clubMembers} cm where cm.user_id = ${sql.placeholder("userId")}
        union all
        select ca.club_id, 'applied' from ${clubApplications} ca
          where ca.user_id = ${sql.placeholder("userId")} and ca.status = 'pending'
      ) as standings`,
    )
    .prepare("club_standings"),
);

/**
 * The clubs `userId` belongs to or waits on (as `standingOf` decides for one club): member
 * wins over applied.
 */
export async function standingsOf(db: Database, userId: string) {
  const standings = new Map<number, "member" | "applied">();
  for (const { clubId, standing } of await clubStandings(db).execute({ userId })) {
    if (standings.get(clubId) !== "member") standings.set(clubId, standing);
  }
  return standings;
}

/** A club's page: its fields, its leader's name and its member count. */
export async function findClubDetail(db: Executor, clubId: number, userId: string) {
  const [row] = await db
    .select({
      ...clubColumns,
      standing: standingOf(userId),
      leaderId: clubs.leaderId,
      leaderName: users.name,
      archivedAt: clubs.archivedAt,
      memberCount:
        sql<number>`(select count(*) from ${memberIdsOf(currentClubId)} as members)`.mapWith(
          Number,
        ),
    })
    .from(clubs)
    .leftJoin(users, eq(users.id, clubs.leaderId))
    .where(eq(clubs.id, clubId));
  return row;
}

export interface NewClub {
  clubName: string;
  slug: string;
  leaderId: string;
  location: string;
  meetingDays: string[];
  meetingTime: string;
  clubType: string;
  meetingFormat: string;
  meetingLink: string | null;
}

export async function insertClub(db: Executor, club: NewClub) {
  const [row] = await db.insert(clubs).values(club).returning(clubColumns);
  if (!row) throw new Error("insert into clubs returned no row");
  return row;
}

/** True when a mission's page already lives at that slug (compared case-insensitively). */
export async function missionHasSlug(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(sql`lower(${missions.slug})`, slug.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** The clubs `userId` leads or co-leads (the leader page's clubs). */
export async function listLedClubs(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .select({ clubId: clubs.id, clubName: clubs.clubName, slug: clubs.slug })
    .from(clubs)
    .where(sql`${clubs.id} in ${clubIdsLedBy(userId)}`)
    .orderBy(asc(clubs.id))
    .limit(limit)
    .offset(offset);
}

/**
 * How many clubs the user leads or co-leads (the one-leader limit counts both), with their user
 * row locked until the transaction ends: creating, taking over and co-leading a club all take it.
 */
export async function countLedClubsLocked(tx: Executor, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  // A statement of its own after the lock: one reading in the locking statement would see the
  // clubs as they were before its wait, and two creations at once could both pass the limit.
  const [row] = await tx
    .select({ count: countClubsLedBy(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.count ?? 0;
}

/** One page of a club's members by name, with the club's name for the member cards. */
export async function listMembers(db: Executor, clubId: number, limit: number, offset: number) {
  return db
    .select({ userId: users.id, name: users.name, clubId: clubs.id, clubName: clubs.clubName })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, clubId))
    .where(sql`${users.id} in ${memberIdsOf(clubId)}`)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** The club's editable fields and leader, its row locked until the transaction ends. */
export async function findClubForUpdate(tx: Executor, clubId: number) {
  const [row] = await tx
    .select({ ...clubColumns, leaderId: clubs.leaderId, coLeaderIds: coLeaderIdsOf(clubs.id) })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for("update");
  return row;
}

export async function updateClub(tx: Executor, clubId: number, club: Omit<NewClub, "leaderId">) {
  const [row] = await tx.update(clubs).set(club).where(eq(clubs.id, clubId)).returning(clubColumns);
  if (!row) throw new Error("update of clubs returned no row");
  return row;
}

/** `/oldSlug` now leads to the club (replacing whatever an older rename left there). */
export async function saveSlugRedirect(tx: Executor, slug: string, clubId: number) {
  await removeSlugRedirect(tx, slug);
  await tx.insert(clubSlugRedirects).values({ slug, clubId });
}

/** A slug in use again by a live page is no longer a redirect. */
export async function removeSlugRedirect(tx: Executor, slug: string) {
  await tx
    .delete(clubSlugRedirects)
    .where(eq(sql`lower(${clubSlugRedirects.slug})`, slug.toLowerCase()));
}

/** The ids of the club's members (for telling them of a change). */
export async function listMemberIds(db: Executor, clubId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(eq(clubMembers.clubId, clubId));
  return rows.map((row) => row.userId);
}

/**
 * Whether the club is archived, its row share-locked until the transaction ends: an admin's
 * archive (which updates the row) waits for a join in progress, and a join waits for an archive.
 */
export async function findArchiveStateForShare(tx: Executor, clubId: number) {
  const [row] = await tx
    .select({ clubName: clubs.clubName, archivedAt: clubs.archivedAt })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for("share");
  return row;
}

/** Whether `userId` is a member of the club (its leader is not, unless they joined it). */
export async function isClubMember(db: Executor, clubId: number, userId: string) {
  const [row] = await db
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return row !== undefined;
}
