CREATE TABLE "social_links" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_links_user_id_platform_pk" PRIMARY KEY("user_id","platform"),
	CONSTRAINT "social_links_platform_check" CHECK ("platform" in ('farcaster', 'twitter', 'bluesky', 'lens', 'threads', 'other'))
);
--> statement-breakpoint
ALTER TABLE "membership_events" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "membership_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Keep every link saved before links were kept per platform: its platform is read from its host
-- (the Connect modal's examples), and a host naming none of them is kept as "other".
INSERT INTO "social_links" ("user_id", "platform", "url")
SELECT "id",
	CASE
		WHEN lower(substring("social_link" from '^[a-zA-Z]+://([^/:?#]+)')) ~ '(^|\.)(warpcast\.com|farcaster\.xyz)$' THEN 'farcaster'
		WHEN lower(substring("social_link" from '^[a-zA-Z]+://([^/:?#]+)')) ~ '(^|\.)(x\.com|twitter\.com)$' THEN 'twitter'
		WHEN lower(substring("social_link" from '^[a-zA-Z]+://([^/:?#]+)')) ~ '(^|\.)(bsky\.app|bsky\.social)$' THEN 'bluesky'
		WHEN lower(substring("social_link" from '^[a-zA-Z]+://([^/:?#]+)')) ~ '(^|\.)(hey\.xyz|lens\.xyz|lenster\.xyz)$' THEN 'lens'
		WHEN lower(substring("social_link" from '^[a-zA-Z]+://([^/:?#]+)')) ~ '(^|\.)(threads\.net|threads\.com)$' THEN 'threads'
		ELSE 'other'
	END,
	"social_link"
FROM "users"
WHERE "social_link" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "social_link";