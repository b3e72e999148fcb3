import type { NotificationKind } from "../../contract/notifications.ts";
import { dayOf, joined, type Said, type SaidValue } from "../lib/said.ts";
import {
  listItems,
  type MessageKey,
  type MissionRef,
  missionNameSaid,
  say,
  type WaitingItemText,
} from "./messages.ts";
import type { NotificationInput } from "./write.ts";

// Every notification as data (ADR 030): one row per kind of notification says which message of
// the catalogs (messages.*.json) is its title and its body, where it links, which kind it is
// stored and emailed as (the email-preference category), and the parameters it takes.
// `notification(name, params)` builds any of them; its parameters are typed per kind.

/** A parameter of a notification: the message values (and the club) it gives. */
interface Param<T> {
  values(name: string, value: T): Record<string, SaidValue>;
  clubId?(value: T): number;
}

/** A text or a number (or nothing), a message value under the parameter's own name. */
const value = <T extends SaidValue | null>(): Param<T> => ({
  values: (name, given) => (given === null ? {} : { [name]: given }),
});
/** A text given under another message value's name, e.g. a club's name as `{club}`. */
const valueAs = (messageName: string): Param<string> => ({
  values: (_, given) => ({ [messageName]: given }),
});
/** Chooses the words (or the link) only: no message value. */
const choice = <T>(): Param<T> => ({ values: () => ({}) });

interface ClubRef {
  id: number;
  name: string;
}
/** The club it is about: `{club}` in the words, and the notification's club. */
const club: Param<ClubRef> = { values: (_, given) => ({ club: given.name }), clubId: (c) => c.id };
/** The club it is about, not named in the words. */
const clubId: Param<number> = { values: () => ({}), clubId: (id) => id };

/** A mission, by its name in the reader's language (a built-in one's translated). */
const mission: Param<MissionRef> = {
  values: (_, given) => ({ mission: missionNameSaid(given) }),
};
const missionOrNone: Param<MissionRef | null> = {
  values: (_, given) => (given ? mission.values("mission", given) : {}),
};
/** A leader's note, or "(no note)". */
const noteOrNone: Param<string | null> = {
  values: (_, given) => ({ note: given ?? say("notifications.submissionRejected.noNote") }),
};
/** The day a period ends, in the reader's words. */
const day: Param<Date> = { values: (name, given) => ({ [name]: dayOf(given) }) };
/** Waiting items: `{count}` and `{items}`, one per line. */
const items: Param<readonly WaitingItemText[]> = {
  values: (_, given) => ({ count: given.length, items: listItems(given) }),
};

type Params = Record<string, Param<never>>;
/** What a kind's parameters are given as. */
type ParamValues<P> = [keyof P] extends [never]
  ? Record<string, never>
  : { [N in keyof P]: P[N] extends Param<infer T> ? T : never };
/** One message, several one after the other, or the one the parameters choose. */
type Words<P> =
  | MessageKey
  | readonly MessageKey[]
  | ((params: ParamValues<P>) => MessageKey | readonly MessageKey[]);

interface KindSpec<P> {
  /** Stored as, and the kind of email the person may turn off. */
  kind: NotificationKind;
  params: P;
  title: Words<P>;
  body: Words<P>;
  /** The page where the person acts: a path, `{name}` taking a parameter. */
  link: string;
}
const define = <P extends Params>(spec: KindSpec<P>) => spec;

const CLUB_LEADER_PAGE = "/ClubLeaderPage";
const DASHBOARD = "/Dashboard";
const CHECKOUT = "/Checkout";
const ADMIN_QUEUE = "/AdminQueue";
/** A meeting's notice: its club, its time and its page (`at` = "<clubId>/<meetingKey>"). */
const atMeeting = { club, when: value<SaidValue>(), at: choice<string>() };
/** A meeting role's notice: the meeting's, and the role in the reader's language. */
const aboutRole = { ...atMeeting, role: value<SaidValue>() };
/** A meeting role's notice to its leader: whose role it was too. */
const aboutMembersRole = { ...aboutRole, member: value<string>() };

/** An application to an opportunity moved: the words of each step. */
const MOVED_WORDS = {
  shortlisted: {
    title: "notifications.opportunityApplicationShortlisted.title",
    body: "notifications.opportunityApplicationShortlisted.body",
  },
  declined: {
    title: "notifications.opportunityApplicationDeclined.title",
    body: "notifications.opportunityApplicationDeclined.body",
  },
  hired: {
    title: "notifications.opportunityApplicationHired.title",
    body: "notifications.opportunityApplicationHired.body",
  },
} as const;

