import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * The first answer to a creating write sent with an `Idempotency-Key` header, per user. The row
 * is written in the same transaction as the write itself: it exists exactly when the write
 * committed, so a retry after a lost answer gets that answer instead of a second write.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** A hash of the method, path and body: the same key for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);
