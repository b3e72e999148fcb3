import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail kept when no SMTP server is configured (and a copy of every mail sent in tests). */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  /** The HTML part, when the mail has one (notification emails). */
  html: text("html"),
  /** Extra headers (List-Unsubscribe...), when the mail has them. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
