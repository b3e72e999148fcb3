import { randomUUID } from "node:crypto";
import { builtInMissions } from "../../../content/missions.ts";
import { slugOf } from "../../../contract/common.ts";
import type {
  CreateMission,
  ManagedMission,
  ManagedMissionList,
  MissionDetail,
  MissionList,
  MissionStep,
  MissionStepList,
  StepInput,
  StepOrder,
  UpdateMission,
} from "../../../contract/missions.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { missionsMessages } from "./messages.ts";
import { canOpenMission } from "./policy.ts";
import * as missionRepository from "./repository.ts";

export const HAS_SUBMISSIONS = missionsMessages.text("missions.delete.hasSubmissions");
export const BUILT_IN = missionsMessages.text("missions.delete.builtIn");
const MISSION_NOT_FOUND = missionsMessages.text("missions.notFound.mission");
const STEP_NOT_FOUND = missionsMessages.text("missions.notFound.step");

const builtInIds = new Set(builtInMissions.map((mission) => mission.id));

type StepRow = Awaited<ReturnType<typeof missionRepository.listSteps>>[number];

/** A stored step as the contract describes it: a video URL on video steps only. */
function stepOf({ videoUrl, kind, ...row }: StepRow): MissionStep {
  return kind === "video" ? { ...row, kind, videoUrl: videoUrl ?? "" } : { ...row, kind };
}

async function stepsOf(db: Executor, missionId: string): Promise<MissionStep[]> {
  return (await missionRepository.listSteps(db, missionId)).map(stepOf);
}

const stepValues = (input: StepInput): missionRepository.StepValues => ({
  ...input,
  videoUrl: input.kind === "video" ? input.videoUrl : null,
});

export const SLUG_TAKEN = missionsMessages.text("missions.slugTaken");

async function journeyIdOf(db: Executor, userId: string): Promise<number | null> {
  const journeyId = await missionRepository.findUserJourneyId(db, userId);
  if (journeyId === undefined) throw notFound(missionsMessages.text("missions.notFound.user"));
  return journeyId;
}

export async function listMyMissions(db: Database, user: SessionUser): Promise<MissionList> {
  return { items: await missionRepository.listMissionsForUser(db, user.id) };
}

export async function getMyMission(
  db: Database,
  user: SessionUser,
  missionId: string,
): Promise<MissionDetail> {
  const found = await missionRepository.findMissionForUser(db, user.id, missionId);
  // An archived mission is gone for members; admins may still open it.
  if (!found || (found.archived && !user.isAdmin)) throw notFound(MISSION_NOT_FOUND);
  const { archived: _archived, ...mission } = found;
  const journeyId = await journeyIdOf(db, user.id);
  if (!canOpenMission({ isAdmin: user.isAdmin, journeyId }, mission)) {
    throw forbidden(missionsMessages.text("missions.otherJourney"));
  }
  return { ...mission, steps: await stepsOf(db, missionId) };
}

// The mission manager (admins only: the routes guard it).

export async function listManagedMissions(db: Database): Promise<ManagedMissionList> {
  const [all, steps] = await Promise.all([
    missionRepository.listAllMissions(db),
    missionRepository.listAllSteps(db),
  ]);
  const stepsByMission = new Map<string, MissionStep[]>();
  for (const { missionId, ...step } of steps) {
    const list = stepsByMission.get(missionId) ?? [];
    list.push(stepOf(step));
    stepsByMission.set(missionId, list);
  }
  return {
    items: all.map((mission) => ({
      ...mission,
      builtIn: builtInIds.has(mission.id),
      steps: stepsByMission.get(mission.id) ?? [],
    })),
  };
}

async function managedMission(db: Executor, missionId: string): Promise<ManagedMission> {
  const mission = await missionRepository.findMission(db, missionId);
  if (!mission) throw notFound(MISSION_NOT_FOUND);
  return { ...mission, builtIn: builtInIds.has(missionId), steps: await stepsOf(db, missionId) };
}

async function assertPath(db: Executor, journeyId: number | null | undefined) {
  if (journeyId === null || journeyId === undefined) return;
  if (!(await missionRepository.pathExists(db, journeyId))) {
    throw badRequest(missionsMessages.text("missions.journey.choose"), [
      { field: "journeyId", message: missionsMessages.text("missions.journey.unknown") },
    ]);
  }
}

async function assertSlugFree(db: Executor, slug: string, exceptMissionId?: string) {
  if (await missionRepository.slugTaken(db, slug, exceptMissionId)) {
    throw conflict(SLUG_TAKEN);
  }
}

