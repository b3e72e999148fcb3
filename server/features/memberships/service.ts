import type { Executor } from "../../db/client.ts";
import type { MembershipReason } from "../../db/schema/index.ts";
import * as membershipRepository from "./repository.ts";

/**
 * One owner of club membership: an accepted application and a paid checkout both join a club
 * through here, and a cancelled subscription leaves through here, each inside the caller's own
 * transaction (`tx`), so a membership changes together with the decision or payment behind it.
 */
export type JoinReason = Extract<MembershipReason, "application" | "payment">;
export type LeaveReason = Extract<MembershipReason, "cancellation">;

/** Makes `clubId` the person's current club, records them among its members, and why. */
export async function joinClub(tx: Executor, userId: string, clubId: number, why: JoinReason) {
  await membershipRepository.insertMember(tx, clubId, userId);
  await membershipRepository.setCurrentClub(tx, userId, clubId);
  await membershipRepository.appendEvent(tx, { userId, clubId, change: "joined", reason: why });
}

/** Ends the person's membership of `clubId`; their current club becomes none if it was that one. */
export async function leaveClub(tx: Executor, userId: string, clubId: number, why: LeaveReason) {
  await membershipRepository.deleteMember(tx, clubId, userId);
  if ((await membershipRepository.findCurrentClub(tx, userId)) === clubId) {
    await membershipRepository.setCurrentClub(tx, userId, 0);
  }
  await membershipRepository.appendEvent(tx, { userId, clubId, change: "left", reason: why });
}

/** Every join and leave of the person, oldest first. */
export function membershipHistory(db: Executor, userId: string) {
  return membershipRepository.listEvents(db, userId);
}

/** The person's current club id (0: none), or undefined for an unknown person. */
export function currentClub(db: Executor, userId: string) {
  return membershipRepository.findCurrentClub(db, userId);
}
