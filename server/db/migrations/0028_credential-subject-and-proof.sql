ALTER TABLE "credentials" ADD COLUMN "subject_id" text;--> statement-breakpoint
UPDATE "credentials" SET "subject_id" = 'urn:uuid:' || gen_random_uuid()::text WHERE "subject_id" IS NULL;--> statement-breakpoint
ALTER TABLE "credentials" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "proof" jsonb;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_subject_id_key" UNIQUE("subject_id");
