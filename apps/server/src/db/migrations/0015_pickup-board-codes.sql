DROP INDEX "pickup_codes_short_code_idx";--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD COLUMN "sitting" "meal_category";--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_board_entry_idx" ON "pickup_codes" USING btree ("user_id","community_day","sitting") WHERE "pickup_codes"."kind" = 'board';--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_short_code_idx" ON "pickup_codes" USING btree ("short_code") WHERE "pickup_codes"."kind" = 'request';