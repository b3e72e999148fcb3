import { and, asc, eq, sql } from "drizzle-orm";
import type { StepKind } from "../../../contract/missions.ts";
import type { SocialPlatform } from "../../../contract/profile.ts";
import type { Executor } from "../../db/client.ts";
import { coLeaderIdsOf, decidesSubmissionSql, inClubsLedBy } from "../../db/leadership.ts";
import {
  clubs,
  meetingSlots,
  missionCompletions,
  missionSteps,
  missions,
  socialLinks,
  users,
  walletLinks,
} from "../../db/schema/index.ts";

/**
 * What a submission is checked against, in one read: the person's club and journey (undefined
 * when there is no such person) and the mission's journey, name and archived state (null when
 * there is no such mission), with its steps, and what the member saved that steps ask for.
 */
export async function findSubmitter(db: Executor, userId: string, missionId: string) {
  const [row] = await db
    .select({
      clubId: users.clubId,
      journeyId: users.journeyId,
      foundMission: missions.id,
      missionJourneyId: missions.journeyId,
      missionName: missions.missionName,
      archived: sql<boolean>`${missions.archivedAt} is not null`,
      // What the mission's steps ask the member to have saved, read in the same statement.
      steps: sql<
        { stepName: string; kind: StepKind }[]
      >`(select coalesce(json_agg(json_build_object('stepName', s.step_name, 'kind', s.kind) order by s.position), '[]'::json) from ${missionSteps} s where s.mission_id = ${missions.id})`,
      identity: sql<boolean>`coalesce(${users.identity}, '') <> ''`,
      socialLinks:
        sql<number>`(select count(*) from ${socialLinks} l where l.user_id = ${users.id})`.mapWith(
          Number,
        ),
      speech: sql<boolean>`exists (select 1 from ${meetingSlots} ms where ms.user_id = ${users.id} and ms.club_id = ${users.clubId} and ms.status in ('booked', 'delivered'))`,
    })
    .from(users)
    .leftJoin(missions, eq(missions.id, missionId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const {
    foundMission,
    missionJourneyId,
    missionName,
    archived,
    steps,
    identity,
    socialLinks: links,
    speech,
    ...membership
  } = row;
  const mission =
    foundMission === null || missionName === null
      ? null
      : {
          journeyId: missionJourneyId,
          missionName,
          archived: Boolean(archived),
          steps: steps ?? [],
        };
  const evidence = { identity: Boolean(identity), socialLinks: links, speech: Boolean(speech) };
  return { membership, mission, evidence };
}

/**
 * The person's club and journey as they are now, with their club's name and leader (null when
 * the club is gone), in one read. Run it in its own statement after the club's lock: a statement
 * reads what was committed when it started, so the lock's wait must come before it.
 */
export async function findMembershipWithClub(db: Executor, userId: string, clubId: number) {
  const [row] = await db
    .select({
      clubId: users.clubId,
      journeyId: users.journeyId,
      clubName: clubs.clubName,
      leaderId: clubs.leaderId,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, clubId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Submits a mission: a new pending row, or a rejected one made pending again. A pending or
 * completed submission is left as it is (nothing returned).
 */
export async function upsertPendingSubmission(
  db: Executor,
  values: { userId: string; missionId: string; clubId: number; submittedAt: Date },
) {
  const [row] = await pendingSubmission(db, values);
  return row;
}

/** `upsertPendingSubmission` as a statement, to run with its notification (issue 28). */
export function pendingSubmissionStatement(
  db: Executor,
  values: { userId: string; missionId: string; clubId: number; submittedAt: Date },
) {
  return pendingSubmission(db, values).getSQL();
}

function pendingSubmission(
  db: Executor,
  values: { userId: string; missionId: string; clubId: number; submittedAt: Date },
) {
  return db
    .insert(missionCompletions)
    .values({ ...values, missionStatus: "pending" })
    .onConflictDoUpdate({
      target: [missionCompletions.userId, missionCompletions.missionId],
      set: {
        missionStatus: "pending",
        clubId: values.clubId,
        leaderNote: null,
        // A new submission: the notes on the rejected one's steps are read and done with.
        stepNotes: null,
        submittedAt: values.submittedAt,
        decidedAt: null,
        decidedBy: null,
      },
      setWhere: eq(missionCompletions.missionStatus, "rejected"),
    })
    .returning({
      missionId: missionCompletions.missionId,
      missionStatus: missionCompletions.missionStatus,
    });
}

export async function findSubmissionStatus(db: Executor, userId: string, missionId: string) {
  const [row] = await db
    .select({ missionStatus: missionCompletions.missionStatus })
    .from(missionCompletions)
    .where(and(eq(missionCompletions.userId, userId), eq(missionCompletions.missionId, missionId)));
  return row?.missionStatus;
}

export async function findSubmission(db: Executor, completionId: number) {
  const [row] = await db
    .select({
      completionId: missionCompletions.id,
      userId: missionCompletions.userId,
      missionId: missionCompletions.missionId,
      missionStatus: missionCompletions.missionStatus,
      clubId: missionCompletions.clubId,
      leaderId: clubs.leaderId,
      coLeaderIds: coLeaderIdsOf(clubs.id),
      missionName: missions.missionName,
      missionJourneyId: missions.journeyId,
      /** The mission has a "Book Your Slot" step (Mission 2): verified only on a delivered speech. */
      booksSlot: sql<boolean>`exists (select 1 from ${missionSteps} s
        where s.mission_id = ${missionCompletions.missionId} and s.kind = 'book-slot')`,
      /** The mission's step ids: a rejection's step notes name only these. */
      stepIds: sql<number[]>`(select coalesce(json_agg(s.id order by s.position), '[]'::json)
        from ${missionSteps} s where s.mission_id = ${missionCompletions.missionId})`,
    })
    .from(missionCompletions)
    .innerJoin(clubs, eq(clubs.id, missionCompletions.clubId))
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .where(eq(missionCompletions.id, completionId));
  return row;
}

/**
 * pending -> completed or rejected, as a statement (to run with the member's notification):
 * only one of several simultaneous decisions changes the row, and only that one returns it.
 */
export function pendingDecisionStatement(
  db: Executor,
  completionId: number,
  decision: {
    missionStatus: "completed" | "rejected";
    leaderNote: string | null;
    /** A rejection's notes by step id; null for a verification or a rejection without any. */
    stepNotes: Record<string, string> | null;
    decidedBy: string;
    decidedAt: Date;
  },
) {
  return db
    .update(missionCompletions)
    .set(decision)
    .where(
      and(eq(missionCompletions.id, completionId), eq(missionCompletions.missionStatus, "pending")),
    )
    .returning({ id: missionCompletions.id })
    .getSQL();
}

/** Appends the mission id to the user's completed missions unless it is there already. */
export async function appendCompletedMission(db: Executor, userId: string, missionId: string) {
  await db
    .update(users)
    .set({
      completedMissions: sql`array_append(${users.completedMissions}, ${missionId})`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), sql`not (${missionId} = any(${users.completedMissions}))`));
}

/**
 * What the leader looks at before verifying, read with the list: which kinds of evidence the
 * mission's steps ask for, the member's saved identity and accounts, and their newest speech at
 * the club (booked or delivered; asked by a "Book Your Slot" step or a speech step).
 */
const evidenceColumns = {
  asks: sql<("identity" | "accounts" | "speech")[]>`(select coalesce(json_agg(distinct case s.kind
      when 'identity-exercise' then 'identity' when 'accounts' then 'accounts' else 'speech' end), '[]'::json)
    from ${missionSteps} s
    where s.mission_id = ${missions.id}
      and s.kind in ('identity-exercise', 'accounts', 'book-slot', 'speech'))`,
  identity: users.identity,
  socialLinks: sql<
    { platform: SocialPlatform; url: string }[]
  >`(select coalesce(json_agg(json_build_object('platform', l.platform, 'url', l.url) order by l.platform), '[]'::json)
    from ${socialLinks} l where l.user_id = ${users.id})`,
  // Mission 1's accounts step recommends a wallet (ADR 040): when the member linked their first
  // wallet still linked, proven by its signature; null without one.
  walletLinkedAt: sql<Date | null>`(select min(w.linked_at) from ${walletLinks} w
    where w.user_id = ${users.id})`.mapWith(walletLinks.linkedAt),
  speech: sql<{
    slotId: number;
    status: "booked" | "delivered";
    meetingKey: string | null;
  } | null>`(select json_build_object('slotId', ms.id, 'status', ms.status, 'meetingKey', ms.meeting_key)
    from ${meetingSlots} ms
    where ms.user_id = ${users.id} and ms.club_id = ${missionCompletions.clubId}
      and ms.status in ('booked', 'delivered')
    order by (ms.status = 'delivered') desc, ms.meeting_key desc nulls last, ms.id desc limit 1)`,
};

/**
 * Pending submissions sent to the clubs `leaderId` leads or co-leads that they may decide (not
 * their own, not the club leader's own), oldest first.
 */
export async function listPendingForLeader(db: Executor, leaderId: string, limit: number) {
  return db
    .select({
      completionId: missionCompletions.id,
      userId: missionCompletions.userId,
      clubId: clubs.id,
      clubName: clubs.clubName,
      memberName: users.name,
      missionId: missions.id,
      missionName: missions.missionName,
      submittedAt: missionCompletions.submittedAt,
      ...evidenceColumns,
    })
    .from(missionCompletions)
    .innerJoin(clubs, eq(clubs.id, missionCompletions.clubId))
    .innerJoin(users, eq(users.id, missionCompletions.userId))
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .where(
      and(
        eq(missionCompletions.missionStatus, "pending"),
        inClubsLedBy(clubs.id, leaderId),
        // Only what the reader may decide (`decisionRefusal`): not their own, and not the
        // leader's own, which goes to the admins.
        decidesSubmissionSql(clubs.id, clubs.leaderId, missionCompletions.userId, leaderId),
      ),
    )
    .orderBy(asc(missionCompletions.submittedAt), asc(missionCompletions.id))
    .limit(limit);
}

/**
 * Withdraws the person's submissions waiting at a club they no longer belong to: the leader has
 * nothing left to verify, and the person may submit the mission again in their next club.
 */
export async function deletePendingForClub(db: Executor, userId: string, clubId: number) {
  await db
    .delete(missionCompletions)
    .where(
      and(
        eq(missionCompletions.userId, userId),
        eq(missionCompletions.clubId, clubId),
        eq(missionCompletions.missionStatus, "pending"),
      ),
    );
}

/** The member's own submissions that wait for verification, oldest first. */
export async function listOwnPending(db: Executor, userId: string, limit: number) {
  return db
    .select({
      completionId: missionCompletions.id,
      missionId: missions.id,
      missionName: missions.missionName,
      submittedAt: missionCompletions.submittedAt,
    })
    .from(missionCompletions)
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .where(
      and(eq(missionCompletions.userId, userId), eq(missionCompletions.missionStatus, "pending")),
    )
    .orderBy(asc(missionCompletions.submittedAt), asc(missionCompletions.id))
    .limit(limit);
}

/** Whether the club's leader marked one of the member's speeches there delivered. */
export async function hasDeliveredSpeech(
  db: Executor,
  userId: string,
  clubId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingSlots.id })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.userId, userId),
        eq(meetingSlots.clubId, clubId),
        eq(meetingSlots.status, "delivered"),
      ),
    )
    .limit(1);
  return row !== undefined;
}
