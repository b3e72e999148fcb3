import { z } from "zod";

/** Choosing one's journey: once, for good, and only as a member of a club. */
export const JourneyChoiceSchema = z
  .strictObject({
    pathId: z.number().int().min(1, "Choose a journey.").max(1000, "Choose a journey."),
  })
  .meta({ example: { pathId: 6 } });
export type JourneyChoice = z.infer<typeof JourneyChoiceSchema>;

export const JourneyChoiceResultSchema = z.object({
  pathId: z.number().int(),
  pathName: z.string(),
});
export type JourneyChoiceResult = z.infer<typeof JourneyChoiceResultSchema>;
