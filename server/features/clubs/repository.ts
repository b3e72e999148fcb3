import { asc, count, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubs } from "../../db/schema/index.ts";

export async function listClubNames(db: Executor, limit: number) {
  return db
    .select({ clubId: clubs.id, clubName: clubs.clubName, slug: clubs.slug })
    .from(clubs)
    .orderBy(asc(clubs.id))
    .limit(limit);
}

export async function countClubs(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(clubs);
  return row?.total ?? 0;
}

export async function findClubLeadership(db: Executor, clubId: number) {
  const [row] = await db
    .select({ clubId: clubs.id, leaderId: clubs.leaderId })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}
