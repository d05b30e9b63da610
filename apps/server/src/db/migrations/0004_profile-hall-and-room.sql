ALTER TABLE "user" ADD COLUMN "hall" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "room" text;