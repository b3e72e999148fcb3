import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RewardRuleBody, RewardRuleKey, RewardSourceKind } from "../../../contract/rewards.ts";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  clubRoles,
  missions,
  rewardAdjustments,
  rewardEntries,
  rewardRules,
  users,
} from "../../db/schema/index.ts";
import { activeMembershipSql } from "../payments/index.ts";
import type { LedgerEntry, Rules } from "./ledger.ts";

/** Every rule, `all` included, in a stable order. */
export const listRules = (db: Executor) =>
  db
    .select({
      key: rewardRules.key,
      amount: rewardRules.amount,
      capPerSeason: rewardRules.capPerSeason,
      active: rewardRules.active,
    })
    .from(rewardRules)
    .orderBy(asc(rewardRules.key));

/** One rule, as `listRules` reads it (undefined: no such rule). */
export async function findRule(db: Executor, key: RewardRuleKey) {
  const [row] = await db
    .select({ amount: rewardRules.amount, active: rewardRules.active })
    .from(rewardRules)
    .where(eq(rewardRules.key, key));
  return row;
}

/** The rules as the ledger's arithmetic reads them. */
export async function rulesOf(db: Executor): Promise<Rules> {
  const rows = await listRules(db);
  const byKey = Object.fromEntries(
    rows.filter((row) => row.key !== "all").map((row) => [row.key, row]),
  ) as unknown as Rules["byKey"];
  return { byKey, seasonCap: rows.find((row) => row.key === "all")?.capPerSeason ?? null };
}

/** Changes one rule; its row before and after (undefined: no such rule). */
export async function updateRule(db: Executor, key: string, change: RewardRuleBody, at: Date) {
  const [before] = await db
    .select()
    .from(rewardRules)
    .where(eq(rewardRules.key, key as RewardRuleKey))
    .for("no key update");
  if (!before) return undefined;
  const [after] = await db
    .update(rewardRules)
    .set({ ...change, updatedAt: at })
    .where(eq(rewardRules.key, key as RewardRuleKey))
    .returning();
  return { before, after };
}

/**
 * Awards to one person wait for each other until their transactions end, so two verifications at
 * once cannot both fit under a cap that has room for one. A transaction-scoped advisory lock, the
 * last lock a transaction takes (after ADR 025's clubs and users): it waits on nothing else.
 */
export async function lockLedgerOf(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reward:${userId}`}, 0))`);
}

