CREATE TABLE "reward_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reward_adjustments_amount_check" CHECK ("reward_adjustments"."amount" <> 0),
	CONSTRAINT "reward_adjustments_status_check" CHECK ("reward_adjustments"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"rule" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"season" text NOT NULL,
	"created_by" text NOT NULL,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_amount_check" CHECK ("reward_entries"."amount" <> 0),
	CONSTRAINT "reward_entries_season_check" CHECK ("reward_entries"."season" ~ '^[0-9]{4}-S[12]$'),
	CONSTRAINT "reward_entries_source_kind_check" CHECK ("reward_entries"."source_kind" in ('mission', 'speech', 'role', 'attendance', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "reward_rules" (
	"key" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"cap_per_season" integer,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_rules_amount_check" CHECK ("reward_rules"."amount" >= 0),
	CONSTRAINT "reward_rules_cap_check" CHECK ("reward_rules"."cap_per_season" is null or "reward_rules"."cap_per_season" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_adjustments" ADD CONSTRAINT "reward_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_reverses_id_reward_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."reward_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_adjustments_pending_idx" ON "reward_adjustments" USING btree ("requested_at") WHERE "reward_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_award_key" ON "reward_entries" USING btree ("user_id","rule","source_kind","source_id") WHERE "reward_entries"."reverses_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_reverses_key" ON "reward_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "reward_entries_user_idx" ON "reward_entries" USING btree ("user_id","created_at");--> statement-breakpoint
-- The ledger is append-only, as the audit log is (0008, 0020): UPDATE, DELETE and TRUNCATE are
-- refused whoever connects. A correction is a new entry (a reversal or an adjustment). ADR 038.
CREATE FUNCTION "reward_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reward_entries is append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reward_entries_no_rewrite" BEFORE UPDATE OR DELETE ON "reward_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "reward_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "reward_entries_no_truncate" BEFORE TRUNCATE ON "reward_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "reward_entries_append_only"();--> statement-breakpoint
-- Round 3 decision 3's defaults (contract/rewards.ts DEFAULT_REWARD_RULES); admins edit them.
INSERT INTO "reward_rules" ("key", "amount", "cap_per_season") VALUES
  ('verified-mission', 500, NULL),
  ('evaluated-speech', 250, NULL),
  ('role-fulfilled', 100, NULL),
  ('attendance', 50, NULL),
  ('all', 0, 6000);
