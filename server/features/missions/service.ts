import { randomUUID } from "node:crypto";
import { slugOf } from "../../../contract/common.ts";
import type {
  CreateMission,
  ManagedMission,
  ManagedMissionList,
  MissionDetail,
  MissionList,
  MissionStep,
  StepInput,
  UpdateMission,
} from "../../../contract/missions.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { canOpenMission } from "./policy.ts";
import * as missionRepository from "./repository.ts";

export const SLUG_TAKEN =
  "A page with this address already exists (names are compared without spaces). Choose another name.";

async function pathIdOf(db: Executor, userId: string): Promise<number> {
  const pathId = await missionRepository.findUserPathId(db, userId);
  if (pathId === undefined) throw notFound("User");
  return pathId;
}

export async function listMyMissions(db: Database, user: SessionUser): Promise<MissionList> {
  const pathId = await pathIdOf(db, user.id);
  return { items: await missionRepository.listMissionsForUser(db, user.id, pathId) };
}

export async function getMyMission(
  db: Database,
  user: SessionUser,
  missionId: string,
): Promise<MissionDetail> {
  const mission = await missionRepository.findMissionForUser(db, user.id, missionId);
  if (!mission) throw notFound("Mission");
  const pathId = await pathIdOf(db, user.id);
  if (!canOpenMission({ isAdmin: user.isAdmin, pathId }, mission)) {
    throw forbidden("This mission belongs to another journey.");
  }
  return { ...mission, steps: await missionRepository.listSteps(db, missionId) };
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
    list.push(step);
    stepsByMission.set(missionId, list);
  }
  return {
    items: all.map((mission) => ({ ...mission, steps: stepsByMission.get(mission.id) ?? [] })),
  };
}

async function managedMission(db: Executor, missionId: string): Promise<ManagedMission> {
  const mission = await missionRepository.findMission(db, missionId);
  if (!mission) throw notFound("Mission");
  return { ...mission, steps: await missionRepository.listSteps(db, missionId) };
}

async function assertPath(db: Executor, pathId: number | null | undefined) {
  if (pathId === null || pathId === undefined) return;
  if (!(await missionRepository.pathExists(db, pathId))) {
    throw badRequest("Choose one of the six journeys.", [
      { field: "pathId", message: "Unknown journey." },
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
  await assertPath(db, input.pathId);
  await assertSlugFree(db, slug);
  const id = `mission-${randomUUID()}`;
  await withSlugConflict(() => missionRepository.insertMission(db, { id, slug, ...input }));
  return managedMission(db, id);
}

export async function updateMission(
  db: Database,
  missionId: string,
  input: UpdateMission,
): Promise<ManagedMission> {
  if (!(await missionRepository.findMission(db, missionId))) throw notFound("Mission");
  await assertPath(db, input.pathId);
  const slug = input.missionName === undefined ? undefined : slugOf(input.missionName);
  if (slug !== undefined) await assertSlugFree(db, slug, missionId);
  const values = Object.fromEntries(
    Object.entries({ ...input, slug }).filter(([, value]) => value !== undefined),
  );
  await withSlugConflict(() => missionRepository.updateMission(db, missionId, values));
  return managedMission(db, missionId);
}

export async function addStep(
  db: Database,
  missionId: string,
  input: StepInput,
): Promise<MissionStep> {
  return db.transaction(async (tx) => {
    if (!(await missionRepository.findMission(tx, missionId))) throw notFound("Mission");
    const step = await missionRepository.insertStep(tx, missionId, input);
    if (!step) throw notFound("Mission");
    return step;
  });
}

export async function updateStep(
  db: Database,
  missionId: string,
  stepId: number,
  input: StepInput,
): Promise<MissionStep> {
  const step = await missionRepository.updateStep(db, missionId, stepId, input);
  if (!step) throw notFound("Step");
  return step;
}

export async function deleteStep(db: Database, missionId: string, stepId: number): Promise<void> {
  if (!(await missionRepository.deleteStep(db, missionId, stepId))) throw notFound("Step");
}
