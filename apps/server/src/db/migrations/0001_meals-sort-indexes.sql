DROP INDEX "meals_created_idx";--> statement-breakpoint
DROP INDEX "meals_category_created_idx";--> statement-breakpoint
DROP INDEX "meals_likes_idx";--> statement-breakpoint
CREATE INDEX "meals_rating_idx" ON "meals" USING btree ((case when rating_count = 0 then 0 else rating_sum::numeric / rating_count end),"rating_count","id");--> statement-breakpoint
CREATE INDEX "meals_created_idx" ON "meals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meals_category_created_idx" ON "meals" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "meals_likes_idx" ON "meals" USING btree ("likes","id");