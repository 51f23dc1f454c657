CREATE TABLE "auto_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"bet_guid" text NOT NULL,
	"fingerprint" text NOT NULL,
	"coupon" jsonb NOT NULL,
	"language" text NOT NULL,
	"target_odds" integer NOT NULL,
	"start_odds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"drop_on_score_change" boolean NOT NULL,
	"scores" jsonb NOT NULL,
	"game_ids" integer[] NOT NULL,
	"events" jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "auto_bets_state_known" CHECK ("auto_bets"."state" in ('waiting', 'placed', 'dropped', 'expired', 'cancelled')),
	CONSTRAINT "auto_bets_target_above_start" CHECK ("auto_bets"."target_odds" > "auto_bets"."start_odds" and "auto_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_bets_guid" ON "auto_bets" USING btree ("bet_guid");--> statement-breakpoint
CREATE INDEX "auto_bets_player_idx" ON "auto_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "auto_bets_waiting_idx" ON "auto_bets" USING gin ("game_ids") WHERE "auto_bets"."state" = 'waiting';