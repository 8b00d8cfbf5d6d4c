CREATE TABLE "player_preferences" (
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"fast_mode" boolean DEFAULT false NOT NULL,
	"sound" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_preferences_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "player_preferences" ADD CONSTRAINT "player_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;