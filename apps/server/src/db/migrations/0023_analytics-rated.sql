CREATE TABLE "analytics_meal_stars" (
	"meal_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "analytics_meal_stars_meal_id_stars_pk" PRIMARY KEY("meal_id","stars")
);
--> statement-breakpoint
DROP INDEX "analytics_meal_totals_likes_idx";--> statement-breakpoint
ALTER TABLE "analytics_meal_stars" ADD CONSTRAINT "analytics_meal_stars_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_meal_stars_best_idx" ON "analytics_meal_stars" USING btree ("stars" DESC NULLS LAST,"reviews" DESC NULLS LAST,"meal_id");--> statement-breakpoint
CREATE INDEX "analytics_meal_stars_worst_idx" ON "analytics_meal_stars" USING btree ("stars","reviews" DESC NULLS LAST,"meal_id");--> statement-breakpoint
ALTER TABLE "analytics_meal_totals" DROP COLUMN "likes";--> statement-breakpoint
-- Most liked reads meals.likes, which the likes module keeps exact (decision record 0044): the
-- second count of each like goes, with its trigger.
DROP TRIGGER IF EXISTS meal_likes_totals ON meal_likes;--> statement-breakpoint
DROP FUNCTION IF EXISTS messmate_like_totals();--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_count_meal_requests(meal uuid, requests integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF meal IS NULL OR NOT EXISTS (SELECT 1 FROM meals WHERE id = meal) THEN RETURN; END IF;
  INSERT INTO analytics_meal_totals AS t (meal_id, requests) VALUES (meal, requests)
  ON CONFLICT (meal_id) DO UPDATE SET requests = t.requests + excluded.requests;
END
$$;
--> statement-breakpoint
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
  PERFORM messmate_count_meal_requests(r.meal_id, delta);
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS messmate_count_meal_total(uuid, integer, integer);--> statement-breakpoint
-- Each meal's rated reviews per number of stars (decision record 0044): +1 where a rating is,
-- -1 where it was. A row that falls to 0 goes: it would still be a sound bound, but a loose one
-- that the probes would read first. A deleted meal's rows go by its foreign key, and its
-- reviews, set to no meal, count nowhere.
CREATE OR REPLACE FUNCTION messmate_count_meal_stars(meal uuid, rating smallint, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF meal IS NULL OR rating IS NULL OR NOT EXISTS (SELECT 1 FROM meals WHERE id = meal) THEN
    RETURN;
  END IF;
  INSERT INTO analytics_meal_stars AS s (meal_id, stars, reviews) VALUES (meal, rating, delta)
  ON CONFLICT (meal_id, stars) DO UPDATE SET reviews = s.reviews + excluded.reviews;
  IF delta < 0 THEN
    DELETE FROM analytics_meal_stars WHERE meal_id = meal AND stars = rating AND reviews = 0;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_review_stars() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM messmate_count_meal_stars(OLD.meal_id, OLD.rating::smallint, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM messmate_count_meal_stars(NEW.meal_id, NEW.rating::smallint, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, as the other counts are: a meal's rows are locked for the commit alone.
CREATE CONSTRAINT TRIGGER reviews_stars
AFTER INSERT OR UPDATE OF meal_id, rating OR DELETE ON reviews
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION messmate_review_stars();
--> statement-breakpoint
-- Counted again from the rows: this migration's backfill, and what a bulk load runs after
-- inserting with the row triggers off.
CREATE OR REPLACE FUNCTION messmate_recount_analytics_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_request_days;
  DELETE FROM analytics_serve_waits;
  DELETE FROM analytics_meal_totals;
  DELETE FROM analytics_meal_stars;
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
  INSERT INTO analytics_meal_totals (meal_id, requests)
  SELECT meal_id, count(*)::integer FROM meal_requests WHERE meal_id IS NOT NULL GROUP BY 1;
  INSERT INTO analytics_meal_stars (meal_id, stars, reviews)
  SELECT meal_id, rating::smallint, count(*)::integer FROM reviews
  WHERE meal_id IS NOT NULL AND rating IS NOT NULL GROUP BY 1, 2;
  UPDATE reviews r SET superseded_at = n.next_at
  FROM (
    SELECT id, CASE WHEN rating IS NULL OR meal_id IS NULL THEN NULL
                    ELSE lead(created_at) OVER (PARTITION BY user_id, meal_id, rating IS NULL
                                                ORDER BY created_at, id) END AS next_at
    FROM reviews
  ) n
  WHERE r.id = n.id AND r.superseded_at IS DISTINCT FROM n.next_at;
END
$$;
--> statement-breakpoint
SELECT messmate_recount_analytics_rollups();
