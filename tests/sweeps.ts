import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { NotificationKind } from "../contract/notifications.ts";
import type { Database } from "../server/db/client.ts";
import { emailDeliveries, notifications } from "../server/db/schema/index.ts";
import { countRoundTrips } from "./round-trip-counter.ts";

// What the tests of timed sweeps (meeting and role reminders) share: what a person was sent, and
// waiting for the job queue to run a sweep.

/** The titles of the notifications of `kind` the person got. */
export async function sentTitles(db: Database, userId: string, kind: NotificationKind) {
  const rows = await db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  return rows.map((row) => row.title);
}

/** The emails of `kind` queued for the person. */
export function emailsOf(db: Database, userId: string, kind: NotificationKind) {
  return db
    .select({ id: emailDeliveries.id })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.kind, kind)));
}

/** Waits until the queue has finished two more runs of `queue` (so one began after this call). */
export async function twoSweepsOf(db: Database, queue: string) {
  const finished = async () => {
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job where name = ${queue} and state = 'completed'`,
    );
    const rows = "rows" in result ? result.rows : (result as unknown as { count: number }[]);
    return Number(rows[0]?.count ?? 0);
  };
  const target = (await finished()) + 2;
  const deadline = Date.now() + 30_000;
  while ((await finished()) < target) {
    if (Date.now() > deadline) throw new Error(`the ${queue} sweeps did not run`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs a sweep once every due reminder was sent, on PostgreSQL with the round-trip counter
 * installed: it sends nothing, claims no reminder again and asks only one person (who turned the
 * kind off) for their preference (ADR 065). Answers the statements it sent.
 */
export async function sweepFindingAllSent(sweep: () => Promise<number>) {
  const { result, statements } = await countRoundTrips(sweep);
  expect(result).toBe(0);
  expect(statements.filter((text) => text.includes('insert into "meeting_reminders"'))).toEqual([]);
  expect(statements.filter((text) => text.includes('from "email_preferences"'))).toHaveLength(1);
  return statements;
}
