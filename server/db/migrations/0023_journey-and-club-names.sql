ALTER TABLE "paths" RENAME TO "journeys";--> statement-breakpoint
ALTER TABLE "journeys" RENAME COLUMN "path_name" TO "name";--> statement-breakpoint
ALTER TABLE "journeys" RENAME CONSTRAINT "paths_pkey" TO "journeys_pkey";--> statement-breakpoint
ALTER TABLE "missions" RENAME COLUMN "path_id" TO "journey_id";--> statement-breakpoint
ALTER TABLE "missions" RENAME CONSTRAINT "missions_path_id_paths_id_fk" TO "missions_journey_id_journeys_id_fk";--> statement-breakpoint
ALTER INDEX "missions_path_id_idx" RENAME TO "missions_journey_id_idx";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "path_id" TO "journey_id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "journey_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "journey_id" DROP DEFAULT;--> statement-breakpoint
UPDATE "users" SET "journey_id" = NULL WHERE "journey_id" NOT IN (SELECT "id" FROM "journeys");--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "club_membership" TO "club_id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "club_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "club_id" DROP DEFAULT;--> statement-breakpoint
UPDATE "users" SET "club_id" = NULL WHERE "club_id" NOT IN (SELECT "id" FROM "clubs");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
