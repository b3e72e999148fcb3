import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  RewardAdjustmentStatus,
  RewardRuleKey,
  RewardSourceKind,
} from "../../../contract/rewards.ts";
import { users } from "./auth.ts";

/**
 * The $VOCATE ledger (ADR 038): append-only, a trigger (migration 0029) refuses UPDATE, DELETE
 * and TRUNCATE. A person's balance is the sum of their entries; an award is written once per
 * (person, rule, source, round), a reversal names the entry it cancels (once), the original stays.
 */
export const rewardEntries = pgTable(
  "reward_entries",
  {
    id: serial("id").primaryKey(),
    /** No cascade: an erased account is a tombstone row (ADR 027), never deleted. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** Signed: an award or an adjustment up is positive, a reversal the opposite of its entry. */
    amount: integer("amount").notNull(),
    /** The rule that paid (`verified-mission`...), or `adjustment`. */
    rule: text("rule").$type<RewardRuleKey | "adjustment">().notNull(),
    sourceKind: text("source_kind").$type<RewardSourceKind>().notNull(),
    /** The mission's id, the speech's slot id, the adjustment's id... as text. */
    sourceId: text("source_id").notNull(),
    /** The calendar half-year in UTC of the earning event: `2026-S1` (Jan-Jun), `2026-S2`. */
    season: text("season").notNull(),
    /** The user id of whoever wrote it (an admin, the verifier), or `system`. No foreign key. */
    createdBy: text("created_by").notNull(),
    reversesId: integer("reverses_id").references((): AnyPgColumn => rewardEntries.id),
    /**
     * Which award of its (person, rule, source) this is: 1, the first. A source that earns again
     * after its award was reversed (an attendance marked absent, then present) is paid as the next
     * round, so at most one award per source stands unreversed. A reversal carries its entry's.
     */
    round: integer("award_round").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reward_entries_award_key")
      .on(table.userId, table.rule, table.sourceKind, table.sourceId, table.round)
      .where(sql`${table.reversesId} is null`),
    uniqueIndex("reward_entries_reverses_key").on(table.reversesId),
    index("reward_entries_user_idx").on(table.userId, table.createdAt),
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("reward_entries_created_idx").on(table.createdAt),
    // An entry by its source's leading id: a speech's slot, a meeting's or role's club
    // (`<clubId>/…`). The reports count $VOCATE to a club through it (ADR 047); the expression is
    // the reports' `leadingId`, as written there.
    index("reward_entries_source_lead_idx").on(
      table.sourceKind,
      sql`(nullif(substring(${table.sourceId} from '^[0-9]{1,9}'), '')::int)`,
    ),
    check("reward_entries_amount_check", sql`${table.amount} <> 0`),
    check("reward_entries_round_check", sql`${table.round} >= 1`),
    check("reward_entries_season_check", sql`${table.season} ~ '^[0-9]{4}-S[12]$'`),
    check(
      "reward_entries_source_kind_check",
      sql`${table.sourceKind} in ('mission', 'speech', 'role', 'attendance', 'adjustment')`,
    ),
  ],
);

/**
 * What earns how much (ADR 038): seeded with round 3 decision 3's defaults, edited by admins
 * (audit-logged). `all` earns nothing: its cap is the total per person and season of every rule.
 */
export const rewardRules = pgTable(
  "reward_rules",
  {
    key: text("key").$type<RewardRuleKey | "all">().primaryKey(),
    amount: integer("amount").notNull(),
    /** At most this much per person and season from this rule; null: only `all`'s cap. */
    capPerSeason: integer("cap_per_season"),
    active: boolean("active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reward_rules_amount_check", sql`${table.amount} >= 0`),
    check(
      "reward_rules_cap_check",
      sql`${table.capPerSeason} is null or ${table.capPerSeason} >= 0`,
    ),
  ],
);

/**
 * An admin's adjustment (ADR 038): with a reason; one above the threshold waits for a second
 * admin's approval, then its ledger entry is written. Approved at once below the threshold.
 */
export const rewardAdjustments = pgTable(
  "reward_adjustments",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<RewardAdjustmentStatus>().notNull(),
    requestedBy: text("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("reward_adjustments_pending_idx")
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
    check("reward_adjustments_amount_check", sql`${table.amount} <> 0`),
    check(
      "reward_adjustments_status_check",
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);
