import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clubs } from "./clubs.ts";

/**
 * A club's weekly schedule (ADR 014). A club without a row meets on the schedule derived from its
 * meeting days and morning/evening (`defaultSchedule`); the leader's first save writes the row.
 */
export const clubSchedules = pgTable(
  "club_schedules",
  {
    clubId: integer("club_id")
      .primaryKey()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** Weekdays by name, "monday".."sunday". */
    days: text("days").array().notNull(),
    /** Local start time in the club's zone, "HH:MM". */
    startTime: text("start_time").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** An IANA time zone, e.g. Asia/Kolkata. */
    timeZone: text("time_zone").notNull(),
    slotsPerMeeting: integer("slots_per_meeting").notNull().default(3),
    /** In-person meetings: how many may say they are going; beyond it, a waitlist. Null: no limit. */
    capacity: integer("capacity"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("club_schedules_duration_check", sql`${table.durationMinutes} between 15 and 720`),
    check("club_schedules_slots_check", sql`${table.slotsPerMeeting} between 1 and 20`),
    check("club_schedules_capacity_check", sql`${table.capacity} between 1 and 1000`),
  ],
);

/**
 * The exceptions to a club's weekly pattern: a meeting cancelled or moved, or an extra one. A
 * meeting is named by its key, the local date it was scheduled on (an extra one: its own date).
 */
export const meetingChanges = pgTable(
  "meeting_changes",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    /** An extra meeting, not one of the weekly pattern's. */
    extra: boolean("extra").notNull().default(false),
    cancelled: boolean("cancelled").notNull().default(false),
    /** The meeting's start when moved (or an extra's); null: the pattern's time. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** iCalendar SEQUENCE: bumped at each change of this meeting. */
    sequence: integer("sequence").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("meeting_changes_club_key").on(table.clubId, table.meetingKey)],
);

/** A member's secret calendar feed: only the token's SHA-256 is kept (regenerating replaces it). */
export const calendarTokens = pgTable(
  "calendar_tokens",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("calendar_tokens_hash_key").on(table.tokenHash)],
);

/** What a reminder is of (role reminders: 7 days and 24 hours before, to every role holder). */
export type ReminderKind = "speech" | "meeting" | "role-week" | "role-day";

/**
 * A reminder sent: the key makes it once per meeting, person and kind ("speech": 24 hours before
 * the person's speech; "meeting": 2 hours before the meeting; "role-week", "role-day": a role
 * holder's, 7 days and 24 hours before), across restarts and processes.
 */
export const meetingReminders = pgTable(
  "meeting_reminders",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ReminderKind>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.userId, table.kind] }),
    check(
      "meeting_reminders_kind_check",
      sql`${table.kind} in ('speech', 'meeting', 'role-week', 'role-day')`,
    ),
  ],
);
