import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail kept when no SMTP server is configured (and a copy of every mail sent in tests). */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
