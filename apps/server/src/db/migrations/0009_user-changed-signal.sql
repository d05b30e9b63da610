-- Whenever a user row changes (Make Admin, a badge upgrade, a new name or photo), every app
-- instance LISTENing on messmate_sessions hears whose row changed and forgets the copy it keeps
-- for that person's requests. Sent when the changing transaction commits, not at all if it rolls
-- back, and not for an update that leaves the row as it was.
CREATE OR REPLACE FUNCTION messmate_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'messmate_sessions',
    json_build_object('type', 'user-changed', 'userId', NEW.id)::text
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE ON "user"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION messmate_user_changed();
