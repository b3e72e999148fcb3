import { and, count, desc, eq, gte, ilike, inArray, or, sql } from "drizzle-orm";
import type { AuditAction } from "../../../contract/admin.ts";
import type { Executor } from "../../db/client.ts";
import { countClubsLedBy, dropCoLeadership } from "../../db/leadership.ts";
import {
  auditLog,
  checkoutSessions,
  clubApplications,
  clubMembers,
  clubs,
  journeys,
  payments,
  sessions,
  users,
} from "../../db/schema/index.ts";

/** People by name or email (any case), newest first, with their club, journey and payments. */
export async function listUsers(
  db: Executor,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      isAdmin: users.isAdmin,
      disabledAt: users.disabledAt,
      clubName: clubs.clubName,
      journeyName: journeys.name,
      createdAt: users.createdAt,
      ledClubs: countClubsLedBy(users.id),
      paymentStatus: sql<
        string | null
      >`(select p.status from ${payments} p where p.user_id = ${users.id} order by p.updated_at desc limit 1)`,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .leftJoin(journeys, eq(journeys.id, users.journeyId))
    .where(pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit)
    .offset(offset);
}

/** The club of the row has no leader, or its leader's account is disabled (ADR 046). */
const needsLeader = sql<boolean>`(${users.id} is null or ${users.disabledAt} is not null)`;

/**
 * Clubs, those that need a leader first (none, or a disabled one), with their leader, members
 * and waiting applications.
 */
export async function listClubs(db: Executor, limit: number, offset: number) {
  return db
    .select({
      clubId: clubs.id,
      clubName: clubs.clubName,
      slug: clubs.slug,
      leaderName: users.name,
      leaderEmail: users.email,
      createdAt: clubs.createdAt,
      archivedAt: clubs.archivedAt,
      needsLeader: needsLeader.mapWith(Boolean),
      members: sql<number>`(select count(*)::int from ${clubMembers} cm where cm.club_id = ${clubs.id})`,
      pendingApplications: sql<number>`(select count(*)::int from ${clubApplications} ca where ca.club_id = ${clubs.id} and ca.status = 'pending')`,
    })
    .from(clubs)
    .leftJoin(users, eq(users.id, clubs.leaderId))
    .orderBy(sql`${needsLeader} desc`, clubs.id)
    .limit(limit)
    .offset(offset);
}

const targetColumns = {
  id: users.id,
  email: users.email,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
};

/** The person an admin acts on, their row locked until the transaction ends. */
export async function findTargetForUpdate(tx: Executor, userId: string) {
  const [row] = await tx
    .select(targetColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

export async function findTargetByEmailForUpdate(tx: Executor, email: string) {
  const [row] = await tx
    .select(targetColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for("update");
  return row;
}

export async function setAdmin(tx: Executor, userId: string, isAdmin: boolean) {
  await tx.update(users).set({ isAdmin }).where(eq(users.id, userId));
}

/** Disabling ends every session of the account in the same transaction. */
export async function setDisabled(tx: Executor, userId: string, disabledAt: Date | null) {
  await tx.update(users).set({ disabledAt }).where(eq(users.id, userId));
  if (disabledAt) await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function isDisabled(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.disabledAt);
}

/** The clubs the person leads or co-leads (the one-leader limit counts both). */
export async function countLedClubs(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: countClubsLedBy(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.total ?? 0;
}

export async function findClubForUpdate(tx: Executor, clubId: number) {
  const [row] = await tx
    .select({
      clubId: clubs.id,
      clubName: clubs.clubName,
      leaderId: clubs.leaderId,
      archivedAt: clubs.archivedAt,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for("update");
  return row;
}

/** The club's new leader, who stops co-leading it (call before counting their clubs). */
export async function setClubLeader(tx: Executor, clubId: number, leaderId: string) {
  await dropCoLeadership(tx, clubId, leaderId);
  await tx.update(clubs).set({ leaderId }).where(eq(clubs.id, clubId));
}

export interface NewAuditEntry {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetType:
    | "user"
    | "club"
    | "scholarship"
    | "reward-rule"
    | "reward-adjustment"
    | "partner"
    | "opportunity";
  targetId: string;
  before: unknown;
  after: unknown;
}

export async function insertAudit(tx: Executor, entry: NewAuditEntry) {
  await tx.insert(auditLog).values(entry);
}

export async function listAudit(
  db: Executor,
  action: AuditAction | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function setClubArchived(tx: Executor, clubId: number, archivedAt: Date | null) {
  await tx.update(clubs).set({ archivedAt }).where(eq(clubs.id, clubId));
}

/** Checkouts started since `since` for one of `levels` and neither paid nor canceled. */
export async function countOpenCheckouts(tx: Executor, levels: number[], since: Date) {
  if (levels.length === 0) return 0;
  const [row] = await tx
    .select({ total: count() })
    .from(checkoutSessions)
    .where(
      and(
        inArray(checkoutSessions.level, levels),
        eq(checkoutSessions.status, "open"),
        gte(checkoutSessions.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

/** Who is told of an archive or a restore: the members and the leader, once each. */
export async function listClubPeople(tx: Executor, clubId: number, leaderId: string | null) {
  const rows = await tx
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(eq(clubMembers.clubId, clubId));
  return [...new Set([...rows.map((row) => row.userId), ...(leaderId ? [leaderId] : [])])];
}