/** Runs a write; a unique violation on the slug (a concurrent creation) becomes a 409. */
async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

export async function createMission(db: Database, input: CreateMission): Promise<ManagedMission> {
  const slug = slugOf(input.missionName);
  await assertPath(db, input.journeyId);
  await assertSlugFree(db, slug);
  const id = `mission-${randomUUID()}`;
  await withSlugConflict(() =>
    db.transaction(async (tx) => {
      await missionRepository.removeSlugRedirect(tx, slug);
      await missionRepository.insertMission(tx, { id, slug, ...input });
    }),
  );
  return managedMission(db, id);
}

export async function updateMission(
  db: Database,
  missionId: string,
  input: UpdateMission,
): Promise<ManagedMission> {
  const before = await missionRepository.findMission(db, missionId);
  if (!before) throw notFound(MISSION_NOT_FOUND);
  await assertPath(db, input.journeyId);
  const slug = input.missionName === undefined ? undefined : slugOf(input.missionName);
  if (slug !== undefined) await assertSlugFree(db, slug, missionId);
  const { archived, ...fields } = input;
  const archivedAt = archived === undefined ? undefined : archived ? new Date() : null;
  const values = Object.fromEntries(
    Object.entries({ ...fields, slug, archivedAt }).filter(([, value]) => value !== undefined),
  );
  await withSlugConflict(() =>
    db.transaction(async (tx) => {
      if (slug !== undefined && slug.toLowerCase() !== before.slug.toLowerCase()) {
        // Renamed: the old address keeps working (it redirects to the new one).
        await missionRepository.removeSlugRedirect(tx, slug);
        await missionRepository.saveSlugRedirect(tx, before.slug, missionId);
      }
      await missionRepository.updateMission(tx, missionId, values);
    }),
  );
  return managedMission(db, missionId);
}

export async function addStep(
  db: Database,
  missionId: string,
  input: StepInput,
): Promise<MissionStep> {
  return db.transaction(async (tx) => {
    if (!(await missionRepository.findMission(tx, missionId))) throw notFound(MISSION_NOT_FOUND);
    const step = await missionRepository.insertStep(tx, missionId, stepValues(input));
    if (!step) throw notFound(MISSION_NOT_FOUND);
    return stepOf(step);
  });
}

export async function updateStep(
  db: Database,
  missionId: string,
  stepId: number,
  input: StepInput,
): Promise<MissionStep> {
  const step = await missionRepository.updateStep(db, missionId, stepId, stepValues(input));
  if (!step) throw notFound(STEP_NOT_FOUND);
  return stepOf(step);
}

/** Deletes a step; the steps after it move up a place (positions stay 1..n). */
export async function deleteStep(db: Database, missionId: string, stepId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await missionRepository.deleteStep(tx, missionId, stepId)))
      throw notFound(STEP_NOT_FOUND);
    const rest = await missionRepository.listSteps(tx, missionId);
    await missionRepository.setStepPositions(
      tx,
      missionId,
      rest.map((step) => step.stepId),
    );
  });
}

/** Puts the mission's steps in the listed order; the list must name each of its steps once. */
export async function reorderSteps(
  db: Database,
  missionId: string,
  input: StepOrder,
): Promise<MissionStepList> {
  return db.transaction(async (tx) => {
    if (!(await missionRepository.findMission(tx, missionId))) throw notFound(MISSION_NOT_FOUND);
    const current = await missionRepository.listSteps(tx, missionId);
    const known = new Set(current.map((step) => step.stepId));
    if (
      input.stepIds.length !== current.length ||
      !input.stepIds.every((stepId) => known.has(stepId))
    ) {
      throw badRequest(missionsMessages.text("missions.order.every"), [
        { field: "stepIds", message: missionsMessages.text("missions.order.everyOnce") },
      ]);
    }
    await missionRepository.setStepPositions(tx, missionId, input.stepIds);
    return { items: await stepsOf(tx, missionId) };
  });
}

/** Deletes a mission no one has submitted; otherwise 409 (archive it instead). */
export async function deleteMission(db: Database, missionId: string): Promise<void> {
  if (builtInIds.has(missionId)) throw conflict(BUILT_IN);
  if (await missionRepository.deleteMissionWithoutSubmissions(db, missionId)) return;
  if (!(await missionRepository.findMission(db, missionId))) throw notFound(MISSION_NOT_FOUND);
  throw conflict(HAS_SUBMISSIONS);
}
