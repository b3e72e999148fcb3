-- A notice on channel club_changes whenever a club row is added, changed or removed, from any
-- process, the CLI or SQL by hand: every app process then empties its cache of the club
-- directory (server/features/clubs/directory.ts, ADR 023). The function takes its channel from
-- the trigger, so that the next cache's trigger needs no function of its own.
CREATE FUNCTION notify_channel_of_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clubs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clubs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel_of_change('club_changes');
