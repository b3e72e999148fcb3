import { z } from "zod";
import { SocialLinkListSchema } from "./profile.ts";

/** The signed-in user's record, with what the dashboards need, in one response. */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Until the address is verified, admin rights do not apply (the dashboard offers a new link). */
  emailVerified: z.boolean(),
  clubMembership: z.number().int(),
  pathId: z.number().int(),
  completedMissions: z.array(z.string()),
  isLeader: z.boolean(),
  isAdmin: z.boolean(),
  identity: z.string().nullable(),
  /** One link per connected platform (Mission 1). */
  socialLinks: SocialLinkListSchema,
  /** The name of the club `clubMembership` points at; null without a club. */
  clubName: z.string().nullable(),
  /** The chosen journey's name; null before one is chosen. */
  pathName: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;
