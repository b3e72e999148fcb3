import { z } from "zod";
import { LOCALES } from "./locales.ts";
import { SocialLinkListSchema } from "./profile.ts";

/** One of the app's languages (ADR 020). */
export const LocaleSchema = z.enum(LOCALES);

/** The signed-in user's record, with what the dashboards need, in one response. */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Until the address is verified, admin rights do not apply (the dashboard offers a new link). */
  emailVerified: z.boolean(),
  clubId: z.number().int().nullable(),
  journeyId: z.number().int().nullable(),
  completedMissions: z.array(z.string()),
  isLeader: z.boolean(),
  isAdmin: z.boolean(),
  identity: z.string().nullable(),
  /** One link per connected platform (Mission 1). */
  socialLinks: SocialLinkListSchema,
  /** The name of the club `clubId` points at; null without a club. */
  clubName: z.string().nullable(),
  /** The chosen journey's name; null before one is chosen. */
  journeyName: z.string().nullable(),
  /** The language the person chose in the app; null: never chose (emails in English). */
  language: LocaleSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/** `PUT /api/me/language`: the language of the app, the person's emails and calendars. */
export const LanguageChoiceSchema = z.strictObject({ language: LocaleSchema });
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;
