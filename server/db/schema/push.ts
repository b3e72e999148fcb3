import { boolean, index, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { NotificationKind } from "../../../contract/notifications.ts";
import { users } from "./auth.ts";

/**
 * A device a person opted in to push on (issue 38, ADR 044): the browser's push subscription. The
 * endpoint is the push service's address of that browser, unique; the keys encrypt each message
 * for it (RFC 8291). Removed by the person, or when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The device's P-256 public key, base64url. */
    p256dh: text("p256dh").notNull(),
    /** The device's authentication secret, base64url. */
    auth: text("auth").notNull(),
    /** A short name of the browser and system (from its User-Agent), for the person's list. */
    userAgentLabel: text("user_agent_label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last time the push service accepted a message for it. */
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * A person's push choice per kind of notification. No row: the kind's default (contract/push.ts,
 * PUSH_DEFAULT_KINDS).
 */
export const pushPreferences = pgTable(
  "push_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
