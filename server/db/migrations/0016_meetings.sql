CREATE TABLE "calendar_tokens" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_schedules" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"days" text[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"slots_per_meeting" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_schedules_duration_check" CHECK ("club_schedules"."duration_minutes" between 15 and 720),
	CONSTRAINT "club_schedules_slots_check" CHECK ("club_schedules"."slots_per_meeting" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "meeting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"extra" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_reminders" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_reminders_club_id_meeting_key_user_id_kind_pk" PRIMARY KEY("club_id","meeting_key","user_id","kind"),
	CONSTRAINT "meeting_reminders_kind_check" CHECK ("meeting_reminders"."kind" in ('speech', 'meeting'))
);
--> statement-breakpoint
ALTER TABLE "meeting_slots" DROP CONSTRAINT "meeting_slots_user_club_key";--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD COLUMN "meeting_key" text;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_schedules" ADD CONSTRAINT "club_schedules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_changes" ADD CONSTRAINT "meeting_changes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_tokens_hash_key" ON "calendar_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_changes_club_key" ON "meeting_changes" USING btree ("club_id","meeting_key");--> statement-breakpoint
CREATE INDEX "meeting_slots_meeting_idx" ON "meeting_slots" USING btree ("club_id","meeting_key");--> statement-breakpoint
CREATE INDEX "meeting_slots_user_idx" ON "meeting_slots" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_slots_one_per_meeting_key" ON "meeting_slots" USING btree ("user_id","club_id","meeting_key") WHERE "meeting_slots"."status" <> 'cancelled' and "meeting_slots"."meeting_key" is not null;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_status_check" CHECK ("meeting_slots"."status" in ('booked', 'cancelled', 'delivered'));