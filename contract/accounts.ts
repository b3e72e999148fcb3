import { z } from "zod";
import { lineText } from "./common.ts";
import { LOCALES } from "./locales.ts";
import { INVISIBLE_NAME_MESSAGE, isVisibleName } from "./names.ts";
import { SocialLinkListSchema } from "./profile.ts";

/**
 * The accounts feature (server/features/accounts, web/features/accounts): the signed-in person
 * (`GET /api/me`), their navigation (`GET /api/me/navigation`) and the account page (`/Account`).
 */

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

/**
 * What the navigation bar offers the signed-in person, in one response
 * (`GET /api/me/navigation`): their club, the clubs they lead with what waits there, and
 * whether they are an admin. Visitors get the public navigation without asking.
 */

/** The club the person is a member of: its page, and its meeting link (members see it). */
export const NavigationClubSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  /** Its page lives at `/` + slug. */
  slug: z.string(),
  meetingLink: z.string().nullable(),
});
export type NavigationClub = z.infer<typeof NavigationClubSchema>;

/** A club the person leads, with the decisions waiting for them there. */
export const LedClubSummarySchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  slug: z.string(),
  pendingApplications: z.number().int(),
  pendingSubmissions: z.number().int(),
});
export type LedClubSummary = z.infer<typeof LedClubSummarySchema>;

export const NavigationSchema = z.object({
  /** The person's club; null without a membership (the nav then offers the plans). */
  club: NavigationClubSchema.nullable(),
  /** A journey is chosen, so the missions list has missions to show. */
  hasJourney: z.boolean(),
  /** The clubs the person leads, oldest first; empty for non-leaders. */
  ledClubs: z.array(LedClubSummarySchema),
  /** Pending applications plus pending submissions over all led clubs (the leader badge). */
  waiting: z.number().int(),
  /** Admin rights apply (verified address): the mission manager and the admin queue. */
  isAdmin: z.boolean(),
  /** A paid period or a scholarship is in force; without one the nav offers the membership. */
  membershipActive: z.boolean(),
});
export type Navigation = z.infer<typeof NavigationSchema>;

/**
 * The account page (`/Account`): the person's name, address and password, and the devices signed
 * in to the account. Session tokens never leave the server: a session is named by its id.
 */

const email = z
  .string()
  .trim()
  .max(254, "Email is too long.")
  .email("Enter a valid email address.")
  .transform((value) => value.toLowerCase());

/** `GET /api/me/account`: what the page shows about the account itself. */
export const AccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  identity: z.string().nullable(),
  /** False for an account that signs in only with Google: no password to change. */
  hasPassword: z.boolean(),
  /** The address waiting for its confirmation link to be opened; null when none. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

/** `PUT /api/me/name`: the name shown to the club and on credentials (Sign Up's rules). */
export const DisplayNameSchema = z.strictObject({
  name: lineText()
    .min(1, "Enter a username.")
    .max(80, "Username must be at most 80 characters.")
    .refine(isVisibleName, INVISIBLE_NAME_MESSAGE),
});
export type DisplayName = z.infer<typeof DisplayNameSchema>;

/**
 * `POST /api/me/email-change`: mails a confirmation link to the new address and a notice to the
 * current one; nothing changes until the link is opened. The current password is asked of an
 * account that has one (a session left open somewhere cannot move the account away).
 */
export const EmailChangeRequestSchema = z.strictObject({
  newEmail: email,
  currentPassword: z.string().max(1024).optional(),
});
export type EmailChangeRequest = z.input<typeof EmailChangeRequestSchema>;

/** `POST /api/me/email-change/confirm`: the token of the link mailed to the new address. */
export const EmailChangeConfirmSchema = z.strictObject({
  token: z.string().min(1).max(512),
});

/** The answer to a change request, a confirmation or a cancellation. */
export const EmailChangeStateSchema = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
});
export type EmailChangeState = z.infer<typeof EmailChangeStateSchema>;

/** `POST /api/me/password`: the current password, and the new one (the password policy's rules). */
export const PasswordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your current password.").max(1024),
  newPassword: z.string().min(1, "Enter a new password.").max(1024),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** The answer to a password change: how many other sessions ended. */
export const SessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;

/** One signed-in session (a browser on a device), named by its id, never by its token. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** When the session was last renewed or used to sign in (renewed about once a day). */
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The browser's name ("Firefox"), from its user agent; null when not recognised. */
  browser: z.string().nullable(),
  /** The operating system ("Android"), from the user agent; null when not recognised. */
  system: z.string().nullable(),
  /** The session of the request that asked: "this device". */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionList = z.infer<typeof AccountSessionListSchema>;

export const SessionIdParamsSchema = z.strictObject({
  sessionId: z.string().min(1).max(200),
});
