CREATE TABLE "casino_table_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_table_chains_length" CHECK ("casino_table_chains"."length" > 0)
);
--> statement-breakpoint
CREATE TABLE "casino_table_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"chain_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"phase" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"betting_closes_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_table_rounds_phase" CHECK ("casino_table_rounds"."phase" in ('betting', 'running', 'settled'))
);
--> statement-breakpoint
DROP INDEX "casino_rounds_one_open";--> statement-breakpoint
ALTER TABLE "casino_rounds" ALTER COLUMN "seed_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD COLUMN "table_round_id" bigint;--> statement-breakpoint
CREATE INDEX "casino_table_chains_game" ON "casino_table_chains" USING btree ("game","id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_table_rounds_place" ON "casino_table_rounds" USING btree ("chain_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_table_rounds_one_live" ON "casino_table_rounds" USING btree ("game") WHERE "casino_table_rounds"."phase" <> 'settled';--> statement-breakpoint
CREATE INDEX "casino_table_rounds_game" ON "casino_table_rounds" USING btree ("game","id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_crash_bet" ON "casino_rounds" USING btree ("table_round_id","player_id") WHERE "casino_rounds"."game" = 'crash';--> statement-breakpoint
CREATE INDEX "casino_rounds_table_round" ON "casino_rounds" USING btree ("table_round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_one_open" ON "casino_rounds" USING btree ("player_id") WHERE "casino_rounds"."status" = 'open' and "casino_rounds"."seed_id" is not null;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_drawn_from" CHECK (("casino_rounds"."seed_id" is null) <> ("casino_rounds"."table_round_id" is null));