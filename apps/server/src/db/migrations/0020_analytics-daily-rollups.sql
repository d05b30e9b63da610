CREATE TABLE "analytics_request_days" (
	"community_day" date NOT NULL,
	"category" text NOT NULL,
	"requested" integer NOT NULL,
	"served" integer NOT NULL,
	CONSTRAINT "analytics_request_days_community_day_category_pk" PRIMARY KEY("community_day","category"),
	CONSTRAINT "analytics_request_days_category" CHECK ("analytics_request_days"."category" in ('Breakfast', 'Lunch', 'Dinner', 'none'))
);
--> statement-breakpoint
CREATE TABLE "analytics_serve_waits" (
	"community_day" date NOT NULL,
	"wait_seconds" integer NOT NULL,
	"served" integer NOT NULL,
	CONSTRAINT "analytics_serve_waits_community_day_wait_seconds_pk" PRIMARY KEY("community_day","wait_seconds")
);
--> statement-breakpoint
DROP INDEX "meal_requests_day_idx";--> statement-breakpoint
CREATE INDEX "meal_requests_day_meal_idx" ON "meal_requests" USING btree ("community_day","meal_id");--> statement-breakpoint
CREATE INDEX "meal_requests_meal_day_idx" ON "meal_requests" USING btree ("meal_id","community_day");--> statement-breakpoint
-- The analytics rollups (decision record 0037) follow every write to meal_requests: a
-- request's row counts +1 where it is and -1 where it was, in the writing transaction. The
-- trigger is deferred to the commit, so the day's row is locked for the commit alone, not for
-- the rest of the request's transaction (a mealtime rush writes the same day and category).
CREATE OR REPLACE FUNCTION messmate_count_request(r meal_requests, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_request_days AS d (community_day, category, requested, served)
  VALUES (
    r.community_day,
    coalesce((SELECT m.category::text FROM meals m WHERE m.id = r.meal_id), 'none'),
    delta,
    CASE WHEN r.status = 'delivered' THEN delta ELSE 0 END
  )
  ON CONFLICT (community_day, category) DO UPDATE
    SET requested = d.requested + excluded.requested, served = d.served + excluded.served;
  IF r.served_at IS NOT NULL THEN
    INSERT INTO analytics_serve_waits AS w (community_day, wait_seconds, served)
    VALUES (r.community_day, round(extract(epoch FROM r.served_at - r.requested_at))::integer, delta)
    ON CONFLICT (community_day, wait_seconds) DO UPDATE SET served = w.served + excluded.served;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_request_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM messmate_count_request(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM messmate_count_request(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER meal_requests_rollups AFTER INSERT OR UPDATE OR DELETE ON meal_requests
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION messmate_request_rollups();
--> statement-breakpoint
-- A meal that changes category, or is deleted (its requests keep their day under 'none'), takes
-- its requests' counts with it. Before the delete: the foreign key then sets their meal_id to
-- null, and the requests' own trigger finds no meal on either side, so it moves nothing again.
CREATE OR REPLACE FUNCTION messmate_meal_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_to text := CASE WHEN TG_OP = 'DELETE' THEN 'none' ELSE NEW.category::text END;
BEGIN
  INSERT INTO analytics_request_days AS d (community_day, category, requested, served)
  SELECT r.community_day, side.category, side.sign * count(*)::integer,
         side.sign * (count(*) FILTER (WHERE r.status = 'delivered'))::integer
  FROM meal_requests r
  CROSS JOIN (VALUES (OLD.category::text, -1), (moved_to, 1)) AS side (category, sign)
  WHERE r.meal_id = OLD.id
  GROUP BY r.community_day, side.category, side.sign
  ORDER BY r.community_day, side.category
  ON CONFLICT (community_day, category) DO UPDATE
    SET requested = d.requested + excluded.requested, served = d.served + excluded.served;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
--> statement-breakpoint
CREATE TRIGGER meals_rollups_on_delete BEFORE DELETE ON meals
FOR EACH ROW EXECUTE FUNCTION messmate_meal_rollups();
--> statement-breakpoint
CREATE TRIGGER meals_rollups_on_category AFTER UPDATE OF category ON meals
FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
EXECUTE FUNCTION messmate_meal_rollups();
--> statement-breakpoint
-- The rollups counted again from every request: the migration's backfill, and what a bulk load
-- runs after inserting with the row trigger disabled (a million row triggers in one transaction
-- update the same few rows a million times, each walking a longer chain of its own versions).
CREATE OR REPLACE FUNCTION messmate_recount_analytics_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_request_days;
  DELETE FROM analytics_serve_waits;
  INSERT INTO analytics_request_days (community_day, category, requested, served)
  SELECT r.community_day, coalesce(m.category::text, 'none'), count(*)::integer,
         (count(*) FILTER (WHERE r.status = 'delivered'))::integer
  FROM meal_requests r LEFT JOIN meals m ON m.id = r.meal_id
  GROUP BY 1, 2;
  INSERT INTO analytics_serve_waits (community_day, wait_seconds, served)
  SELECT community_day, round(extract(epoch FROM served_at - requested_at))::integer,
         count(*)::integer
  FROM meal_requests WHERE served_at IS NOT NULL
  GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT messmate_recount_analytics_rollups();
