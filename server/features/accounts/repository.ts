import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/locales.ts";
import { SOCIAL_PLATFORMS, type SocialPlatform } from "../../../contract/profile.ts";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { clubs, paths, socialLinks, users } from "../../db/schema/index.ts";
import { activeMembershipSql } from "../payments/active-membership.ts";

const platformOrder = sql.raw(`array[${SOCIAL_PLATFORMS.map((name) => `'${name}'`).join(", ")}]`);

/** The person's social links, one per platform, in the Connect modal's order (a subquery). */
function linksOf(userId: typeof users.id) {
  return sql<{ platform: SocialPlatform; url: string }[]>`coalesce((
    select json_agg(json_build_object('platform', sl.platform, 'url', sl.url)
      order by array_position(${platformOrder}, sl.platform))
    from ${socialLinks} sl where sl.user_id = ${userId}), '[]'::json)`;
}

const profileOfUser = preparedPerDatabase((db) =>
  db
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
      language: users.language,
      socialLinks: linksOf(users.id),
      clubName: clubs.clubName,
      pathName: paths.pathName,
      isLeader: sql<boolean>`exists (select 1 from ${clubs} as led where led.leader_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubMembership))
    .leftJoin(paths, eq(paths.id, users.pathId))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_profile"),
);

/**
 * Whether an admin (or the CLI) disabled the account: while it is, everything public or
 * token-addressed about it (secret calendar feed, public profile, credential pages) is a 404.
 */
export async function isAccountDisabled(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.disabledAt)));
  return rows.length > 0;
}

/** The language the person chose (`user.language`), null when they never chose one. */
export async function findLanguage(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

/** Keeps the person's language (ADR 020). */
export async function updateLanguage(db: Database, userId: string, language: Locale) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The user's record with their club's and journey's names and whether they lead any club. */
export async function findProfile(db: Database, userId: string) {
  const [row] = await profileOfUser(db).execute({ userId });
  return row;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

/** A club the person leads, with what waits there for them. */
export interface LedClubWithWaiting {
  clubId: number;
  clubName: string;
  slug: string;
  pendingApplications: number;
  pendingSubmissions: number;
}

const navigationOfUser = preparedPerDatabase((db) =>
  db
    .select({
      pathId: users.pathId,
      clubId: clubs.id,
      clubName: clubs.clubName,
      slug: clubs.slug,
      meetingLink: clubs.meetingLink,
      // The clubs the person leads, oldest first, each with its pending applications and
      // submissions (both counts use the club's status indexes). Columns in a select's own SQL
      // render unqualified: the tables are named outright.
      ledClubs: sql<LedClubWithWaiting[]>`coalesce((
        select json_agg(json_build_object(
          'clubId', led.id, 'clubName', led.club_name, 'slug', led.slug,
          'pendingApplications', (select count(*) from club_applications as a
            where a.club_id = led.id and a.status = 'pending'),
          'pendingSubmissions', (select count(*) from mission_completions as c
            where c.club_id = led.id and c.mission_status = 'pending')
        ) order by led.id)
        from clubs as led where led.leader_id = ${users.id}), '[]'::json)`,
      // Whether "Become a member" is offered: no paid period or scholarship in force now.
      membershipActive: sql<boolean>`${activeMembershipSql(users.id, sql`now()`)}`,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubMembership))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_navigation"),
);

/**
 * What the navigation shows the person, in one query: their club (name, page, meeting link;
 * none without one), whether they have a journey, and the clubs they lead with what waits.
 */
export async function findNavigation(db: Database, userId: string) {
  const [row] = await navigationOfUser(db).execute({ userId });
  return row;
}
