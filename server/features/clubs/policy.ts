import type { Club } from "../../../contract/clubs.ts";
import type { SessionUser } from "../../auth/session.ts";
import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { clubMessages } from "./messages.ts";

/** A club as far as permissions go. */
export interface ClubLeadership {
  clubId: number;
  leaderId: string | null;
}

/** Only the club's leader may see and decide its applications, members and verifications. */
export function canLeadClub(user: SessionUser, club: ClubLeadership): boolean {
  return club.leaderId !== null && club.leaderId === user.id;
}

/** The meeting link is for the club's members and its leader; others see the club without it. */
export function maySeeMeetingLink(
  user: SessionUser | undefined,
  club: { standing: Club["standing"]; leaderId: string | null },
): boolean {
  if (!user) return false;
  return club.standing === "member" || (club.leaderId !== null && club.leaderId === user.id);
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
