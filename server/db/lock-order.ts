import { eq, inArray } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { clubs, users } from "./schema/index.ts";

/**
 * The one order in which a transaction locks rows (ADR 025), so two transactions that meet on
 * the same rows wait for each other instead of deadlocking:
 *
 *   1. club rows (`clubs`), by ascending id;
 *   2. user rows (`users`), by ascending id;
 *   3. everything else (club_members, applications, mission_completions, meeting_slots,
 *      meeting_changes, payments, credentials, notifications, email jobs, idempotency keys).
 *
 * A transaction that changes a club's membership (join, leave, removal, a payment's fulfilment),
 * books or changes its meetings, or decides a submission there takes the club's row first, then
 * the people's rows, and only then writes. Never lock a club row after a user row.
 *
 * Strengths: an exclusive lock is `FOR NO KEY UPDATE`, never `FOR UPDATE`, unless the
 * transaction changes a key column (a club's name or slug, a person's email). The `FOR KEY
 * SHARE` that PostgreSQL takes on a parent row for every insert that references it (a
 * notification for a person, a slot at a club, an idempotency key) does not wait for
 * `FOR NO KEY UPDATE`, so those hidden locks never close a cycle. A shared lock (`FOR SHARE`)
 * is for a transaction that only needs the row unchanged (a join checks the club is not archived).
 */
export type LockStrength = "exclusive" | "shared";

const strengthOf = (strength: LockStrength) =>
  strength === "exclusive" ? ("no key update" as const) : ("share" as const);

/** Step 1: the club's row, until the transaction ends. */
export async function lockClub(tx: Executor, clubId: number, strength: LockStrength = "exclusive") {
  await tx
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for(strengthOf(strength));
}

/**
 * Step 2: the people's rows (`FOR NO KEY UPDATE`), in ascending id, until the transaction ends;
 * the rows found, by id, with their current club.
 */
export async function lockUsers(tx: Executor, userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return new Map<string, { clubId: number }>();
  const rows = await tx
    .select({ id: users.id, clubId: users.clubId })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for("no key update");
  return new Map(rows.map((row) => [row.id, { clubId: row.clubId }]));
}
