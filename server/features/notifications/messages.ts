import type { NotificationInput } from "./service.ts";

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
  applicationDecided: (club: { id: number; name: string }, accepted: boolean) => ({
    kind: accepted ? "application-accepted" : "application-rejected",
    title: accepted
      ? `Welcome to ${club.name}!`
      : `Your application to ${club.name} was not accepted`,
    body: accepted
      ? `Your application to ${club.name} was accepted: choose your journey next.`
      : `The leader of ${club.name} did not accept your application this time.`,
    link: accepted ? "/Dashboard" : "/ClubSearch",
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
  slotBooked: (club: { id: number; name: string }, speaker: string) => ({
    kind: "slot-booked",
    title: `${speaker} booked a speech slot`,
    body: `${speaker} will give a speech at ${club.name}.`,
    link: "/ClubLeaderPage",
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
} satisfies Record<string, (...args: never[]) => NotificationInput>;