/** What the rules paid the person in the season, in all and by `rule` (reversals netted). */
export async function earnedIn(tx: Executor, userId: string, season: string, rule: RewardRuleKey) {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${rewardEntries.amount}), 0)::int`,
      byRule: sql<number>`coalesce(sum(${rewardEntries.amount}) filter (where ${rewardEntries.rule} = ${rule}), 0)::int`,
    })
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.userId, userId),
        eq(rewardEntries.season, season),
        ne(rewardEntries.rule, "adjustment"),
      ),
    );
  return { total: row?.total ?? 0, byRule: row?.byRule ?? 0 };
}

export interface NewEntry extends Omit<LedgerEntry, "id"> {
  createdBy: string;
  createdAt: Date;
}

/** Writes an award once: a second one for the same (person, rule, source, round) writes nothing. */
export async function insertAward(tx: Executor, entry: NewEntry) {
  const [row] = await tx
    .insert(rewardEntries)
    .values(entry)
    .onConflictDoNothing({
      target: [
        rewardEntries.userId,
        rewardEntries.rule,
        rewardEntries.sourceKind,
        rewardEntries.sourceId,
        rewardEntries.round,
      ],
      where: sql`${rewardEntries.reversesId} is null`,
    })
    .returning({ id: rewardEntries.id });
  return row?.id;
}

/** Writes a reversal once: a second one of the same entry writes nothing. */
export async function insertReversal(tx: Executor, entry: NewEntry) {
  const [row] = await tx
    .insert(rewardEntries)
    .values(entry)
    .onConflictDoNothing({ target: rewardEntries.reversesId })
    .returning({ id: rewardEntries.id });
  return row?.id;
}

/** An entry's columns as the ledger's arithmetic reads them. */
export const LEDGER_ENTRY_COLUMNS = {
  id: rewardEntries.id,
  userId: rewardEntries.userId,
  amount: rewardEntries.amount,
  rule: rewardEntries.rule,
  sourceKind: rewardEntries.sourceKind,
  sourceId: rewardEntries.sourceId,
  season: rewardEntries.season,
  reversesId: rewardEntries.reversesId,
  round: rewardEntries.round,
};

/** The awards (not reversals) of a person's source, of one rule when named. */
function awardsOf(source: {
  userId: string;
  sourceKind: RewardSourceKind;
  sourceId: string;
  rule?: RewardRuleKey | undefined;
}) {
  return and(
    eq(rewardEntries.userId, source.userId),
    eq(rewardEntries.sourceKind, source.sourceKind),
    eq(rewardEntries.sourceId, source.sourceId),
    source.rule === undefined ? undefined : eq(rewardEntries.rule, source.rule),
    isNull(rewardEntries.reversesId),
  );
}

/** The person's awards for a source (of one rule, when named) that no entry has reversed yet. */
export async function unreversedAwards(
  tx: Executor,
  userId: string,
  sourceKind: RewardSourceKind,
  sourceId: string,
  rule?: RewardRuleKey,
): Promise<LedgerEntry[]> {
  const reversal = sql`(select 1 from ${rewardEntries} r where r.reverses_id = ${rewardEntries.id})`;
  return tx
    .select(LEDGER_ENTRY_COLUMNS)
    .from(rewardEntries)
    .where(and(awardsOf({ userId, sourceKind, sourceId, rule }), sql`not exists ${reversal}`));
}

/** The last round a (person, rule, source) was awarded in; 0 when never. */
export async function lastRoundOf(
  tx: Executor,
  source: { userId: string; rule: RewardRuleKey; sourceKind: RewardSourceKind; sourceId: string },
) {
  const [row] = await tx
    .select({ round: sql<number>`coalesce(max(${rewardEntries.round}), 0)::int` })
    .from(rewardEntries)
    .where(awardsOf(source));
  return row?.round ?? 0;
}

/**
 * The ids an entry's source names, as integers for a primary-key lookup: a role's is the number
 * its source ends with, an adjustment's the whole source. Nine digits at most, so the cast never
 * fails; no match is null.
 */
const roleIdOfSource = sql<number>`substring(${rewardEntries.sourceId} from '[0-9]{1,9}$')::int`;
const adjustmentIdOfSource = sql<number>`substring(${rewardEntries.sourceId} from '^[0-9]{1,9}$')::int`;

/** The entry that reverses another, joined to the one it reverses (one at most: `reverses_key`). */
const reversal = alias(rewardEntries, "reversal");

/** The ledger's columns a person's history shows (not whose, nor the award's round). */
const { userId: _userId, round: _round, ...historyColumns } = LEDGER_ENTRY_COLUMNS;

/** A person's history (`entriesOf`), as built; exported for the test that reads its plan. */
export const entriesStatement = (db: Executor) =>
  db
    .select({
      ...historyColumns,
      reversed: sql<boolean>`${reversal.id} is not null`,
      createdAt: rewardEntries.createdAt,
      missionName: missions.missionName,
      missionSlug: missions.slug,
      roleKind: clubRoles.kind,
      roleName: clubRoles.name,
      reason: rewardAdjustments.reason,
      balance: sql<number>`(sum(${rewardEntries.amount}) over ())::int`,
    })
    .from(rewardEntries)
    .leftJoin(reversal, eq(reversal.reversesId, rewardEntries.id))
    .leftJoin(
      missions,
      and(eq(rewardEntries.sourceKind, "mission"), eq(missions.id, rewardEntries.sourceId)),
    )
    // A role's source is "<meeting>/<club role id>" (attendance/awards.ts): the role named in it.
    // Both joins compare ids as integers, so each is one primary-key lookup: comparing the id as
    // text read every club role (8,000 at full size, 2.4 ms a page instead of 0.5).
    .leftJoin(
      clubRoles,
      and(eq(rewardEntries.sourceKind, "role"), eq(clubRoles.id, roleIdOfSource)),
    )
    .leftJoin(
      rewardAdjustments,
      and(
        eq(rewardEntries.sourceKind, "adjustment"),
        eq(rewardAdjustments.id, adjustmentIdOfSource),
      ),
    )
    .where(eq(rewardEntries.userId, sql.placeholder("userId")))
    .orderBy(desc(rewardEntries.createdAt), desc(rewardEntries.id))
    .limit(500);

const entriesQuery = preparedPerDatabase((db) => entriesStatement(db).prepare("reward_entries_of"));

/**
 * The person's entries, newest first (the newest 500), with a mission's name and address when one
 * earned it and whether an entry reverses it; each row carries the balance, the sum of all their
 * entries (a window over every entry before the page is cut; no entry, no row: 0).
 */
export async function entriesOf(db: Database, userId: string) {
  return entriesQuery(db).execute({ userId });
}

const rulesAndMembershipQuery = preparedPerDatabase((db) =>
  db
    .select({
      membershipActive: sql<boolean>`membership.active`,
      key: rewardRules.key,
      amount: rewardRules.amount,
      capPerSeason: rewardRules.capPerSeason,
      active: rewardRules.active,
    })
    .from(
      sql`(select ${activeMembershipSql(sql.placeholder("userId"), sql.placeholder("at"))} as active) membership`,
    )
    .leftJoin(rewardRules, sql`true`)
    .orderBy(asc(rewardRules.key))
    .prepare("reward_rules_and_membership"),
);

/**
 * Every rule (as `listRules`) and whether the person's membership is in force at `at`, in one
 * statement: the membership is the one row's left side, so it is answered with no rule too.
 */
export async function rulesAndMembership(db: Database, userId: string, at: Date) {
  const rows = await rulesAndMembershipQuery(db).execute({ userId, at: at.toISOString() });
  const rules = rows.flatMap(({ key, amount, capPerSeason, active }) =>
    key === null || amount === null || active === null
      ? []
      : [{ key, amount, capPerSeason, active }],
  );
  return { rules, membershipActive: Boolean(rows[0]?.membershipActive) };
}

export async function balanceOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${rewardEntries.amount}), 0)::int` })
    .from(rewardEntries)
    .where(eq(rewardEntries.userId, userId));
  return row?.balance ?? 0;
}

