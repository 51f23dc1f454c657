-- Written by hand: one movement in one statement (one round trip). The accounts service checks
-- the request's shape first; this function is the rest of writeTransfer. A refusal raises
-- SQLSTATE 'LG400' with the dictionary key as its message, and nothing is written.
CREATE FUNCTION "ledger_transfer"(
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
    -- The key has moved money before: answer the first movement (the caller compares prints).
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
  -- Player balances: one conditional UPDATE each, lowest account id first (no deadlocks).
  FOR v_posting IN
    SELECT x.account_id, x.amount FROM unnest(p_accounts, p_amounts, v_players) AS x(account_id, amount, player)
    WHERE x.player ORDER BY x.account_id
  LOOP
    UPDATE accounts SET balance = balance + v_posting.amount
      WHERE id = v_posting.account_id AND closed_at IS NULL
        AND balance + v_posting.amount BETWEEN 0 AND 9007199254740991;
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
