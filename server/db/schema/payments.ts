import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { CheckoutStatus, PaymentStatus } from "../../../contract/payments.ts";
import { users } from "./auth.ts";

export const membershipPlans = pgTable("membership_plans", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  active: boolean("active").notNull().default(true),
  scholarPriceSixMonthsUsd: integer("scholar_price_six_months_usd").notNull(),
  scholarPriceMonthlyUsd: integer("scholar_price_monthly_usd").notNull(),
  listPriceSixMonthsUsd: integer("list_price_six_months_usd").notNull(),
  listPriceMonthlyUsd: integer("list_price_monthly_usd").notNull(),
  rewardTokens: integer("reward_tokens").notNull(),
});

export const membershipPrices = pgTable(
  "membership_prices",
  {
    /** The payment provider's price id. */
    id: text("id").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => membershipPlans.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    interval: text("interval").notNull(),
    intervalCount: integer("interval_count").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("membership_prices_plan_id_idx").on(table.planId, table.position)],
);

/** A member's request for a checkout, and what the provider answered. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    priceId: text("price_id").notNull(),
    /** Membership level the payment grants: 1 (Checkout), 2 (Kerala), 3 (Oman). */
    level: integer("level").notNull(),
    mode: text("mode").notNull().default("subscription"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    providerSessionId: text("provider_session_id").unique(),
    url: text("url"),
    error: text("error"),
    status: text("status").$type<CheckoutStatus>().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("checkout_sessions_user_id_idx").on(table.userId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkoutSessionId: text("checkout_session_id").references(() => checkoutSessions.id),
    subscriptionId: text("subscription_id"),
    level: integer("level").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** The provider's `created` of the newest event applied, so older events never undo newer state. */
    providerUpdatedAt: bigint("provider_updated_at", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_user_id_idx").on(table.userId),
    index("payments_subscription_id_idx").on(table.subscriptionId),
  ],
);

/** Webhook events already applied: an event's id is stored in the same transaction as its effect. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created: bigint("created", { mode: "number" }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A membership given by an admin without payment (docs/product.md, round 3 decision 2: "for selected
 * scholars"): for a period, with a reason, revocable. Grants and revocations are in the audit log.
 */
export const scholarships = pgTable(
  "scholarships",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The admin who granted it (kept without the account if it is deleted). */
    grantedBy: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("scholarships_user_id_idx").on(table.userId, table.endsAt),
    check("scholarships_period_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
