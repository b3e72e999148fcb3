import { z } from "zod";

export const JourneySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  modules: z.array(z.string()),
});
export type Journey = z.infer<typeof JourneySchema>;

export const JourneyListSchema = z.object({ items: z.array(JourneySchema) });
export type JourneyList = z.infer<typeof JourneyListSchema>;
