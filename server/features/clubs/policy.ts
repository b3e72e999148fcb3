import type { SessionUser } from "../../auth/session.ts";

/** A club as far as permissions go. */
export interface ClubLeadership {
  clubId: number;
  leaderId: string | null;
}

/** Only the club's leader may see and decide its applications, members and verifications. */
export function canLeadClub(user: SessionUser, club: ClubLeadership): boolean {
  return club.leaderId !== null && club.leaderId === user.id;
}
