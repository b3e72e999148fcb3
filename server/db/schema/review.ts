import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** What waits for a decision: an application to a club, or a submitted mission. */
export type ReviewItemKind = "application" | "submission";

/**
 * The review digests sent: one per leader per day at most, the key taken in the same transaction
 * as the digest's notification, so sweeps run again or side by side never send a second one.
 */
export const reviewDigests = pgTable(
  "review_digests",
  {
    leaderId: text("leader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC day of the digest. */
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.leaderId, table.day] })],
);

/**
 * Items escalated to the admins: each once. A resubmitted mission waits anew, so the key holds
 * the time its wait began.
 */
export const reviewEscalations = pgTable(
  "review_escalations",
  {
    kind: text("kind").$type<ReviewItemKind>().notNull(),
    itemId: integer("item_id").notNull(),
    waitingSince: timestamp("waiting_since", { withTimezone: true }).notNull(),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId, table.waitingSince] }),
    check("review_escalations_kind_check", sql`${table.kind} in ('application', 'submission')`),
  ],
);
