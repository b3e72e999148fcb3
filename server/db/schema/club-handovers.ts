import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clubMembers, clubs } from "./clubs.ts";

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

/**
 * A club's co-leaders (issue 39, ADR 046): members of the club who share its leader's rights, at
 * most three per club (counted under the club row's lock). The key on (club, member) and the
 * reference to the member's `club_members` row hold that a co-leader is a member of the club: a
 * co-leader who leaves or is removed stops co-leading in the same statement.
 */
export const clubCoLeaders = pgTable(
  "club_co_leaders",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who appointed them: the club's leader or an admin (null once that account is gone). */
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index("club_co_leaders_user_id_idx").on(table.userId),
    foreignKey({
      name: "club_co_leaders_member_fk",
      columns: [table.clubId, table.userId],
      foreignColumns: [clubMembers.clubId, clubMembers.userId],
    }).onDelete("cascade"),
  ],
);
