CREATE TABLE "bet_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_guid" text NOT NULL,
	"player_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon" jsonb NOT NULL,
	"live" boolean NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bet_requests_status_known" CHECK ("bet_requests"."status" in ('pending', 'accepted', 'not_accepted'))
);
--> statement-breakpoint
CREATE TABLE "bet_settlement_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"game_id" integer NOT NULL,
	"parent_game_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"market_group" integer NOT NULL,
	"outcome_type" integer NOT NULL,
	"param_key" integer NOT NULL,
	"has_param" boolean NOT NULL,
	"odds" bigint NOT NULL,
	"result" text DEFAULT 'open' NOT NULL,
	"live" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "coupon_legs_result_known" CHECK ("coupon_legs"."result" in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost')),
	CONSTRAINT "coupon_legs_odds_valid" CHECK ("coupon_legs"."odds" > 1000)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"vid" smallint NOT NULL,
	"system_size" smallint,
	"stake" bigint NOT NULL,
	"stake_tax" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer NOT NULL,
	"total_odds" bigint NOT NULL,
	"possible_win" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"payout_tax" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"tax_booked" bigint DEFAULT 0 NOT NULL,
	"settlement_seq" integer DEFAULT 0 NOT NULL,
	"live" boolean NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"operator_note" text,
	CONSTRAINT "coupons_state_known" CHECK ("coupons"."state" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "coupons_vid_known" CHECK ("coupons"."vid" between 0 and 2),
	CONSTRAINT "coupons_stake_positive" CHECK ("coupons"."stake" > 0 and "coupons"."stake_tax" >= 0),
	CONSTRAINT "coupons_payout_within_possible_win" CHECK ("coupons"."payout" between 0 and "coupons"."possible_win"),
	CONSTRAINT "coupons_open_pays_nothing" CHECK ("coupons"."state" <> 'open' or "coupons"."payout" = 0)
);
--> statement-breakpoint
CREATE TABLE "outcome_results" (
	"game_id" integer NOT NULL,
	"parent_game_id" integer NOT NULL,
	"market_group" integer NOT NULL,
	"outcome_type" integer NOT NULL,
	"param_key" integer NOT NULL,
	"result" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outcome_results_game_id_market_group_outcome_type_param_key_pk" PRIMARY KEY("game_id","market_group","outcome_type","param_key"),
	CONSTRAINT "outcome_results_result_known" CHECK ("outcome_results"."result" in ('won', 'lost', 'void', 'half_won', 'half_lost')),
	CONSTRAINT "outcome_results_source_known" CHECK ("outcome_results"."source" in ('feed', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "saved_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"coupon" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_known";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_player_balance_not_negative";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_balance_safe";--> statement-breakpoint
DROP INDEX "accounts_player_currency_open";--> statement-breakpoint
ALTER TABLE "coupon_legs" ADD CONSTRAINT "coupon_legs_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_request_id_bet_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."bet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_requests_guid" ON "bet_requests" USING btree ("bet_guid");--> statement-breakpoint
CREATE INDEX "bet_requests_pending_idx" ON "bet_requests" USING btree ("due_at") WHERE "bet_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bet_settlement_audit_game_idx" ON "bet_settlement_audit" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_legs_position" ON "coupon_legs" USING btree ("coupon_id","position");--> statement-breakpoint
CREATE INDEX "coupon_legs_game_idx" ON "coupon_legs" USING btree ("parent_game_id","result");--> statement-breakpoint
CREATE INDEX "coupons_player_idx" ON "coupons" USING btree ("player_id","accepted_at");--> statement-breakpoint
CREATE INDEX "coupons_request_idx" ON "coupons" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "coupons_open_idx" ON "coupons" USING btree ("id") WHERE "coupons"."state" = 'open';--> statement-breakpoint
CREATE INDEX "outcome_results_parent_idx" ON "outcome_results" USING btree ("parent_game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_receivable" ON "accounts" USING btree ("owner_id","currency_id") WHERE "accounts"."kind" = 'receivable';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_currency_open" ON "accounts" USING btree ("owner_id","currency_id") WHERE "accounts"."owner_id" is not null and "accounts"."closed_at" is null and "accounts"."kind" <> 'receivable';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_receivable_not_positive" CHECK ("accounts"."kind" <> 'receivable' or ("accounts"."balance" <= 0 and not "accounts"."is_active"));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_known" CHECK ("accounts"."kind" in ('main', 'currency', 'receivable', 'house_cash', 'house_bets', 'house_wins', 'house_bonus', 'pending_withdrawals', 'house_taxes'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_matches_kind" CHECK (("accounts"."owner_id" is null) = ("accounts"."kind" not in ('main', 'currency', 'receivable')));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_balance_not_negative" CHECK ("accounts"."owner_id" is null or "accounts"."balance" >= 0 or "accounts"."kind" = 'receivable');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_safe" CHECK (abs("accounts"."balance") <= 9007199254740991);--> statement-breakpoint
-- Written by hand: a player's receivable is the one player account that may go below zero (and
-- never above); every other player account stays between 0 and 2^53 - 1, as before.
CREATE OR REPLACE FUNCTION "ledger_balance_fits"(p_kind text, p_balance bigint) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_kind = 'receivable' THEN p_balance BETWEEN -9007199254740991 AND 0
    ELSE p_balance BETWEEN 0 AND 9007199254740991 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_transfer"(
  p_key text, p_kind text, p_fingerprint text, p_accounts integer[], p_amounts bigint[],
  p_now timestamptz
) RETURNS TABLE (
  transaction_id bigint, replayed boolean, fingerprint text,
  account_ids integer[], currency_ids integer[], amounts bigint[]
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id bigint;
  v_currencies integer[];
  v_players boolean[];
  v_missing boolean;
  v_closed boolean;
  v_posting record;
BEGIN
  INSERT INTO ledger_transactions (idempotency_key, kind, fingerprint, created_at)
    VALUES (p_key, p_kind, p_fingerprint, p_now)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY
      SELECT t.id, true, t.fingerprint, array_agg(p.account_id ORDER BY p.id),
             array_agg(p.currency_id ORDER BY p.id), array_agg(p.amount ORDER BY p.id)
      FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
      WHERE t.idempotency_key = p_key
      GROUP BY t.id, t.fingerprint;
    RETURN;
  END IF;

  SELECT array_agg(a.currency_id ORDER BY i.ord), array_agg(a.owner_id IS NOT NULL ORDER BY i.ord),
         bool_or(a.id IS NULL), bool_or(a.closed_at IS NOT NULL)
    INTO v_currencies, v_players, v_missing, v_closed
    FROM unnest(p_accounts) WITH ORDINALITY AS i(account_id, ord)
    LEFT JOIN accounts a ON a.id = i.account_id;
  IF v_missing THEN
    RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'LG400';
  END IF;
  IF v_closed THEN
    RAISE EXCEPTION 'account_closed' USING ERRCODE = 'LG400';
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(v_currencies, p_amounts) AS x(currency_id, amount)
             GROUP BY currency_id HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger_unbalanced' USING ERRCODE = 'LG400';
  END IF;
  FOR v_posting IN
    SELECT x.account_id, x.amount FROM unnest(p_accounts, p_amounts, v_players) AS x(account_id, amount, player)
    WHERE x.player ORDER BY x.account_id
  LOOP
    UPDATE accounts SET balance = balance + v_posting.amount
      WHERE id = v_posting.account_id AND closed_at IS NULL
        AND ledger_balance_fits(kind, balance + v_posting.amount);
    IF NOT FOUND THEN
      RAISE EXCEPTION '%', CASE WHEN v_posting.amount < 0 THEN 'account_insufficient_funds'
        ELSE 'account_balance_limit' END USING ERRCODE = 'LG400';
    END IF;
  END LOOP;
  INSERT INTO ledger_postings (transaction_id, account_id, currency_id, amount, created_at)
    SELECT v_id, x.account_id, x.currency_id, x.amount, p_now
    FROM unnest(p_accounts, v_currencies, p_amounts) AS x(account_id, currency_id, amount);
  RETURN QUERY SELECT v_id, false, p_fingerprint, p_accounts, v_currencies, p_amounts;
END
$$;
--> statement-breakpoint
-- Written by hand: many movements in one statement (a settlement pays thousands of coupons).
-- Movement i has key p_keys[i]; posting j belongs to movement p_posting_movement[j]. Keys
-- already used are skipped with their postings. Player balances move by the sum of their
-- postings, lowest account id first; a balance out of bounds refuses the whole batch (LG400).
CREATE FUNCTION "ledger_transfer_batch"(
  p_keys text[], p_kinds text[], p_fingerprints text[], p_movements integer[],
  p_posting_movement integer[], p_accounts integer[], p_amounts bigint[], p_now timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_written integer;
  v_expected integer;
  v_updated integer;
BEGIN
  -- Large batches aggregate and sort hundreds of thousands of rows: in memory, not on disk.
  SET LOCAL work_mem = '64MB';
  CREATE TEMP TABLE IF NOT EXISTS ledger_batch_new (movement integer, id bigint) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS ledger_batch_postings (
    movement integer, account_id integer, amount bigint, currency_id integer, player boolean,
    closed boolean
  ) ON COMMIT DROP;
  TRUNCATE ledger_batch_new, ledger_batch_postings;
  WITH inserted AS (
    INSERT INTO ledger_transactions (idempotency_key, kind, fingerprint, created_at)
      SELECT k, kd, f, p_now FROM unnest(p_keys, p_kinds, p_fingerprints) AS x(k, kd, f)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, idempotency_key
  )
  INSERT INTO ledger_batch_new (movement, id)
    SELECT m.movement, i.id FROM inserted i
    JOIN unnest(p_keys, p_movements) AS m(k, movement) ON m.k = i.idempotency_key;
  GET DIAGNOSTICS v_written = ROW_COUNT;

  -- The postings of the new movements, unpacked once, with what the checks need.
  INSERT INTO ledger_batch_postings
    SELECT x.movement, x.account_id, x.amount, a.currency_id, a.owner_id IS NOT NULL,
           a.id IS NULL OR a.closed_at IS NOT NULL
    FROM unnest(p_posting_movement, p_accounts, p_amounts) AS x(movement, account_id, amount)
    JOIN ledger_batch_new n ON n.movement = x.movement
    LEFT JOIN accounts a ON a.id = x.account_id;
  IF EXISTS (SELECT 1 FROM ledger_batch_postings WHERE closed) THEN
    RAISE EXCEPTION 'account_not_found' USING ERRCODE = 'LG400';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_batch_postings GROUP BY movement, currency_id
             HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger_unbalanced' USING ERRCODE = 'LG400';
  END IF;

  -- Player balances: locked lowest id first (no deadlocks), then moved by their sums.
  SELECT count(*) INTO v_expected FROM (
    SELECT a.id FROM accounts a
    WHERE a.id IN (SELECT account_id FROM ledger_batch_postings WHERE player)
    ORDER BY a.id FOR UPDATE
  ) locked;
  UPDATE accounts a SET balance = a.balance + s.amount
    FROM (SELECT account_id, sum(amount)::bigint AS amount FROM ledger_batch_postings
          WHERE player GROUP BY account_id) s
    WHERE a.id = s.account_id AND ledger_balance_fits(a.kind, a.balance + s.amount);
  GET DIAGNOSTICS v_updated = ROW_COUNT;
  IF v_updated <> v_expected THEN
    RAISE EXCEPTION 'account_balance_limit' USING ERRCODE = 'LG400';
  END IF;

  INSERT INTO ledger_postings (transaction_id, account_id, currency_id, amount, created_at)
    SELECT n.id, p.account_id, p.currency_id, p.amount, p_now
    FROM ledger_batch_postings p JOIN ledger_batch_new n ON n.movement = p.movement;
  RETURN v_written;
END
$$;
--> statement-breakpoint
-- Written by hand: the double-entry check reads each INSERT's rows once, grouped by movement and
-- currency, instead of one query per posting at commit (a settlement writes hundreds of
-- thousands of postings in one statement). Every writer puts a movement's postings in one
-- INSERT (ledger_transfer, ledger_transfer_batch), so a movement split over statements is
-- refused even when its parts would balance.
DROP TRIGGER "ledger_postings_balanced" ON "ledger_postings";
--> statement-breakpoint
DROP FUNCTION "ledger_postings_balanced"();
--> statement-breakpoint
CREATE FUNCTION "ledger_postings_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT transaction_id, currency_id, sum(amount) AS total INTO unbalanced
    FROM new_postings
    GROUP BY transaction_id, currency_id
    HAVING sum(amount) <> 0
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in currency % (sum %)',
      unbalanced.transaction_id, unbalanced.currency_id, unbalanced.total
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT
  EXECUTE FUNCTION "ledger_postings_balanced"();
