import { defineServerCatalogs } from "../lib/i18n.ts";
import { dayOf, joined, type Said, type SaidValue, sayerOf } from "../lib/said.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };
import type { NotificationInput } from "./write.ts";

/** The notifications' words in each language (ADR 020). */
export const notificationCatalogs = defineServerCatalogs({ en, ml, ar });

const say = sayerOf(notificationCatalogs);

/** One waiting item as a reminder names it. */
export interface WaitingItemText {
  kind: "application" | "submission";
  personName: string;
  missionName: string | null;
  clubName: string;
  waitingDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between `since` and `now`. */
export function waitingDaysOf(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

function describeItem(item: WaitingItemText): Said {
  const values = { person: item.personName, club: item.clubName, days: item.waitingDays };
  if (item.kind === "application") return say("notifications.item.application", values);
  return item.missionName
    ? say("notifications.item.submission", { ...values, mission: item.missionName })
    : say("notifications.item.submissionUnnamed", values);
}

/** The first few items, one per line, and how many more there are. */
function listItems(items: WaitingItemText[], shown = 10): Said {
  const lines = items.slice(0, shown).map(describeItem);
  if (items.length > shown) {
    lines.push(say("notifications.item.more", { count: items.length - shown }));
  }
  return { in: (locale) => lines.map((line) => `- ${line.in(locale)}`).join("\n") };
}

type ClubRef = { id: number; name: string };

/**
 * The words of each notification, in one place: what happened, and the page where the person
 * acts on it (the leader page, the verification queue, the dashboard, checkout). Titles and
 * bodies are said in each recipient's language when `notify` writes them.
 */
export const notificationMessages = {
  applicationReceived: (club: ClubRef, applicant: string) => ({
    kind: "application-received",
    title: say("notifications.applicationReceived.title", { club: club.name }),
    body: say("notifications.applicationReceived.body", { club: club.name, applicant }),
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  applicationDecided: (club: ClubRef, accepted: boolean, note: string | null = null) => {
    const body = accepted
      ? say("notifications.applicationAccepted.body", { club: club.name })
      : say("notifications.applicationRejected.body", { club: club.name });
    return {
      kind: accepted ? "application-accepted" : "application-rejected",
      title: accepted
        ? say("notifications.applicationAccepted.title", { club: club.name })
        : say("notifications.applicationRejected.title", { club: club.name }),
      body: note ? joined([body, say("notifications.applicationDecided.note", { note })]) : body,
      link: "/Dashboard",
      clubId: club.id,
    };
  },
  submissionReceived: (clubId: number, member: string, mission: string) => ({
    kind: "submission-received",
    title: say("notifications.submissionReceived.title", { mission }),
    body: say("notifications.submissionReceived.body", { member, mission }),
    link: "/MissionVerification",
    clubId,
  }),
  submissionDecided: (mission: string, verified: boolean, note: string | null) => ({
    kind: verified ? "submission-verified" : "submission-rejected",
    title: verified
      ? say("notifications.submissionVerified.title", { mission })
      : say("notifications.submissionRejected.title", { mission }),
    body: verified
      ? say("notifications.submissionVerified.body", { mission })
      : say("notifications.submissionRejected.body", {
          note: note ?? say("notifications.submissionRejected.noNote"),
        }),
    link: "/Dashboard",
  }),
  slotBooked: (club: ClubRef, speaker: string, when: SaidValue) => ({
    kind: "slot-booked",
    title: say("notifications.slotBooked.title", { speaker }),
    body: say("notifications.slotBooked.body", { speaker, club: club.name, when }),
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  slotCancelled: (club: ClubRef, speaker: string, when: SaidValue) => ({
    kind: "slot-cancelled",
    title: say("notifications.slotCancelled.title", { speaker }),
    body: say("notifications.slotCancelled.body", { speaker, club: club.name, when }),
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  scheduleChanged: (club: ClubRef, pattern: SaidValue) => ({
    kind: "meeting-schedule-changed",
    title: say("notifications.scheduleChanged.title", { club: club.name }),
    body: say("notifications.scheduleChanged.body", { club: club.name, pattern }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingCancelled: (club: ClubRef, when: SaidValue, hadSpeech: boolean) => ({
    kind: "meeting-cancelled",
    title: say("notifications.meetingCancelled.title", { club: club.name, when }),
    body: hadSpeech
      ? say("notifications.meetingCancelled.bodySpeech")
      : say("notifications.meetingCancelled.bodyMember"),
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingMoved: (club: ClubRef, from: SaidValue, to: SaidValue) => ({
    kind: "meeting-moved",
    title: say("notifications.meetingMoved.title", { club: club.name }),
    body: say("notifications.meetingMoved.body", { from, to }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  speechReminder: (club: ClubRef, when: SaidValue) => ({
    kind: "speech-reminder",
    title: say("notifications.speechReminder.title", { club: club.name }),
    body: say("notifications.speechReminder.body", { when }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingReminder: (club: ClubRef, when: SaidValue) => ({
    kind: "meeting-reminder",
    title: say("notifications.meetingReminder.title", { club: club.name }),
    body: say("notifications.meetingReminder.body", { when }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingAdded: (club: ClubRef, when: SaidValue) => ({
    kind: "meeting-added",
    title: say("notifications.meetingAdded.title", { club: club.name }),
    body: say("notifications.meetingAdded.body", { club: club.name, when }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingChanged: (
    club: { clubId: number; clubName: string; slug: string; meetingFormat: string },
    change: "link" | "format" | "link-and-format",
  ) => ({
    kind: "club-meeting-changed",
    title:
      change === "link"
        ? say("notifications.meetingChanged.titleLink", { club: club.clubName })
        : club.meetingFormat === "online"
          ? say("notifications.meetingChanged.titleOnline", { club: club.clubName })
          : say("notifications.meetingChanged.titleInPerson", { club: club.clubName }),
    body:
      change === "format"
        ? say("notifications.meetingChanged.bodyFormat")
        : say("notifications.meetingChanged.bodyLink"),
    link: `/${club.slug}`,
    clubId: club.clubId,
  }),
  leadershipGiven: (club: ClubRef) => ({
    kind: "club-leadership-given",
    title: say("notifications.leadershipGiven.title", { club: club.name }),
    body: say("notifications.leadershipGiven.body", { club: club.name }),
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  leadershipTaken: (club: ClubRef) => ({
    kind: "club-leadership-taken",
    title: say("notifications.leadershipTaken.title", { club: club.name }),
    body: say("notifications.leadershipTaken.body", { club: club.name }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  clubArchived: (club: ClubRef) => ({
    kind: "club-archived",
    title: say("notifications.clubArchived.title", { club: club.name }),
    body: say("notifications.clubArchived.body", { club: club.name }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  clubRestored: (club: ClubRef) => ({
    kind: "club-restored",
    title: say("notifications.clubRestored.title", { club: club.name }),
    body: say("notifications.clubRestored.body", { club: club.name }),
    link: "/Dashboard",
    clubId: club.id,
  }),
  paymentSucceeded: (club: string) => ({
    kind: "payment-succeeded",
    title: say("notifications.paymentSucceeded.title"),
    body: say("notifications.paymentSucceeded.body", { club }),
    link: "/Dashboard",
  }),
  paymentFailed: () => ({
    kind: "payment-failed",
    title: say("notifications.paymentFailed.title"),
    body: say("notifications.paymentFailed.body"),
    link: "/Checkout",
  }),
  membershipEnded: (club: string) => ({
    kind: "membership-ended",
    title: say("notifications.membershipEnded.title"),
    body: say("notifications.membershipEnded.body", { club }),
    link: "/Checkout",
  }),
  scholarshipGranted: (endsAt: Date) => ({
    kind: "scholarship-granted",
    title: say("notifications.scholarshipGranted.title"),
    body: say("notifications.scholarshipGranted.body", { date: dayOf(endsAt) }),
    link: "/Dashboard",
  }),
  scholarshipRevoked: () => ({
    kind: "membership-ended",
    title: say("notifications.scholarshipRevoked.title"),
    body: say("notifications.scholarshipRevoked.body"),
    link: "/Checkout",
  }),
  removedFromClub: (club: ClubRef, reason: string) => ({
    kind: "removed-from-club",
    title: say("notifications.removedFromClub.title", { club: club.name }),
    body: say("notifications.removedFromClub.body", { club: club.name, reason }),
    link: "/ClubSearch",
    clubId: club.id,
  }),
  reviewDigest: (items: WaitingItemText[]) => ({
    kind: "review-digest",
    title: say("notifications.reviewDigest.title", { count: items.length }),
    body: say("notifications.reviewDigest.body", { items: listItems(items) }),
    link: "/ClubLeaderPage",
  }),
  reviewEscalated: (items: WaitingItemText[]) => ({
    kind: "review-escalated",
    title: say("notifications.reviewEscalated.title", { count: items.length }),
    body: say("notifications.reviewEscalated.body", { items: listItems(items) }),
    link: "/AdminQueue",
  }),
  reviewRouted: (item: Omit<WaitingItemText, "waitingDays">) => {
    const values = { person: item.personName, club: item.clubName };
    if (item.kind === "application") {
      return {
        kind: "review-routed",
        title: say("notifications.reviewRouted.applicationTitle", values),
        body: say("notifications.reviewRouted.applicationBody", values),
        link: "/AdminQueue",
      };
    }
    const mission = item.missionName;
    return {
      kind: "review-routed",
      title: mission
        ? say("notifications.reviewRouted.submissionTitle", { ...values, mission })
        : say("notifications.reviewRouted.submissionTitleUnnamed", values),
      body: mission
        ? say("notifications.reviewRouted.submissionBody", { ...values, mission })
        : say("notifications.reviewRouted.submissionBodyUnnamed", values),
      link: "/AdminQueue",
    };
  },
} satisfies Record<string, (...args: never[]) => NotificationInput>;
