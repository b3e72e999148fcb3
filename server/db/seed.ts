import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { builtInClubs } from "../../content/clubs.ts";
import {
  type CurriculumMission,
  type CurriculumStep,
  curriculumMissions,
  curriculumSlugOf,
  nameParts,
} from "../../content/curriculum/index.ts";
import { journeys as shippedJourneys } from "../../content/journeys.ts";
import { builtInMissions } from "../../content/missions.ts";
import { membershipPlan } from "../../content/plan.ts";
import { slugOf } from "../../contract/common.ts";
import { nameSkeleton } from "../lib/names/skeleton.ts";
import type { Database, Executor } from "./client.ts";
import {
  clubs,
  journeys,
  membershipPlans,
  membershipPrices,
  missionSteps,
  missions,
  type StepSettings,
} from "./schema/index.ts";

/**
 * Loads the content the product ships: paths, the built-in missions and their steps, clubs 1-3
 * and the membership plan. Idempotent: rows that exist are left as they are (an admin's edits
 * to a built-in mission survive a restart).
 */
export async function seedBuiltInContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(journeys)
      .values(shippedJourneys.map((journey) => ({ id: journey.id, name: journey.title })))
      .onConflictDoNothing();

    for (const [index, mission] of builtInMissions.entries()) {
      // Missions 1 and 2 are the path's first two places (a database from before them gets them).
      await tx
        .update(missions)
        .set({ sequence: index + 1 })
        .where(and(eq(missions.id, mission.id), isNull(missions.sequence)));
      const row = {
        id: mission.id,
        missionName: mission.missionName,
        slug: slugOf(mission.missionName),
        objective: mission.objective,
        journeyId: mission.journeyId,
        sequence: index + 1,
      };
      await insertMissionOnce(
        tx,
        row,
        mission.steps.map((step) => ({
          stepName: step.stepName,
          description: step.description,
          kind: step.kind,
          videoUrl: step.kind === "video" ? step.videoUrl : null,
        })),
      );
    }

    await seedCurriculum(tx);

    await tx
      .insert(clubs)
      .values(
        builtInClubs.map((club) => ({
          ...club,
          slug: slugOf(club.clubName),
          nameSkeleton: nameSkeleton(club.clubName),
        })),
      )
      .onConflictDoNothing();
    await fillClubNameSkeletons(tx);
    // Built-in clubs take explicit ids: move the sequence past them so new clubs never collide,
    // and never backwards. Other processes may hold ids they drew but have not committed yet
    // (above max(id)); rewinding to max(id) would hand those ids out again.
    await tx.execute(sql`
      select setval(sequence.name, (select max(id) from clubs))
      from (select pg_get_serial_sequence('clubs', 'id') as name) sequence
      join pg_sequences on format('%I.%I', schemaname, sequencename)::regclass = sequence.name::regclass
      where (select max(id) from clubs) > coalesce(pg_sequences.last_value, 0)`);

    const { prices, perks: _perks, ...plan } = membershipPlan;
    await tx.insert(membershipPlans).values(plan).onConflictDoNothing();
    await tx
      .insert(membershipPrices)
      .values(prices.map((price, index) => ({ ...price, planId: plan.id, position: index })))
      .onConflictDoNothing();
  });
}

/** A curriculum step's settings as stored: its English texts (translated on the way out). */
function settingsOf(step: CurriculumStep): StepSettings | null {
  switch (step.kind) {
    case "quiz":
      return {
        quiz: {
          passMark: step.quiz.passMark,
          questions: step.quiz.questions.map((question) => ({
            id: question.id,
            prompt: question.prompt.en,
            options: question.options.map((option) => ({ id: option.id, text: option.text.en })),
            correct: [...question.correct],
          })),
        },
      };
    case "evidence":
      return {
        evidence: {
          asks: step.asks.en,
          link: step.link,
          text: step.text,
          speaking: step.speaking ?? false,
        },
      };
    case "reflection":
      return { reflection: { minLength: step.minLength } };
    default:
      return null;
  }
}

