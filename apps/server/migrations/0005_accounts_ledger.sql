CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"kind" text NOT NULL,
	"currency_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "accounts_id_currency" UNIQUE("id","currency_id"),
	CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals')),
	CONSTRAINT "accounts_owner_matches_kind" CHECK (("accounts"."owner_id" is null) = ("accounts"."kind" not in ('main', 'currency'))),
	CONSTRAINT "accounts_player_balance_not_negative" CHECK ("accounts"."owner_id" is null or "accounts"."balance" >= 0),
	CONSTRAINT "accounts_balance_safe" CHECK ("accounts"."balance" <= 9007199254740991),
	CONSTRAINT "accounts_house_balance_derived" CHECK ("accounts"."owner_id" is not null or "accounts"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_safe" CHECK ("ledger_postings"."amount" <> 0 and abs("ledger_postings"."amount") <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_key_length" CHECK (length("ledger_transactions"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_currency_fk" FOREIGN KEY ("account_id","currency_id") REFERENCES "public"."accounts"("id","currency_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_currency_open" ON "accounts" USING btree ("owner_id","currency_id") WHERE "accounts"."owner_id" is not null and "accounts"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_main" ON "accounts" USING btree ("owner_id") WHERE "accounts"."kind" = 'main';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_active" ON "accounts" USING btree ("owner_id") WHERE "accounts"."is_active" and "accounts"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_house_kind_currency" ON "accounts" USING btree ("kind","currency_id") WHERE "accounts"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot generate triggers): double entry checked by the database
-- at commit, whoever writes the postings. Deferred, so that a movement's postings are checked
-- together once all of them are in.
CREATE FUNCTION "ledger_postings_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency_id, sum(amount) AS total INTO unbalanced
    FROM ledger_postings
    WHERE transaction_id = NEW.transaction_id
    GROUP BY currency_id
    HAVING sum(amount) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in currency % (sum %)',
      NEW.transaction_id, unbalanced.currency_id, unbalanced.total
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_postings_balanced"();
--> statement-breakpoint
-- Postings are the history of money: corrected by a new movement, never edited or removed.
CREATE FUNCTION "ledger_postings_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger postings are append-only' USING ERRCODE = '23514';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_postings_append_only"();
