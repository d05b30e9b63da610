ALTER TABLE "meals" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "meals" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "upcoming_meals" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "upcoming_meals" ADD COLUMN "description_bn" text;--> statement-breakpoint
CREATE INDEX "meals_title_bn_trgm_idx" ON "meals" USING gin ("title_bn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meals_description_bn_trgm_idx" ON "meals" USING gin ("description_bn" gin_trgm_ops);