-- A session's check-in (last_seen_at, written at most once a minute per session) changes nothing a session
-- check depends on: it no longer announces auth_changed, which emptied every kept session of the embedded
-- server (0005) and cost each of them a read again: with a class of students working, that was most reads.
-- Every other write of sessions still announces it.
DROP TRIGGER "sessions_auth_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_updated" AFTER UPDATE OF "token_hash", "user_id", "device_type", "device_serial", "ip",
  "user_agent", "created_at", "expires_at", "revoked_at", "revoked_reason" ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
