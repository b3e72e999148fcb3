import { z } from "zod";
import { IntIdSchema, pageOf } from "./common.ts";

/** What a notification reports; each links to where the person acts. */
export const NotificationKindSchema = z.enum([
  "application-received",
  "application-accepted",
  "application-rejected",
  "submission-received",
  "submission-verified",
  "submission-rejected",
  "slot-booked",
  "club-meeting-changed",
  "club-leadership-given",
  "club-leadership-taken",
  /** An admin archived a club the person belongs to or leads (ADR 016), or restored it. */
  "club-archived",
  "club-restored",
  "meeting-schedule-changed",
  "meeting-cancelled",
  "meeting-moved",
  "meeting-added",
  "slot-cancelled",
  "meeting-reminder",
  "speech-reminder",
  "payment-succeeded",
  "payment-failed",
  "membership-ended",
  /** An admin gave the person the membership without payment (a scholarship). */
  "scholarship-granted",
  "removed-from-club",
  /** A leader's daily digest of what has waited too long in their clubs. */
  "review-digest",
  /** Admins: items that waited past the escalation age. */
  "review-escalated",
  /** Admins: an application or submission to a club without a leader. */
  "review-routed",
  "role-assigned",
  "role-offered",
  "role-freed",
  "role-reminder-week",
  "role-reminder-day",
  "waitlist-promoted",
  "evaluation-received",
  "meeting-report",
  "role-declined",
  "role-given-up",
  /** Admins: an organisation registered as a partner (issue 37). */
  "partner-registered",
  /** An admin approved or rejected the organisation the person registered. */
  "partner-decided",
  /** An owner invited the person to act for an organisation. */
  "partner-invited",
  /** Admins: a partner's opportunity waits for review (issue 37). */
  "opportunity-waiting",
  /** An admin published or rejected the opportunity the person posted. */
  "opportunity-reviewed",
  /** A partner's people: a member applied to (or withdrew from) one of its opportunities. */
  "opportunity-application-received",
  /** A partner shortlisted, declined or hired the person's application (issue 37). */
  "opportunity-application-moved",
]);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path of this app where the person acts on it, e.g. "/ClubLeaderPage". */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = pageOf(NotificationSchema);
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationParamsSchema = z.strictObject({ notificationId: IntIdSchema });
