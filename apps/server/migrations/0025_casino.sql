CREATE TABLE "casino_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"game" text NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_rounds_money" CHECK ("casino_rounds"."stake" > 0 and "casino_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "casino_seeds_nonce" CHECK ("casino_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"call" text NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"rolls_back" text,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_wallet_call_known" CHECK ("casino_wallet_transactions"."call" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "casino_wallet_amount" CHECK ("casino_wallet_transactions"."amount" >= 0),
	CONSTRAINT "casino_wallet_rollback_names_debit" CHECK (("casino_wallet_transactions"."call" = 'rollback') = ("casino_wallet_transactions"."rolls_back" is not null))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_seed_nonce" ON "casino_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_request" ON "casino_rounds" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_player" ON "casino_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "casino_rounds_game" ON "casino_rounds" USING btree ("game","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_seeds_player_in_play" ON "casino_seeds" USING btree ("player_id") WHERE "casino_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "casino_seeds_player" ON "casino_seeds" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_wallet_transaction" ON "casino_wallet_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "casino_wallet_round" ON "casino_wallet_transactions" USING btree ("provider","round_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'receivable', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals', 'house_taxes', 'house_insurance', 'house_vip_holds', 'house_advances', 'house_casino'));