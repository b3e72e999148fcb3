CREATE TABLE "club_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_speeches" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_roles_kind_check" CHECK ("club_roles"."kind" in ('toastmaster', 'timer', 'ah-counter', 'grammarian', 'table-topics-master', 'general-evaluator', 'evaluator', 'speaker', 'custom')),
	CONSTRAINT "club_roles_custom_named" CHECK ("club_roles"."kind" <> 'custom' or "club_roles"."name" is not null),
	CONSTRAINT "club_roles_min_speeches_check" CHECK ("club_roles"."min_speeches" between 0 and 50),
	CONSTRAINT "club_roles_name_length" CHECK (char_length("club_roles"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "meeting_attendance" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_attendance_club_id_meeting_key_user_id_pk" PRIMARY KEY("club_id","meeting_key","user_id"),
	CONSTRAINT "meeting_attendance_status_check" CHECK ("meeting_attendance"."status" in ('present', 'late', 'absent')),
	CONSTRAINT "meeting_attendance_method_check" CHECK ("meeting_attendance"."method" in ('code', 'link', 'leader'))
);
--> statement-breakpoint
CREATE TABLE "meeting_role_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"role_id" integer NOT NULL,
	"seat" integer DEFAULT 1 NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_role_assignments_status_check" CHECK ("meeting_role_assignments"."status" in ('held', 'assigned')),
	CONSTRAINT "meeting_role_assignments_source_check" CHECK ("meeting_role_assignments"."source" in ('taken', 'assigned', 'offered')),
	CONSTRAINT "meeting_role_assignments_seat_check" CHECK ("meeting_role_assignments"."seat" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "meeting_role_interest" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"role_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_role_interest_club_id_meeting_key_role_id_user_id_pk" PRIMARY KEY("club_id","meeting_key","role_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_rsvps" (
	"club_id" integer NOT NULL,
	"meeting_key" text NOT NULL,
	"user_id" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_rsvps_club_id_meeting_key_user_id_pk" PRIMARY KEY("club_id","meeting_key","user_id"),
	CONSTRAINT "meeting_rsvps_answer_check" CHECK ("meeting_rsvps"."answer" in ('going', 'waitlisted', 'not-going'))
);
--> statement-breakpoint
ALTER TABLE "meeting_reminders" DROP CONSTRAINT "meeting_reminders_kind_check";--> statement-breakpoint
ALTER TABLE "club_schedules" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "club_roles" ADD CONSTRAINT "club_roles_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_role_id_club_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."club_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_role_assignments" ADD CONSTRAINT "meeting_role_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_role_interest" ADD CONSTRAINT "meeting_role_interest_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_role_interest" ADD CONSTRAINT "meeting_role_interest_role_id_club_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."club_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_role_interest" ADD CONSTRAINT "meeting_role_interest_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rsvps" ADD CONSTRAINT "meeting_rsvps_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rsvps" ADD CONSTRAINT "meeting_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_roles_club_idx" ON "club_roles" USING btree ("club_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "club_roles_default_once" ON "club_roles" USING btree ("club_id","kind") WHERE "club_roles"."kind" <> 'custom';--> statement-breakpoint
CREATE INDEX "meeting_attendance_user_idx" ON "meeting_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_role_assignments_seat_key" ON "meeting_role_assignments" USING btree ("club_id","meeting_key","role_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_role_assignments_person_key" ON "meeting_role_assignments" USING btree ("club_id","meeting_key","user_id");--> statement-breakpoint
CREATE INDEX "meeting_role_assignments_user_idx" ON "meeting_role_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_rsvps_user_idx" ON "meeting_rsvps" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "club_schedules" ADD CONSTRAINT "club_schedules_capacity_check" CHECK ("club_schedules"."capacity" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_kind_check" CHECK ("meeting_reminders"."kind" in ('speech', 'meeting', 'role-week', 'role-day'));