import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  clubs,
  credentials,
  journeys,
  missionCompletions,
  missions,
  publicProfiles,
  users,
} from "../../db/schema/index.ts";

export async function findByUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ publicId: publicProfiles.publicId, isPublic: publicProfiles.isPublic })
    .from(publicProfiles)
    .where(eq(publicProfiles.userId, userId));
  return row;
}

/**
 * Sets the switch, creating the row (with `publicId`) the first time; an existing row keeps its
 * address. Returns the stored row.
 */
export async function upsertVisibility(
  db: Executor,
  userId: string,
  publicId: string,
  isPublic: boolean,
  at: Date,
) {
  const [row] = await db
    .insert(publicProfiles)
    .values({ userId, publicId, isPublic, updatedAt: at })
    .onConflictDoUpdate({ target: publicProfiles.userId, set: { isPublic, updatedAt: at } })
    .returning({ publicId: publicProfiles.publicId, isPublic: publicProfiles.isPublic });
  return row;
}

/** The profile at an address with what it shows of its owner: their name, club and journey. */
export async function findByPublicId(db: Executor, publicId: string) {
  const [row] = await db
    .select({
      userId: publicProfiles.userId,
      isPublic: publicProfiles.isPublic,
      ownerDisabled: sql<boolean>`${users.disabledAt} is not null`,
      displayName: users.name,
      clubName: clubs.clubName,
      journeyName: journeys.name,
    })
    .from(publicProfiles)
    .innerJoin(users, eq(users.id, publicProfiles.userId))
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .leftJoin(journeys, eq(journeys.id, users.journeyId))
    .where(eq(publicProfiles.publicId, publicId));
  return row;
}

/**
 * The member's verified missions, oldest first, each with its mission credential if one was
 * issued. A mission whose credential was revoked is left out (ADR 016).
 */
export async function verifiedMissions(db: Executor, userId: string) {
  return db
    .select({
      missionId: missions.id,
      missionName: missions.missionName,
      objective: missions.objective,
      verifiedAt: missionCompletions.decidedAt,
      credentialId: credentials.id,
    })
    .from(missionCompletions)
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .leftJoin(
      credentials,
      and(
        eq(credentials.userId, userId),
        eq(credentials.kind, "mission"),
        eq(credentials.achievementRef, missionCompletions.missionId),
      ),
    )
    .where(
      and(
        eq(missionCompletions.userId, userId),
        eq(missionCompletions.missionStatus, "completed"),
        isNull(credentials.revokedAt),
      ),
    )
    .orderBy(asc(missionCompletions.decidedAt), asc(missions.id));
}

/** The member's journey credentials that are not revoked. */
export async function journeyCredentials(db: Executor, userId: string) {
  return db
    .select({
      credentialId: credentials.id,
      document: credentials.document,
      issuedAt: credentials.issuedAt,
    })
    .from(credentials)
    .where(
      and(
        eq(credentials.userId, userId),
        eq(credentials.kind, "journey"),
        isNull(credentials.revokedAt),
      ),
    )
    .orderBy(asc(credentials.issuedAt));
}
