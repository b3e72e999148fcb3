import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  clubs,
  credentials,
  missionCompletions,
  missionSteps,
  missions,
  users,
} from "../../db/schema/index.ts";

/** The next position in the status lists (from the table's sequence: unique under concurrency). */
export async function nextStatusListIndex(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('credentials', 'status_list_index')) as index`,
  );
  return Number((result.rows[0] as { index: number | string } | undefined)?.index);
}

/** The mission's step names by position, read with the mission (one round trip fewer). */
const stepNamesOfMission = sql<string[]>`coalesce((select array_agg(${missionSteps.stepName}
  order by ${missionSteps.position}) from ${missionSteps}
  where ${missionSteps.missionId} = ${missions.id}), '{}')`;

/** What a mission credential says: the member, their club, the mission and its steps. */
export async function findVerifiedMission(db: Executor, userId: string, missionId: string) {
  const [row] = await db
    .select({
      recipientName: users.name,
      journeyId: users.journeyId,
      clubName: clubs.clubName,
      missionName: missions.missionName,
      objective: missions.objective,
      stepNames: stepNamesOfMission,
    })
    .from(missionCompletions)
    .innerJoin(users, eq(users.id, missionCompletions.userId))
    .innerJoin(clubs, eq(clubs.id, missionCompletions.clubId))
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .where(
      and(
        eq(missionCompletions.userId, userId),
        eq(missionCompletions.missionId, missionId),
        eq(missionCompletions.missionStatus, "completed"),
      ),
    );
  return row;
}

/**
 * The path of journey `journeyId` for the user, Missions 1 to 8 in order (ADR 036): the live
 * missions with a place on it (the journey's own and Missions 1 and 2), each with whether the user's
 * submission is verified. The missions the manager added have no place on it.
 */
export async function journeyPath(db: Executor, userId: string, journeyId: number) {
  return db
    .select({
      missionId: missions.id,
      number: missions.sequence,
      missionName: missions.missionName,
      objective: missions.objective,
      verified: sql<boolean>`${missionCompletions.id} is not null`.mapWith(Boolean),
    })
    .from(missions)
    .leftJoin(
      missionCompletions,
      and(
        eq(missionCompletions.missionId, missions.id),
        eq(missionCompletions.userId, userId),
        eq(missionCompletions.missionStatus, "completed"),
      ),
    )
    .where(
      and(
        isNull(missions.archivedAt),
        isNotNull(missions.sequence),
        or(isNull(missions.journeyId), eq(missions.journeyId, journeyId)),
      ),
    )
    .orderBy(asc(missions.sequence), asc(missions.id));
}

export async function credentialExists(
  db: Executor,
  userId: string,
  kind: "mission" | "journey",
  achievementRef: string,
) {
  const [row] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.userId, userId),
        eq(credentials.kind, kind),
        eq(credentials.achievementRef, achievementRef),
      ),
    );
  return !!row;
}

/** Stores an issued credential; a second one for the same achievement is not written. */
export async function insertCredential(db: Executor, values: typeof credentials.$inferInsert) {
  const [row] = await db
    .insert(credentials)
    .values(values)
    .onConflictDoNothing({
      target: [credentials.userId, credentials.kind, credentials.achievementRef],
    })
    .returning({ id: credentials.id });
  return row;
}

export async function findCredential(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: credentials.id,
      userId: credentials.userId,
      kind: credentials.kind,
      clubName: credentials.clubName,
      document: credentials.document,
      subjectId: credentials.subjectId,
      proof: credentials.proof,
      jws: credentials.jws,
      issuedAt: credentials.issuedAt,
      statusListIndex: credentials.statusListIndex,
      revokedAt: credentials.revokedAt,
    })
    .from(credentials)
    .where(eq(credentials.id, id));
  return row;
}

/**
 * Stores the proof of a credential issued before proofs, once: of two first downloads at once,
 * the first proof written is the one kept, and both answer it.
 */
export async function saveProofOnce(db: Executor, id: string, proof: Record<string, unknown>) {
  await db
    .update(credentials)
    .set({ proof })
    .where(and(eq(credentials.id, id), isNull(credentials.proof)));
  const [row] = await db
    .select({ proof: credentials.proof })
    .from(credentials)
    .where(eq(credentials.id, id));
  return row?.proof ?? proof;
}

/**
 * Revokes once: only the first of several revocations sets the time, and only it returns the
 * credential's holder, kind and achievement.
 */
export async function revoke(db: Executor, id: string, actorId: string, at: Date) {
  const [row] = await db
    .update(credentials)
    .set({ revokedAt: at, revokedBy: actorId })
    .where(and(eq(credentials.id, id), isNull(credentials.revokedAt)))
    .returning({
      userId: credentials.userId,
      kind: credentials.kind,
      achievementRef: credentials.achievementRef,
    });
  return row;
}

/**
 * The revoked indexes in [first, last], both inclusive: the last list ends at INT4_MAX, and one
 * past it is no integer the database takes.
 */
export async function revokedIndexes(db: Executor, first: number, last: number) {
  const rows = await db
    .select({ index: credentials.statusListIndex })
    .from(credentials)
    .where(
      and(
        isNotNull(credentials.revokedAt),
        gte(credentials.statusListIndex, first),
        lte(credentials.statusListIndex, last),
      ),
    );
  return rows.map((row) => row.index);
}

export async function listForUser(db: Executor, userId: string) {
  return listForUsers(db, [userId]);
}

/** The credentials of these people, each one's newest first. */
export async function listForUsers(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: credentials.userId,
      id: credentials.id,
      kind: credentials.kind,
      achievementRef: credentials.achievementRef,
      document: credentials.document,
      issuedAt: credentials.issuedAt,
      revokedAt: credentials.revokedAt,
    })
    .from(credentials)
    .where(inArray(credentials.userId, [...userIds]))
    .orderBy(desc(credentials.issuedAt), asc(credentials.id));
}
