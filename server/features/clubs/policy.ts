import type { Club } from "../../../contract/clubs.ts";
import type { SessionUser } from "../../auth/session.ts";
import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { clubMessages } from "./messages.ts";

/** Who leads a club: its leader and its co-leaders (`coLeaderIdsOf` of `server/db/leadership.ts`). */
export interface Leaders {
  leaderId: string | null;
  coLeaderIds: readonly string[];
}

/** A club as far as permissions go. */
export interface ClubLeadership extends Leaders {
  clubId: number;
}

/**
 * The one rule of the leader's rights (issue 39): the club's leader and its co-leaders share them.
 * What stays the leader's alone (handing the club over, appointing co-leaders) asks `isTheLeader`.
 */
export function leadsClub(userId: string | undefined, club: Leaders): boolean {
  if (userId === undefined) return false;
  return (club.leaderId !== null && club.leaderId === userId) || club.coLeaderIds.includes(userId);
}

/** The club's leader itself, not a co-leader: hands the club over and appoints co-leaders. */
export function isTheLeader(userId: string, club: { leaderId: string | null }): boolean {
  return club.leaderId !== null && club.leaderId === userId;
}

/** The club's leaders may see and decide its applications, members and verifications. */
export function canLeadClub(user: SessionUser, club: ClubLeadership): boolean {
  return leadsClub(user.id, club);
}

/**
 * The meeting link is for the club's members and leaders; others see the club without it. (A
 * co-leader is a member of the club, the database holds it, so their standing lets them see it.)
 */
export function maySeeMeetingLink(
  user: SessionUser | undefined,
  club: { standing: Club["standing"]; leaderId: string | null },
): boolean {
  if (!user) return false;
  return club.standing === "member" || isTheLeader(user.id, club);
}

/** Why `user` may not create another club, or null: one person leads at most `limit`. */
export function clubCreationRefusal(ledClubs: number, limit: number): Refusal | null {
  return ledClubs >= limit
    ? conflictBecause(clubMessages.text("clubs.tooManyLed", { limit }))
    : null;
}

/** What members must hear of an edit: a new meeting link or format; null when neither changed. */
export type MeetingChange = "link" | "format" | "link-and-format";

export function meetingChangeOf(
  before: { meetingLink: string | null; meetingFormat: string },
  after: { meetingLink: string | null; meetingFormat: string },
): MeetingChange | null {
  const link = (before.meetingLink ?? "") !== (after.meetingLink ?? "");
  const format = before.meetingFormat !== after.meetingFormat;
  if (link && format) return "link-and-format";
  if (link) return "link";
  return format ? "format" : null;
}

/** Why a club takes no new members or applications: it is archived (ADR 016); null if it does. */
export function archivedClubRefusal(club: {
  clubName: string;
  archivedAt: Date | null;
}): Refusal | null {
  return club.archivedAt
    ? conflictBecause(clubMessages.text("clubs.archived", { club: club.clubName }))
    : null;
}
