import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubHandovers, clubMembers, clubs, users } from "../../db/schema/index.ts";

/** The club's name and leader, its row locked until the transaction ends. */
export async function findClubForUpdate(tx: Executor, clubId: number) {
  const [row] = await tx
    .select({ clubId: clubs.id, clubName: clubs.clubName, leaderId: clubs.leaderId })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for("update");
  return row;
}

/** A person as an offer sees them: whether they are a member of the club, and disabled. */
export async function findCandidate(db: Executor, clubId: number, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      disabledAt: users.disabledAt,
      member: sql<boolean>`exists (select 1 from ${clubMembers} cm
        where cm.club_id = ${clubId} and cm.user_id = ${userId})`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The club's open offer, with the offered member's name. */
export async function findOffer(db: Executor, clubId: number) {
  const [row] = await db
    .select({
      fromUserId: clubHandovers.fromUserId,
      toUserId: clubHandovers.toUserId,
      toName: users.name,
      createdAt: clubHandovers.createdAt,
    })
    .from(clubHandovers)
    .innerJoin(users, eq(users.id, clubHandovers.toUserId))
    .where(eq(clubHandovers.clubId, clubId));
  return row;
}

/** Records the offer; false when the club already has one (the club is the key). */
export async function insertOffer(
  tx: Executor,
  offer: { clubId: number; fromUserId: string; toUserId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(clubHandovers)
    .values(offer)
    .onConflictDoNothing()
    .returning({ clubId: clubHandovers.clubId });
  return rows.length > 0;
}

/** Removes the club's offer (to `toUserId` only, when given); the removed offer, if any. */
export async function deleteOffer(tx: Executor, clubId: number, toUserId?: string) {
  const [row] = await tx
    .delete(clubHandovers)
    .where(
      and(
        eq(clubHandovers.clubId, clubId),
        toUserId === undefined ? undefined : eq(clubHandovers.toUserId, toUserId),
      ),
    )
    .returning({ fromUserId: clubHandovers.fromUserId, toUserId: clubHandovers.toUserId });
  return row;
}

/**
 * The offers made to `userId` that still stand: made by the club's present leader (an admin's
 * assignment since leaves an older offer lapsed).
 */
export async function listOffersTo(db: Executor, userId: string) {
  return db
    .select({
      clubId: clubs.id,
      clubName: clubs.clubName,
      fromName: users.name,
      createdAt: clubHandovers.createdAt,
    })
    .from(clubHandovers)
    .innerJoin(clubs, eq(clubs.id, clubHandovers.clubId))
    .innerJoin(users, eq(users.id, clubHandovers.fromUserId))
    .where(and(eq(clubHandovers.toUserId, userId), eq(clubs.leaderId, clubHandovers.fromUserId)))
    .orderBy(desc(clubHandovers.createdAt), desc(clubs.id));
}

/** The club's leader becomes `newLeaderId` (the service keeps the former one a member). */
export async function moveLeadership(tx: Executor, clubId: number, newLeaderId: string) {
  await tx.update(clubs).set({ leaderId: newLeaderId }).where(eq(clubs.id, clubId));
}
