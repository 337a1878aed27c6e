-- Several reservations of the same prices in one statement and one transaction (docs/locking.md, "A rush"): each
-- payload of p_orders is a whole stagedoor_reserve_order, run in a block of its own, so that a refusal (P0001) rolls
-- back that reservation alone. The others commit together: the price rows are locked once, and one commit ends them
-- all. Any other error ends the statement, and nothing of it is written.
--
-- A payload with "idempotency": { "scope", "key", "request_hash" } is a reservation with an Idempotency-Key
-- (docs/idempotency.md). The keys are taken first, in the order of scope and key, before any lock of a purchase: an
-- attempt in flight elsewhere with one of them is waited for while this statement holds nothing it may wait for. A key
-- another attempt holds answers with that attempt's row, and the reservation is not made; a key taken by an earlier
-- reservation of this statement answers as that reservation does. A refused reservation's key is given back with it.
-- The caller stores the answers of the keys taken here, in the same transaction.
--
-- Once one reservation is refused SOLD_OUT, a later one that asks at least as much of each of its prices (on the same
-- dates) is refused too, without trying: this statement began after every reservation in it came, so that reading
-- answers for each. Each block is a subtransaction: the caller sends at most 50 reservations, fewer than a backend
-- keeps in its own cache.
--
-- Returns, in the order of p_orders, one of: { reservation } as stagedoor_reserve_order returns it; { refusal, detail }
-- with the refusal's code and detail; { stored: { request_hash, response_status, response_body } }, the row of the
-- attempt that holds the key; { same_as }, the position (from 0) of the reservation that took the key here.
CREATE OR REPLACE FUNCTION stagedoor_reserve_orders(p_orders jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
  pos integer;
  -- An array rather than a jsonb value: setting its elements does not copy what it holds.
  answers jsonb[] := array_fill(NULL::jsonb, ARRAY[jsonb_array_length(p_orders)]);
  -- The keys taken by this statement: "scope key" to the position of the reservation that took it.
  taken jsonb := '{}'::jsonb;
  wanted jsonb;
  stored idempotency_keys;
  refusal text;
  refusal_detail text;
  sold_out jsonb := '[]'::jsonb;
BEGIN
  FOR pos, p IN
    SELECT e.ordinality - 1, e.value FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS e
      WHERE e.value ? 'idempotency'
      ORDER BY e.value->'idempotency'->>'scope', e.value->'idempotency'->>'key', e.ordinality
  LOOP
    wanted := p->'idempotency';
    IF taken ? ((wanted->>'scope') || ' ' || (wanted->>'key')) THEN
      answers[pos + 1] := jsonb_build_object('same_as', taken->((wanted->>'scope') || ' ' || (wanted->>'key')));
      CONTINUE;
    END IF;
    INSERT INTO idempotency_keys (scope, key, request_hash)
      VALUES (wanted->>'scope', wanted->>'key', wanted->>'request_hash')
      ON CONFLICT DO NOTHING;
    IF FOUND THEN
      taken := taken || jsonb_build_object((wanted->>'scope') || ' ' || (wanted->>'key'), pos);
    ELSE
      SELECT * INTO stored FROM idempotency_keys WHERE scope = wanted->>'scope' AND key = wanted->>'key';
      answers[pos + 1] := jsonb_build_object('stored', jsonb_build_object('request_hash', stored.request_hash,
        'response_status', stored.response_status, 'response_body', stored.response_body));
    END IF;
  END LOOP;

  FOR pos, p IN SELECT e.ordinality - 1, e.value FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS e ORDER BY e.ordinality LOOP
    CONTINUE WHEN answers[pos + 1] IS NOT NULL;
    -- A stock payload refused SOLD_OUT of which this one asks at least as much, line by line.
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(sold_out) AS refused(stock)
        WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(refused.stock) AS r(line)
          WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(p->'stock') AS l(line)
            WHERE l.line->'price_id' = r.line->'price_id' AND l.line->'event_date_id' = r.line->'event_date_id'
              AND (l.line->>'quantity')::integer >= (r.line->>'quantity')::integer))) THEN
      answers[pos + 1] := jsonb_build_object('refusal', 'SOLD_OUT', 'detail', NULL);
    ELSE
      BEGIN
        answers[pos + 1] := jsonb_build_object('reservation', stagedoor_reserve_order(p));
      EXCEPTION WHEN raise_exception THEN
        GET STACKED DIAGNOSTICS refusal = MESSAGE_TEXT, refusal_detail = PG_EXCEPTION_DETAIL;
        answers[pos + 1] := jsonb_build_object('refusal', refusal, 'detail', refusal_detail);
        IF refusal = 'SOLD_OUT' THEN
          sold_out := sold_out || jsonb_build_array(p->'stock');
        END IF;
      END;
    END IF;
    IF answers[pos + 1] ? 'refusal' AND p ? 'idempotency' THEN
      DELETE FROM idempotency_keys WHERE scope = p->'idempotency'->>'scope' AND key = p->'idempotency'->>'key';
    END IF;
  END LOOP;
  RETURN to_jsonb(answers);
END $$;
