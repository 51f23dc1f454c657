CREATE TABLE "casino_jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"carry" integer DEFAULT 0 NOT NULL,
	"odds" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"stake_cap" bigint NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"last_win" bigint,
	"last_won_at" timestamp with time zone,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_jackpots_amount" CHECK ("casino_jackpots"."amount" >= "casino_jackpots"."seed" and "casino_jackpots"."seed" > 0),
	CONSTRAINT "casino_jackpots_carry" CHECK ("casino_jackpots"."carry" between 0 and 99),
	CONSTRAINT "casino_jackpots_terms" CHECK ("casino_jackpots"."odds" > 0 and "casino_jackpots"."stake_cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
CREATE UNIQUE INDEX "casino_jackpots_pot" ON "casino_jackpots" USING btree ("game","currency_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'receivable', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals', 'house_taxes', 'house_insurance', 'house_vip_holds', 'house_advances', 'house_casino', 'house_jackpot'));