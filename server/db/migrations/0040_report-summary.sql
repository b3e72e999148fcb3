CREATE TABLE "report_club_days" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"decision_seconds" double precision[] DEFAULT '{}' NOT NULL,
	"missions_submitted" integer DEFAULT 0 NOT NULL,
	"verification_seconds" double precision[] DEFAULT '{}' NOT NULL,
	"speeches_delivered" integer DEFAULT 0 NOT NULL,
	"speeches_evaluated" integer DEFAULT 0 NOT NULL,
	"roles_filled" integer DEFAULT 0 NOT NULL,
	"attendance_marked" integer DEFAULT 0 NOT NULL,
	"attendance_present" integer DEFAULT 0 NOT NULL,
	"vocate_awarded" integer DEFAULT 0 NOT NULL,
	"active_user_ids" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "report_club_days_club_id_day_pk" PRIMARY KEY("club_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_summary" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"full_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_summary_one_row" CHECK ("report_summary"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "report_club_days" ADD CONSTRAINT "report_club_days_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_club_days_day_idx" ON "report_club_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "club_applications_decided_idx" ON "club_applications" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "meeting_slots_delivered_idx" ON "meeting_slots" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "speech_evaluations_submitted_idx" ON "speech_evaluations" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "meeting_attendance_recorded_idx" ON "meeting_attendance" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "meeting_attendance_key_idx" ON "meeting_attendance" USING btree ("meeting_key");--> statement-breakpoint
CREATE INDEX "meeting_role_assignments_key_idx" ON "meeting_role_assignments" USING btree ("meeting_key");--> statement-breakpoint
CREATE INDEX "mission_completions_submitted_idx" ON "mission_completions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "mission_completions_decided_idx" ON "mission_completions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "reward_entries_created_idx" ON "reward_entries" USING btree ("created_at");