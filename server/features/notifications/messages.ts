import type { NotificationInput } from "./service.ts";

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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function describeItem(item: WaitingItemText): string {
  const what =
    item.kind === "application"
      ? `${item.personName}'s application to ${item.clubName}`
      : `${item.personName}'s ${item.missionName ?? "mission"} (${item.clubName})`;
  return `${what}, waiting ${plural(item.waitingDays, "day")}`;
}

/** The first few items, one per line, and how many more there are. */
function listItems(items: WaitingItemText[], shown = 10): string {
  const lines = items.slice(0, shown).map((item) => `- ${describeItem(item)}`);
  if (items.length > shown) lines.push(`- and ${items.length - shown} more`);
  return lines.join("\n");
}

/**
 * The words of each notification, in one place: what happened, and the page where the person
 * acts on it (the leader page, the verification queue, the dashboard, checkout).
 */
export const notificationMessages = {
  applicationReceived: (club: { id: number; name: string }, applicant: string) => ({
    kind: "application-received",
    title: `New application to ${club.name}`,
    body: `${applicant} asked to join ${club.name}.`,
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  applicationDecided: (
    club: { id: number; name: string },
    accepted: boolean,
    note: string | null = null,
  ) => ({
    kind: accepted ? "application-accepted" : "application-rejected",
    title: accepted
      ? `Welcome to ${club.name}!`
      : `Your application to ${club.name} was not accepted`,
    body:
      (accepted
        ? `Your application to ${club.name} was accepted: choose your journey next.`
        : `The leader of ${club.name} did not accept your application this time. You may apply again.`) +
      (note ? `\nTheir note: ${note}` : ""),
    link: "/Dashboard",
    clubId: club.id,
  }),
  submissionReceived: (clubId: number, member: string, mission: string) => ({
    kind: "submission-received",
    title: `${mission} is waiting for your verification`,
    body: `${member} marked ${mission} as complete.`,
    link: "/MissionVerification",
    clubId,
  }),
  submissionDecided: (mission: string, verified: boolean, note: string | null) => ({
    kind: verified ? "submission-verified" : "submission-rejected",
    title: verified ? `${mission} is verified` : `${mission} needs another look`,
    body: verified
      ? `Your club leader verified ${mission}. Well done!`
      : `Your club leader's note: ${note ?? "(no note)"}`,
    link: "/Dashboard",
  }),
  slotBooked: (club: { id: number; name: string }, speaker: string, when: string) => ({
    kind: "slot-booked",
    title: `${speaker} booked a speech slot`,
    body: `${speaker} will give a speech at ${club.name} on ${when}.`,
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  slotCancelled: (club: { id: number; name: string }, speaker: string, when: string) => ({
    kind: "slot-cancelled",
    title: `${speaker} cancelled a speech slot`,
    body: `${speaker} will no longer speak at ${club.name} on ${when}.`,
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  scheduleChanged: (club: { id: number; name: string }, pattern: string) => ({
    kind: "meeting-schedule-changed",
    title: `${club.name} has a new meeting schedule`,
    body: `${club.name} now meets ${pattern}.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingCancelled: (club: { id: number; name: string }, when: string, hadSpeech: boolean) => ({
    kind: "meeting-cancelled",
    title: `${club.name}: the meeting of ${when} is cancelled`,
    body: hadSpeech
      ? "Your speech slot on that meeting is released: book another date in Mission 2."
      : "The meeting will not take place. See your club's upcoming meetings.",
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingMoved: (club: { id: number; name: string }, from: string, to: string) => ({
    kind: "meeting-moved",
    title: `${club.name}: a meeting has moved`,
    body: `The meeting of ${from} now takes place on ${to}.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  speechReminder: (club: { id: number; name: string }, when: string) => ({
    kind: "speech-reminder",
    title: `Your speech at ${club.name} is coming up`,
    body: `You speak at the meeting of ${when}: rehearse it out loud once more.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingReminder: (club: { id: number; name: string }, when: string) => ({
    kind: "meeting-reminder",
    title: `${club.name} meets in 2 hours`,
    body: `The meeting starts on ${when}.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  meetingAdded: (club: { id: number; name: string }, when: string) => ({
    kind: "meeting-added",
    title: `${club.name}: an extra meeting`,
    body: `${club.name} meets on ${when} as well.`,
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
        ? `${club.clubName} has a new meeting link`
        : `${club.clubName} now meets ${club.meetingFormat === "online" ? "online" : "in person"}`,
    body:
      change === "format"
        ? `Your club changed how it meets: see its page for the details.`
        : `Your club changed its meeting link: use the new one from its page.`,
    link: `/${club.slug}`,
    clubId: club.clubId,
  }),
  leadershipGiven: (club: { id: number; name: string }) => ({
    kind: "club-leadership-given",
    title: `You now lead ${club.name}`,
    body: `An admin made you the leader of ${club.name}: its requests and submissions wait for you.`,
    link: "/ClubLeaderPage",
    clubId: club.id,
  }),
  leadershipTaken: (club: { id: number; name: string }) => ({
    kind: "club-leadership-taken",
    title: `${club.name} has a new leader`,
    body: `An admin handed the leadership of ${club.name} to someone else.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  clubArchived: (club: { id: number; name: string }) => ({
    kind: "club-archived",
    title: `${club.name} is archived`,
    body: `An admin archived ${club.name}: it no longer appears in the club search and takes no new members. Your progress and credentials stay yours.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  clubRestored: (club: { id: number; name: string }) => ({
    kind: "club-restored",
    title: `${club.name} is back`,
    body: `An admin restored ${club.name}: it appears in the club search again and takes new members.`,
    link: "/Dashboard",
    clubId: club.id,
  }),
  paymentSucceeded: (club: string) => ({
    kind: "payment-succeeded",
    title: "Payment received",
    body: `Your membership is active: you are a member of ${club}.`,
    link: "/Dashboard",
  }),
  paymentFailed: () => ({
    kind: "payment-failed",
    title: "Your payment did not go through",
    body: "Nothing was charged and your membership did not change. You can try again.",
    link: "/Checkout",
  }),
  membershipEnded: (club: string) => ({
    kind: "membership-ended",
    title: "Your membership has ended",
    body: `Your subscription was cancelled, so you are no longer a member of ${club}.`,
    link: "/Checkout",
  }),
  removedFromClub: (club: { id: number; name: string }, reason: string) => ({
    kind: "removed-from-club",
    title: `You were removed from ${club.name}`,
    body: `The leader of ${club.name} removed you from the club. Their reason: ${reason}`,
    link: "/ClubSearch",
    clubId: club.id,
  }),
  reviewDigest: (items: WaitingItemText[]) => ({
    kind: "review-digest",
    title: `${plural(items.length, "decision")} waiting for you`,
    body: `These have waited longer than they should:\n${listItems(items)}`,
    link: "/ClubLeaderPage",
  }),
  reviewEscalated: (items: WaitingItemText[]) => ({
    kind: "review-escalated",
    title: `${plural(items.length, "item")} waiting too long for a club leader`,
    body: `Nobody has decided these yet; you may decide them for the club:\n${listItems(items)}`,
    link: "/AdminQueue",
  }),
  reviewRouted: (item: Omit<WaitingItemText, "waitingDays">) => ({
    kind: "review-routed",
    title:
      item.kind === "application"
        ? `New application to ${item.clubName}, a club without a leader`
        : `${item.missionName ?? "A mission"} waits for verification in ${item.clubName}, a club without a leader`,
    body:
      item.kind === "application"
        ? `${item.personName} asked to join ${item.clubName}. The club has no leader: an admin decides.`
        : `${item.personName} marked ${item.missionName ?? "a mission"} as complete. The club has no leader: an admin verifies it.`,
    link: "/AdminQueue",
  }),
} satisfies Record<string, (...args: never[]) => NotificationInput>;
