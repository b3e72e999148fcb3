CREATE TABLE "club_co_leaders" (
	"club_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_co_leaders_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "club_co_leaders" ADD CONSTRAINT "club_co_leaders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_co_leaders" ADD CONSTRAINT "club_co_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_co_leaders" ADD CONSTRAINT "club_co_leaders_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_co_leaders" ADD CONSTRAINT "club_co_leaders_member_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."club_members"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_co_leaders_user_id_idx" ON "club_co_leaders" USING btree ("user_id");