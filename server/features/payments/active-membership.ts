import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { payments, scholarships } from "../../db/schema/index.ts";

/**
 * The one rule of an active membership, as SQL other statements may embed: a paid period in force
 * (succeeded, its period not over) or a scholarship in force (started, not ended, not revoked) for
 * the person `userId` names, at `at` (a parameter, or the database's now()).
 */
export function activeMembershipSql(userId: SQLWrapper | string, at: SQLWrapper | Date): SQL {
  return sql`(exists (select 1 from ${payments} p where p.user_id = ${userId}
      and p.status = 'succeeded' and (p.current_period_end is null or p.current_period_end > ${at}))
    or exists (select 1 from ${scholarships} s where s.user_id = ${userId}
      and s.revoked_at is null and s.starts_at <= ${at} and s.ends_at > ${at}))`;
}

/**
 * Whether the person's membership is in force at `now`: a paid period or a scholarship. The
 * journey's missions 3 to 8, their verification and credentials, the journey credential and
 * $VOCATE rewards need it (docs/product.md, round 3 decision 2); every feature asks here.
 */
export async function hasActiveMembership(
  db: Executor,
  userId: string,
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ active: boolean }>(
    sql`select ${activeMembershipSql(userId, now)} as active`,
  );
  return Boolean(result.rows[0]?.active);
}
