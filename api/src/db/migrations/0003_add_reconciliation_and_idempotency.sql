ALTER TABLE "reconciliation_cases" ADD COLUMN "user_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_cases" ADD COLUMN "kind" text DEFAULT 'debit_unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_cases" ADD COLUMN "amount" numeric(38, 10) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_cases" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "reconciliation_cases_open_idx" ON "reconciliation_cases" USING btree ("created_at") WHERE "reconciliation_cases"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_idempotency_idx" ON "rounds" USING btree ("customer_id","user_id","idempotency_key") WHERE "rounds"."idempotency_key" IS NOT NULL;