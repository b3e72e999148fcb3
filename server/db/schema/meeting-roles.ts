import { sql } from "drizzle-orm";
import {
  boolean,
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
import { users } from "./auth.ts";
import { clubs } from "./clubs.ts";

/** A default meeting role (its name translated), or one the leader added ("custom"). */
export type RoleKind =
  | "toastmaster"
  | "timer"
  | "ah-counter"
  | "grammarian"
  | "table-topics-master"
  | "general-evaluator"
  | "evaluator"
  | "speaker"
  | "custom";

/**
 * A club's meeting roles (ADR 033): the defaults, written the first time the club's roles are
 * read, and the ones its leader added. "evaluator" and "speaker" have one seat per speech slot;
 * speakers take theirs by booking a slot (the slots feature), every other role here.
 */
export const clubRoles = pgTable(
  "club_roles",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RoleKind>().notNull(),
    /** The leader's name for it; null: the default's name in the reader's language. */
    name: text("name"),
    /** Its place in the meeting's list, smallest first. */
    position: integer("position").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Speeches a member must have delivered before taking it (0: none). */
    minSpeeches: integer("min_speeches").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("club_roles_club_idx").on(table.clubId, table.position),
    // Each default once per club, so writing the defaults twice (a race) writes them once.
    uniqueIndex("club_roles_default_once")
      .on(table.clubId, table.kind)
      .where(sql`${table.kind} <> 'custom'`),
    check(
      "club_roles_kind_check",
      sql`${table.kind} in ('toastmaster', 'timer', 'ah-counter', 'grammarian', 'table-topics-master', 'general-evaluator', 'evaluator', 'speaker', 'custom')`,
    ),
    check("club_roles_custom_named", sql`${table.kind} <> 'custom' or ${table.name} is not null`),
    check("club_roles_min_speeches_check", sql`${table.minSpeeches} between 0 and 50`),
    check("club_roles_name_length", sql`char_length(${table.name}) between 1 and 60`),
  ],
);

/** "held": the member has it; "assigned": the leader gave it or it was offered, awaiting an answer. */
export type RoleAssignmentStatus = "held" | "assigned";

/**
 * Who has which role (and seat) at one meeting. The two unique keys are the race rules: a seat
 * has one person, and a person has one role per meeting, whoever writes first.
 */
export const meetingRoleAssignments = pgTable(
  "meeting_role_assignments",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    roleId: integer("role_id")
      .notNull()
      .references(() => clubRoles.id, { onDelete: "cascade" }),
    /** 1 for a single role; the speech slot's number for an evaluator. */
    seat: integer("seat").notNull().default(1),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<RoleAssignmentStatus>().notNull(),
    /** How it came: taken by the member, assigned by the leader, offered from the interest list. */
    source: text("source").$type<"taken" | "assigned" | "offered">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("meeting_role_assignments_seat_key").on(
      table.clubId,
      table.meetingKey,
      table.roleId,
      table.seat,
    ),
    uniqueIndex("meeting_role_assignments_person_key").on(
      table.clubId,
      table.meetingKey,
      table.userId,
    ),
    index("meeting_role_assignments_user_idx").on(table.userId),
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("meeting_role_assignments_key_idx").on(table.meetingKey),
    check("meeting_role_assignments_status_check", sql`${table.status} in ('held', 'assigned')`),
    check(
      "meeting_role_assignments_source_check",
      sql`${table.source} in ('taken', 'assigned', 'offered')`,
    ),
    check("meeting_role_assignments_seat_check", sql`${table.seat} between 1 and 20`),
  ],
);

/** Members who would take a full role if it frees up, in the order they asked. */
export const meetingRoleInterest = pgTable(
  "meeting_role_interest",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    roleId: integer("role_id")
      .notNull()
      .references(() => clubRoles.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.roleId, table.userId] }),
  ],
);

/** A member's answer to one meeting: going, on the waitlist (in order of answering), not going. */
export type RsvpAnswer = "going" | "waitlisted" | "not-going";

export const meetingRsvps = pgTable(
  "meeting_rsvps",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answer: text("answer").$type<RsvpAnswer>().notNull(),
    /** When the answer was given: the waitlist's order. */
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.userId] }),
    index("meeting_rsvps_user_idx").on(table.userId),
    check(
      "meeting_rsvps_answer_check",
      sql`${table.answer} in ('going', 'waitlisted', 'not-going')`,
    ),
  ],
);

/** How an attendance was recorded: the check-in code scanned, the online link, or the leader. */
export type AttendanceMethod = "code" | "link" | "leader";
export type AttendanceStatus = "present" | "late" | "absent";

/** Who came to a meeting: evidence for progress, the leader's CSV, evaluations and rewards. */
export const meetingAttendance = pgTable(
  "meeting_attendance",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<AttendanceStatus>().notNull(),
    method: text("method").$type<AttendanceMethod>().notNull(),
    /** Who marked it (the leader), null when the member checked in. */
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    /**
     * The device a member checked in from (ADR 042): a keyed hash of a random id kept in a
     * cookie of that browser, never the cookie itself; null when a leader marked it. Cleared
     * after 90 days. Read only by the admins' abuse signals.
     */
    deviceMark: text("device_mark"),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.userId] }),
    index("meeting_attendance_user_idx").on(table.userId),
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("meeting_attendance_recorded_idx").on(table.recordedAt),
    index("meeting_attendance_key_idx").on(table.meetingKey),
    index("meeting_attendance_device_idx")
      .on(table.deviceMark, table.recordedAt)
      .where(sql`${table.deviceMark} is not null`),
    check("meeting_attendance_status_check", sql`${table.status} in ('present', 'late', 'absent')`),
    check("meeting_attendance_method_check", sql`${table.method} in ('code', 'link', 'leader')`),
  ],
);
