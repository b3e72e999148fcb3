import { z } from "zod";
import { type NotificationKind, NotificationKindSchema } from "./notifications.ts";

/**
 * The kinds of email a person can turn on or off: one for each kind of notification. Emails
 * about the account itself (confirming the address, resetting the password) are not among them:
 * they are always sent.
 */
export const EmailKindSchema = NotificationKindSchema;
export type EmailKind = NotificationKind;

/** What each kind of email is about, as the settings page and the email's footer name it. */
export const EMAIL_KIND_LABELS = {
  "application-received": "Applications to a club I lead",
  "application-accepted": "My application was accepted",
  "application-rejected": "My application was not accepted",
  "submission-received": "Missions waiting for my verification",
  "submission-verified": "My mission was verified",
  "submission-rejected": "My mission needs another look",
  "slot-booked": "Speech slots booked at a club I lead",
  "club-meeting-changed": "My club's meeting link or format changed",
  "club-leadership-given": "I was made a club's leader",
  "club-leadership-taken": "A club I led was handed over",
  "club-archived": "A club of mine was archived",
  "club-restored": "A club of mine was restored",
  "removed-from-club": "I was removed from a club",
  "review-digest": "Daily digest of decisions waiting for me",
  "review-escalated": "Decisions waiting too long (admins)",
  "review-routed": "Requests to clubs without a leader (admins)",
  "meeting-schedule-changed": "My club's meeting schedule changed",
  "meeting-cancelled": "A meeting of my club was cancelled",
  "meeting-moved": "A meeting of my club was moved",
  "meeting-added": "My club added a meeting",
  "slot-cancelled": "A speech slot at a club I lead was cancelled",
  "meeting-reminder": "Meeting reminders, 2 hours before (in the app and by email)",
  "speech-reminder": "Reminders of my speech, 24 hours before (in the app and by email)",
  "payment-succeeded": "Payment received",
  "payment-failed": "Payment failed",
  "membership-ended": "Membership ended",
  "scholarship-granted": "A scholarship gave me the membership",
  "role-assigned": "A leader asked me to take a meeting role",
  "role-offered": "A meeting role I asked for is offered to me",
  "role-freed": "A meeting role I asked for became free",
  "role-reminder-week": "Reminders of my meeting role, 7 days before (in the app and by email)",
  "role-reminder-day": "Reminders of my meeting role, 24 hours before (in the app and by email)",
  "waitlist-promoted": "I got a place at a meeting from its waitlist",
  "role-declined": "A member declined a meeting role I assigned",
  "role-given-up": "A member gave up a meeting role less than 48 hours before",
  "evaluation-received": "My speech was evaluated",
  "meeting-report": "The report of my club's meeting",
  "partner-registered": "Organisations waiting for approval (admins)",
  "partner-decided": "My organisation's registration was decided",
  "partner-invited": "I was invited to act for an organisation",
  "opportunity-waiting": "Opportunities waiting for review (admins)",
  "opportunity-reviewed": "An opportunity I posted was reviewed",
  "opportunity-application-received": "Applications to my organisation's opportunities",
  "opportunity-application-moved": "A decision on my application to an opportunity",
} satisfies Record<EmailKind, string>;

/**
 * Who each kind of email is for, so the settings page groups the switches and shows a person only
 * their roles' groups: everyone's own membership and club life; the leaders' (and co-leaders')
 * clubs; the admins' queue.
 */
export const EMAIL_KIND_GROUPS = ["membership", "member", "leader", "admin"] as const;
export type EmailKindGroup = (typeof EMAIL_KIND_GROUPS)[number];

export const EMAIL_KIND_GROUP = {
  "payment-succeeded": "membership",
  "payment-failed": "membership",
  "membership-ended": "membership",
  "scholarship-granted": "membership",
  "application-accepted": "member",
  "application-rejected": "member",
  "submission-verified": "member",
  "submission-rejected": "member",
  "club-meeting-changed": "member",
  "club-leadership-given": "member",
  "club-leadership-taken": "member",
  "club-archived": "member",
  "club-restored": "member",
  "removed-from-club": "member",
  "meeting-schedule-changed": "member",
  "meeting-cancelled": "member",
  "meeting-moved": "member",
  "meeting-added": "member",
  "meeting-reminder": "member",
  "speech-reminder": "member",
  "application-received": "leader",
  "submission-received": "leader",
  "slot-booked": "leader",
  "slot-cancelled": "leader",
  "review-digest": "leader",
  "review-escalated": "admin",
  "review-routed": "admin",
  "role-assigned": "member",
  "role-offered": "member",
  "role-freed": "member",
  "role-reminder-week": "member",
  "role-reminder-day": "member",
  "waitlist-promoted": "member",
  "role-declined": "leader",
  "role-given-up": "leader",
  "evaluation-received": "member",
  "meeting-report": "member",
  "partner-registered": "admin",
  "partner-decided": "member",
  "partner-invited": "member",
  "opportunity-waiting": "admin",
  "opportunity-reviewed": "member",
  "opportunity-application-received": "member",
  "opportunity-application-moved": "member",
} satisfies Record<EmailKind, EmailKindGroup>;

export function emailKindLabel(kind: EmailKind): string {
  return (EMAIL_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

export const EmailPreferenceSchema = z.object({
  kind: EmailKindSchema,
  /** The settings page's name for it. */
  label: z.string(),
  /** True: an email goes out besides the notification in the app. */
  enabled: z.boolean(),
});
export type EmailPreference = z.infer<typeof EmailPreferenceSchema>;

/** Every kind, in a fixed order, with the person's choice (on unless they turned it off). */
export const EmailPreferencesSchema = z.object({
  preferences: z.array(EmailPreferenceSchema),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** Changes only the kinds it names; the others stay as they are. */
export const UpdateEmailPreferencesSchema = z.strictObject({
  preferences: z
    .array(z.strictObject({ kind: EmailKindSchema, enabled: z.boolean() }))
    .max(EmailKindSchema.options.length * 2),
});
export type UpdateEmailPreferences = z.infer<typeof UpdateEmailPreferencesSchema>;

/** The signed token of an unsubscribe link (in its query): names one person and one kind. */
export const UnsubscribeQuerySchema = z.strictObject({
  token: z.string().min(1).max(512),
});

export const UnsubscribedSchema = z.object({ kind: EmailKindSchema, label: z.string() });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;
