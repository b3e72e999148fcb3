import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export type DataExportStatus = "pending" | "ready" | "failed";

/**
 * A person's "Download my data" (ADR 027): asked for, then written by the job queue's worker;
 * kept a day after it is ready, then removed by the account-data sweep. Only its owner downloads
 * it, signed in, through a signed and expiring link.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<DataExportStatus>().notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The export itself (every row about the person, no secret); null until ready. */
    content: jsonb("content"),
  },
  (table) => [
    index("data_exports_user_id_idx").on(table.userId, table.requestedAt),
    check("data_exports_status_check", sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * A deletion asked for by the account's owner (ADR 027): erased by the sweep once `erase_after`
 * has passed, unless they sign in before (which deletes the row). After the erasure the row stays
 * with `erased_at`: the user row it names is then a tombstone without name or email.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    eraseAfter: timestamp("erase_after", { withTimezone: true }).notNull(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (table) => [
    index("account_deletions_due_idx").on(table.eraseAfter).where(sql`${table.erasedAt} is null`),
  ],
);
