import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the founder journey (issue 34). */
export const founderCurriculum: readonly CurriculumMission[] = [];
