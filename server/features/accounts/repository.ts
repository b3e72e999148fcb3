import { asc, eq, sql } from "drizzle-orm";
import { SOCIAL_PLATFORMS, type SocialPlatform } from "../../../contract/profile.ts";
import type { Executor } from "../../db/client.ts";
import { clubs, paths, socialLinks, users } from "../../db/schema/index.ts";

const platformOrder = sql.raw(`array[${SOCIAL_PLATFORMS.map((name) => `'${name}'`).join(", ")}]`);

/** The person's social links, one per platform, in the Connect modal's order (a subquery). */
function linksOf(userId: typeof users.id) {
  return sql<{ platform: SocialPlatform; url: string }[]>`coalesce((
    select json_agg(json_build_object('platform', sl.platform, 'url', sl.url)
      order by array_position(${platformOrder}, sl.platform))
    from ${socialLinks} sl where sl.user_id = ${userId}), '[]'::json)`;
}

/** The user's record with their club's and journey's names and whether they lead any club. */
export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      clubMembership: users.clubMembership,
      pathId: users.pathId,
      completedMissions: users.completedMissions,
      isAdmin: users.isAdmin,
      identity: users.identity,
      socialLinks: linksOf(users.id),
      clubName: clubs.clubName,
      pathName: paths.pathName,
      isLeader: sql<boolean>`exists (select 1 from ${clubs} as led where led.leader_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubMembership))
    .leftJoin(paths, eq(paths.id, users.pathId))
    .where(eq(users.id, userId));
  return row;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

/** The person's club for the navigation: its name, page and meeting link; none without one. */
export async function findNavigationClub(db: Executor, userId: string) {
  const [row] = await db
    .select({
      pathId: users.pathId,
      clubId: clubs.id,
      clubName: clubs.clubName,
      slug: clubs.slug,
      meetingLink: clubs.meetingLink,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubMembership))
    .where(eq(users.id, userId));
  return row;
}

/**
 * The clubs the person leads, oldest first, each with its pending applications and pending
 * submissions (one query; both counts use the club's status indexes).
 */
export function listLedClubsWithWaiting(db: Executor, leaderId: string) {
  return db
    .select({
      clubId: clubs.id,
      clubName: clubs.clubName,
      slug: clubs.slug,
      // Columns in a select's own SQL render unqualified: name the tables outright.
      pendingApplications: sql<number>`(select count(*) from club_applications as a
        where a.club_id = ${clubs}.id and a.status = 'pending')`.mapWith(Number),
      pendingSubmissions: sql<number>`(select count(*) from mission_completions as c
        where c.club_id = ${clubs}.id and c.mission_status = 'pending')`.mapWith(Number),
    })
    .from(clubs)
    .where(eq(clubs.leaderId, leaderId))
    .orderBy(asc(clubs.id));
}
