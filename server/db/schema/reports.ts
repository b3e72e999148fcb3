import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { clubs } from "./clubs.ts";

/**
 * The reports' summary per club and UTC day (ADR 050), written by the reports' sweep: each figure
 * keyed by its own event's day (an application's sending, a decision's, a meeting's key, a ledger
 * entry's...). Counts and sums add up over days; the active members and the waits are kept as sets
 * (who did something verifiable that day; each decision's and verification's wait in seconds), so
 * a period's distinct count and percentiles are exact. Days with nothing have no row.
 */
export const reportClubDays = pgTable(
  "report_club_days",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    applications: integer("applications").notNull().default(0),
    decisionSeconds: doublePrecision("decision_seconds").array().notNull().default(sql`'{}'`),
    missionsSubmitted: integer("missions_submitted").notNull().default(0),
    verificationSeconds: doublePrecision("verification_seconds")
      .array()
      .notNull()
      .default(sql`'{}'`),
    speechesDelivered: integer("speeches_delivered").notNull().default(0),
    speechesEvaluated: integer("speeches_evaluated").notNull().default(0),
    rolesFilled: integer("roles_filled").notNull().default(0),
    attendanceMarked: integer("attendance_marked").notNull().default(0),
    attendancePresent: integer("attendance_present").notNull().default(0),
    vocateAwarded: integer("vocate_awarded").notNull().default(0),
    /** Everyone who did something verifiable in the club that day (members or not: read-time). */
    activeUserIds: text("active_user_ids").array().notNull().default(sql`'{}'`),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.day] }),
    index("report_club_days_day_idx").on(table.day),
  ],
);

/**
 * Which days the summary covers, `[firstDay, lastDay]` (one row): the reports read those days from
 * `report_club_days` and compute any other day of a period from the events themselves.
 */
export const reportSummary = pgTable(
  "report_summary",
  {
    id: integer("id").primaryKey().default(1),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    lastDay: date("last_day", { mode: "string" }).notNull(),
    /** When the summary last re-read every day it covers (a whole pass, once a day). */
    fullAt: timestamp("full_at", { withTimezone: true }).notNull(),
    /** When a sweep last wrote it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("report_summary_one_row", sql`${table.id} = 1`)],
);
