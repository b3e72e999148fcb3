import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { clubMembers, membershipEvents, users } from "../../db/schema/index.ts";

/** The only writes of `club_members` and `users.club_membership` in the server. */
export async function insertMember(tx: Executor, clubId: number, userId: string) {
  await tx.insert(clubMembers).values({ clubId, userId }).onConflictDoNothing();
}

export async function deleteMember(tx: Executor, clubId: number, userId: string) {
  await tx
    .delete(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
}

export async function setCurrentClub(tx: Executor, userId: string, clubId: number) {
  await tx
    .update(users)
    .set({ clubMembership: clubId, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findCurrentClub(db: Executor, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ clubMembership: users.clubMembership })
    .from(users)
    .where(eq(users.id, userId));
  return row?.clubMembership;
}

export async function appendEvent(tx: Executor, event: typeof membershipEvents.$inferInsert) {
  await tx.insert(membershipEvents).values(event);
}

export function listEvents(db: Executor, userId: string) {
  return db
    .select({
      clubId: membershipEvents.clubId,
      change: membershipEvents.change,
      reason: membershipEvents.reason,
      at: membershipEvents.at,
    })
    .from(membershipEvents)
    .where(eq(membershipEvents.userId, userId))
    .orderBy(asc(membershipEvents.id));
}
