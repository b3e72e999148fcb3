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
