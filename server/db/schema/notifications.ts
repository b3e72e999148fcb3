import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NotificationKind } from "../../../contract/notifications.ts";
import { users } from "./auth.ts";

/**
 * What happened that concerns a person (their application decided, a submission waiting for
 * them...), written in the same transaction as the change it reports.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    /** The club it is about, when there is one (the leader's badge counts per club). */
    clubId: integer("club_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_id_idx").on(table.userId, table.id),
    index("notifications_unread_idx").on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
