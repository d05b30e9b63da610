-- One rating per resident per meal: a meal's rating counts only each resident's latest rated
-- review (the newest by created_at, then id). Reviews keep their stars; only the meal's totals
-- are recounted here, by the same rule reviews/repository.ts#refreshMealCounters applies on
-- every later add, edit and delete. Decision record 0014 says why.
UPDATE "meals" SET
  "rating_sum" = coalesce(latest.rating_sum, 0),
  "rating_count" = coalesce(latest.rating_count, 0)
FROM "meals" AS m
LEFT JOIN (
  SELECT "meal_id", sum("rating")::int AS rating_sum, count(*)::int AS rating_count
  FROM (
    SELECT DISTINCT ON ("meal_id", "user_id") "meal_id", "rating"
    FROM "reviews"
    WHERE "meal_id" IS NOT NULL AND "rating" IS NOT NULL
    ORDER BY "meal_id", "user_id", "created_at" DESC, "id" DESC
  ) AS per_resident
  GROUP BY "meal_id"
) AS latest ON latest."meal_id" = m."id"
WHERE "meals"."id" = m."id";
