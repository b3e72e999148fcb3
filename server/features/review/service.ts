import type { AdminQueue, ReviewItem } from "../../../contract/review.ts";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notification, notify, notifyAdmins, waitingDaysOf } from "../../notify/index.ts";
import * as reviewRepository from "./repository.ts";

/** When waiting becomes a reminder, and when an escalation (REVIEW_* in server/env.ts). */
export interface ReviewSettings {
  digestAfterDays: number;
  escalateAfterDays: number;
  /** ADMIN_EMAILS: admins besides those granted in the database. */
  adminEmails: readonly string[];
  /** The most items one sweep escalates (the rest in the next); 200 unless told. */
  escalationBatch?: number;
}

export function reviewSettingsOf(env: {
  REVIEW_DIGEST_AFTER_DAYS: number;
  REVIEW_ESCALATE_AFTER_DAYS: number;
  ADMIN_EMAILS: readonly string[];
}): ReviewSettings {
  return {
    digestAfterDays: env.REVIEW_DIGEST_AFTER_DAYS,
    escalateAfterDays: env.REVIEW_ESCALATE_AFTER_DAYS,
    adminEmails: env.ADMIN_EMAILS,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most items one digest, escalation or queue page reads. */
const WAITING_LIMIT = 200;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function textOf(row: reviewRepository.WaitingRow, now: Date) {
  return { ...row, waitingDays: waitingDaysOf(row.waitingSince, now) };
}

export interface SweepResult {
  /** Leaders and co-leaders who got today's digest in this run. */
  digests: number;
  /** Items escalated to the admins in this run. */
  escalated: number;
}

/**
 * The review sweep, safe to run any number of times, also side by side: each leader and co-leader
 * gets at most one digest a day (one for all the clubs they lead) while something in those clubs
 * that they may decide has waited `digestAfterDays`, and each item
 * waiting `escalateAfterDays` goes to every admin once. The database keeps the promise: the
 * digest's (person, day) and the escalation's item are unique keys, written in the same
 * transaction as the notifications.
 */
export async function runReviewSweep(
  db: Database,
  clock: Clock,
  settings: ReviewSettings,
): Promise<SweepResult> {
  const now = clock.now();
  const day = now.toISOString().slice(0, 10);
  const digestBefore = daysBefore(now, settings.digestAfterDays);
  let digests = 0;
  for (const leaderId of await reviewRepository.leadersWithWaiting(db, digestBefore, day)) {
    const sent = await db.transaction(async (tx) => {
      const items = await reviewRepository.listWaiting(
        tx,
        { leaderId, before: digestBefore },
        WAITING_LIMIT,
      );
      if (items.length === 0) return false;
      if (!(await reviewRepository.claimDigest(tx, leaderId, day, now))) return false;
      await notify(
        tx,
        leaderId,
        notification("review-digest", { items: items.map((item) => textOf(item, now)) }),
      );
      return true;
    });
    if (sent) digests += 1;
  }

  const escalateBefore = daysBefore(now, settings.escalateAfterDays);
  const escalated = await db.transaction(async (tx) => {
    // Only what has not gone to the admins yet: a backlog they leave undecided never hides
    // what comes after it.
    const stale = await reviewRepository.listWaiting(
      tx,
      { before: escalateBefore, notEscalated: true },
      settings.escalationBatch ?? WAITING_LIMIT,
    );
    const fresh = await reviewRepository.claimEscalations(tx, stale, now);
    if (fresh.length > 0) {
      await notifyAdmins(
        tx,
        settings.adminEmails,
        notification("review-escalated", { items: fresh.map((item) => textOf(item, now)) }),
      );
    }
    return fresh.length;
  });
  return { digests, escalated };
}

/** Why an item waits in the admins' queue: no leader, the leader's own submission, or its age. */
function reasonOf(row: reviewRepository.WaitingRow): ReviewItem["reason"] {
  if (row.leaderId === null) return "no-leader";
  if (row.kind === "submission" && row.leaderId === row.personId) return "leader-own";
  return "stale";
}

/**
 * The admins' queue: whatever has waited past the escalation age in any club, everything
 * waiting in a club without a leader, and every leader's own submission, oldest first; with the
 * latest decisions admins made.
 */
export async function adminQueue(
  db: Database,
  clock: Clock,
  settings: ReviewSettings,
): Promise<AdminQueue> {
  const before = daysBefore(clock.now(), settings.escalateAfterDays);
  const rows = await reviewRepository.listWaiting(
    db,
    { before, orLeaderless: true },
    WAITING_LIMIT,
  );
  const decided = await reviewRepository.listDecidedForClubs(db, 20);
  const leaderless = await reviewRepository.listClubsNeedingLeader(db, WAITING_LIMIT);
  return {
    leaderless: leaderless.map(({ disabled, leaderName, ...club }) => ({
      ...club,
      reason: disabled ? ("leader-disabled" as const) : ("no-leader" as const),
      leaderName: disabled ? leaderName : null,
    })),
    items: rows.map(
      (row): ReviewItem => ({
        kind: row.kind,
        itemId: row.itemId,
        clubId: row.clubId,
        clubName: row.clubName,
        personName: row.personName,
        missionName: row.missionName,
        waitingSince: row.waitingSince.toISOString(),
        reason: reasonOf(row),
      }),
    ),
    decided: decided.flatMap(({ status, decidedAt, ...row }) =>
      status === "pending" || decidedAt === null
        ? []
        : [{ ...row, status, decidedAt: decidedAt.toISOString() }],
    ),
    escalateAfterDays: settings.escalateAfterDays,
  };
}
