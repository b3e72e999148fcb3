import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { dropCoLeadership } from "../../db/leadership.ts";
import { clubCoLeaders, clubHandovers, clubMembers, clubs, users } from "../../db/schema/index.ts";

/** The club's name and leader, its row locked until the transaction ends. */
export async function findClubForUpdate(tx: Executor, clubId: number) {
  const [row] = await tx
    .select({ clubId: clubs.id, clubName: clubs.clubName, leaderId: clubs.leaderId })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for("update");
  return row;
}

/** The club's name and leader, unlocked (404 checks, who may appoint). */
export async function findClub(db: Executor, clubId: number) {
  const [row] = await db
    .select({ clubId: clubs.id, clubName: clubs.clubName, leaderId: clubs.leaderId })
    .from(clubs)
    .where(eq(clubs.id, clubId));
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

/** The club's co-leaders with their names, oldest appointment first. */
export async function listCoLeaders(db: Executor, clubId: number) {
  return db
    .select({ userId: clubCoLeaders.userId, name: users.name, addedAt: clubCoLeaders.addedAt })
    .from(clubCoLeaders)
    .innerJoin(users, eq(users.id, clubCoLeaders.userId))
    .where(eq(clubCoLeaders.clubId, clubId))
    .orderBy(asc(clubCoLeaders.addedAt), asc(clubCoLeaders.userId));
}

/** Records the appointment (the member's `club_members` row must exist: the key holds it). */
export async function insertCoLeader(
  tx: Executor,
  row: { clubId: number; userId: string; addedBy: string },
) {
  await tx.insert(clubCoLeaders).values(row);
}

/** Ends a co-leadership; false when the person did not co-lead the club. */
export async function deleteCoLeader(tx: Executor, clubId: number, userId: string) {
  const rows = await tx
    .delete(clubCoLeaders)
    .where(and(eq(clubCoLeaders.clubId, clubId), eq(clubCoLeaders.userId, userId)))
    .returning({ userId: clubCoLeaders.userId });
  return rows.length > 0;
}

/** The member who takes the club over stops co-leading it (before their clubs are counted). */
export async function stopCoLeading(tx: Executor, clubId: number, userId: string) {
  await dropCoLeadership(tx, clubId, userId);
}
