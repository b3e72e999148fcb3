import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { clubs, meetingSlots } from "./clubs.ts";

// The club meeting, part 2 (issue 33, ADR 034): speech evaluations, and the live meeting
// console's state (the current agenda item, the timer, the Ah-Counter's and Grammarian's
// tallies, votes). Keyed by club and meeting key like part 1's tables (ADR 033); a speech is its
// booked slot (meeting_slots).

/** "draft": kept while the evaluator types; "submitted": delivered to the speaker. */
export type EvaluationStatus = "draft" | "submitted";

/**
 * The evaluation of one speech by its evaluator, as written, in the evaluator's language. The
 * evaluator's id is kept as null when they delete their account (PRODUCT.md 6: what others rely
 * on stays, without their name).
 */
export const speechEvaluations = pgTable(
  "speech_evaluations",
  {
    id: serial("id").primaryKey(),
    slotId: integer("slot_id")
      .notNull()
      .references(() => meetingSlots.id, { onDelete: "cascade" }),
    evaluatorId: text("evaluator_id").references(() => users.id, { onDelete: "set null" }),
    /** The rubric the scores follow (content/rubrics.ts), e.g. "standard". */
    rubric: text("rubric").notNull(),
    /** Criterion id -> level 1..5; a draft may miss some. */
    scores: jsonb("scores").$type<Record<string, number>>().notNull().default({}),
    wentWell: text("went_well").notNull().default(""),
    toImprove: text("to_improve").notNull().default(""),
    challenge: text("challenge").notNull().default(""),
    /** The language it was written in (shown as written). */
    language: text("language").notNull(),
    status: text("status").$type<EvaluationStatus>().notNull().default("draft"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** The speaker chose to show it on their public profile. */
    isPublic: boolean("is_public").notNull().default(false),
    /** The General Evaluator's comment on this evaluation. */
    evaluatorComment: text("evaluator_comment"),
    commentedBy: text("commented_by").references(() => users.id, { onDelete: "set null" }),
    commentedAt: timestamp("commented_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("speech_evaluations_slot_key").on(table.slotId),
    index("speech_evaluations_evaluator_idx").on(table.evaluatorId),
    // A day's events of every club: the reports' summary and today's figures (ADR 050).
    index("speech_evaluations_submitted_idx").on(table.submittedAt),
    check("speech_evaluations_status_check", sql`${table.status} in ('draft', 'submitted')`),
  ],
);

/** A short note to the speaker from an attendee who checked in (one per attendee and speech). */
export const speechNotes = pgTable(
  "speech_notes",
  {
    id: serial("id").primaryKey(),
    slotId: integer("slot_id")
      .notNull()
      .references(() => meetingSlots.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("speech_notes_slot_author_key").on(table.slotId, table.authorId)],
);

/** The speaker's own reflection on their speech. */
export const speechReflections = pgTable("speech_reflections", {
  slotId: integer("slot_id")
    .primaryKey()
    .references(() => meetingSlots.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** The light a timed item reached: none yet, green, yellow, red, or past red and its grace. */
export type TimingLight = "none" | "green" | "yellow" | "red" | "over";

/**
 * One timing of an agenda item by the Timer: a speech (`speech:<slotId>`), a Table Topics
 * answer, an evaluation. The running one has no `stoppedAt` (one per meeting, by a partial unique
 * index); a stopped one records its duration, light and whether it was within time.
 */
export const meetingTimings = pgTable(
  "meeting_timings",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    itemKey: text("item_key").notNull(),
    /** Who spoke (a Table Topics answer names its speaker); null when unknown or deleted. */
    speakerId: text("speaker_id").references(() => users.id, { onDelete: "set null" }),
    /** The item's lights, in seconds from the start. */
    greenAt: integer("green_at").notNull(),
    yellowAt: integer("yellow_at").notNull(),
    redAt: integer("red_at").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    durationSeconds: integer("duration_seconds"),
    light: text("light").$type<TimingLight>(),
    withinTime: boolean("within_time"),
  },
  (table) => [
    index("meeting_timings_meeting_idx").on(table.clubId, table.meetingKey),
    uniqueIndex("meeting_timings_one_running")
      .on(table.clubId, table.meetingKey)
      .where(sql`${table.stoppedAt} is null`),
    check(
      "meeting_timings_light_check",
      sql`${table.light} is null or ${table.light} in ('none', 'green', 'yellow', 'red', 'over')`,
    ),
  ],
);

/** The live console of one meeting: where the agenda is, the word of the day, votes, closing. */
export const meetingConsoles = pgTable(
  "meeting_consoles",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    /** The agenda item shown as current (its key). */
    currentItem: text("current_item"),
    wordOfDay: text("word_of_day"),
    /** The filler words the Ah-Counter counts at this meeting. */
    fillerWords: text("filler_words").array().notNull(),
    votesRevealedAt: timestamp("votes_revealed_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Bumped at each change: a console that reconnects reads the state again. */
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.meetingKey] })],
);

/** The Ah-Counter's tally: a speaker's uses of one filler word at one meeting. */
export const fillerCounts = pgTable(
  "filler_counts",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    speakerId: text("speaker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.speakerId, table.word] }),
    check("filler_counts_count_check", sql`${table.count} between 0 and 10000`),
  ],
);

/** The Grammarian's tally: who used the word of the day, how often. */
export const wordOfDayUses = pgTable(
  "word_of_day_uses",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.userId] }),
    check("word_of_day_uses_count_check", sql`${table.count} between 0 and 10000`),
  ],
);

export type VoteCategory = "best-speaker" | "best-evaluator" | "best-table-topics";

/** A secret vote: one per checked-in attendee and category (the key), changeable until revealed. */
export const meetingVotes = pgTable(
  "meeting_votes",
  {
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    meetingKey: text("meeting_key").notNull(),
    category: text("category").$type<VoteCategory>().notNull(),
    voterId: text("voter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    castAt: timestamp("cast_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.meetingKey, table.category, table.voterId] }),
    check(
      "meeting_votes_category_check",
      sql`${table.category} in ('best-speaker', 'best-evaluator', 'best-table-topics')`,
    ),
  ],
);
