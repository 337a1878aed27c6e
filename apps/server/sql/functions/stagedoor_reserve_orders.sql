-- Several reservations of the same prices in one statement and one transaction (docs/locking.md, "A rush"): each
-- payload of p_orders is a whole stagedoor_reserve_order, in a block of its own, so that a refusal (P0001) rolls back
-- that reservation alone and comes back in its place. The others commit together: the price rows are locked once,
-- and one commit ends them all. Returns, in the order of p_orders, { reservation } as stagedoor_reserve_order returns
-- it, or { refusal, detail } with the refusal's code and detail. Any other error ends the statement, and nothing of
-- it is written. Once one is refused SOLD_OUT, a later one that asks at least as much of each of its prices (on the
-- same dates) is refused too, without trying: this statement began after every reservation in it came, so that
-- reading answers for each. Each block is a subtransaction: the caller sends at most 50 reservations, fewer than a
-- backend keeps in its own cache.
CREATE OR REPLACE FUNCTION stagedoor_reserve_orders(p_orders jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
  -- An array rather than a jsonb value: appending to it does not copy what it holds.
  answers jsonb[] := '{}';
  refusal text;
  refusal_detail text;
  sold_out jsonb := '[]'::jsonb;
BEGIN
  FOR p IN SELECT value FROM jsonb_array_elements(p_orders) WITH ORDINALITY ORDER BY ordinality LOOP
    -- A stock payload refused SOLD_OUT of which this one asks at least as much, line by line.
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(sold_out) AS refused(stock)
        WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(refused.stock) AS r(line)
          WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(p->'stock') AS l(line)
            WHERE l.line->'price_id' = r.line->'price_id' AND l.line->'event_date_id' = r.line->'event_date_id'
              AND (l.line->>'quantity')::integer >= (r.line->>'quantity')::integer))) THEN
      answers := array_append(answers, jsonb_build_object('refusal', 'SOLD_OUT', 'detail', NULL));
      CONTINUE;
    END IF;
    BEGIN
      answers := array_append(answers, jsonb_build_object('reservation', stagedoor_reserve_order(p)));
    EXCEPTION WHEN raise_exception THEN
      GET STACKED DIAGNOSTICS refusal = MESSAGE_TEXT, refusal_detail = PG_EXCEPTION_DETAIL;
      answers := array_append(answers, jsonb_build_object('refusal', refusal, 'detail', refusal_detail));
      IF refusal = 'SOLD_OUT' THEN
        sold_out := sold_out || jsonb_build_array(p->'stock');
      END IF;
    END;
  END LOOP;
  RETURN to_jsonb(answers);
END $$;
