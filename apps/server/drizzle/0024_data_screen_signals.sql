-- The data screens' signals (modules/org/README.md "Live, not polled") for what its writers do not signal
-- themselves: a grade (a submission's state, score or version changes), a login (a session of a school's
-- user), people (a school's users), classes and memberships. Each notifies the school on the channel
-- school_activity (db/event-bus.ts SCHOOL_CHANNEL) on commit; identical notifications of one transaction are
-- sent once. Hand-written: drizzle-kit does not declare triggers.
CREATE OR REPLACE FUNCTION school_activity_signal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  school integer;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    SELECT u.school_id INTO school FROM users u WHERE u.id = NEW.user_id;
    IF school IS NOT NULL THEN PERFORM pg_notify('school_activity', school::text); END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.school_id IS NOT NULL THEN
    PERFORM pg_notify('school_activity', OLD.school_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.school_id IS NOT NULL THEN
    PERFORM pg_notify('school_activity', NEW.school_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER submissions_school_signal AFTER UPDATE OF state, score, version ON submissions FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.score IS DISTINCT FROM NEW.score OR OLD.version IS DISTINCT FROM NEW.version)
  EXECUTE FUNCTION school_activity_signal();--> statement-breakpoint
CREATE TRIGGER sessions_school_signal AFTER INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION school_activity_signal();--> statement-breakpoint
CREATE TRIGGER users_school_signal AFTER INSERT OR DELETE OR UPDATE OF school_id, role_type, deleted_at ON users
  FOR EACH ROW EXECUTE FUNCTION school_activity_signal();--> statement-breakpoint
CREATE TRIGGER classes_school_signal AFTER INSERT OR DELETE OR UPDATE OF school_id, status, grade, name ON classes
  FOR EACH ROW EXECUTE FUNCTION school_activity_signal();--> statement-breakpoint
CREATE TRIGGER class_students_school_signal AFTER INSERT OR DELETE OR UPDATE OF active, class_id, school_id ON class_students
  FOR EACH ROW EXECUTE FUNCTION school_activity_signal();
