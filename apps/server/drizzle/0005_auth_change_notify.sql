-- Who a session belongs to and what it may do (users, their schools and brands, the sessions themselves)
-- changes rarely and must be seen at once: every statement that writes one of these tables announces it
-- on the channel auth_changed. The embedded server keeps resolved sessions in memory and forgets them all
-- on this signal (apps/server/src/modules/auth/session-cache.ts); PGlite delivers it before the writing
-- call returns, so a revoked or disabled session is refused on its next request.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "schools_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schools"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
