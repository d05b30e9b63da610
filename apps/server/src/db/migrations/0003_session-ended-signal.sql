-- Whenever a session row goes (sign-out, revocation, the account deleted, any cleanup), every app
-- instance LISTENing on messmate_sessions hears which user's session ended, by the SHA-256 of its
-- token (never the token itself), and closes what that session held open. The signal is sent
-- when the deleting transaction commits, and not at all if it rolls back.
CREATE OR REPLACE FUNCTION messmate_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'messmate_sessions',
    json_build_object(
      'type', 'ended',
      'userId', OLD.user_id,
      'tokenHash', encode(sha256(convert_to(OLD.token, 'UTF8')), 'hex')
    )::text
  );
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_ended AFTER DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION messmate_session_ended();
