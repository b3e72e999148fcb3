CREATE TABLE "mission_slug_redirects" (
	"slug" text NOT NULL,
	"mission_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_steps" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_steps" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mission_slug_redirects" ADD CONSTRAINT "mission_slug_redirects_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_slug_redirects_slug_lower_key" ON "mission_slug_redirects" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "mission_slug_redirects_mission_id_idx" ON "mission_slug_redirects" USING btree ("mission_id");--> statement-breakpoint
ALTER TABLE "mission_steps" ADD CONSTRAINT "mission_steps_kind_check" CHECK ("kind" in ('text', 'video', 'identity-exercise', 'profile-picture-tools', 'accounts', 'first-post', 'book-links', 'speech-guidance', 'book-slot', 'make-post'));--> statement-breakpoint
ALTER TABLE "mission_steps" ADD CONSTRAINT "mission_steps_video_url_check" CHECK (("mission_steps"."kind" = 'video') = ("mission_steps"."video_url" is not null));--> statement-breakpoint
-- The built-in missions' steps get the kinds the web used to attach by position (ADR 011).
UPDATE "mission_steps" SET "kind" = 'video', "video_url" = 'https://www.youtube.com/watch?v=SSo_EIwHSd4' WHERE "mission_id" IN ('mission101', 'mission111') AND "position" = 1;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'identity-exercise' WHERE "mission_id" = 'mission101' AND "position" = 2;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'profile-picture-tools' WHERE "mission_id" = 'mission101' AND "position" = 3;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'accounts' WHERE "mission_id" = 'mission101' AND "position" = 4;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'first-post' WHERE "mission_id" = 'mission101' AND "position" = 5;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'book-links' WHERE "mission_id" = 'mission111' AND "position" = 2;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'speech-guidance' WHERE "mission_id" = 'mission111' AND "position" = 3;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'book-slot' WHERE "mission_id" = 'mission111' AND "position" = 4;--> statement-breakpoint
UPDATE "mission_steps" SET "kind" = 'make-post' WHERE "mission_id" = 'mission111' AND "position" = 5;
