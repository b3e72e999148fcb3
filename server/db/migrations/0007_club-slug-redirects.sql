CREATE TABLE "club_slug_redirects" (
	"slug" text NOT NULL,
	"club_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_slug_redirects" ADD CONSTRAINT "club_slug_redirects_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_slug_redirects_slug_lower_key" ON "club_slug_redirects" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "club_slug_redirects_club_id_idx" ON "club_slug_redirects" USING btree ("club_id");