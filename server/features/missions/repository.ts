import { and, asc, eq, exists, isNull, max, or, sql } from "drizzle-orm";
import type { StepKind } from "../../../contract/missions.ts";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  clubs,
  journeys,
  missionCompletions,
  missionSlugRedirects,
  missionSteps,
  missions,
  type StepSettings,
  users,
} from "../../db/schema/index.ts";

const missionColumns = {
  id: missions.id,
  missionName: missions.missionName,
  objective: missions.objective,
  journeyId: missions.journeyId,
  slug: missions.slug,
  archived: sql<boolean>`${missions.archivedAt} is not null`.mapWith(Boolean),
  number: missions.sequence,
};

const summaryColumns = {
  ...missionColumns,
  missionStatus: missionCompletions.missionStatus,
  leaderNote: missionCompletions.leaderNote,
};

const missionsOfUser = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(missions)
    .leftJoin(
      missionCompletions,
      and(
        eq(missionCompletions.missionId, missions.id),
        eq(missionCompletions.userId, sql.placeholder("userId")),
      ),
    )
    .where(
      and(
        isNull(missions.archivedAt),
        or(
          isNull(missions.journeyId),
          eq(
            missions.journeyId,
            sql`(select ${users.journeyId} from ${users} where ${users.id} = ${sql.placeholder("userId")})`,
          ),
        ),
      ),
    )
    // The path's order: Missions 1 to 8, then the missions the manager added, oldest first.
    .orderBy(sql`${missions.sequence} asc nulls last`, asc(missions.createdAt), asc(missions.id))
    .prepare("missions_of_user"),
);

/** The missions of the user's journey (and those for every journey), with their submissions. */
export function listMissionsForUser(db: Database, userId: string) {
  return missionsOfUser(db).execute({ userId });
}

export async function findMissionForUser(db: Executor, userId: string, missionId: string) {
  const [row] = await db
    .select({ ...summaryColumns, goal: missions.goal })
    .from(missions)
    .leftJoin(
      missionCompletions,
      and(eq(missionCompletions.missionId, missions.id), eq(missionCompletions.userId, userId)),
    )
    .where(eq(missions.id, missionId));
  return row;
}

export async function findMission(db: Executor, missionId: string) {
  const [row] = await db.select(missionColumns).from(missions).where(eq(missions.id, missionId));
  return row;
}

const stepColumns = {
  stepId: missionSteps.id,
  position: missionSteps.position,
  stepName: missionSteps.stepName,
  description: missionSteps.description,
  kind: missionSteps.kind,
  videoUrl: missionSteps.videoUrl,
  settings: missionSteps.settings,
};

/** A step as the manager writes it: a video URL only for a video step, settings for the others. */
export interface StepValues {
  stepName: string;
  description: string;
  kind: StepKind;
  videoUrl: string | null;
  settings: StepSettings | null;
}

/**
 * The submission status of the mission before `sequence` on the member's path (Mission N-1 of
 * their journey, or of every journey); undefined: there is no such mission.
 */
