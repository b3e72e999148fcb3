import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
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
import { activeMembershipSql } from "../payments/index.ts";

/**
 * The user's journey (null: none chosen), whether their membership is in force at `now`, their
 * journey credential, and the missions of the journey with their submission and mission
 * credential, if any, in the path's order: Missions 1 to 8, then the missions the manager added,
 * oldest first. One statement: a row per mission, the user's own columns on each (one row with
 * no mission when the journey has none, or no journey is chosen).
 */
export async function listJourneyProgress(db: Executor, userId: string, now: Date) {
  return db
    .select({
      journeyId: users.journeyId,
      // Of `userId` (a parameter, not the row): planned once for the statement, through
      // their indexes, rather than for each mission's row.
      member: sql<boolean>`${activeMembershipSql(userId, now)}`,
      journeyCredentialId: sql<string | null>`(select j.id from ${credentials} j
        where j.user_id = ${userId} and j.kind = 'journey'
          and j.achievement_ref = (select ju.journey_id::text from ${users} ju where ju.id = ${userId}))`,
      missionId: missions.id,
      missionName: missions.missionName,
      objective: missions.objective,
      slug: missions.slug,
      missionJourneyId: missions.journeyId,
      number: missions.sequence,
      missionStatus: missionCompletions.missionStatus,
      submittedAt: missionCompletions.submittedAt,
      decidedAt: missionCompletions.decidedAt,
      credentialId: credentials.id,
    })
    .from(users)
    .leftJoin(
      missions,
      and(
        isNotNull(users.journeyId),
        isNull(missions.archivedAt),
        or(isNull(missions.journeyId), eq(missions.journeyId, users.journeyId)),
      ),
    )
    .leftJoin(
      missionCompletions,
      and(eq(missionCompletions.missionId, missions.id), eq(missionCompletions.userId, users.id)),
    )
    .leftJoin(
      credentials,
      and(
        eq(credentials.userId, users.id),
        eq(credentials.kind, "mission"),
        eq(credentials.achievementRef, missions.id),
      ),
    )
    .where(eq(users.id, userId))
    .orderBy(sql`${missions.sequence} asc nulls last`, asc(missions.createdAt), asc(missions.id));
}

/** The person's club, and whether they hid themselves from its leaderboard. */
export async function findClubOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      clubId: clubs.id,
      clubName: clubs.clubName,
      hidden: sql<boolean>`exists (select 1 from ${leaderboardOptOuts} o where o.user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, userId));
  return row;
}

type LeaderboardRow = {
  userId: string;
  name: string;
  verifiedThisMonth: number;
  verifiedOverall: number;
  vocateThisSeason: number;
};

/**
 * The club's members who show themselves (and `userId`, always), with their verified missions
 * since `monthStart` and overall and what the rules paid them in `season` (net of reversals,
 * adjustments left out). By missions: most this month first, then overall; by $VOCATE: most
 * this season first, then missions overall; then name. Each member's name and figures are read
 * through their own rows' indexes (a subquery each): the plan reads no table whole, whatever the
 * programme's size (joined, the planner hashed every user and every club's submissions).
 */
export async function leaderboardRows(
  db: Executor,
  target: { clubId: number; userId: string },
  period: { monthStart: Date; season: string },
  by: LeaderboardOrder,
  limit: number,
) {
  const { clubId, userId } = target;
  const order =
    by === "vocate"
      ? sql`"vocateThisSeason" desc, "verifiedOverall" desc`
      : sql`"verifiedThisMonth" desc, "verifiedOverall" desc`;
  const result = await db.execute<LeaderboardRow>(sql`
    select m.user_id as "userId",
      (select u.name from ${users} u where u.id = m.user_id) as name,
      missions.this_month as "verifiedThisMonth",
      missions.overall as "verifiedOverall", vocate.earned as "vocateThisSeason"
    from ${clubMembers} m
    cross join lateral (
      select (count(*) filter (where c.decided_at >= ${period.monthStart.toISOString()}::timestamptz))::int as this_month,
        count(*)::int as overall
      from ${missionCompletions} c
      where c.user_id = m.user_id and c.mission_status = 'completed') missions
    cross join lateral (
      select coalesce(sum(r.amount), 0)::int as earned from ${rewardEntries} r
      where r.user_id = m.user_id and r.season = ${period.season} and r.rule <> 'adjustment') vocate
    where m.club_id = ${clubId}
      and (m.user_id = ${userId}
        or not exists (select 1 from ${leaderboardOptOuts} o where o.user_id = m.user_id))
    order by ${order}, name asc, "userId" asc
    limit ${limit}`);
  return result.rows;
}

export async function setHidden(db: Executor, userId: string, hidden: boolean) {
  if (hidden) {
    await db.insert(leaderboardOptOuts).values({ userId }).onConflictDoNothing();
  } else {
    await db.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.userId, userId));
  }
}
