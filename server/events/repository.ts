import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";

/** Tokens per query: well below PostgreSQL's limit on parameters. */
const TOKENS_PER_QUERY = 1_000;

/**
 * Which of these session tokens still name a live session (not expired at `now`, its account
 * not disabled), with the expiry of each: one indexed query per thousand tokens.
 */
export async function liveSessions(
  db: Database,
  tokens: readonly string[],
  now: Date,
): Promise<Map<string, Date>> {
  const live = new Map<string, Date>();
  for (let start = 0; start < tokens.length; start += TOKENS_PER_QUERY) {
    const rows = await db
      .select({ token: sessions.token, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.token, tokens.slice(start, start + TOKENS_PER_QUERY)),
          gt(sessions.expiresAt, now),
          isNull(users.disabledAt),
        ),
      );
    for (const row of rows) live.set(row.token, row.expiresAt);
  }
  return live;
}
