CREATE TABLE "filler_counts" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"speaker_id" text NOT NULL,
	"word" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filler_counts_club_id_meeting_key_speaker_id_word_pk" PRIMARY KEY("club_id","meeting_key","speaker_id","word"),
	CONSTRAINT "filler_counts_count_check" CHECK ("filler_counts"."count" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "meeting_consoles" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"current_item" text,
	"word_of_day" text,
	"filler_words" text[] NOT NULL,
	"votes_revealed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_consoles_club_id_meeting_key_pk" PRIMARY KEY("club_id","meeting_key")
);
--> statement-breakpoint
CREATE TABLE "meeting_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"item_key" text NOT NULL,
	"speaker_id" text,
	"green_at" integer NOT NULL,
	"yellow_at" integer NOT NULL,
	"red_at" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"duration_seconds" integer,
	"light" text,
	"within_time" boolean,
	CONSTRAINT "meeting_timings_light_check" CHECK ("meeting_timings"."light" is null or "meeting_timings"."light" in ('none', 'green', 'yellow', 'red', 'over'))
);
--> statement-breakpoint
CREATE TABLE "meeting_votes" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"category" text NOT NULL,
	"voter_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_votes_club_id_meeting_key_category_voter_id_pk" PRIMARY KEY("club_id","meeting_key","category","voter_id"),
	CONSTRAINT "meeting_votes_category_check" CHECK ("meeting_votes"."category" in ('best-speaker', 'best-evaluator', 'best-table-topics'))
);
--> statement-breakpoint
CREATE TABLE "speech_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"evaluator_id" text,
	"rubric" text NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"went_well" text DEFAULT '' NOT NULL,
	"to_improve" text DEFAULT '' NOT NULL,
	"challenge" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"evaluator_comment" text,
	"commented_by" text,
	"commented_at" timestamp with time zone,
	CONSTRAINT "speech_evaluations_status_check" CHECK ("speech_evaluations"."status" in ('draft', 'submitted'))
);
--> statement-breakpoint
CREATE TABLE "speech_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_reflections" (
	"slot_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_of_day_uses" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"user_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "word_of_day_uses_club_id_meeting_key_user_id_pk" PRIMARY KEY("club_id","meeting_key","user_id"),
	CONSTRAINT "word_of_day_uses_count_check" CHECK ("word_of_day_uses"."count" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "filler_counts" ADD CONSTRAINT "filler_counts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_counts" ADD CONSTRAINT "filler_counts_speaker_id_users_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_consoles" ADD CONSTRAINT "meeting_consoles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_timings" ADD CONSTRAINT "meeting_timings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_timings" ADD CONSTRAINT "meeting_timings_speaker_id_users_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_votes" ADD CONSTRAINT "meeting_votes_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_evaluations" ADD CONSTRAINT "speech_evaluations_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_evaluations" ADD CONSTRAINT "speech_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_evaluations" ADD CONSTRAINT "speech_evaluations_commented_by_users_id_fk" FOREIGN KEY ("commented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_notes" ADD CONSTRAINT "speech_notes_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_notes" ADD CONSTRAINT "speech_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_reflections" ADD CONSTRAINT "speech_reflections_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_of_day_uses" ADD CONSTRAINT "word_of_day_uses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_of_day_uses" ADD CONSTRAINT "word_of_day_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_timings_meeting_idx" ON "meeting_timings" USING btree ("club_id","meeting_key");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_timings_one_running" ON "meeting_timings" USING btree ("club_id","meeting_key") WHERE "meeting_timings"."stopped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "speech_evaluations_slot_key" ON "speech_evaluations" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "speech_evaluations_evaluator_idx" ON "speech_evaluations" USING btree ("evaluator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "speech_notes_slot_author_key" ON "speech_notes" USING btree ("slot_id","author_id");