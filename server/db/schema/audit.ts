import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AuditAction } from "../../../contract/admin.ts";

/**
 * Every admin decision: who, what, on what, when, the state before and after. Append-only: a
 * trigger (migration 0008) refuses UPDATE and DELETE, so not even the app can rewrite history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** No foreign key: the record outlives the account (and a cascade would rewrite it). */
    actorId: text("actor_id").notNull(),
    /** The actor's email at the time. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    index("audit_log_action_idx").on(table.action, table.createdAt),
  ],
);
