import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the designer journey (issue 34). */
export const designerCurriculum: readonly CurriculumMission[] = [];
