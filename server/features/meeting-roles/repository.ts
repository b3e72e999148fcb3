import { and, asc, count, eq, gte, inArray, lte, max, sql } from "drizzle-orm";
import type { RoleKind } from "../../../contract/meeting-roles.ts";
import type { Executor } from "../../db/client.ts";
import {
  clubRoles,
  clubs,
  meetingReminders,
  meetingRoleAssignments,
  meetingRoleInterest,
  meetingSlots,
  users,
} from "../../db/schema/index.ts";

const roleColumns = {
  id: clubRoles.id,
  kind: clubRoles.kind,
  name: clubRoles.name,
  position: clubRoles.position,
  enabled: clubRoles.enabled,
  minSpeeches: clubRoles.minSpeeches,
};

/** The club's roles in their order. */
export function listRoles(db: Executor, clubId: number) {
  return db
    .select(roleColumns)
    .from(clubRoles)
    .where(eq(clubRoles.clubId, clubId))
    .orderBy(asc(clubRoles.position), asc(clubRoles.id));
}

/** Writes the defaults once (a unique index keeps a second writer, even a concurrent one, out). */
export async function insertDefaults(db: Executor, clubId: number, kinds: readonly RoleKind[]) {
  await db
    .insert(clubRoles)
    .values(kinds.map((kind, index) => ({ clubId, kind, position: index + 1 })))
    .onConflictDoNothing();
}

export async function insertRole(
  tx: Executor,
  values: { clubId: number; name: string; minSpeeches: number },
) {
  const [last] = await tx
    .select({ position: max(clubRoles.position) })
    .from(clubRoles)
    .where(eq(clubRoles.clubId, values.clubId));
  await tx
    .insert(clubRoles)
    .values({ ...values, kind: "custom", position: (last?.position ?? 0) + 1 });
}

export async function updateRole(
  tx: Executor,
  roleId: number,
  set: { name?: string | null; enabled?: boolean; minSpeeches?: number },
) {
  await tx.update(clubRoles).set(set).where(eq(clubRoles.id, roleId));
}

export async function setPositions(tx: Executor, clubId: number, roleIds: readonly number[]) {
  for (const [index, roleId] of roleIds.entries()) {
    await tx
      .update(clubRoles)
      .set({ position: index + 1 })
      .where(and(eq(clubRoles.id, roleId), eq(clubRoles.clubId, clubId)));
  }
}

/** Speeches a person has delivered, in any club (the roles' prerequisites count them). */
export async function deliveredSpeeches(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(meetingSlots)
    .where(and(eq(meetingSlots.userId, userId), eq(meetingSlots.status, "delivered")));
  return row?.count ?? 0;
}

/** Everyone's role at one meeting, with their names. */
export function listAssignments(db: Executor, clubId: number, meetingKey: string) {
  return db
    .select({
      id: meetingRoleAssignments.id,
      roleId: meetingRoleAssignments.roleId,
      seat: meetingRoleAssignments.seat,
      userId: meetingRoleAssignments.userId,
      status: meetingRoleAssignments.status,
      source: meetingRoleAssignments.source,
      name: users.name,
    })
    .from(meetingRoleAssignments)
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(
      and(
        eq(meetingRoleAssignments.clubId, clubId),
        eq(meetingRoleAssignments.meetingKey, meetingKey),
      ),
    );
}
export type AssignmentRow = Awaited<ReturnType<typeof listAssignments>>[number];

/** The meeting's speeches that stand, in the order they were booked (the speakers' seats). */
export function listSpeakers(db: Executor, clubId: number, meetingKey: string) {
  return db
    .select({ userId: meetingSlots.userId, name: meetingSlots.userName })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.meetingKey, meetingKey),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    )
    .orderBy(asc(meetingSlots.createdAt), asc(meetingSlots.id));
}

/** Who asked for which role at the meeting, in the order they asked. */
export function listInterest(db: Executor, clubId: number, meetingKey: string, roleId?: number) {
  return db
    .select({ roleId: meetingRoleInterest.roleId, userId: meetingRoleInterest.userId })
    .from(meetingRoleInterest)
    .where(
      and(
        eq(meetingRoleInterest.clubId, clubId),
        eq(meetingRoleInterest.meetingKey, meetingKey),
        roleId === undefined ? undefined : eq(meetingRoleInterest.roleId, roleId),
      ),
    )
    .orderBy(asc(meetingRoleInterest.createdAt), asc(meetingRoleInterest.userId));
}

export interface NewAssignment {
  clubId: number;
  meetingKey: string;
  roleId: number;
  seat: number;
  userId: string;
  status: "held" | "assigned";
  source: "taken" | "assigned" | "offered";
  now: Date;
}

/**
 * Gives a seat to a person unless either unique key says no (the seat has someone, or the person
 * has a role at this meeting): true when written. The keys decide a race, not an earlier read.
 */
