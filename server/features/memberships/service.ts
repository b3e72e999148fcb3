import type { PageQuery } from "../../../contract/common.ts";
import type {
  LeaveResult,
  MemberProgress,
  MemberProgressList,
} from "../../../contract/memberships.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { lockClub } from "../../db/lock-order.ts";
import type { MembershipReason } from "../../db/schema/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { toCsv } from "../../lib/csv.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { memberAttendance, releaseAnswers } from "../attendance/index.ts";
import { clubNotFound } from "../clubs/index.ts";
import { withdrawPendingSubmissions } from "../completions/index.ts";
import { releaseRoles } from "../meeting-roles/index.ts";
import { releaseSlot } from "../slots/index.ts";
import { leaveRefusal, progressRefusal, removalRefusal } from "./policy.ts";
import * as membershipRepository from "./repository.ts";

/**
 * One owner of club membership: an accepted application and a paid checkout both join a club
 * through here; a cancelled subscription, the member's own Leave and the leader's removal leave
 * through here, each inside the caller's own transaction (`tx`), so a membership changes together
 * with the decision or payment behind it.
 */
export type JoinReason = Extract<MembershipReason, "application" | "payment">;
export type LeaveReason = Extract<MembershipReason, "cancellation" | "left" | "removed">;

/**
 * Makes `clubId` the person's current club, records them among its members, and why. The
 * caller's transaction holds the club's row (at least shared) before the person's (ADR 025).
 */
export async function joinClub(tx: Executor, userId: string, clubId: number, why: JoinReason) {
  await membershipRepository.insertJoin(tx, { userId, clubId, reason: why, at: new Date() });
}

/**
 * A club's former leader stays among its members after handing it over (ADR 046): recorded if
 * they were not already; their current club is left as it is.
 */
export async function keepAsMember(tx: Executor, userId: string, clubId: number) {
  await membershipRepository.ensureMember(tx, clubId, userId);
}

/**
 * Ends the person's membership of `clubId`; their current club becomes none if it was that one.
 * The caller's transaction holds the club's row, then the person's (ADR 025), before calling.
 * What they had waiting there goes with it: submissions pending at the club are withdrawn (they
 * may submit again in their next club) and their speech slot there is freed. Their journey,
 * verified missions and any paid subscription are untouched.
 */
export async function leaveClub(
  tx: Executor,
  userId: string,
  clubId: number,
  why: LeaveReason,
  details: { actorId?: string; note?: string } = {},
) {
  await membershipRepository.deleteMember(tx, clubId, userId);
  if ((await membershipRepository.findCurrentClub(tx, userId)) === clubId) {
    await membershipRepository.setCurrentClub(tx, userId, null);
  }
  await withdrawPendingSubmissions(tx, userId, clubId);
  await releaseSlot(tx, userId, clubId);
  // Their answers to upcoming meetings go (a place they held goes to the first in line), and so
  // do their upcoming roles (offered to whoever asked for them); past ones stay as history.
  const now = new Date();
  await releaseAnswers(tx, userId, clubId, now);
  await releaseRoles(tx, now, userId, clubId);
  await membershipRepository.appendEvent(tx, {
    userId,
    clubId,
    change: "left",
    reason: why,
    actorId: details.actorId ?? null,
    note: details.note ?? null,
  });
}

/** Why the person's current membership of `clubId` began (their newest join there). */
export function joinedBy(db: Executor, userId: string, clubId: number) {
  return membershipRepository.latestJoinReason(db, userId, clubId);
}

/** Every join and leave of the person, oldest first. */
export function membershipHistory(db: Executor, userId: string) {
  return membershipRepository.listEvents(db, userId);
}

/** The person's current club id; null: none (or an unknown person). */
export function currentClub(db: Executor, userId: string) {
  return membershipRepository.findCurrentClub(db, userId);
}

async function clubOrNotFound(db: Executor, clubId: number) {
  const club = await membershipRepository.findClub(db, clubId);
  if (!club) throw clubNotFound();
  return club;
}

/** The member's own Leave: history keeps it with the reason "left". */
export async function leave(db: Database, user: SessionUser, clubId: number): Promise<LeaveResult> {
  await clubOrNotFound(db, clubId);
  return db.transaction(async (tx) => {
    // The club's row before the person's (ADR 025): a booking at the club holds it first too.
    await lockClub(tx, clubId);
    const isMember = await membershipRepository.isMemberLocked(tx, clubId, user.id);
    refuse(leaveRefusal({ isMember }));
    await leaveClub(tx, user.id, clubId, "left");
    return { clubId, currentClubId: await currentClub(tx, user.id) };
  });
}

/** The leader removes a member with a reason; the member is told it in the same transaction. */
export async function removeMember(
  db: Database,
  user: SessionUser,
  clubId: number,
  memberId: string,
  reason: string,
) {
  const club = await clubOrNotFound(db, clubId);
  // Whether the target is a member is only read once the caller may ask (no probing by others).
  refuse(removalRefusal(user, club, { userId: memberId, isMember: true }));
  await db.transaction(async (tx) => {
    await lockClub(tx, clubId);
    const isMember = await membershipRepository.isMemberLocked(tx, clubId, memberId);
    refuse(removalRefusal(user, club, { userId: memberId, isMember }));
    await leaveClub(tx, memberId, clubId, "removed", { actorId: user.id, note: reason });
    await notify(
      tx,
      memberId,
      notification("removed-from-club", { club: { id: club.clubId, name: club.name }, reason }),
    );
  });
}

type ProgressRow = Awaited<ReturnType<typeof membershipRepository.listProgress>>[number];

function toProgress(row: ProgressRow): MemberProgress {
  return {
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

async function assertReadsProgress(db: Executor, user: SessionUser, clubId: number) {
  const club = await clubOrNotFound(db, clubId);
  refuse(progressRefusal(user, club));
  return club;
}

/** Each member's progress, a page at a time: the club's leader only. */
export async function listProgress(
  db: Database,
  user: SessionUser,
  clubId: number,
  { page, pageSize }: PageQuery,
): Promise<MemberProgressList> {
  await assertReadsProgress(db, user, clubId);
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await membershipRepository.listProgress(db, clubId, limit, offset);
  return pageFrom(rows.map(toProgress), page, pageSize);
}

export const PROGRESS_CSV_HEADER = [
  "Name",
  "Email",
  "Journey",
  "Missions verified",
  "Missions pending",
  "Slots booked",
  "Meetings attended",
  "No-shows",
  "Joined",
  "Last activity",
] as const;

/** Every member's progress as a CSV file, and a file name that is safe in any header. */
export async function progressCsv(db: Database, clock: Clock, user: SessionUser, clubId: number) {
  const club = await assertReadsProgress(db, user, clubId);
  const rows = (await membershipRepository.listProgress(db, clubId)).map(toProgress);
  const attendanceOf = await memberAttendance(db, clock, clubId);
  const csv = toCsv(
    PROGRESS_CSV_HEADER,
    rows.map((row) => [
      row.name,
      row.email,
      row.journey,
      row.missionsVerified,
      row.missionsPending,
      row.slotsBooked,
      attendanceOf(row.userId).attended,
      attendanceOf(row.userId).noShows,
      row.joinedAt,
      row.lastActivityAt,
    ]),
  );
  const day = clock.now().toISOString().slice(0, 10);
  return { csv, fileName: `club-${club.clubId}-members-${day}.csv` };
}
