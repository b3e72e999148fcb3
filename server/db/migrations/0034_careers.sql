CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"posted_by" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"journey_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"region" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"compensation" text DEFAULT '' NOT NULL,
	"compensation_min" integer,
	"compensation_max" integer,
	"currency" text,
	"deadline" timestamp with time zone NOT NULL,
	"asks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED NOT NULL,
	CONSTRAINT "opportunities_status_check" CHECK ("opportunities"."status" in ('pending-review', 'published', 'rejected', 'closed')),
	CONSTRAINT "opportunities_kind_check" CHECK ("opportunities"."kind" in ('job', 'internship', 'bounty', 'speaking-gig'))
);
--> statement-breakpoint
CREATE TABLE "opportunity_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"note" text NOT NULL,
	"share" jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hired_at" timestamp with time zone,
	CONSTRAINT "opportunity_applications_status_check" CHECK ("opportunity_applications"."status" in ('submitted', 'shortlisted', 'declined', 'hired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "partner_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_people" (
	"partner_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_people_partner_id_user_id_pk" PRIMARY KEY("partner_id","user_id"),
	CONSTRAINT "partner_people_role_check" CHECK ("partner_people"."role" in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL,
	"logo" "bytea",
	"logo_version" integer DEFAULT 0 NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_status_check" CHECK ("partners"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_people" ADD CONSTRAINT "partner_people_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_people" ADD CONSTRAINT "partner_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("search");--> statement-breakpoint
CREATE INDEX "opportunities_board_idx" ON "opportunities" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "opportunities_partner_idx" ON "opportunities" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "opportunities_journeys_idx" ON "opportunities" USING gin ("journey_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_applications_key" ON "opportunity_applications" USING btree ("opportunity_id","user_id");--> statement-breakpoint
CREATE INDEX "opportunity_applications_user_idx" ON "opportunity_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_invitations_key" ON "partner_invitations" USING btree ("partner_id","email");--> statement-breakpoint
CREATE INDEX "partner_invitations_email_idx" ON "partner_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "partner_people_user_idx" ON "partner_people" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_key" ON "partners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status","created_at");