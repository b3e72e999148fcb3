import type { SessionUser } from "../../auth/session.ts";
import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { type ClubLeadership, canLeadClub } from "../clubs/index.ts";
import { applicationMessages } from "./messages.ts";

/**
 * The leader of the application's club may accept or reject it, and so may an admin, acting for
 * any club (one without a leader, or whose leader let it wait); nobody decides their own.
 */
export function canDecideApplication(
  user: SessionUser,
  application: ClubLeadership & { userId: string },
): boolean {
  if (application.userId === user.id) return false;
  return user.isAdmin || canLeadClub(user, application);
}

export const LEADS_CLUB = conflictBecause(applicationMessages.text("applications.leadsClub"));
export const ALREADY_MEMBER = conflictBecause(
  applicationMessages.text("applications.alreadyMember"),
);

/**
 * Why this person may not apply to this club, or null when they may: its leader leads it already
 * (and could accept their own application), and a member belongs to it. Admins apply as anyone.
 */
export function applyRefusal(
  user: SessionUser,
  club: { leaderId: string | null },
  isMember: boolean,
): Refusal | null {
  if (club.leaderId !== null && club.leaderId === user.id) return LEADS_CLUB;
  if (isMember) return ALREADY_MEMBER;
  return null;
}
