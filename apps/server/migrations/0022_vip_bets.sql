CREATE TABLE "vip_bet_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_guid" text NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"vid" smallint NOT NULL,
	"fingerprint" text NOT NULL,
	"coupon" jsonb NOT NULL,
	"legs" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"status" text NOT NULL,
	"counter_stake" bigint,
	"counter_odds" integer,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"coupon_id" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "vip_bet_requests_status_known" CHECK ("vip_bet_requests"."status" in ('pending', 'countered', 'accepted', 'refused', 'declined', 'expired', 'failed')),
	CONSTRAINT "vip_bet_requests_kind" CHECK ("vip_bet_requests"."vid" in (0, 1)),
	CONSTRAINT "vip_bet_requests_stake" CHECK ("vip_bet_requests"."stake" > 0 and "vip_bet_requests"."stake" > "vip_bet_requests"."max_stake"),
	CONSTRAINT "vip_bet_requests_counter" CHECK (("vip_bet_requests"."counter_stake" is null or ("vip_bet_requests"."counter_stake" > 0 and "vip_bet_requests"."counter_stake" <= "vip_bet_requests"."stake"))
          and ("vip_bet_requests"."counter_odds" is null or ("vip_bet_requests"."counter_odds" > 1000 and "vip_bet_requests"."vid" = 0))),
	CONSTRAINT "vip_bet_requests_coupon" CHECK (("vip_bet_requests"."coupon_id" is not null) = ("vip_bet_requests"."status" = 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "vip_bet_requests" ADD CONSTRAINT "vip_bet_requests_coupon_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bet_requests_guid" ON "vip_bet_requests" USING btree ("bet_guid");--> statement-breakpoint
CREATE INDEX "vip_bet_requests_open_idx" ON "vip_bet_requests" USING btree ("expires_at") WHERE "vip_bet_requests"."status" in ('pending', 'countered');--> statement-breakpoint
CREATE INDEX "vip_bet_requests_player_idx" ON "vip_bet_requests" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'receivable', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals', 'house_taxes', 'house_insurance', 'house_vip_holds'));