CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meal_likes_created_idx" ON "meal_likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "meal_requests_day_idx" ON "meal_requests" USING btree ("community_day");