import { z } from "zod";

/** Choosing one's journey: once, for good, and only as a member of a club. */
export const JourneyChoiceSchema = z
  .strictObject({
    journeyId: z.number().int().min(1, "Choose a journey.").max(1000, "Choose a journey."),
  })
  .meta({ example: { journeyId: 6 } });
export type JourneyChoice = z.infer<typeof JourneyChoiceSchema>;

export const JourneyChoiceResultSchema = z.object({
  journeyId: z.number().int(),
  journeyName: z.string(),
});
export type JourneyChoiceResult = z.infer<typeof JourneyChoiceResultSchema>;
