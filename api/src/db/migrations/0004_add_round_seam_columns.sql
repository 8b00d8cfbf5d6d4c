DROP INDEX "rounds_one_live_stateful_idx";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "exclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "opens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "stake" numeric(38, 10);--> statement-breakpoint
UPDATE "rounds" SET "stake" = "amount", "exclusive" = ("lifecycle" = 'stateful'), "opens" = ("lifecycle" = 'stateful');--> statement-breakpoint
ALTER TABLE "rounds" ALTER COLUMN "stake" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_live_round_idx" ON "rounds" USING btree ("customer_id","user_id","game") WHERE "rounds"."exclusive" AND "rounds"."status" IN ('pending', 'open');
