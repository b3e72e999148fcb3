-- A notice on channel session_changes whenever a session or a user row changes or goes, from
-- any process, Better Auth, the CLI or SQL by hand: every app process then empties its cache of
-- recently read sessions (server/auth/session-cache.ts, ADR 019).
CREATE FUNCTION notify_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
