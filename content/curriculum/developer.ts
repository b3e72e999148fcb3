import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the developer journey (issue 34). */
export const developerCurriculum: readonly CurriculumMission[] = [];
