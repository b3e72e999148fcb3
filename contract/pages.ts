import { z } from "zod";
import { MAX_PATH_PARAMETER_LENGTH } from "./common.ts";

/**
 * What lives at `/` + a slug: a club's page, a mission's wizard, or a renamed mission's old
 * address (the web then replaces the address with `/` + the current slug).
 */
export const SlugTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("club"), clubId: z.number().int(), name: z.string() }),
  z.object({ kind: z.literal("mission"), missionId: z.string(), name: z.string() }),
  z.object({ kind: z.literal("redirect"), slug: z.string() }),
]);
export type SlugTarget = z.infer<typeof SlugTargetSchema>;

export const SlugParamsSchema = z.strictObject({
  slug: z.string().min(1).max(MAX_PATH_PARAMETER_LENGTH),
});
