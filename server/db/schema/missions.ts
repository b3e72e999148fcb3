import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clubs } from "./clubs.ts";

/** The six journeys (called paths in the data). */
export const paths = pgTable("paths", {
  id: integer("id").primaryKey(),
  pathName: text("path_name").notNull(),
});

export const missions = pgTable(
  "missions",
  {
    id: text("id").primaryKey(),
    missionName: text("mission_name").notNull(),
    slug: text("slug").notNull(),
    objective: text("objective").notNull(),
    /** null: the mission belongs to every journey. */
    pathId: integer("path_id").references(() => paths.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("missions_slug_lower_key").on(sql`lower(${table.slug})`),
    index("missions_path_id_idx").on(table.pathId),
  ],
);

export const missionSteps = pgTable(
  "mission_steps",
  {
    id: serial("id").primaryKey(),
    missionId: text("mission_id")
      .notNull()
      .references(() => missions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    stepName: text("step_name").notNull(),
    description: text("description").notNull(),
  },
  (table) => [index("mission_steps_mission_id_idx").on(table.missionId, table.position)],
);

/** A member's submission of a mission, verified (or rejected) by their club's leader. */
export const missionCompletions = pgTable(
  "mission_completions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    missionId: text("mission_id")
      .notNull()
      .references(() => missions.id, { onDelete: "cascade" }),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    missionStatus: text("mission_status")
      .$type<"pending" | "completed" | "rejected">()
      .notNull()
      .default("pending"),
    leaderNote: text("leader_note"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    unique("mission_completions_user_mission_key").on(table.userId, table.missionId),
    index("mission_completions_club_status_idx").on(table.clubId, table.missionStatus),
    check(
      "mission_completions_status_check",
      sql`${table.missionStatus} in ('pending', 'completed', 'rejected')`,
    ),
  ],
);
