import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the musician journey (issue 34). */
export const musicianCurriculum: readonly CurriculumMission[] = [];
