-- Locks the capacity assignments (ascending id), then the dates concerned (ascending id),
-- then the promo code, and checks that what the purchase adds still fits (docs/dates.md,
-- docs/locking.md).
--   p_assignments: [{ "id", "quantity", "passes"? }], quantity being the units bought of the assignment's
--     tickets and passes how many of them are passes (ALL_DATES)
--   p_promo: null, or { "id", "ignore_order_id"?, "expect"?: { "discount_type", "discount", "applicable_ticket_ids" } };
--     with "expect", the code must also be unexpired and priced as the order was priced.
--   p_date: null, or { "event_id", "id", "quantity", "passes"?, "sell"? }: the date the units are for, the units
--     bought and how many of them are passes. The units on a date are its ONE_DATE units plus every pass unit of
--     the event; a pass must fit on every date that has not ended. With "sell", the date must still be on sale
--     (SCHEDULED and not ended: DATE_CANCELLED otherwise), read under its row lock, so a date cancelled while
--     buyers reserve never gets a new hold.
CREATE OR REPLACE FUNCTION stagedoor_check_room(p_assignments jsonb, p_promo jsonb, p_date jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  wanted record;
  assignment capacity_assignments;
  pass_used integer;
  promo promo_codes;
  times_used integer;
  v_event integer := (p_date->>'event_id')::integer;
  v_date integer := (p_date->>'id')::integer;
  v_quantity integer := coalesce((p_date->>'quantity')::integer, 0);
  v_passes integer := coalesce((p_date->>'passes')::integer, 0);
  d record;
BEGIN
  FOR wanted IN
    SELECT x.id, x.quantity, coalesce(x.passes, 0) AS passes
      FROM jsonb_to_recordset(coalesce(p_assignments, '[]'::jsonb)) AS x(id integer, quantity integer, passes integer) ORDER BY x.id
  LOOP
    SELECT * INTO assignment FROM capacity_assignments WHERE id = wanted.id FOR UPDATE;
    CONTINUE WHEN NOT FOUND OR assignment.status <> 'ACTIVE' OR NOT assignment.stop_sales_at_limit
      OR assignment.capacity IS NULL OR wanted.quantity <= 0;
    -- Its use on a date: its passes' units, plus its ONE_DATE prices' units on that date.
    SELECT coalesce(sum(tp.quantity_held), 0) INTO pass_used
      FROM capacity_assignment_tickets cat JOIN tickets t ON t.id = cat.ticket_id AND t.validity = 'ALL_DATES'
        JOIN ticket_prices tp ON tp.ticket_id = t.id
      WHERE cat.capacity_assignment_id = wanted.id;
    IF v_date IS NULL THEN
      IF pass_used + (SELECT coalesce(sum(tp.quantity_held), 0) FROM capacity_assignment_tickets cat
            JOIN tickets t ON t.id = cat.ticket_id AND t.validity = 'ONE_DATE' JOIN ticket_prices tp ON tp.ticket_id = t.id
            WHERE cat.capacity_assignment_id = wanted.id) + wanted.quantity > assignment.capacity THEN
        RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
      END IF;
      CONTINUE;
    END IF;
    IF EXISTS (
      SELECT 1 FROM event_dates ed
        WHERE ed.event_id = v_event
          AND (ed.id = v_date OR (wanted.passes > 0 AND coalesce(ed.end_date, ed.start_date) > now()))
          AND pass_used + wanted.passes + CASE WHEN ed.id = v_date THEN wanted.quantity - wanted.passes ELSE 0 END
            + (SELECT coalesce(sum(edp.quantity_held), 0) FROM capacity_assignment_tickets cat
                JOIN tickets t ON t.id = cat.ticket_id AND t.validity = 'ONE_DATE'
                JOIN event_date_prices edp ON edp.event_date_id = ed.id
                JOIN ticket_prices tp ON tp.id = edp.ticket_price_id AND tp.ticket_id = t.id
                WHERE cat.capacity_assignment_id = wanted.id) > assignment.capacity) THEN
      RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
    END IF;
  END LOOP;

  IF v_date IS NOT NULL THEN
    -- The dates concerned, ascending id: the purchase's own date (FOR SHARE when it has no capacity, so a
    -- cancellation waits for this purchase or is seen by it), and those with a capacity the units count on.
    FOR d IN
      SELECT ed.id, ed.capacity, ed.status, coalesce(ed.end_date, ed.start_date) <= now() AS ended FROM event_dates ed
        WHERE ed.event_id = v_event
          AND (ed.id = v_date OR (v_passes > 0 AND ed.capacity IS NOT NULL AND coalesce(ed.end_date, ed.start_date) > now()))
        ORDER BY ed.id
    LOOP
      IF d.capacity IS NOT NULL THEN
        SELECT ed.id, ed.capacity, ed.status, coalesce(ed.end_date, ed.start_date) <= now() AS ended INTO d
          FROM event_dates ed WHERE ed.id = d.id FOR UPDATE;
      ELSE
        SELECT ed.id, ed.capacity, ed.status, coalesce(ed.end_date, ed.start_date) <= now() AS ended INTO d
          FROM event_dates ed WHERE ed.id = d.id FOR SHARE;
      END IF;
      IF d.id = v_date AND (p_date->>'sell')::boolean IS TRUE AND (d.status <> 'SCHEDULED' OR d.ended) THEN
        RAISE EXCEPTION 'DATE_CANCELLED' USING ERRCODE = 'P0001';
      END IF;
      CONTINUE WHEN d.capacity IS NULL OR v_quantity <= 0;
      IF v_passes + (CASE WHEN d.id = v_date THEN v_quantity - v_passes ELSE 0 END)
          + (SELECT coalesce(sum(tp.quantity_held), 0) FROM tickets t JOIN ticket_prices tp ON tp.ticket_id = t.id
              WHERE t.event_id = v_event AND t.validity = 'ALL_DATES')
          + (SELECT coalesce(sum(edp.quantity_held), 0) FROM event_date_prices edp
              JOIN ticket_prices tp ON tp.id = edp.ticket_price_id JOIN tickets t ON t.id = tp.ticket_id AND t.validity = 'ONE_DATE'
              WHERE edp.event_date_id = d.id) > d.capacity THEN
        RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
      END IF;
    END LOOP;
  END IF;

  IF p_promo IS NULL OR jsonb_typeof(p_promo) = 'null' THEN
    RETURN;
  END IF;
  SELECT * INTO promo FROM promo_codes WHERE id = (p_promo->>'id')::integer FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'PROMO_CODE_INVALID' USING ERRCODE = 'P0001';
  END IF;
  IF p_promo ? 'expect' THEN
    IF promo.expiry_date IS NOT NULL AND promo.expiry_date <= now() THEN
      RAISE EXCEPTION 'PROMO_CODE_INVALID' USING ERRCODE = 'P0001';
    END IF;
    IF promo.discount_type IS DISTINCT FROM p_promo->'expect'->>'discount_type'
      OR promo.discount IS DISTINCT FROM (p_promo->'expect'->>'discount')::bigint
      OR promo.applicable_ticket_ids IS DISTINCT FROM p_promo->'expect'->'applicable_ticket_ids' THEN
      RAISE EXCEPTION 'PRICE_CHANGED' USING ERRCODE = 'P0001';
    END IF;
  END IF;
  IF promo.max_allowed_usages IS NOT NULL THEN
    SELECT count(*) INTO times_used FROM orders o
      WHERE o.promo_code_id = promo.id
        AND o.id IS DISTINCT FROM (p_promo->>'ignore_order_id')::integer
        AND stagedoor_order_holds_stock(o);
    IF times_used >= promo.max_allowed_usages THEN
      RAISE EXCEPTION 'PROMO_CODE_INVALID' USING ERRCODE = 'P0001';
    END IF;
  END IF;
END;
$$;