/** One meeting's page: its roles, answers and check-in. */
const MEETING_PAGE = "/Meetings/{at}";

export const NOTIFICATION_KINDS = {
  "application-received": define({
    kind: "application-received",
    params: { club, applicant: value<string>() },
    title: "notifications.applicationReceived.title",
    body: "notifications.applicationReceived.body",
    link: CLUB_LEADER_PAGE,
  }),
  "application-accepted": define({
    kind: "application-accepted",
    params: { club, note: value<string | null>() },
    title: "notifications.applicationAccepted.title",
    body: ({ note }) =>
      note
        ? ["notifications.applicationAccepted.body", "notifications.applicationDecided.note"]
        : "notifications.applicationAccepted.body",
    link: DASHBOARD,
  }),
  "application-rejected": define({
    kind: "application-rejected",
    params: { club, note: value<string | null>() },
    title: "notifications.applicationRejected.title",
    body: ({ note }) =>
      note
        ? ["notifications.applicationRejected.body", "notifications.applicationDecided.note"]
        : "notifications.applicationRejected.body",
    link: DASHBOARD,
  }),
  "submission-received": define({
    kind: "submission-received",
    params: { clubId, member: value<string>(), mission },
    title: "notifications.submissionReceived.title",
    body: "notifications.submissionReceived.body",
    link: "/MissionVerification",
  }),
  "submission-verified": define({
    kind: "submission-verified",
    params: { mission },
    title: "notifications.submissionVerified.title",
    body: "notifications.submissionVerified.body",
    link: DASHBOARD,
  }),
  "submission-rejected": define({
    kind: "submission-rejected",
    params: { mission, note: noteOrNone },
    title: "notifications.submissionRejected.title",
    body: "notifications.submissionRejected.body",
    link: DASHBOARD,
  }),
  "slot-booked": define({
    kind: "slot-booked",
    params: { club, speaker: value<string>(), when: value<SaidValue>() },
    title: "notifications.slotBooked.title",
    body: "notifications.slotBooked.body",
    link: CLUB_LEADER_PAGE,
  }),
  "slot-cancelled": define({
    kind: "slot-cancelled",
    params: { club, speaker: value<string>(), when: value<SaidValue>() },
    title: "notifications.slotCancelled.title",
    body: "notifications.slotCancelled.body",
    link: CLUB_LEADER_PAGE,
  }),
  "meeting-schedule-changed": define({
    kind: "meeting-schedule-changed",
    params: { club, pattern: value<SaidValue>() },
    title: "notifications.scheduleChanged.title",
    body: "notifications.scheduleChanged.body",
    link: DASHBOARD,
  }),
  "meeting-cancelled": define({
    kind: "meeting-cancelled",
    params: { club, when: value<SaidValue>(), hadSpeech: choice<boolean>() },
    title: "notifications.meetingCancelled.title",
    body: ({ hadSpeech }) =>
      hadSpeech
        ? "notifications.meetingCancelled.bodySpeech"
        : "notifications.meetingCancelled.bodyMember",
    link: DASHBOARD,
  }),
  "meeting-moved": define({
    kind: "meeting-moved",
    params: { club, from: value<SaidValue>(), to: value<SaidValue>() },
    title: "notifications.meetingMoved.title",
    body: "notifications.meetingMoved.body",
    link: DASHBOARD,
  }),
  "speech-reminder": define({
    kind: "speech-reminder",
    params: { club, when: value<SaidValue>() },
    title: "notifications.speechReminder.title",
    body: "notifications.speechReminder.body",
    link: DASHBOARD,
  }),
  "meeting-reminder": define({
    kind: "meeting-reminder",
    params: { club, when: value<SaidValue>() },
    title: "notifications.meetingReminder.title",
    body: "notifications.meetingReminder.body",
    link: DASHBOARD,
  }),
  "meeting-added": define({
    kind: "meeting-added",
    params: { club, when: value<SaidValue>() },
    title: "notifications.meetingAdded.title",
    body: "notifications.meetingAdded.body",
    link: DASHBOARD,
  }),
  "club-meeting-changed": define({
    kind: "club-meeting-changed",
    params: {
      club,
      slug: choice<string>(),
      change: choice<"link" | "format" | "link-and-format">(),
      meetingFormat: choice<string>(),
    },
    title: ({ change, meetingFormat }) =>
      change === "link"
        ? "notifications.meetingChanged.titleLink"
        : meetingFormat === "online"
          ? "notifications.meetingChanged.titleOnline"
          : "notifications.meetingChanged.titleInPerson",
    body: ({ change }) =>
      change === "format"
        ? "notifications.meetingChanged.bodyFormat"
        : "notifications.meetingChanged.bodyLink",
    link: "/{slug}",
  }),
  "club-leadership-given": define({
    kind: "club-leadership-given",
    params: { club },
    title: "notifications.leadershipGiven.title",
    body: "notifications.leadershipGiven.body",
    link: CLUB_LEADER_PAGE,
  }),
  "club-leadership-taken": define({
    kind: "club-leadership-taken",
    params: { club },
    title: "notifications.leadershipTaken.title",
    body: "notifications.leadershipTaken.body",
    link: DASHBOARD,
  }),
  // A leader's hand-over to a member (ADR 046), stored and emailed as leadership news.
  "club-handover-offered": define({
    kind: "club-leadership-given",
    params: { club, leader: value<string>() },
    title: "notifications.handoverOffered.title",
    body: "notifications.handoverOffered.body",
    link: DASHBOARD,
  }),
  "club-handover-declined": define({
    kind: "club-leadership-given",
    params: { club, member: value<string>() },
    title: "notifications.handoverDeclined.title",
    body: "notifications.handoverDeclined.body",
    link: CLUB_LEADER_PAGE,
  }),
  "club-handover-accepted": define({
    kind: "club-leadership-taken",
    params: { club, leader: value<string>() },
    title: "notifications.handoverAccepted.title",
    body: "notifications.handoverAccepted.body",
    link: DASHBOARD,
  }),
  "club-handover-members": define({
    kind: "club-leadership-taken",
    params: { club, leader: value<string>() },
    title: "notifications.handoverMembers.title",
    body: "notifications.handoverMembers.body",
    link: DASHBOARD,
  }),
  // A club's co-leaders (issue 39, ADR 046), stored and emailed as leadership news.
  "club-co-leader-appointed": define({
    kind: "club-leadership-given",
    params: { club, by: value<string>() },
    title: "notifications.coLeaderAppointed.title",
    body: "notifications.coLeaderAppointed.body",
    link: CLUB_LEADER_PAGE,
  }),
  "club-co-leader-removed": define({
    kind: "club-leadership-taken",
    params: { club, by: value<string>() },
    title: "notifications.coLeaderRemoved.title",
    body: "notifications.coLeaderRemoved.body",
    link: DASHBOARD,
  }),
  "club-co-leaders-changed": define({
    kind: "club-leadership-given",
    params: { club, by: value<string>(), member: value<string>() },
    title: "notifications.coLeadersChanged.title",
    body: "notifications.coLeadersChanged.body",
    link: CLUB_LEADER_PAGE,
  }),
  "club-archived": define({
    kind: "club-archived",
    params: { club },
    title: "notifications.clubArchived.title",
    body: "notifications.clubArchived.body",
    link: DASHBOARD,
  }),
  "club-restored": define({
    kind: "club-restored",
    params: { club },
    title: "notifications.clubRestored.title",
    body: "notifications.clubRestored.body",
    link: DASHBOARD,
  }),
  "payment-succeeded": define({
    kind: "payment-succeeded",
    params: { clubName: valueAs("club") },
    title: "notifications.paymentSucceeded.title",
    body: "notifications.paymentSucceeded.body",
    link: DASHBOARD,
  }),
  "payment-failed": define({
    kind: "payment-failed",
    params: {},
    title: "notifications.paymentFailed.title",
    body: "notifications.paymentFailed.body",
    link: CHECKOUT,
  }),
  "membership-ended": define({
    kind: "membership-ended",
    params: { clubName: valueAs("club") },
    title: "notifications.membershipEnded.title",
    body: "notifications.membershipEnded.body",
    link: CHECKOUT,
  }),
  "scholarship-granted": define({
    kind: "scholarship-granted",
    params: { date: day },
    title: "notifications.scholarshipGranted.title",
    body: "notifications.scholarshipGranted.body",
    link: DASHBOARD,
  }),
  /** An admin ended the person's scholarship: their membership ended. */
  "scholarship-revoked": define({
    kind: "membership-ended",
    params: {},
    title: "notifications.scholarshipRevoked.title",
    body: "notifications.scholarshipRevoked.body",
    link: CHECKOUT,
  }),
  "removed-from-club": define({
    kind: "removed-from-club",
    params: { club, reason: value<string>() },
    title: "notifications.removedFromClub.title",
    body: "notifications.removedFromClub.body",
    link: "/ClubSearch",
  }),
  // A meeting's roles and answers (issue 32): `at` is the meeting, "<clubId>/<meetingKey>".
  "role-assigned": define({
    kind: "role-assigned",
    params: aboutRole,
    title: "notifications.roleAssigned.title",
    body: "notifications.roleAssigned.body",
    link: MEETING_PAGE,
  }),
  "role-offered": define({
    kind: "role-offered",
    params: aboutRole,
    title: "notifications.roleOffered.title",
    body: "notifications.roleOffered.body",
    link: MEETING_PAGE,
  }),
  "role-freed": define({
    kind: "role-freed",
    params: aboutRole,
    title: "notifications.roleFreed.title",
    body: "notifications.roleFreed.body",
    link: MEETING_PAGE,
  }),
  "role-reminder-week": define({
    kind: "role-reminder-week",
    params: aboutRole,
    title: "notifications.roleReminderWeek.title",
    body: "notifications.roleReminderWeek.body",
    link: MEETING_PAGE,
  }),
  "role-reminder-day": define({
    kind: "role-reminder-day",
    params: aboutRole,
    title: "notifications.roleReminderDay.title",
    body: "notifications.roleReminderDay.body",
    link: MEETING_PAGE,
  }),
  "waitlist-promoted": define({
    kind: "waitlist-promoted",
    params: atMeeting,
    title: "notifications.waitlistPromoted.title",
    body: "notifications.waitlistPromoted.body",
    link: MEETING_PAGE,
  }),
  "role-declined": define({
    kind: "role-declined",
    params: aboutMembersRole,
    title: "notifications.roleDeclined.title",
    body: "notifications.roleDeclined.body",
    link: MEETING_PAGE,
  }),
  "role-given-up": define({
    kind: "role-given-up",
    params: aboutMembersRole,
    title: "notifications.roleGivenUp.title",
    body: "notifications.roleGivenUp.body",
    link: MEETING_PAGE,
  }),
  // A meeting's speeches and report (issue 33).
  "evaluation-received": define({
    kind: "evaluation-received",
    params: {
      club,
      evaluator: value<string>(),
      when: value<SaidValue>(),
      slotId: choice<number>(),
    },
    title: "notifications.evaluationReceived.title",
    body: "notifications.evaluationReceived.body",
    link: "/Speeches/{slotId}",
  }),
  "meeting-report": define({
    kind: "meeting-report",
    params: { ...atMeeting, summary: value<SaidValue>() },
    title: "notifications.meetingReport.title",
    body: "notifications.meetingReport.body",
    link: "/Meetings/{at}/Report",
  }),
  "review-digest": define({
    kind: "review-digest",
    params: { items },
    title: "notifications.reviewDigest.title",
    body: "notifications.reviewDigest.body",
    link: CLUB_LEADER_PAGE,
  }),
  "review-escalated": define({
    kind: "review-escalated",
    params: { items },
    title: "notifications.reviewEscalated.title",
    body: "notifications.reviewEscalated.body",
    link: ADMIN_QUEUE,
  }),
  /** An application to a club without a leader: the admins decide it. */
  "review-routed-application": define({
    kind: "review-routed",
    params: { person: value<string>(), clubName: valueAs("club") },
    title: "notifications.reviewRouted.applicationTitle",
    body: "notifications.reviewRouted.applicationBody",
    link: ADMIN_QUEUE,
  }),
  /** A submission in a club without a leader: the admins verify it. */
  "review-routed-submission": define({
    kind: "review-routed",
    params: { person: value<string>(), clubName: valueAs("club"), mission: missionOrNone },
    title: ({ mission }) =>
      mission
        ? "notifications.reviewRouted.submissionTitle"
        : "notifications.reviewRouted.submissionTitleUnnamed",
    body: ({ mission }) =>
      mission
        ? "notifications.reviewRouted.submissionBody"
        : "notifications.reviewRouted.submissionBodyUnnamed",
    link: ADMIN_QUEUE,
  }),
  // Partner organisations (issue 37): `partnerId` is the organisation's page.
  "partner-registered": define({
    kind: "partner-registered",
    params: { partner: value<string>(), person: value<string>() },
    title: "notifications.partnerRegistered.title",
    body: "notifications.partnerRegistered.body",
    link: "/Admin#admin-partners",
  }),
  "partner-approved": define({
    kind: "partner-decided",
    params: { partner: value<string>(), partnerId: choice<number>(), note: value<string | null>() },
    title: "notifications.partnerApproved.title",
    body: ({ note }) =>
      note
        ? ["notifications.partnerApproved.body", "notifications.applicationDecided.note"]
        : "notifications.partnerApproved.body",
    link: "/Partners/{partnerId}",
  }),
  "partner-rejected": define({
    kind: "partner-decided",
    params: { partner: value<string>(), partnerId: choice<number>(), note: value<string | null>() },
    title: "notifications.partnerRejected.title",
    body: ({ note }) =>
      note
        ? ["notifications.partnerRejected.body", "notifications.applicationDecided.note"]
        : "notifications.partnerRejected.body",
    link: "/Partners/{partnerId}",
  }),
  "partner-invited": define({
    kind: "partner-invited",
    params: { partner: value<string>(), inviter: value<string>() },
    title: "notifications.partnerInvited.title",
    body: "notifications.partnerInvited.body",
    link: "/Partners",
  }),
  // Opportunities (issue 37): a partner's post waits for the admins; its poster hears the review.
  "opportunity-waiting": define({
    kind: "opportunity-waiting",
    params: { title: value<string>(), partner: value<string>() },
    title: "notifications.opportunityWaiting.title",
    body: "notifications.opportunityWaiting.body",
    link: "/Admin#admin-opportunities",
  }),
  "opportunity-published": define({
    kind: "opportunity-reviewed",
    params: { title: value<string>(), partnerId: choice<number>(), note: value<string | null>() },
    title: "notifications.opportunityPublished.title",
    body: ({ note }) =>
      note
        ? ["notifications.opportunityPublished.body", "notifications.applicationDecided.note"]
        : "notifications.opportunityPublished.body",
    link: "/Partners/{partnerId}/Opportunities",
  }),
  "opportunity-rejected": define({
    kind: "opportunity-reviewed",
    params: { title: value<string>(), partnerId: choice<number>(), note: value<string | null>() },
    title: "notifications.opportunityRejected.title",
    body: ({ note }) =>
      note
        ? ["notifications.opportunityRejected.body", "notifications.applicationDecided.note"]
        : "notifications.opportunityRejected.body",
    link: "/Partners/{partnerId}/Opportunities",
  }),
  // Applications to opportunities (issue 37): the partner's people hear of each application and
  // withdrawal (`applicants` is its applicants page); the member hears of each move.
  "opportunity-application-received": define({
    kind: "opportunity-application-received",
    params: { title: value<string>(), applicant: value<string>(), applicants: choice<string>() },
    title: "notifications.opportunityApplicationReceived.title",
    body: "notifications.opportunityApplicationReceived.body",
    link: "{applicants}",
  }),
  "opportunity-application-withdrawn": define({
    kind: "opportunity-application-received",
    params: { title: value<string>(), applicant: value<string>(), applicants: choice<string>() },
    title: "notifications.opportunityApplicationWithdrawn.title",
    body: "notifications.opportunityApplicationWithdrawn.body",
    link: "{applicants}",
  }),
  "opportunity-application-moved": define({
    kind: "opportunity-application-moved",
    params: {
      title: value<string>(),
      partner: value<string>(),
      status: choice<"shortlisted" | "declined" | "hired">(),
      note: value<string | null>(),
    },
    title: ({ status }) => MOVED_WORDS[status].title,
    body: ({ status, note }) =>
      note
        ? [MOVED_WORDS[status].body, "notifications.applicationDecided.note"]
        : MOVED_WORDS[status].body,
    link: DASHBOARD,
  }),
};

