-- ADR 038: a source that earns again after its award was reversed (an attendance corrected to
-- absent, then present) is paid as the next round; the key of an award becomes (person, rule,
-- source, round). Existing entries are round 1. No row is rewritten (the column has a default).
DROP INDEX "reward_entries_award_key";--> statement-breakpoint
ALTER TABLE "reward_entries" ADD COLUMN "award_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_award_key" ON "reward_entries" USING btree ("user_id","rule","source_kind","source_id","award_round") WHERE "reward_entries"."reverses_id" is null;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_round_check" CHECK ("reward_entries"."award_round" >= 1);
