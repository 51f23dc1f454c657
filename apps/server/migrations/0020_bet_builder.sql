ALTER TABLE "coupons" ADD COLUMN "builder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_builder" CHECK (not "coupons"."builder" or ("coupons"."vid" = 1 and "coupons"."boost" is null and not "coupons"."anti_express"));--> statement-breakpoint
-- The batch of accepted bets writes whether a coupon is a bet-builder bet (0016 wrote the rest).
CREATE OR REPLACE FUNCTION "bets_accept_batch"(p_bets jsonb, p_now timestamptz)
RETURNS TABLE (
  idx integer, outcome text, reason text, problem_index integer, request_id bigint,
  coupon_ids integer[], leg_ids bigint[]
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_bet jsonb;
  v_coupon jsonb;
  v_player integer;
  v_currency integer;
  v_request bigint;
  v_refusal text;
  v_index integer;
  v_coupon_id integer;
  v_account integer;
  v_paid bigint;
  -- What the batch takes from each account so far: account id -> minor units.
  v_debits jsonb := '{}';
  v_movement integer := 0;
  v_keys text[] := '{}';
  v_kinds text[] := '{}';
  v_fingerprints text[] := '{}';
  v_movements integer[] := '{}';
  v_posting_movement integer[] := '{}';
  v_accounts integer[] := '{}';
  v_amounts bigint[] := '{}';
BEGIN
  FOR v_bet IN
    SELECT value FROM jsonb_array_elements(p_bets)
    ORDER BY (value->>'accountId')::int, (value->>'idx')::int
  LOOP
    idx := (v_bet->>'idx')::int;
    v_player := (v_bet->>'playerId')::int;
    v_currency := (v_bet->>'currencyId')::int;
    reason := NULL; problem_index := NULL; request_id := NULL; coupon_ids := NULL; leg_ids := NULL;
    v_request := NULL;
    INSERT INTO bet_requests (bet_guid, player_id, fingerprint, status, coupon, live, due_at,
                              created_at, decided_at)
      VALUES (v_bet->>'guid', v_player, v_bet->>'fingerprint', 'accepted', v_bet->'coupon',
              false, p_now, p_now, p_now)
      ON CONFLICT (bet_guid) DO NOTHING
      RETURNING id INTO v_request;
    IF v_request IS NULL THEN
      outcome := 'raced';
      RETURN NEXT;
      CONTINUE;
    END IF;
    request_id := v_request;

    v_account := (v_bet->>'accountId')::int;
    v_paid := (v_bet->>'paid')::bigint;
    v_refusal := ledger_payer_refusal(
      v_account, v_paid + coalesce((v_debits->>v_account::text)::bigint, 0));
    v_index := NULL;
    IF v_refusal IS NULL THEN
      SELECT r.reason, r.problem_index INTO v_refusal, v_index
        FROM bets_payout_refusal(v_player, v_currency, (v_bet->>'possibleWin')::bigint,
                                 (v_bet->>'maxPlayerOpenPayout')::bigint, v_bet->'outcomes',
                                 (v_bet->>'maxOutcomePayout')::bigint) AS r;
    END IF;
    IF v_refusal IS NOT NULL THEN
      UPDATE bet_requests
        SET status = 'not_accepted', reason = v_refusal,
            problems = jsonb_build_array(jsonb_strip_nulls(
              jsonb_build_object('key', v_refusal, 'index', v_index)))
        WHERE id = v_request;
      outcome := 'refused';
      reason := v_refusal;
      problem_index := v_index;
      RETURN NEXT;
      CONTINUE;
    END IF;

    v_debits := v_debits || jsonb_build_object(
      v_account::text, v_paid + coalesce((v_debits->>v_account::text)::bigint, 0));
    v_movement := v_movement + 1;
    v_keys := v_keys || (v_bet->>'ledgerKey');
    v_kinds := v_kinds || (v_bet->>'ledgerKind');
    v_fingerprints := v_fingerprints || (v_bet->>'ledgerFingerprint');
    v_movements := v_movements || v_movement;
    v_accounts := v_accounts
      || ARRAY(SELECT x::int FROM jsonb_array_elements_text(v_bet->'postingAccounts') AS x);
    v_amounts := v_amounts
      || ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(v_bet->'postingAmounts') AS x);
    v_posting_movement := v_posting_movement
      || array_fill(v_movement, ARRAY[jsonb_array_length(v_bet->'postingAccounts')]);

    coupon_ids := '{}';
    leg_ids := '{}';
    FOR v_coupon IN SELECT value FROM jsonb_array_elements(v_bet->'coupons') LOOP
      INSERT INTO coupons (request_id, player_id, account_id, currency_id, vid, system_size, stake,
                           stake_tax, bet_count, total_odds, possible_win, boost, anti_express,
                           builder, power_of, live, accepted_at)
        VALUES (v_request, v_player, (v_bet->>'accountId')::int, v_currency,
                (v_coupon->>'vid')::smallint, (v_coupon->>'systemSize')::smallint,
                (v_coupon->>'stake')::bigint, (v_coupon->>'stakeTax')::bigint,
                (v_coupon->>'betCount')::int, (v_coupon->>'totalOdds')::bigint,
                (v_coupon->>'possibleWin')::bigint, nullif(v_coupon->'boost', 'null'::jsonb),
                coalesce((v_coupon->>'antiExpress')::boolean, false),
                coalesce((v_coupon->>'builder')::boolean, false),
                (v_coupon->>'powerOf')::integer, (v_coupon->>'live')::boolean, p_now)
        RETURNING id INTO v_coupon_id;
      coupon_ids := coupon_ids || v_coupon_id;
      WITH inserted AS (
        INSERT INTO coupon_legs (coupon_id, player_id, position, game_id, parent_game_id, sport_id,
                                 champ_id, market_group, outcome_type, param_key, has_param, odds,
                                 live, starts_at, names)
          SELECT v_coupon_id, v_player, l.position, l."gameId", l."parentGameId", l."sportId",
                 l."champId", l."marketGroup", l."outcomeType", l."paramKey", l."hasParam",
                 l.odds, l.live, l."startsAt", l.names
          FROM jsonb_to_recordset(v_coupon->'legs')
            AS l(position smallint, "gameId" integer, "parentGameId" integer, "sportId" integer,
                 "champId" integer, "marketGroup" integer, "outcomeType" integer,
                 "paramKey" integer, "hasParam" boolean, odds bigint, live boolean,
                 "startsAt" timestamptz, names jsonb)
          RETURNING id, position)
      SELECT leg_ids || array_agg(id ORDER BY position) INTO leg_ids FROM inserted;
    END LOOP;
    outcome := 'accepted';
    RETURN NEXT;
  END LOOP;
  IF v_movement > 0 THEN
    PERFORM ledger_transfer_batch(v_keys, v_kinds, v_fingerprints, v_movements,
                                  v_posting_movement, v_accounts, v_amounts, p_now);
  END IF;
END
$$;