/** The balances of these people (0: no entries), in one statement. */
export async function balancesOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      userId: rewardEntries.userId,
      balance: sql<number>`coalesce(sum(${rewardEntries.amount}), 0)::int`,
    })
    .from(rewardEntries)
    .where(inArray(rewardEntries.userId, [...userIds]))
    .groupBy(rewardEntries.userId);
  return new Map(rows.map((row) => [row.userId, row.balance]));
}

export const userExists = async (db: Executor, userId: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length > 0;

export async function insertAdjustment(
  tx: Executor,
  values: typeof rewardAdjustments.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(rewardAdjustments)
    .values(values)
    .returning({ id: rewardAdjustments.id });
  if (!row) throw new Error("no adjustment row");
  return row.id;
}

/** Decides a pending adjustment once; the row as decided, or undefined when it was not pending. */
export async function decidePending(
  tx: Executor,
  id: number,
  status: "approved" | "rejected",
  decidedBy: string,
  at: Date,
) {
  const [row] = await tx
    .update(rewardAdjustments)
    .set({ status, decidedBy, decidedAt: at })
    .where(and(eq(rewardAdjustments.id, id), eq(rewardAdjustments.status, "pending")))
    .returning();
  return row;
}

export const findAdjustment = async (db: Executor, id: number) =>
  (await db.select().from(rewardAdjustments).where(eq(rewardAdjustments.id, id)))[0];

/** Adjustments waiting for a second admin, oldest first. */
export const pendingAdjustments = (db: Executor) =>
  db
    .select({
      id: rewardAdjustments.id,
      userId: rewardAdjustments.userId,
      userName: users.name,
      amount: rewardAdjustments.amount,
      reason: rewardAdjustments.reason,
      status: rewardAdjustments.status,
      requestedBy: rewardAdjustments.requestedBy,
      requestedAt: rewardAdjustments.requestedAt,
    })
    .from(rewardAdjustments)
    .innerJoin(users, eq(users.id, rewardAdjustments.userId))
    .where(eq(rewardAdjustments.status, "pending"))
    .orderBy(asc(rewardAdjustments.requestedAt))
    .limit(200);