export async function insertAssignment(tx: Executor, values: NewAssignment) {
  const { now, ...rest } = values;
  const rows = await tx
    .insert(meetingRoleAssignments)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: meetingRoleAssignments.id });
  return rows.length === 1;
}

export async function deleteAssignment(tx: Executor, id: number) {
  await tx.delete(meetingRoleAssignments).where(eq(meetingRoleAssignments.id, id));
}

export async function acceptAssignment(tx: Executor, id: number, now: Date) {
  await tx
    .update(meetingRoleAssignments)
    .set({ status: "held", updatedAt: now })
    .where(eq(meetingRoleAssignments.id, id));
}

/** Whether the person has a speech that stands at the meeting. */
export async function hasSpeech(db: Executor, clubId: number, meetingKey: string, userId: string) {
  const rows = await db
    .select({ id: meetingSlots.id })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.meetingKey, meetingKey),
        eq(meetingSlots.userId, userId),
        inArray(meetingSlots.status, ["booked", "delivered"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function addInterest(
  tx: Executor,
  values: { clubId: number; meetingKey: string; roleId: number; userId: string; now: Date },
) {
  const { now, ...rest } = values;
  await tx
    .insert(meetingRoleInterest)
    .values({ ...rest, createdAt: now })
    .onConflictDoNothing();
}

export async function removeInterest(
  tx: Executor,
  values: { clubId: number; meetingKey: string; roleId: number; userId: string },
) {
  await tx
    .delete(meetingRoleInterest)
    .where(
      and(
        eq(meetingRoleInterest.clubId, values.clubId),
        eq(meetingRoleInterest.meetingKey, values.meetingKey),
        eq(meetingRoleInterest.roleId, values.roleId),
        eq(meetingRoleInterest.userId, values.userId),
      ),
    );
}

/** A person's role at a meeting (any status), with the role; undefined when none. */
export async function findPersonRole(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
) {
  const [row] = await db
    .select({ status: meetingRoleAssignments.status, ...roleColumns })
    .from(meetingRoleAssignments)
    .innerJoin(clubRoles, eq(clubRoles.id, meetingRoleAssignments.roleId))
    .where(
      and(
        eq(meetingRoleAssignments.clubId, clubId),
        eq(meetingRoleAssignments.meetingKey, meetingKey),
        eq(meetingRoleAssignments.userId, userId),
      ),
    );
  return row;
}

/** The club's speaker role (its name, if the leader renamed it), if its roles were written. */
export async function findRoleOfKind(db: Executor, clubId: number, kind: RoleKind) {
  const [row] = await db
    .select(roleColumns)
    .from(clubRoles)
    .where(and(eq(clubRoles.clubId, clubId), eq(clubRoles.kind, kind)));
  return row;
}

/**
 * The roles held (accepted) at one meeting, with their holders' names, optionally of some kinds
 * only: who evaluates which speech, who is the Toastmaster (the evaluations and console features
 * read them through index.ts).
 */
export function listHeldRolesAt(
  db: Executor,
  clubId: number,
  meetingKey: string,
  kinds?: readonly RoleKind[],
) {
  return db
    .select({
      kind: clubRoles.kind,
      seat: meetingRoleAssignments.seat,
      userId: meetingRoleAssignments.userId,
      name: users.name,
    })
    .from(meetingRoleAssignments)
    .innerJoin(clubRoles, eq(clubRoles.id, meetingRoleAssignments.roleId))
    .innerJoin(users, eq(users.id, meetingRoleAssignments.userId))
    .where(
      and(
        eq(meetingRoleAssignments.clubId, clubId),
        eq(meetingRoleAssignments.meetingKey, meetingKey),
        eq(meetingRoleAssignments.status, "held"),
        kinds ? inArray(clubRoles.kind, [...kinds]) : undefined,
      ),
    );
}
export type HeldRoleRow = Awaited<ReturnType<typeof listHeldRolesAt>>[number];

/**
 * Roles these people held, with their clubs: each one's newest `limit` (by meeting), their
 * histories' candidates, in one statement.
 */
export async function listHeldRolesOf(db: Executor, userIds: readonly string[], limit: number) {
  if (userIds.length === 0) return [];
  const ranked = db
    .select({
      userId: meetingRoleAssignments.userId,
      clubId: meetingRoleAssignments.clubId,
      clubName: clubs.clubName,
      meetingKey: meetingRoleAssignments.meetingKey,
      kind: clubRoles.kind,
      name: clubRoles.name,
      place: sql<number>`row_number() over (partition by ${meetingRoleAssignments.userId}
        order by ${meetingRoleAssignments.meetingKey} desc)`.as("place"),
    })
    .from(meetingRoleAssignments)
    .innerJoin(clubRoles, eq(clubRoles.id, meetingRoleAssignments.roleId))
    .innerJoin(clubs, eq(clubs.id, meetingRoleAssignments.clubId))
    .where(
      and(
        inArray(meetingRoleAssignments.userId, [...userIds]),
        eq(meetingRoleAssignments.status, "held"),
      ),
    )
    .as("ranked");
  return db
    .select({
      userId: ranked.userId,
      clubId: ranked.clubId,
      clubName: ranked.clubName,
      meetingKey: ranked.meetingKey,
      kind: ranked.kind,
      name: ranked.name,
    })
    .from(ranked)
    .where(lte(ranked.place, limit));
}

/** Clubs with a role held at a meeting scheduled on or after `fromKey` (reminders look there). */
export async function listClubsWithHeldRoles(db: Executor, fromKey: string) {
  const rows = await db
    .selectDistinct({ clubId: meetingRoleAssignments.clubId })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.status, "held"),
        gte(meetingRoleAssignments.meetingKey, fromKey),
      ),
    );
  return rows.map((row) => row.clubId);
}

