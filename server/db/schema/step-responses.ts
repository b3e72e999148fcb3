import { sql } from "drizzle-orm";
import {
  boolean,
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
import { users } from "./auth.ts";
import { missionSteps } from "./missions.ts";

/** The member and the step a row belongs to (both rows go when either goes). */
const memberAndStep = () => ({
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  stepId: integer("step_id")
    .notNull()
    .references(() => missionSteps.id, { onDelete: "cascade" }),
});

/**
 * What a member hands in for an evidence or a reflection step (issue 34): a link and/or a text.
 * One row per member and step, replaced while the mission is not yet verified.
 */
export const stepResponses = pgTable(
  "step_responses",
  {
    id: serial("id").primaryKey(),
    ...memberAndStep(),
    link: text("link"),
    /** The link as two members' evidence compares (contract/steps.ts `evidenceLinkKey`). */
    linkKey: text("link_key"),
    text: text("text"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("step_responses_user_step_key").on(table.userId, table.stepId),
    // The same link cannot be the evidence of two members for the same step.
    uniqueIndex("step_responses_step_link_key")
      .on(table.stepId, table.linkKey)
      .where(sql`${table.linkKey} is not null`),
  ],
);

/** Every attempt at a quiz step, kept as the member's history (issue 34). */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: serial("id").primaryKey(),
    ...memberAndStep(),
    /** By question id, the option ids chosen. */
    answers: jsonb("answers").$type<Record<string, string[]>>().notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("quiz_attempts_user_step_idx").on(table.userId, table.stepId, table.createdAt)],
);
