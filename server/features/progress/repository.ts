import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { LeaderboardOrder } from "../../../contract/progress.ts";
import type { Executor } from "../../db/client.ts";
import {
  clubMembers,
  clubs,
  credentials,
  leaderboardOptOuts,
  missionCompletions,
  missions,
  rewardEntries,
  users,
} from "../../db/schema/index.ts";

/**
 * The missions of the user's journey with their submission and mission credential, if any, in
 * the path's order: Missions 1 to 8, then the missions the manager added, oldest first.
 */
export async function listJourneyProgress(db: Executor, userId: string, journeyId: number) {
  return db
    .select({
      missionId: missions.id,
      missionName: missions.missionName,
      objective: missions.objective,
      slug: missions.slug,
      journeyId: missions.journeyId,
      number: missions.sequence,
      missionStatus: missionCompletions.missionStatus,
      submittedAt: missionCompletions.submittedAt,
      decidedAt: missionCompletions.decidedAt,
      credentialId: credentials.id,
    })
    .from(missions)
    .leftJoin(
      missionCompletions,
      and(eq(missionCompletions.missionId, missions.id), eq(missionCompletions.userId, userId)),
    )
    .leftJoin(
      credentials,
      and(
        eq(credentials.userId, userId),
        eq(credentials.kind, "mission"),
        eq(credentials.achievementRef, missions.id),
      ),
    )
    .where(
      and(
        isNull(missions.archivedAt),
        or(isNull(missions.journeyId), eq(missions.journeyId, journeyId)),
      ),
    )
    .orderBy(sql`${missions.sequence} asc nulls last`, asc(missions.createdAt), asc(missions.id));
}

export async function findJourneyOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ journeyId: users.journeyId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.journeyId ?? null;
}

export async function findClubOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ clubId: clubs.id, clubName: clubs.clubName })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, userId));
  return row;
}

/** What the rules paid the person in `season`, net of reversals, adjustments left out. */
const vocateIn = (season: string) =>
  sql<number>`(select coalesce(sum(${rewardEntries.amount}), 0) from ${rewardEntries}
    where ${rewardEntries.userId} = ${users.id} and ${rewardEntries.season} = ${season}
    and ${rewardEntries.rule} <> 'adjustment')::int`;

/**
 * The club's members who show themselves (and `userId`, always), with their verified missions
 * since `monthStart` and overall and their $VOCATE earned in `season`. By missions: most this
 * month first, then overall; by $VOCATE: most this season first, then missions overall; then name.
 */
export async function leaderboardRows(
  db: Executor,
  target: { clubId: number; userId: string },
  period: { monthStart: Date; season: string },
  by: LeaderboardOrder,
  limit: number,
) {
  const { clubId, userId } = target;
  // By the 3rd to 5th columns: this month's count, the overall count, this season's $VOCATE.
  const order = by === "vocate" ? [sql`5 desc`, sql`4 desc`] : [sql`3 desc`, sql`4 desc`];
  return db
    .select({
      userId: users.id,
      name: users.name,
      verifiedThisMonth: sql<number>`(count(${missionCompletions.id}) filter (where ${missionCompletions.decidedAt} >= ${period.monthStart.toISOString()}))::int`,
      verifiedOverall: sql<number>`count(${missionCompletions.id})::int`,
      vocateThisSeason: vocateIn(period.season),
    })
    .from(clubMembers)
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .leftJoin(leaderboardOptOuts, eq(leaderboardOptOuts.userId, users.id))
    .leftJoin(
      missionCompletions,
      and(
        eq(missionCompletions.userId, users.id),
        eq(missionCompletions.missionStatus, "completed"),
      ),
    )
    .where(
      and(
        eq(clubMembers.clubId, clubId),
        or(isNull(leaderboardOptOuts.userId), eq(users.id, userId)),
      ),
    )
    .groupBy(users.id, users.name)
    .orderBy(...order, asc(users.name), asc(users.id))
    .limit(limit);
}

export async function isHidden(db: Executor, userId: string) {
  const [row] = await db
    .select({ userId: leaderboardOptOuts.userId })
    .from(leaderboardOptOuts)
    .where(eq(leaderboardOptOuts.userId, userId));
  return !!row;
}

export async function setHidden(db: Executor, userId: string, hidden: boolean) {
  if (hidden) {
    await db.insert(leaderboardOptOuts).values({ userId }).onConflictDoNothing();
  } else {
    await db.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.userId, userId));
  }
}
