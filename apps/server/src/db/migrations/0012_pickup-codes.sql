CREATE TABLE "pickup_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"short_code" text NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"community_day" date NOT NULL,
	"collected_at" timestamp with time zone,
	"collected_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_codes_kind_check" CHECK ("pickup_codes"."kind" in ('request', 'board'))
);
--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD CONSTRAINT "pickup_codes_request_id_meal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."meal_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD CONSTRAINT "pickup_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD CONSTRAINT "pickup_codes_collected_by_user_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_code_idx" ON "pickup_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_short_code_idx" ON "pickup_codes" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_request_idx" ON "pickup_codes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "pickup_codes_user_day_idx" ON "pickup_codes" USING btree ("user_id","community_day");