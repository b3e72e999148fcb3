ALTER TABLE "clubs" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_name_skeleton_key" ON "clubs" USING btree ("name_skeleton");--> statement-breakpoint
-- The audit log is append-only (0008 refuses UPDATE and DELETE): TRUNCATE is refused too, by a
-- statement-level trigger (TRUNCATE fires no row or UPDATE/DELETE triggers). Issue 27 item 8.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
