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
import { STEP_KINDS, type StepKind } from "../../../contract/missions.ts";
import { users } from "./auth.ts";
import { clubs } from "./clubs.ts";

/** The six journeys: their ids and shipped English names (content/journeys.ts). */
export const journeys = pgTable("journeys", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
});

export const missions = pgTable(
  "missions",
  {
    id: text("id").primaryKey(),
    missionName: text("mission_name").notNull(),
    slug: text("slug").notNull(),
    objective: text("objective").notNull(),
    /** null: the mission belongs to every journey. */
    journeyId: integer("journey_id").references(() => journeys.id),
    /** Set: hidden from members (a mission with submissions is archived instead of deleted). */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("missions_slug_lower_key").on(sql`lower(${table.slug})`),
    index("missions_journey_id_idx").on(table.journeyId),
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
    /** What the step shows besides its text (ADR 008). */
    kind: text("kind").$type<StepKind>().notNull().default("text"),
    /** A video step's YouTube link; null for every other kind. */
    videoUrl: text("video_url"),
  },
  (table) => [
    index("mission_steps_mission_id_idx").on(table.missionId, table.position),
    check(
      "mission_steps_kind_check",
      sql.raw(`"kind" in (${STEP_KINDS.map((kind) => `'${kind}'`).join(", ")})`),
    ),
    check(
      "mission_steps_video_url_check",
      sql`(${table.kind} = 'video') = (${table.videoUrl} is not null)`,
    ),
  ],
);

/** A mission's former addresses: `/` + an old slug redirects to the mission (ADR 003). */
export const missionSlugRedirects = pgTable(
  "mission_slug_redirects",
  {
    slug: text("slug").notNull(),
    missionId: text("mission_id")
      .notNull()
      .references(() => missions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mission_slug_redirects_slug_lower_key").on(sql`lower(${table.slug})`),
    index("mission_slug_redirects_mission_id_idx").on(table.missionId),
  ],
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
    /** Who decided it: the club's leader, or an admin acting for the club. */
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    unique("mission_completions_user_mission_key").on(table.userId, table.missionId),
    // The review queue: what waits, oldest first.
    index("mission_completions_pending_since_idx")
      .on(table.submittedAt)
      .where(sql`${table.missionStatus} = 'pending'`),
    index("mission_completions_club_status_idx").on(table.clubId, table.missionStatus),
    check(
      "mission_completions_status_check",
      sql`${table.missionStatus} in ('pending', 'completed', 'rejected')`,
    ),
  ],
);
