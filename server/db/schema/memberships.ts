import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clubs } from "./clubs.ts";

export type MembershipChange = "joined" | "left";
/**
 * Why: an accepted application or a payment joins; a cancelled subscription, the member's own
 * choice ("left") or the leader's removal ("removed") leaves.
 */
export type MembershipReason = "application" | "payment" | "cancellation" | "left" | "removed";

/**
 * Every change of a person's club membership, appended by the membership module in the same
 * transaction as the change: who joined or left which club, when, and why.
 */
export const membershipEvents = pgTable(
  "membership_events",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    change: text("change").$type<MembershipChange>().notNull(),
    reason: text("reason").$type<MembershipReason>().notNull(),
    /** Who made the change when it was not the person themselves (the leader who removed them). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The words given with the change (the leader's reason for a removal), told to the person. */
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("membership_events_user_id_idx").on(table.userId, table.id)],
);
