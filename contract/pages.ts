import { z } from "zod";
import { MAX_PATH_PARAMETER_LENGTH } from "./common.ts";

/** What lives at `/` + a slug: a club's page or a mission's wizard. */
export const SlugTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("club"), clubId: z.number().int(), name: z.string() }),
  z.object({ kind: z.literal("mission"), missionId: z.string(), name: z.string() }),
]);
export type SlugTarget = z.infer<typeof SlugTargetSchema>;

export const SlugParamsSchema = z.strictObject({
  slug: z.string().min(1).max(MAX_PATH_PARAMETER_LENGTH),
});
