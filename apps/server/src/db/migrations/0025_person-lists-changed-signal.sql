-- Answers kept per person (decision 0054): My Requests and My Reviews read rows that other
-- people change (an admin serves a request, edits or deletes a meal, deletes a review; a
-- resident marks a review helpful). Every such change, by any writer, tells every app instance
-- on messmate_person_changes (PERSON_CHANGES_CHANNEL) whose answers to forget; sent when the
-- transaction commits, never when it rolls back. Inserts are announced by the statements that
-- write them (the mealtime rush pays no trigger): these fire only on updates and deletes.
CREATE OR REPLACE FUNCTION messmate_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('messmate_person_changes',
    json_build_object('type', 'meal-request', 'userId', OLD.user_id)::text);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('messmate_person_changes',
      json_build_object('type', 'meal-request', 'userId', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meal_request_updated AFTER UPDATE ON "meal_requests"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION messmate_request_changed();
--> statement-breakpoint
CREATE TRIGGER meal_request_deleted AFTER DELETE ON "meal_requests"
FOR EACH ROW EXECUTE FUNCTION messmate_request_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_review_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('messmate_person_changes', json_build_object('type', 'review-deleted',
      'userId', OLD.user_id, 'mealId', OLD.meal_id)::text);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('messmate_person_changes', json_build_object('type', 'review-changed',
    'userId', OLD.user_id, 'mealId', OLD.meal_id)::text);
  IF NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('messmate_person_changes', json_build_object('type', 'review-changed',
      'userId', NEW.user_id, 'mealId', NEW.meal_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only what My Reviews shows: a newer rating of the same meal sets superseded_at on the older
-- review (a review's insert, in the rush), which no answer kept per person reads.
CREATE TRIGGER review_updated
AFTER UPDATE OF meal_id, meal_title, user_id, content, rating, likes, created_at, updated_at
ON "reviews"
FOR EACH ROW WHEN (
  (OLD.meal_id, OLD.meal_title, OLD.user_id, OLD.content, OLD.rating, OLD.likes, OLD.created_at,
    OLD.updated_at)
  IS DISTINCT FROM
  (NEW.meal_id, NEW.meal_title, NEW.user_id, NEW.content, NEW.rating, NEW.likes, NEW.created_at,
    NEW.updated_at)
) EXECUTE FUNCTION messmate_review_changed();
--> statement-breakpoint
CREATE TRIGGER review_deleted AFTER DELETE ON "reviews"
FOR EACH ROW EXECUTE FUNCTION messmate_review_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_meal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('messmate_person_changes', json_build_object(
    'type', CASE WHEN TG_OP = 'DELETE' THEN 'meal-deleted' ELSE 'meal-edited' END,
    'mealId', OLD.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A meal's Bangla title is joined into everyone's lists; its English title is copied into the
-- reviews (their update announces) and kept as asked on requests. Likes and review counters
-- (the rush's updates of meals) set other columns, so this never fires for them.
CREATE TRIGGER meal_bangla_title_changed AFTER UPDATE OF title_bn ON "meals"
FOR EACH ROW WHEN (OLD.title_bn IS DISTINCT FROM NEW.title_bn)
EXECUTE FUNCTION messmate_meal_changed();
--> statement-breakpoint
CREATE TRIGGER meal_deleted AFTER DELETE ON "meals"
FOR EACH ROW EXECUTE FUNCTION messmate_meal_changed();
