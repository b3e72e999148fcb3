import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the trader journey (issue 34). */
export const traderCurriculum: readonly CurriculumMission[] = [];
