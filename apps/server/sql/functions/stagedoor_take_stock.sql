-- Takes the stock: one conditional write per line, in ascending price id order, as the
-- last write before the commit. p_lines: [{ "price_id", "quantity", "expected_price", "event_date_id" }],
-- one line per price; a null expected price accepts the price as it is. A line with an
-- event_date_id (a ONE_DATE ticket) is counted in event_date_prices of (date, price), with that
-- row's price, quantity and visibility overrides (docs/dates.md): a conditional upsert, which
-- inserts the row only when the units fit the price's own limit and otherwise adds them under
-- the row's lock only while they fit. A line without one (a pass) is counted in ticket_prices.
CREATE OR REPLACE FUNCTION stagedoor_take_stock(p_lines jsonb, p_checks boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line record;
  base ticket_prices;
  current_price bigint;
BEGIN
  FOR line IN
    SELECT x.price_id, x.quantity, x.expected_price, x.event_date_id
      FROM jsonb_to_recordset(p_lines) AS x(price_id integer, quantity integer, expected_price bigint, event_date_id integer)
      ORDER BY x.price_id
  LOOP
    IF line.event_date_id IS NULL THEN
      UPDATE ticket_prices SET quantity_held = quantity_held + line.quantity
        WHERE id = line.price_id
          AND (NOT p_checks OR (
            (line.expected_price IS NULL OR price = line.expected_price)
            AND (initial_quantity_available IS NULL OR quantity_held + line.quantity <= initial_quantity_available)));
      IF NOT FOUND THEN
        SELECT price INTO current_price FROM ticket_prices WHERE id = line.price_id;
        IF FOUND AND line.expected_price IS NOT NULL AND current_price <> line.expected_price THEN
          RAISE EXCEPTION 'PRICE_CHANGED' USING ERRCODE = 'P0001';
        END IF;
        RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
      END IF;
    ELSE
      SELECT * INTO base FROM ticket_prices WHERE id = line.price_id;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
      END IF;
      -- The insert proposes a row only when the units fit the price's own quantity, or when a row for the date
      -- already exists (its own quantity decides then, in the update). A buyer racing for the first unit of a
      -- date waits on the other's insert, then takes the update branch and re-reads the row it committed.
      INSERT INTO event_date_prices AS edp (event_date_id, ticket_price_id, quantity_held)
        SELECT line.event_date_id, base.id, line.quantity
          WHERE NOT p_checks
            OR EXISTS (SELECT 1 FROM event_date_prices o WHERE o.event_date_id = line.event_date_id AND o.ticket_price_id = base.id)
            OR ((line.expected_price IS NULL OR base.price = line.expected_price)
              AND (base.initial_quantity_available IS NULL OR line.quantity <= base.initial_quantity_available))
        ON CONFLICT (event_date_id, ticket_price_id) DO UPDATE SET quantity_held = edp.quantity_held + EXCLUDED.quantity_held
          WHERE NOT p_checks OR (
            (line.expected_price IS NULL OR coalesce(edp.price, base.price) = line.expected_price)
            AND (coalesce(edp.quantity, base.initial_quantity_available) IS NULL
              OR edp.quantity_held + EXCLUDED.quantity_held <= coalesce(edp.quantity, base.initial_quantity_available)));
      IF NOT FOUND THEN
        SELECT coalesce(edp.price, base.price) INTO current_price FROM (SELECT 1) one
          LEFT JOIN event_date_prices edp ON edp.event_date_id = line.event_date_id AND edp.ticket_price_id = base.id;
        IF line.expected_price IS NOT NULL AND current_price <> line.expected_price THEN
          RAISE EXCEPTION 'PRICE_CHANGED' USING ERRCODE = 'P0001';
        END IF;
        RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
      END IF;
    END IF;
  END LOOP;
END;
$$;
