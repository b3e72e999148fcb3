import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ApplicationStatus } from "../../../contract/applications.ts";
import type { SlotStatus } from "../../../contract/slots.ts";
import { users } from "./auth.ts";

export const clubs = pgTable(
  "clubs",
  {
    /** From a sequence: unique under concurrent creation (never "count + 1"). */
    id: serial("id").primaryKey(),
    clubName: text("club_name").notNull(),
    /** The club's page path without the slash: its name without spaces. Unique case-insensitively. */
    slug: text("slug").notNull(),
    /**
     * The name's confusable skeleton (Unicode TS #39, `server/lib/names/skeleton.ts`): unique, so
     * two clubs whose names only differ by look-alike letters (`Prоbe` with a Cyrillic о) cannot
     * both exist, even when created at once. Null only for a club created before migration 0020
     * whose skeleton an older club already had (kept as it was; a rename gives it one).
     */
    nameSkeleton: text("name_skeleton"),
    leaderId: text("leader_id").references(() => users.id, { onDelete: "set null" }),
    /** Topic: blockchain, public-speaking or web3. */
    clubType: text("club_type").notNull(),
    /** online or inperson. */
    meetingFormat: text("meeting_format").notNull(),
    location: text("location").notNull(),
    /**
     * The location in lower case, kept by PostgreSQL: the search compares it with LIKE, which
     * costs a seventh of ILIKE per row (ILIKE lower-cases every row's text again on every search).
     */
    locationFolded: text("location_folded").notNull().generatedAlwaysAs(sql`lower(location)`),
    meetingTime: text("meeting_time").notNull(),
    meetingDays: text("meeting_days").array().notNull(),
    meetingLink: text("meeting_link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin (ADR 016): hidden from search and the club lists, no new members. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("clubs_slug_lower_key").on(sql`lower(${table.slug})`),
    uniqueIndex("clubs_name_skeleton_key").on(table.nameSkeleton),
    index("clubs_leader_id_idx").on(table.leaderId),
    // Club search: "location contains" (LIKE '%…%' on the folded location) through trigrams
    // (pg_trgm, migration 0001) and the equality filters together. (No index on meeting days: a
    // day matches 2 in 7 clubs, too many for an index to help; the bench showed it only slowed
    // combined searches.)
    index("clubs_location_folded_trgm_idx").using("gin", table.locationFolded.op("gin_trgm_ops")),
    index("clubs_search_filters_idx").on(
      table.clubType,
      table.meetingFormat,
      table.meetingTime,
      table.id,
    ),
    check(
      "clubs_club_type_check",
      sql`${table.clubType} in ('blockchain', 'public-speaking', 'web3')`,
    ),
    check("clubs_meeting_format_check", sql`${table.meetingFormat} in ('online', 'inperson')`),
  ],
);

/** A club's former addresses: `/` + an old slug redirects to the club after a rename (ADR 003). */
export const clubSlugRedirects = pgTable(
  "club_slug_redirects",
  {
    slug: text("slug").notNull(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("club_slug_redirects_slug_lower_key").on(sql`lower(${table.slug})`),
    index("club_slug_redirects_club_id_idx").on(table.clubId),
  ],
);

export const clubApplications = pgTable(
  "club_applications",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ApplicationStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Who decided it: the club's leader, or an admin acting for the club. */
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The decider's optional note, shown to the applicant. */
    leaderNote: text("leader_note"),
  },
  (table) => [
    // One *pending* application per person and club: after a rejection, one may apply again.
    uniqueIndex("club_applications_one_pending_key")
      .on(table.clubId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    // The review queue: what waits, oldest first.
    index("club_applications_pending_since_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    index("club_applications_user_id_idx").on(table.userId),
    // A club's applications over a period: its leader's report (ADR 047).
    index("club_applications_club_idx").on(table.clubId, table.createdAt),
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("club_applications_decided_idx").on(table.decidedAt),
    check(
      "club_applications_status_check",
      sql`${table.status} in ('pending', 'accepted', 'rejected')`,
    ),
  ],
);

export const clubMembers = pgTable(
  "club_members",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index("club_members_user_id_idx").on(table.userId),
  ],
);

/**
 * A member's speech at a club meeting (ADR 014): `meetingKey` names the meeting (its scheduled
 * local date); bookings made before meetings had dates keep it null, as undated history. One
 * *upcoming* booking per member and club, checked under the club row's lock.
 */
export const meetingSlots = pgTable(
  "meeting_slots",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    meetingKey: text("meeting_key"),
    status: text("status").$type<SlotStatus>().notNull().default("booked"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    index("meeting_slots_meeting_idx").on(table.clubId, table.meetingKey),
    index("meeting_slots_user_idx").on(table.userId, table.clubId),
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("meeting_slots_delivered_idx").on(table.deliveredAt),
    // A meeting holds a person once (the capacity and one-upcoming rules are the service's).
    uniqueIndex("meeting_slots_one_per_meeting_key")
      .on(table.userId, table.clubId, table.meetingKey)
      .where(sql`${table.status} <> 'cancelled' and ${table.meetingKey} is not null`),
    check(
      "meeting_slots_status_check",
      sql`${table.status} in ('booked', 'cancelled', 'delivered')`,
    ),
  ],
);
