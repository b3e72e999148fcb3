import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clubs } from "./clubs.ts";

/**
 * A leader's open offer to hand their club to one of its members (ADR 046). The club is the key:
 * one open offer per club, held by the database. Withdrawn, declined or accepted, the row goes;
 * the audit log keeps what was accepted.
 */
export const clubHandovers = pgTable(
  "club_handovers",
  {
    clubId: integer("club_id")
      .primaryKey()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** The leader who made the offer: it lapses (is not acceptable) once they no longer lead. */
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: text("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("club_handovers_to_user_id_idx").on(table.toUserId)],
);
