CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"usd_rate" numeric(38, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"webhook_url" text NOT NULL,
	"secret_sealed" text,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo_url" text,
	"card_logo_url" text,
	"opt_in_round_close" boolean DEFAULT false NOT NULL,
	"opt_in_player_currency" boolean DEFAULT false NOT NULL,
	"opt_in_usd_rate" boolean DEFAULT false NOT NULL,
	"balance_in_mutation_response" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone,
	CONSTRAINT "customers_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "free_bet_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"bet_amount" numeric(38, 10) NOT NULL,
	"quantity" integer NOT NULL,
	"remaining_count" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"reason" text NOT NULL,
	"http_status" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"game" text NOT NULL,
	"lifecycle" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"payout" numeric(38, 10) DEFAULT '0' NOT NULL,
	"multiplier" text DEFAULT '0' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"free_bet" boolean DEFAULT false NOT NULL,
	"free_bet_id" text,
	"params" jsonb NOT NULL,
	"state" jsonb,
	"outcome" jsonb NOT NULL,
	"seed_pair_id" text NOT NULL,
	"nonce" integer NOT NULL,
	"balance" numeric(38, 10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"currency_mode" text NOT NULL,
	"wire_currency" text NOT NULL,
	"display_currency" text,
	"display_prefix" text,
	"display_rate" numeric(38, 10),
	"language" text NOT NULL,
	"theme" jsonb NOT NULL,
	"logo_url" text,
	"card_logo_url" text,
	"operator_token" text,
	"show_balance" boolean NOT NULL,
	"show_rules" boolean NOT NULL,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"status" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_bet_grants_key_idx" ON "free_bet_grants" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "free_bet_grants_player_idx" ON "free_bet_grants" USING btree ("customer_id","user_id","game","created_at");--> statement-breakpoint
CREATE INDEX "rounds_player_history_idx" ON "rounds" USING btree ("customer_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_live_stateful_idx" ON "rounds" USING btree ("customer_id","user_id","game") WHERE "rounds"."lifecycle" = 'stateful' AND "rounds"."status" IN ('pending', 'open');--> statement-breakpoint
CREATE INDEX "rounds_pending_idx" ON "rounds" USING btree ("created_at") WHERE "rounds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active_idx" ON "seed_pairs" USING btree ("customer_id","user_id") WHERE "seed_pairs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "seed_pairs_player_idx" ON "seed_pairs" USING btree ("customer_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_customer_user_idx" ON "sessions" USING btree ("customer_id","user_id");--> statement-breakpoint
CREATE INDEX "transactions_round_idx" ON "transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "transactions_outbox_idx" ON "transactions" USING btree ("next_attempt_at") WHERE "transactions"."status" = 'pending' AND "transactions"."kind" IN ('win', 'close');