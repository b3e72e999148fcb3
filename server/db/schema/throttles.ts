import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed logins, per throttle key ("ip:<address>", "account:<email hash>"): shared by every
 * process on the database, so N processes enforce one limit. Rows older than the window are
 * pruned as new failures arrive.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    throttleKey: text("throttle_key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("login_failures_key_failed_at_idx").on(table.throttleKey, table.failedAt),
    index("login_failures_failed_at_idx").on(table.failedAt),
  ],
);

/** Better Auth's request limiter (its "rateLimit" model), kept in the database for the same reason. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
