import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the community-builder journey (issue 34). */
export const communityBuilderCurriculum: readonly CurriculumMission[] = [];
