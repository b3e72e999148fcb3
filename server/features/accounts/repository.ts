import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubs, paths, sessions, users } from "../../db/schema/index.ts";

/** Who is making a request: what guards and policies need to decide. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
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
      socialLink: users.socialLink,
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

/**
 * Admin rights, granted (the CLI) or listed in ADMIN_EMAILS, count only once the address is
 * verified: whoever signs up first with a listed address gets nothing until they prove it.
 */
export function hasAdminRights(
  user: { email: string; isAdmin: boolean; emailVerified: boolean },
  adminEmails: readonly string[],
): boolean {
  return user.emailVerified && (user.isAdmin || adminEmails.includes(user.email.toLowerCase()));
}

/** The user of a live session, by the session's token: one indexed query per request. */
export async function findSessionByToken(
  db: Executor,
  token: string,
  adminEmails: readonly string[],
): Promise<{ user: SessionUser; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      emailVerified: users.emailVerified,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  if (!row) return undefined;
  const { expiresAt, emailVerified, isAdmin, ...user } = row;
  return { user: { ...user, isAdmin: hasAdminRights(row, adminEmails) }, expiresAt };
}
