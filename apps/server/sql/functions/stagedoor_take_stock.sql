-- Takes the stock: one conditional increment per price, in ascending id order, as the
-- last write before the commit. p_lines: [{ "price_id", "quantity", "expected_price" }],
-- one line per price; a null expected price accepts the price as it is.
CREATE OR REPLACE FUNCTION stagedoor_take_stock(p_lines jsonb, p_checks boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line record;
  current_price bigint;
BEGIN
  FOR line IN
    SELECT x.price_id, x.quantity, x.expected_price
      FROM jsonb_to_recordset(p_lines) AS x(price_id integer, quantity integer, expected_price bigint) ORDER BY x.price_id
  LOOP
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
  END LOOP;
END;
$$;
