import { randomInt, randomUUID } from "node:crypto";
import { curriculumMissions } from "../../../content/curriculum/index.ts";
import { builtInMissionIn } from "../../../content/localized.ts";
import { builtInMissions } from "../../../content/missions.ts";
import { slugOf } from "../../../contract/common.ts";
import type { Locale } from "../../../contract/locales.ts";
import type {
  CreateMission,
  ManagedMission,
  ManagedMissionList,
  ManagedStep,
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
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { hasActiveMembership } from "../payments/index.ts";
import { amountPaidNow } from "../rewards/index.ts";
import { missionsMessages } from "./messages.ts";
import { canOpenMission, type MissionLock, missionLock, withRewardAmounts } from "./policy.ts";
import * as missionRepository from "./repository.ts";

export const HAS_SUBMISSIONS = missionsMessages.text("missions.delete.hasSubmissions");
export const BUILT_IN = missionsMessages.text("missions.delete.builtIn");
const MISSION_NOT_FOUND = missionsMessages.text("missions.notFound.mission");
const STEP_NOT_FOUND = missionsMessages.text("missions.notFound.step");

/** The shipped missions (1 and 2, and the curriculum's 3 to 8): archived, never deleted. */
const builtInIds = new Set(
  [...builtInMissions, ...curriculumMissions].map((mission) => mission.id),
);

type StepRow = Awaited<ReturnType<typeof missionRepository.listSteps>>[number];

/**
 * A stored step as the manager sees it: a video URL on video steps, a kind's settings on the
 * kinds that have them (a quiz with its answers).
 */
export function managedStepOf({ videoUrl, kind, settings, ...row }: StepRow): ManagedStep {
  if (kind === "video") return { ...row, kind, videoUrl: videoUrl ?? "" };
  if (settings && "quiz" in settings && kind === "quiz")
    return { ...row, kind, quiz: settings.quiz };
  if (settings && "evidence" in settings && kind === "evidence") {
    return { ...row, kind, evidence: settings.evidence };
  }
  if (settings && "reflection" in settings && kind === "reflection") {
    return { ...row, kind, reflection: settings.reflection };
  }
  if (kind === "quiz" || kind === "evidence" || kind === "reflection") {
    throw new Error(`mission step ${row.stepId}: a ${kind} step without its settings`);
  }
  return { ...row, kind };
}

/** A copy of `items` in a random order (each order equally likely). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A step as a member sees it: a quiz's questions and options shuffled, and never its answers
 * (they stay on the server until an attempt is scored).
 */
export function memberStepOf(row: StepRow): MissionStep {
  const step = managedStepOf(row);
  if (step.kind !== "quiz") return step;
  return {
    ...step,
    quiz: {
      passMark: step.quiz.passMark,
      questions: shuffled(step.quiz.questions).map(({ correct: _correct, ...question }) => ({
        ...question,
        options: shuffled(question.options),
      })),
    },
  };
}

async function stepsOf(db: Executor, missionId: string): Promise<ManagedStep[]> {
  return (await missionRepository.listSteps(db, missionId)).map(managedStepOf);
}

const stepValues = (input: StepInput): missionRepository.StepValues => ({
  stepName: input.stepName,
  description: input.description,
  kind: input.kind,
  videoUrl: input.kind === "video" ? input.videoUrl : null,
  settings:
    input.kind === "quiz"
      ? { quiz: input.quiz }
      : input.kind === "evidence"
        ? { evidence: input.evidence }
        : input.kind === "reflection"
          ? { reflection: input.reflection }
          : null,
});

export const SLUG_TAKEN = missionsMessages.text("missions.slugTaken");

async function journeyIdOf(db: Executor, userId: string): Promise<number | null> {
  const journeyId = await missionRepository.findUserJourneyId(db, userId);
  if (journeyId === undefined) throw notFound(missionsMessages.text("missions.notFound.user"));
  return journeyId;
}

/** The missions of the member's path in its order, each with why it is locked, if it is. */
export async function listMyMissions(
  db: Database,
  clock: Clock,
  user: SessionUser,
): Promise<MissionList> {
  const rows = await missionRepository.listMissionsForUser(db, user.id);
  const member = await hasActiveMembership(db, user.id, clock.now());
  const statusAt = new Map(rows.map((row) => [row.number, row.missionStatus]));
  return {
    items: rows.map(({ archived: _archived, ...row }) => ({
      ...row,
      locked:
        row.number === null
          ? missionLock(row, null, member)
          : missionLock(row, statusAt.get(row.number - 1), member),
    })),
  };
}

/**
 * Why the member cannot start or submit the mission yet (ADR 036), or null: the mission before it
 * on their path is not submitted, or a journey's mission waits for a membership.
 */
export async function lockOfMission(
  db: Executor,
  now: Date,
  userId: string,
  mission: { number: number | null; journeyId: number | null },
): Promise<MissionLock> {
  const previous =
    mission.number === null
      ? undefined
      : await missionRepository.findPreviousOnPath(db, userId, mission.number);
  const member = mission.journeyId === null || (await hasActiveMembership(db, userId, now));
  return missionLock(mission, previous?.missionStatus, member);
}

export async function getMyMission(
  db: Database,
  clock: Clock,
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
  const steps = (await missionRepository.listSteps(db, missionId)).map(memberStepOf);
  return {
    ...mission,
    locked: await lockOfMission(db, clock.now(), user.id, mission),
    steps,
    // Read from the rules each time (ADR 040): what the texts that name it say.
    verifiedMissionReward: await amountPaidNow(db, "verified-mission"),
  };
}

/**
 * A member's mission in `locale` (ADR 020): the shipped texts in the reader's language, then the
 * amounts the rules pay now in place of `{verifiedMissionReward}` (ADR 040).
 */
export function missionIn(locale: Locale, mission: MissionDetail): MissionDetail {
  return withRewardAmounts(builtInMissionIn(locale, mission), locale);
}

// The mission manager (admins only: the routes guard it).

export async function listManagedMissions(db: Database): Promise<ManagedMissionList> {
  const [all, steps] = await Promise.all([
    missionRepository.listAllMissions(db),
    missionRepository.listAllSteps(db),
  ]);
  const stepsByMission = new Map<string, ManagedStep[]>();
  for (const { missionId, ...step } of steps) {
    const list = stepsByMission.get(missionId) ?? [];
    list.push(managedStepOf(step));
    stepsByMission.set(missionId, list);
  }
  return {
    items: all.map(({ number: _number, ...mission }) => ({
      ...mission,
      builtIn: builtInIds.has(mission.id),
      steps: stepsByMission.get(mission.id) ?? [],
    })),
  };
}

async function managedMission(db: Executor, missionId: string): Promise<ManagedMission> {
  const found = await missionRepository.findMission(db, missionId);
  if (!found) throw notFound(MISSION_NOT_FOUND);
  const { number: _number, ...mission } = found;
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
): Promise<ManagedStep> {
  return db.transaction(async (tx) => {
    if (!(await missionRepository.findMission(tx, missionId))) throw notFound(MISSION_NOT_FOUND);
    const step = await missionRepository.insertStep(tx, missionId, stepValues(input));
    if (!step) throw notFound(MISSION_NOT_FOUND);
    return managedStepOf(step);
  });
}

export async function updateStep(
  db: Database,
  missionId: string,
  stepId: number,
  input: StepInput,
): Promise<ManagedStep> {
  const step = await missionRepository.updateStep(db, missionId, stepId, stepValues(input));
  if (!step) throw notFound(STEP_NOT_FOUND);
  return managedStepOf(step);
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
