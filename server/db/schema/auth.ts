import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { SOCIAL_PLATFORMS, type SocialPlatform } from "../../../contract/profile.ts";
import { clubs } from "./clubs.ts";
import { journeys } from "./missions.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** People. Better Auth owns the identity columns; the programme's progress lives beside them. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The club the person belongs to; null for none. Written only by the memberships feature. */
    clubId: integer("club_id").references((): AnyPgColumn => clubs.id, { onDelete: "set null" }),
    /** The journey the person chose, once and for good; null until then. */
    journeyId: integer("journey_id").references((): AnyPgColumn => journeys.id),
    completedMissions: text("completed_missions").array().notNull().default(sql`'{}'::text[]`),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Set by an admin: the account cannot sign in, and its sessions were ended at that moment. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    identity: text("identity"),
    /** The language chosen in the app ("en", "ml", "ar"; ADR 020): its emails and calendars. */
    language: text("language"),
    ...timestamps,
  },
  (table) => [uniqueIndex("users_email_lower_key").on(sql`lower(${table.email})`)],
);

/**
 * A person's link to their profile on one social platform (Mission 1's Connect): one link per
 * platform, replaced when they connect the same platform again.
 */
export const socialLinks = pgTable(
  "social_links",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").$type<SocialPlatform>().notNull(),
    url: text("url").notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.platform] }),
    check(
      "social_links_platform_check",
      sql.raw(`"platform" in (${SOCIAL_PLATFORMS.map((platform) => `'${platform}'`).join(", ")})`),
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [
    index("accounts_user_id_idx").on(table.userId),
    uniqueIndex("accounts_provider_account_key").on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);
