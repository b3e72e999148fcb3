DROP INDEX "clubs_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "location_folded" text GENERATED ALWAYS AS (lower(location)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clubs_location_folded_trgm_idx" ON "clubs" USING gin ("location_folded" gin_trgm_ops);