import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { STEP_KINDS, type StepKind } from "../../../contract/missions.ts";
import type { EvidenceSettings, QuizSettings } from "../../../contract/steps.ts";
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
    /**
     * Its place on the path, 1 to 8 (Missions 1 and 2 for all, then the journey's 3 to 8): mission
     * N+1 opens once mission N is submitted. null: a mission the manager added, open to all.
     */
    sequence: integer("sequence"),
    /** What the member will be able to do after it (the curriculum's objective); null: not set. */
    goal: text("goal"),
    /** Set: hidden from members (a mission with submissions is archived instead of deleted). */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("missions_slug_lower_key").on(sql`lower(${table.slug})`),
    index("missions_journey_id_idx").on(table.journeyId),
    check("missions_sequence_check", sql`${table.sequence} between 1 and 8`),
  ],
);

/** What a step of a kind with settings keeps in `settings`. */
export type StepSettings =
  | { quiz: QuizSettings }
  | { evidence: EvidenceSettings }
  | { reflection: { minLength: number } };

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
    /** A quiz's, an evidence step's or a reflection's settings (contract/steps.ts); else null. */
    settings: jsonb("settings").$type<StepSettings>(),
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
    check(
      "mission_steps_settings_check",
      sql`(${table.kind} in ('quiz', 'evidence', 'reflection')) = (${table.settings} is not null)`,
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
    /** A rejection's notes on single steps, by step id (beside the note on the whole). */
    stepNotes: jsonb("step_notes").$type<Record<string, string>>(),
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
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("mission_completions_submitted_idx").on(table.submittedAt),
    index("mission_completions_decided_idx").on(table.decidedAt),
    // A club's latest verification: the reports' "nothing verified lately" flag asks it of each
    // club it reads, one index probe each instead of every club's recent verifications (ADR 063).
    index("mission_completions_club_verified_idx")
      .on(table.clubId, table.decidedAt)
      .where(sql`${table.missionStatus} = 'completed'`),
    check(
      "mission_completions_status_check",
      sql`${table.missionStatus} in ('pending', 'completed', 'rejected')`,
    ),
  ],
);
