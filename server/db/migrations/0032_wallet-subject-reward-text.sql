-- ADR 040: a member may have the credentials issued to them name one of their linked wallets as
-- the subject (did:pkh). At most one wallet per member names them; unlinking deletes the row and
-- the choice with it. A did:pkh names many credentials, so only the random urn:uuid subject ids
-- stay unique.
ALTER TABLE "credentials" DROP CONSTRAINT "credentials_subject_id_key";--> statement-breakpoint
ALTER TABLE "wallet_links" ADD COLUMN "names_credentials" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_subject_id_key" ON "credentials" USING btree ("subject_id") WHERE "credentials"."subject_id" like 'urn:uuid:%';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_names_credentials_key" ON "wallet_links" USING btree ("user_id") WHERE "wallet_links"."names_credentials";--> statement-breakpoint
-- ADR 040: Mission 1's post names what the verified-mission rule pays, filled in when the mission
-- is read: the shipped text (unless an admin changed it) gets the placeholder in place of "500".
UPDATE "mission_steps" SET "description" = 'Announce your new identity publicly with your first post. With the membership, each verified mission earns {verifiedMissionReward} $VOCATE points (programme points, not a cryptocurrency); once your post is live, press Mark as Complete.' WHERE "mission_id" = 'mission101' AND "kind" = 'first-post' AND "description" = 'Announce your new identity publicly with your first post. With the membership, each verified mission earns 500 $VOCATE points (programme points, not a cryptocurrency); once your post is live, press Mark as Complete.';
