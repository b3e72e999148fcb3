CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"step_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"step_id" integer NOT NULL,
	"link" text,
	"link_key" text,
	"text" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "step_responses_user_step_key" UNIQUE("user_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "mission_steps" DROP CONSTRAINT "mission_steps_kind_check";--> statement-breakpoint
ALTER TABLE "mission_completions" ADD COLUMN "step_notes" jsonb;--> statement-breakpoint
ALTER TABLE "mission_steps" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_step_id_mission_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."mission_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_responses" ADD CONSTRAINT "step_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_responses" ADD CONSTRAINT "step_responses_step_id_mission_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."mission_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_step_idx" ON "quiz_attempts" USING btree ("user_id","step_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "step_responses_step_link_key" ON "step_responses" USING btree ("step_id","link_key") WHERE "step_responses"."link_key" is not null;--> statement-breakpoint
ALTER TABLE "mission_steps" ADD CONSTRAINT "mission_steps_settings_check" CHECK (("mission_steps"."kind" in ('quiz', 'evidence', 'reflection')) = ("mission_steps"."settings" is not null));--> statement-breakpoint
ALTER TABLE "mission_steps" ADD CONSTRAINT "mission_steps_kind_check" CHECK ("kind" in ('text', 'video', 'identity-exercise', 'profile-picture-tools', 'accounts', 'first-post', 'book-links', 'speech-guidance', 'book-slot', 'make-post', 'quiz', 'evidence', 'reflection', 'speech', 'wallet'));--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_sequence_check" CHECK ("missions"."sequence" between 1 and 8);--> statement-breakpoint
UPDATE "missions" SET "sequence" = 1 WHERE "id" = 'mission101';--> statement-breakpoint
UPDATE "missions" SET "sequence" = 2 WHERE "id" = 'mission111';