/**
 * Missions 3 to 8 of every journey (content/curriculum): each inserted once with its steps; a
 * mission that exists is left as it is (an admin's edits stay).
 */
async function seedCurriculum(tx: Executor): Promise<void> {
  const journeyIds = new Map(shippedJourneys.map((journey) => [journey.slug, journey.id]));
  for (const mission of curriculumMissions) {
    await insertMissionOnce(
      tx,
      curriculumRow(mission, journeyIds),
      mission.steps.map((step) => ({
        stepName: step.name.en,
        description: step.description.en,
        kind: step.kind,
        settings: settingsOf(step),
      })),
    );
  }
}

/** Inserts a shipped mission and its steps, in order, unless a mission with its id exists. */
async function insertMissionOnce(
  tx: Executor,
  row: typeof missions.$inferInsert,
  steps: Omit<typeof missionSteps.$inferInsert, "missionId" | "position">[],
): Promise<void> {
  const inserted = await tx
    .insert(missions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: missions.id });
  if (inserted.length === 0) return;
  await tx
    .insert(missionSteps)
    .values(steps.map((step, index) => ({ ...step, missionId: row.id, position: index + 1 })));
}

function curriculumRow(mission: CurriculumMission, journeyIds: Map<string, number>) {
  const journeyId = journeyIds.get(mission.journeySlug);
  if (journeyId === undefined) throw new Error(`${mission.id}: unknown journey`);
  return {
    id: mission.id,
    ...nameParts(mission.name.en),
    slug: curriculumSlugOf(mission),
    goal: mission.objective.en,
    journeyId,
    sequence: mission.number,
  };
}

/** How many clubs one statement of `fillClubNameSkeletons` gives their skeletons. */
const SKELETONS_PER_STATEMENT = 5_000;

/**
 * Migration 0020's data step: each club made before it gets its name's skeleton (computed here,
 * by the one implementation in server/lib/names, not re-implemented in SQL). Clubs are taken
 * oldest first; a club whose skeleton an older one already has keeps none (both clubs stay as
 * they were, and renaming the younger gives it one), so existing look-alikes are kept, not
 * broken. Idempotent and cheap once done: only clubs without a skeleton are read.
 *
 * It runs before the server listens, so it is set-based: one read of the clubs without a
 * skeleton, one of the skeletons already held among theirs, then one update per 5,000 clubs.
 * (One read and one update per club kept a programme of 100,000 clubs from answering for over a
 * minute after the upgrade.)
 */
export async function fillClubNameSkeletons(tx: Executor): Promise<void> {
  const missing = await tx
    .select({ id: clubs.id, clubName: clubs.clubName })
    .from(clubs)
    .where(isNull(clubs.nameSkeleton))
    .orderBy(asc(clubs.id));
  if (missing.length === 0) return;
  const computed = missing.map((club) => ({ id: club.id, skeleton: nameSkeleton(club.clubName) }));
  const candidates = JSON.stringify([...new Set(computed.map((club) => club.skeleton))]);
  const held = await tx
    .select({ skeleton: clubs.nameSkeleton })
    .from(clubs)
    .where(sql`${clubs.nameSkeleton} in (select json_array_elements_text(${candidates}::json))`);
  const taken = new Set(held.map((row) => row.skeleton));
  const filled = computed.filter((club) => {
    if (taken.has(club.skeleton)) return false;
    taken.add(club.skeleton);
    return true;
  });
  for (let start = 0; start < filled.length; start += SKELETONS_PER_STATEMENT) {
    const chunk = JSON.stringify(filled.slice(start, start + SKELETONS_PER_STATEMENT));
    await tx.execute(sql`
      update ${clubs} set name_skeleton = filled.skeleton
      from json_to_recordset(${chunk}::json) as filled(id int, skeleton text)
      where ${clubs.id} = filled.id`);
  }
}
