CREATE TABLE "review_digests" (
	"leader_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_digests_leader_id_day_pk" PRIMARY KEY("leader_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_escalations" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_escalations_kind_item_id_waiting_since_pk" PRIMARY KEY("kind","item_id","waiting_since"),
	CONSTRAINT "review_escalations_kind_check" CHECK ("review_escalations"."kind" in ('application', 'submission'))
);
--> statement-breakpoint
ALTER TABLE "club_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "club_applications" ADD COLUMN "leader_note" text;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "review_digests" ADD CONSTRAINT "review_digests_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_applications" ADD CONSTRAINT "club_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_applications_pending_since_idx" ON "club_applications" USING btree ("created_at") WHERE "club_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mission_completions_pending_since_idx" ON "mission_completions" USING btree ("submitted_at") WHERE "mission_completions"."mission_status" = 'pending';