/**
 * The roles held at the clubs' meetings scheduled on or after `fromKey`, for reminders, each with
 * the kinds of reminder its holder already has for that meeting (ADR 065).
 */
export function listHeldFrom(db: Executor, clubIds: readonly number[], fromKey: string) {
  return db
    .select({
      clubId: meetingRoleAssignments.clubId,
      meetingKey: meetingRoleAssignments.meetingKey,
      userId: meetingRoleAssignments.userId,
      kind: clubRoles.kind,
      name: clubRoles.name,
      sentKinds: sql<string[]>`array(select r.kind from ${meetingReminders} r
        where r.club_id = ${meetingRoleAssignments.clubId}
          and r.meeting_key = ${meetingRoleAssignments.meetingKey}
          and r.user_id = ${meetingRoleAssignments.userId})`,
    })
    .from(meetingRoleAssignments)
    .innerJoin(clubRoles, eq(clubRoles.id, meetingRoleAssignments.roleId))
    .where(
      and(
        inArray(meetingRoleAssignments.clubId, [...clubIds]),
        gte(meetingRoleAssignments.meetingKey, fromKey),
        eq(meetingRoleAssignments.status, "held"),
        eq(clubRoles.enabled, true),
      ),
    );
}

/** Records a reminder as sent: true the first time (its key makes it once, across processes). */
export async function claimReminder(
  tx: Executor,
  reminder: {
    clubId: number;
    meetingKey: string;
    userId: string;
    kind: "role-week" | "role-day";
    sentAt: Date;
  },
) {
  const rows = await tx
    .insert(meetingReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ userId: meetingReminders.userId });
  return rows.length === 1;
}

/** Whether the person holds (accepted) a role of `kind` at the meeting. */
export async function holdsRoleOfKind(
  db: Executor,
  target: { clubId: number; meetingKey: string; userId: string; kind: RoleKind },
) {
  const rows = await db
    .select({ id: meetingRoleAssignments.id })
    .from(meetingRoleAssignments)
    .innerJoin(clubRoles, eq(clubRoles.id, meetingRoleAssignments.roleId))
    .where(
      and(
        eq(meetingRoleAssignments.clubId, target.clubId),
        eq(meetingRoleAssignments.meetingKey, target.meetingKey),
        eq(meetingRoleAssignments.userId, target.userId),
        eq(meetingRoleAssignments.status, "held"),
        eq(clubRoles.kind, target.kind),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the person has any role (held or awaiting their answer) at the meeting. */
export async function hasAnyRole(db: Executor, clubId: number, meetingKey: string, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(meetingRoleAssignments)
    .where(
      and(
        eq(meetingRoleAssignments.clubId, clubId),
        eq(meetingRoleAssignments.meetingKey, meetingKey),
        eq(meetingRoleAssignments.userId, userId),
      ),
    );
  return row !== undefined;
}

/** A person's roles at a club, with their meetings (for freeing them when the person leaves). */
export function listPersonAssignments(db: Executor, clubId: number, userId: string) {
  return db
    .select({
      id: meetingRoleAssignments.id,
      meetingKey: meetingRoleAssignments.meetingKey,
      roleId: meetingRoleAssignments.roleId,
      seat: meetingRoleAssignments.seat,
    })
    .from(meetingRoleAssignments)
    .where(
      and(eq(meetingRoleAssignments.clubId, clubId), eq(meetingRoleAssignments.userId, userId)),
    );
}

/** Withdraws every interest the person expressed at the club. */
export async function removeAllInterest(tx: Executor, clubId: number, userId: string) {
  await tx
    .delete(meetingRoleInterest)
    .where(and(eq(meetingRoleInterest.clubId, clubId), eq(meetingRoleInterest.userId, userId)));
}
