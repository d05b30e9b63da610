CREATE TABLE "cutoff_reminder_opt_ins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cutoff_reminders_sent" (
	"date" date NOT NULL,
	"sitting" "meal_category" NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cutoff_reminders_sent_date_sitting_user_id_pk" PRIMARY KEY("date","sitting","user_id")
);
--> statement-breakpoint
CREATE TABLE "menu_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_start" date NOT NULL,
	"menu_digest" text NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cutoff_reminder_opt_ins" ADD CONSTRAINT "cutoff_reminder_opt_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cutoff_reminders_sent" ADD CONSTRAINT "cutoff_reminders_sent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_publications" ADD CONSTRAINT "menu_publications_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cutoff_reminders_sent_user_idx" ON "cutoff_reminders_sent" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menu_publications_week_idx" ON "menu_publications" USING btree ("week_start","published_at" DESC NULLS LAST);