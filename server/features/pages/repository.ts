import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubSlugRedirects, clubs, missionSlugRedirects, missions } from "../../db/schema/index.ts";

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
    .where(and(eq(sql`lower(${missions.slug})`, slug.toLowerCase()), isNull(missions.archivedAt)));
  return row;
}

/** The current slug of the (live) mission that once lived at `slug`. */
export async function findMissionRedirect(db: Executor, slug: string) {
  const [row] = await db
    .select({ slug: missions.slug })
    .from(missionSlugRedirects)
    .innerJoin(missions, eq(missions.id, missionSlugRedirects.missionId))
    .where(
      and(
        eq(sql`lower(${missionSlugRedirects.slug})`, slug.toLowerCase()),
        isNull(missions.archivedAt),
      ),
    );
  return row;
}

/** The current slug of the club that once lived at `slug` (renamed since). */
export async function findClubRedirect(db: Executor, slug: string) {
  const [row] = await db
    .select({ slug: clubs.slug })
    .from(clubSlugRedirects)
    .innerJoin(clubs, eq(clubs.id, clubSlugRedirects.clubId))
    .where(eq(sql`lower(${clubSlugRedirects.slug})`, slug.toLowerCase()));
  return row;
}
