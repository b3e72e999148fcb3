import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { EmailKind } from "../../../contract/email-preferences.ts";
import { users } from "./auth.ts";

/**
 * A person's choice per kind of email. No row: the kind is on. Written by the settings page and
 * by one-click unsubscribe.
 */
export const emailPreferences = pgTable(
  "email_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<EmailKind>().notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export type EmailDeliveryStatus = "queued" | "sent" | "skipped" | "failed";

/**
 * One email to send, written in the same transaction as the event it reports. `key` names the
 * event (`notification:<id>`): unique, so one event never makes two emails. The job that sends it
 * lives in pg-boss's tables (`job_id`); `sent_at` records that the SMTP server took it, so a
 * retried or repeated job never sends it again.
 */
export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique("email_deliveries_key_unique"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The notification's kind, or `account` for an account email (always sent). */
    kind: text("kind").$type<EmailKind | "account">().notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** A path of this app where the person acts on it. */
    link: text("link").notNull(),
    status: text("status").$type<EmailDeliveryStatus>().notNull().default("queued"),
    /** The pg-boss job that sends it; null until one is queued (see the start-up sweep). */
    jobId: uuid("job_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_deliveries_without_job_idx")
      .on(table.id)
      .where(sql`${table.jobId} is null and ${table.status} = 'queued'`),
  ],
);
