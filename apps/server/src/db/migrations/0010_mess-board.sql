CREATE TABLE "board_choices" (
	"date" date NOT NULL,
	"sitting" "meal_category" NOT NULL,
	"user_id" text NOT NULL,
	"eating" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_choices_date_sitting_user_id_pk" PRIMARY KEY("date","sitting","user_id")
);
--> statement-breakpoint
CREATE TABLE "kitchen_leftovers" (
	"date" date NOT NULL,
	"sitting" "meal_category" NOT NULL,
	"cooked_portions" integer NOT NULL,
	"left_portions" integer NOT NULL,
	"recorded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_leftovers_date_sitting_pk" PRIMARY KEY("date","sitting"),
	CONSTRAINT "kitchen_leftovers_counts" CHECK ("kitchen_leftovers"."left_portions" >= 0 and "kitchen_leftovers"."left_portions" <= "kitchen_leftovers"."cooked_portions")
);
--> statement-breakpoint
CREATE TABLE "menu_meals" (
	"date" date NOT NULL,
	"sitting" "meal_category" NOT NULL,
	"position" smallint NOT NULL,
	"meal_id" uuid,
	"meal_title" text NOT NULL,
	"meal_image" text NOT NULL,
	"meal_category" "meal_category" NOT NULL,
	"meal_price_poisha" integer NOT NULL,
	CONSTRAINT "menu_meals_date_sitting_position_pk" PRIMARY KEY("date","sitting","position")
);
--> statement-breakpoint
CREATE TABLE "menu_sittings" (
	"date" date NOT NULL,
	"sitting" "meal_category" NOT NULL,
	"note" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"default_board" text NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_eating" integer,
	"frozen_away" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_sittings_date_sitting_pk" PRIMARY KEY("date","sitting")
);
--> statement-breakpoint
CREATE TABLE "mess_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_board" text NOT NULL,
	"sittings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mess_settings_one_row" CHECK ("mess_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "board_choices" ADD CONSTRAINT "board_choices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_leftovers" ADD CONSTRAINT "kitchen_leftovers_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_meals" ADD CONSTRAINT "menu_meals_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_meals" ADD CONSTRAINT "menu_meals_sitting_fk" FOREIGN KEY ("date","sitting") REFERENCES "public"."menu_sittings"("date","sitting") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mess_settings" ADD CONSTRAINT "mess_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_choices_user_date_idx" ON "board_choices" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "kitchen_leftovers_sitting_date_idx" ON "kitchen_leftovers" USING btree ("sitting","date");--> statement-breakpoint
CREATE INDEX "menu_meals_meal_date_idx" ON "menu_meals" USING btree ("meal_id","date");--> statement-breakpoint
CREATE INDEX "menu_sittings_cutoff_idx" ON "menu_sittings" USING btree ("cutoff_at");