import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { COLLECTING_KINDS } from "../../../contract/steps.ts";
import type { Executor } from "../../db/client.ts";
import {
  meetingSlots,
  missionCompletions,
  missionSteps,
  missions,
  quizAttempts,
  stepResponses,
  users,
} from "../../db/schema/index.ts";

/**
 * The member and the mission as handing in evidence needs them, in one read: the member's club
 * and journey (undefined: no such person), the mission's journey, place on the path and archived
 * state (`mission` null: no such mission), and the member's submission of it with the leader's
 * notes on single steps.
 */
export async function findMemberAndMission(db: Executor, userId: string, missionId: string) {
  const [row] = await db
    .select({
      clubId: users.clubId,
      journeyId: users.journeyId,
      missionId: missions.id,
      missionJourneyId: missions.journeyId,
      number: missions.sequence,
      archived: sql<boolean>`${missions.archivedAt} is not null`.mapWith(Boolean),
      missionStatus: missionCompletions.missionStatus,
      stepNotes: missionCompletions.stepNotes,
    })
    .from(users)
    .leftJoin(missions, eq(missions.id, missionId))
    .leftJoin(
      missionCompletions,
      and(eq(missionCompletions.missionId, missionId), eq(missionCompletions.userId, users.id)),
    )
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { missionId: found, missionJourneyId, number, archived, ...member } = row;
  const mission =
    found === null ? null : { id: found, journeyId: missionJourneyId, number, archived };
  return { ...member, mission };
}

const stepColumns = {
  stepId: missionSteps.id,
  stepName: missionSteps.stepName,
  kind: missionSteps.kind,
  settings: missionSteps.settings,
};

/** The mission's steps that collect something, in the mission's order, with their settings. */
export function listCollectingSteps(db: Executor, missionId: string) {
  return db
    .select(stepColumns)
    .from(missionSteps)
    .where(
      and(eq(missionSteps.missionId, missionId), inArray(missionSteps.kind, [...COLLECTING_KINDS])),
    )
    .orderBy(asc(missionSteps.position), asc(missionSteps.id));
}

export type CollectingStepRow = Awaited<ReturnType<typeof listCollectingSteps>>[number];

/** One step of the mission (undefined: no such step in that mission). */
export async function findStep(db: Executor, missionId: string, stepId: number) {
  const [row] = await db
    .select(stepColumns)
    .from(missionSteps)
    .where(and(eq(missionSteps.missionId, missionId), eq(missionSteps.id, stepId)));
  return row;
}

/** The member's links and texts for these steps. */
export function listResponses(db: Executor, userId: string, stepIds: readonly number[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      stepId: stepResponses.stepId,
      link: stepResponses.link,
      text: stepResponses.text,
      updatedAt: stepResponses.updatedAt,
    })
    .from(stepResponses)
    .where(and(eq(stepResponses.userId, userId), inArray(stepResponses.stepId, [...stepIds])));
}

/** The member's quiz attempts at these steps, newest first. */
export function listAttempts(db: Executor, userId: string, stepIds: readonly number[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      stepId: quizAttempts.stepId,
      score: quizAttempts.score,
      total: quizAttempts.total,
      passed: quizAttempts.passed,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.stepId, [...stepIds])))
    .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id));
}

export type AttemptRow = Awaited<ReturnType<typeof listAttempts>>[number];

export async function insertAttempt(
  db: Executor,
  values: {
    userId: string;
    stepId: number;
    answers: Record<string, string[]>;
    score: number;
    total: number;
    passed: boolean;
    createdAt: Date;
  },
) {
  await db.insert(quizAttempts).values(values);
}

/** Whether another member handed in a link with this comparison key for the step. */
export async function linkTakenByOther(
  db: Executor,
  stepId: number,
  linkKey: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: stepResponses.id })
    .from(stepResponses)
    .where(
      and(
        eq(stepResponses.stepId, stepId),
        eq(stepResponses.linkKey, linkKey),
        ne(stepResponses.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Stores the member's link and text for the step (one row per member and step). */
export async function saveResponse(
  db: Executor,
  values: {
    userId: string;
    stepId: number;
    link: string | null;
    linkKey: string | null;
    text: string | null;
    updatedAt: Date;
  },
) {
  const { userId: _userId, stepId: _stepId, ...changed } = values;
  const [row] = await db
    .insert(stepResponses)
    .values(values)
    .onConflictDoUpdate({ target: [stepResponses.userId, stepResponses.stepId], set: changed })
    .returning({
      stepId: stepResponses.stepId,
      link: stepResponses.link,
      text: stepResponses.text,
      updatedAt: stepResponses.updatedAt,
    });
  return row;
}

/** The ids of the member's speeches delivered at the club. */
export async function listDeliveredSlotIds(
  db: Executor,
  userId: string,
  clubId: number,
): Promise<number[]> {
  const delivered = and(
    eq(meetingSlots.userId, userId),
    eq(meetingSlots.clubId, clubId),
    eq(meetingSlots.status, "delivered"),
  );
  const rows = await db.select({ id: meetingSlots.id }).from(meetingSlots).where(delivered);
  // The latest first: the one most likely to have its timing and evaluation.
  return rows.map((row) => row.id).sort((a, b) => b - a);
}
