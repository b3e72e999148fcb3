import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubs, missions } from "../../db/schema/index.ts";

export async function findClubBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ clubId: clubs.id, name: clubs.clubName })
    .from(clubs)
    .where(eq(sql`lower(${clubs.slug})`, slug.toLowerCase()));
  return row;
}

export async function findMissionBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ missionId: missions.id, name: missions.missionName })
    .from(missions)
    .where(eq(sql`lower(${missions.slug})`, slug.toLowerCase()));
  return row;
}
