import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubs, paths, users } from "../../db/schema/index.ts";

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