export async function findPreviousOnPath(db: Executor, userId: string, sequence: number) {
  const [row] = await db
    .select({ id: missions.id, missionStatus: missionCompletions.missionStatus })
    .from(missions)
    .leftJoin(
      missionCompletions,
      and(eq(missionCompletions.missionId, missions.id), eq(missionCompletions.userId, userId)),
    )
    .where(
      and(
        eq(missions.sequence, sequence - 1),
        isNull(missions.archivedAt),
        or(
          isNull(missions.journeyId),
          eq(
            missions.journeyId,
            sql`(select ${users.journeyId} from ${users} where ${users.id} = ${userId})`,
          ),
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function listSteps(db: Executor, missionId: string) {
  return db
    .select(stepColumns)
    .from(missionSteps)
    .where(eq(missionSteps.missionId, missionId))
    .orderBy(asc(missionSteps.position), asc(missionSteps.id));
}

export async function listAllMissions(db: Executor) {
  return db
    .select(missionColumns)
    .from(missions)
    .orderBy(sql`${missions.journeyId} asc nulls first`, asc(missions.createdAt), asc(missions.id));
}

export async function listAllSteps(db: Executor) {
  return db
    .select({ missionId: missionSteps.missionId, ...stepColumns })
    .from(missionSteps)
    .orderBy(asc(missionSteps.position), asc(missionSteps.id));
}

/** Is a slug used by another mission or by a club (pages share one namespace)? */
export async function slugTaken(db: Executor, slug: string, exceptMissionId?: string) {
  const lower = slug.toLowerCase();
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(sql`lower(${clubs.slug})`, lower))
    .limit(1);
  if (club) return true;
  const [mission] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(sql`lower(${missions.slug})`, lower))
    .limit(1);
  return mission !== undefined && mission.id !== exceptMissionId;
}

export async function insertMission(
  db: Executor,
  values: {
    id: string;
    missionName: string;
    slug: string;
    objective: string;
    journeyId: number | null;
  },
) {
  await db.insert(missions).values(values);
}

export async function updateMission(
  db: Executor,
  missionId: string,
  values: Partial<{
    missionName: string;
    slug: string;
    objective: string;
    journeyId: number | null;
    archivedAt: Date | null;
  }>,
) {
  const updated = await db
    .update(missions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(missions.id, missionId))
    .returning({ id: missions.id });
  return updated.length === 1;
}

export async function insertStep(db: Executor, missionId: string, values: StepValues) {
  const [last] = await db
    .select({ position: max(missionSteps.position) })
    .from(missionSteps)
    .where(eq(missionSteps.missionId, missionId));
  const [row] = await db
    .insert(missionSteps)
    .values({ missionId, position: (last?.position ?? 0) + 1, ...values })
    .returning(stepColumns);
  return row;
}

export async function updateStep(
  db: Executor,
  missionId: string,
  stepId: number,
  values: StepValues,
) {
  const [row] = await db
    .update(missionSteps)
    .set(values)
    .where(and(eq(missionSteps.id, stepId), eq(missionSteps.missionId, missionId)))
    .returning(stepColumns);
  return row;
}

export async function deleteStep(db: Executor, missionId: string, stepId: number) {
  const deleted = await db
    .delete(missionSteps)
    .where(and(eq(missionSteps.id, stepId), eq(missionSteps.missionId, missionId)))
    .returning({ id: missionSteps.id });
  return deleted.length === 1;
}

export async function pathExists(db: Executor, journeyId: number) {
  const [row] = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(eq(journeys.id, journeyId));
  return row !== undefined;
}

export async function findUserJourneyId(db: Executor, userId: string) {
  const [row] = await db
    .select({ journeyId: users.journeyId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.journeyId;
}

/** Gives each listed step its place (1-based, in the list's order). */
export async function setStepPositions(db: Executor, missionId: string, stepIds: number[]) {
  for (const [index, stepId] of stepIds.entries()) {
    await db
      .update(missionSteps)
      .set({ position: index + 1 })
      .where(and(eq(missionSteps.id, stepId), eq(missionSteps.missionId, missionId)));
  }
}

/** Deletes a mission no one has submitted; false when it has submissions (or is gone). */
export async function deleteMissionWithoutSubmissions(db: Executor, missionId: string) {
  const submitted = db
    .select({ one: sql`1` })
    .from(missionCompletions)
    .where(eq(missionCompletions.missionId, missionId));
  const deleted = await db
    .delete(missions)
    .where(and(eq(missions.id, missionId), sql`not ${exists(submitted)}`))
    .returning({ id: missions.id });
  return deleted.length === 1;
}

/** `/` + `slug` now leads to `missionId` (replacing whatever it led to before). */
export async function saveSlugRedirect(db: Executor, slug: string, missionId: string) {
  await removeSlugRedirect(db, slug);
  await db.insert(missionSlugRedirects).values({ slug, missionId });
}

/** A slug in use again by a live page no longer redirects. */
export async function removeSlugRedirect(db: Executor, slug: string) {
  await db
    .delete(missionSlugRedirects)
    .where(eq(sql`lower(${missionSlugRedirects.slug})`, slug.toLowerCase()));
}
