CREATE TABLE "analytics_meal_totals" (
	"meal_id" uuid PRIMARY KEY NOT NULL,
	"likes" integer NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_meal_totals" ADD CONSTRAINT "analytics_meal_totals_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_meal_totals_likes_idx" ON "analytics_meal_totals" USING btree ("likes" DESC NULLS LAST,"meal_id");--> statement-breakpoint
CREATE INDEX "analytics_meal_totals_requests_idx" ON "analytics_meal_totals" USING btree ("requests" DESC NULLS LAST,"meal_id");--> statement-breakpoint
CREATE INDEX "meal_likes_meal_created_idx" ON "meal_likes" USING btree ("meal_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_rated_created_idx" ON "reviews" USING btree ("created_at","meal_id","rating","superseded_at") WHERE "reviews"."rating" is not null and "reviews"."meal_id" is not null;--> statement-breakpoint
-- Each meal's request total (decision record 0040) joins the request rollups of decision 0037:
-- the same deferred row trigger counts it, +1 where a request is and -1 where it was. A deleted
-- meal's row goes with it (foreign key), and its requests, set to no meal, count nowhere.
CREATE OR REPLACE FUNCTION messmate_count_meal_total(meal uuid, likes integer, requests integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF meal IS NULL OR NOT EXISTS (SELECT 1 FROM meals WHERE id = meal) THEN RETURN; END IF;
  INSERT INTO analytics_meal_totals AS t (meal_id, likes, requests)
  VALUES (meal, likes, requests)
  ON CONFLICT (meal_id) DO UPDATE
    SET likes = t.likes + excluded.likes, requests = t.requests + excluded.requests;
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
  PERFORM messmate_count_meal_total(r.meal_id, 0, delta);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_like_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM messmate_count_meal_total(OLD.meal_id, -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM messmate_count_meal_total(NEW.meal_id, 1, 0); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, as the request rollups are: a meal's row is locked for the commit alone.
CREATE CONSTRAINT TRIGGER meal_likes_totals AFTER INSERT OR UPDATE OR DELETE ON meal_likes
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION messmate_like_totals();
--> statement-breakpoint
-- One resident's rated reviews of one meal, oldest first: each is superseded when the next was
-- written (decision 0014: their latest rating is the one that counts). Anything else (no rating,
-- no meal) is superseded never. The meal's row lock takes writers of one meal one at a time (a
-- review's write locks it for the meal's counters anyway); each statement after it reads what
-- the other committed (READ COMMITTED), so the last one to commit sets every row of the pair
-- from all of them. A row lock, not an advisory lock: a transaction touching thousands of
-- reviews (a bulk load, a meal or an account deleted) would run out of the shared lock table.
CREATE OR REPLACE FUNCTION messmate_supersede_reviews(author text, meal uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF meal IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM meals WHERE id = meal FOR NO KEY UPDATE;
  UPDATE reviews r SET superseded_at = n.next_at
  FROM (
    SELECT id, CASE WHEN rating IS NULL THEN NULL
                    ELSE lead(created_at) OVER (PARTITION BY rating IS NULL ORDER BY created_at, id) END
             AS next_at
    FROM reviews WHERE user_id = author AND meal_id = meal
  ) n
  WHERE r.id = n.id AND r.superseded_at IS DISTINCT FROM n.next_at;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION messmate_review_supersession() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM messmate_supersede_reviews(OLD.user_id, OLD.meal_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_OP = 'INSERT' OR (OLD.user_id, OLD.meal_id) IS DISTINCT FROM (NEW.user_id, NEW.meal_id) THEN
      PERFORM messmate_supersede_reviews(NEW.user_id, NEW.meal_id);
    END IF;
    -- A review that left every meal (its meal deleted) is nobody's latest or earlier rating.
    IF NEW.meal_id IS NULL THEN
      UPDATE reviews SET superseded_at = NULL WHERE id = NEW.id AND superseded_at IS NOT NULL;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, so the lock is taken after whatever else the writing transaction locks.
CREATE CONSTRAINT TRIGGER reviews_supersession
AFTER INSERT OR UPDATE OF user_id, meal_id, rating, created_at OR DELETE ON reviews
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION messmate_review_supersession();
--> statement-breakpoint
-- Counted again from the rows: this migration's backfill, and what a bulk load runs after
-- inserting with the row triggers off.
CREATE OR REPLACE FUNCTION messmate_recount_analytics_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_request_days;
  DELETE FROM analytics_serve_waits;
  DELETE FROM analytics_meal_totals;
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
  INSERT INTO analytics_meal_totals (meal_id, likes, requests)
  SELECT m.id, coalesce(l.n, 0), coalesce(r.n, 0)
  FROM meals m
  LEFT JOIN (SELECT meal_id, count(*)::integer AS n FROM meal_likes GROUP BY 1) l ON l.meal_id = m.id
  LEFT JOIN (SELECT meal_id, count(*)::integer AS n FROM meal_requests GROUP BY 1) r
    ON r.meal_id = m.id
  WHERE l.n IS NOT NULL OR r.n IS NOT NULL;
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