type Kinds = typeof NOTIFICATION_KINDS;
/** A notification's name in the table (most are the kind it is stored as). */
export type NotificationName = keyof Kinds;
/** The parameters notification `N` takes. */
export type NotificationParams<N extends NotificationName> = ParamValues<Kinds[N]["params"]>;

/** Notification `name` with its parameters: its words said in each reader's language. */
export function notification<N extends NotificationName>(
  name: N,
  params: NotificationParams<N>,
): NotificationInput {
  type AnyParams = Record<string, Param<unknown>>;
  const spec = NOTIFICATION_KINDS[name] as KindSpec<AnyParams>;
  const given = params as Record<string, unknown>;
  const values: Record<string, SaidValue> = {};
  let clubOf: number | undefined;
  for (const [paramName, param] of Object.entries(spec.params)) {
    Object.assign(values, param.values(paramName, given[paramName]));
    if (param.clubId) clubOf = param.clubId(given[paramName]);
  }
  const words = (chosen: Words<AnyParams>): Said => {
    const keys = typeof chosen === "function" ? chosen(given) : chosen;
    return typeof keys === "string"
      ? say(keys, values)
      : joined(keys.map((key) => say(key, values)));
  };
  return {
    kind: spec.kind,
    title: words(spec.title),
    body: words(spec.body),
    link: spec.link.replace(/\{(\w+)\}/g, (_, paramName: string) => String(given[paramName])),
    ...(clubOf === undefined ? {} : { clubId: clubOf }),
  };
}
