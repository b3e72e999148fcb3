import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { clubCoLeaders, clubs } from "./schema/index.ts";

/**
 * Who leads a club, in SQL: its leader (`clubs.leader_id`) and its co-leaders
 * (`club_co_leaders`, issue 39, ADR 046). Every query that grants or lists a leader's rights reads
 * them through these fragments, so a co-leader is never forgotten in one of them; the policies'
 * `leadsClub` (`server/features/clubs/policy.ts`) is the same rule for rows already read.
 */

/** The co-leaders' user ids of the club `clubId` names, as an array (empty when it has none). */
export function coLeaderIdsOf(clubId: SQLWrapper | number) {
  return sql<string[]>`coalesce((select array_agg(ccl.user_id order by ccl.user_id)
    from ${clubCoLeaders} ccl where ccl.club_id = ${clubId}), '{}'::text[])`;
}

/** True when `userId` leads or co-leads the club whose id and leader columns are given. */
export function leadsClubSql(
  clubId: SQLWrapper,
  leaderId: SQLWrapper,
  userId: string | SQLWrapper,
) {
  return sql<boolean>`(coalesce(${leaderId} = ${userId}, false) or exists (select 1 from ${clubCoLeaders} ccl
    where ccl.club_id = ${clubId} and ccl.user_id = ${userId}))`;
}

/**
 * True when `userId` may decide a submission `authorId` sent to the club whose id and leader
 * columns are given: they lead or co-lead it, did not write it, and it is not the leader's own
 * (the leader appoints the co-leaders: their work is the admins' to decide). The SQL twin of
 * `decisionRefusal` (`server/features/completions/policy.ts`), so a queue lists only what its
 * reader may decide.
 */
export function decidesSubmissionSql(
  clubId: SQLWrapper,
  leaderId: SQLWrapper,
  authorId: SQLWrapper,
  userId: string | SQLWrapper,
) {
  return sql<boolean>`(${leadsClubSql(clubId, leaderId, userId)} and ${authorId} <> ${userId}
    and ${leaderId} is distinct from ${authorId})`;
}

/** The ids of the clubs `userId` leads or co-leads, for `clubs.id in (…)`. */
export function clubIdsLedBy(userId: string | SQLWrapper) {
  return sql`(select led.id from ${clubs} led where led.leader_id = ${userId}
    union select ccl.club_id from ${clubCoLeaders} ccl where ccl.user_id = ${userId})`;
}

/**
 * True when the club `clubId` names is one `userId` leads or co-leads, found from the person
 * (`clubs_leader_id_idx`, `club_co_leaders_user_id_idx`): beside `leadsClubSql` or
 * `decidesSubmissionSql` in a query over every club's rows, it lets PostgreSQL start from the
 * person's clubs instead of checking each row (a leader's queue read all 40,000 pending
 * submissions of the full-size programme: 101 -> 0.2 ms).
 */
export function inClubsLedBy(clubId: SQLWrapper, userId: string | SQLWrapper) {
  return sql<boolean>`${clubId} in ${clubIdsLedBy(userId)}`;
}

/** How many clubs `userId` leads or co-leads: the one-leader limit counts both. */
export function countClubsLedBy(userId: string | SQLWrapper) {
  return sql<number>`((select count(*) from ${clubs} led where led.leader_id = ${userId})
    + (select count(*) from ${clubCoLeaders} ccl where ccl.user_id = ${userId}))::int`;
}

/**
 * The person who becomes the club's leader stops co-leading it (a hand-over, an admin's
 * assignment): run it before counting their clubs, so the club is not counted twice.
 */
export async function dropCoLeadership(tx: Executor, clubId: number, userId: string) {
  await tx
    .delete(clubCoLeaders)
    .where(and(eq(clubCoLeaders.clubId, clubId), eq(clubCoLeaders.userId, userId)));
}
