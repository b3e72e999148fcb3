import { communityBuilderCurriculum } from "./community-builder.ts";
import { designerCurriculum } from "./designer.ts";
import { developerCurriculum } from "./developer.ts";
import { founderCurriculum } from "./founder.ts";
import { musicianCurriculum } from "./musician.ts";
import { traderCurriculum } from "./trader.ts";
import type { CurriculumMission } from "./types.ts";

export type { CurriculumMission, CurriculumStep, Quiz, QuizQuestion, Text3 } from "./types.ts";

/** Missions 3 to 8 of every journey, by journey slug (issue 34). */
export const curriculum: Readonly<Record<string, readonly CurriculumMission[]>> = {
  trader: traderCurriculum,
  "community-builder": communityBuilderCurriculum,
  designer: designerCurriculum,
  founder: founderCurriculum,
  musician: musicianCurriculum,
  developer: developerCurriculum,
};

/** Every curriculum mission (36), journey by journey, in order. */
export const curriculumMissions: readonly CurriculumMission[] = Object.values(curriculum).flat();

/**
 * A curriculum mission's name split as missions store it: "Mission 3" as its name and "How
 * blockchains work" as its title (shown "Mission 3: How blockchains work", as Missions 1 and 2).
 */
export function nameParts(name: string): { missionName: string; objective: string } {
  const at = name.indexOf(": ");
  return at < 0
    ? { missionName: name, objective: "" }
    : { missionName: name.slice(0, at), objective: name.slice(at + 2) };
}

/** A curriculum mission's address: the journey's slug and its number, e.g. developer-mission-3. */
export function curriculumSlugOf(mission: CurriculumMission): string {
  return `${mission.journeySlug}-mission-${mission.number}`;
}
