-- The write side of a purchase as one statement (docs/locking.md). The app reads the
-- catalogue, checks the ticket rules and prices the order; these functions take the
-- locks in the fixed order, re-check what the locks protect, write the order and take
-- the stock, all inside the single statement that calls them. A refusal raises
-- SQLSTATE P0001 with the refusal's code as the message, which rolls everything back.

-- The one definition of "this order takes stock" in SQL; orderHoldsStock() is the same
-- rule for queries built in the app, and a test holds the two to each other.
CREATE OR REPLACE FUNCTION stagedoor_order_holds_stock(o orders) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT o.status IN ('PROCESSING', 'COMPLETED')
    OR (o.status IN ('PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED') AND o.completed_at IS NOT NULL)
    OR (o.status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED') AND o.reserved_until > now())
$$;
--> statement-breakpoint

-- Locks the capacity assignments (ascending id), then the promo code, and checks that
-- what the purchase adds still fits.
--   p_assignments: [{ "id", "quantity" }], quantity being the units bought of the assignment's tickets
--   p_promo: null, or { "id", "ignore_order_id"?, "expect"?: { "discount_type", "discount", "applicable_ticket_ids" } };
--     with "expect", the code must also be unexpired and priced as the order was priced.
CREATE OR REPLACE FUNCTION stagedoor_check_room(p_assignments jsonb, p_promo jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  wanted record;
  assignment capacity_assignments;
  used integer;
  promo promo_codes;
  times_used integer;
BEGIN
  FOR wanted IN
    SELECT x.id, x.quantity FROM jsonb_to_recordset(coalesce(p_assignments, '[]'::jsonb)) AS x(id integer, quantity integer) ORDER BY x.id
  LOOP
    SELECT * INTO assignment FROM capacity_assignments WHERE id = wanted.id FOR UPDATE;
    CONTINUE WHEN NOT FOUND OR assignment.status <> 'ACTIVE' OR NOT assignment.stop_sales_at_limit
      OR assignment.capacity IS NULL OR wanted.quantity <= 0;
    SELECT coalesce(sum(tp.quantity_held), 0) INTO used
      FROM capacity_assignment_tickets cat JOIN ticket_prices tp ON tp.ticket_id = cat.ticket_id
      WHERE cat.capacity_assignment_id = wanted.id;
    IF used + wanted.quantity > assignment.capacity THEN
      RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
    END IF;
  END LOOP;

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
      OR promo.discount IS DISTINCT FROM (p_promo->'expect'->>'discount')::integer
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
--> statement-breakpoint

-- Takes the stock: one conditional increment per price, in ascending id order, as the
-- last write before the commit. p_lines: [{ "price_id", "quantity", "expected_price" }],
-- one line per price; a null expected price accepts the price as it is.
CREATE OR REPLACE FUNCTION stagedoor_take_stock(p_lines jsonb, p_checks boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  line record;
  current_price integer;
BEGIN
  FOR line IN
    SELECT x.price_id, x.quantity, x.expected_price
      FROM jsonb_to_recordset(p_lines) AS x(price_id integer, quantity integer, expected_price integer) ORDER BY x.price_id
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
--> statement-breakpoint

-- A whole reservation. p:
--   lock_timeout: '3000ms'; checks: false only in the control test that proves the rush catches an oversell
--   event_id; assignments, promo: as stagedoor_check_room; stock: as stagedoor_take_stock
--   order: the columns of the new order; items: its lines; attendees: its attendees (ticket_price_id, short_id, ...)
-- Returns { order, items, attendees } as written.
CREATE OR REPLACE FUNCTION stagedoor_reserve_order(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  event_status text;
  new_order orders;
  new_items jsonb;
  new_attendees jsonb;
  checks boolean := coalesce((p->>'checks')::boolean, true);
BEGIN
  PERFORM set_config('lock_timeout', p->>'lock_timeout', true);
  -- A hold commits without waiting for its WAL flush, so the price row lock is not held
  -- through a disk write. A database crash can forget the holds of its last moments
  -- (never half a hold: the order and its stock go together); a payment is always flushed.
  PERFORM set_config('synchronous_commit', 'off', true);
  -- The event stays LIVE until the purchase commits.
  SELECT status INTO event_status FROM events WHERE id = (p->>'event_id')::integer FOR SHARE;
  IF event_status IS DISTINCT FROM 'LIVE' THEN
    RAISE EXCEPTION 'EVENT_UNAVAILABLE' USING ERRCODE = 'P0001';
  END IF;
  IF checks THEN
    PERFORM stagedoor_check_room(p->'assignments', p->'promo');
  END IF;

  INSERT INTO orders (account_id, event_id, short_id, public_reference, status, payment_status, currency, locale,
      promo_code_id, promo_code, total_before_additions, total_fee, total_tax, total_gross, reserved_until, is_test)
    SELECT r.account_id, r.event_id, r.short_id, r.public_reference, r.status, r.payment_status, r.currency, r.locale,
      r.promo_code_id, r.promo_code, r.total_before_additions, r.total_fee, r.total_tax, r.total_gross, r.reserved_until, r.is_test
    FROM jsonb_populate_record(NULL::orders, p->'order') r
    RETURNING * INTO new_order;

  WITH written AS (
    INSERT INTO order_items (order_id, ticket_id, ticket_price_id, ticket_title, price_label, quantity, price_before_discount,
        price, total_before_additions, total_fee, total_tax, total_gross, taxes_and_fees)
      SELECT new_order.id, r.ticket_id, r.ticket_price_id, r.ticket_title, r.price_label, r.quantity, r.price_before_discount,
        r.price, r.total_before_additions, r.total_fee, r.total_tax, r.total_gross, r.taxes_and_fees
      FROM jsonb_populate_recordset(NULL::order_items, p->'items') WITH ORDINALITY AS r
      ORDER BY ordinality
      RETURNING *
  )
  SELECT coalesce(jsonb_agg(to_jsonb(written) ORDER BY written.id), '[]'::jsonb) INTO new_items FROM written;

  WITH written AS (
    INSERT INTO attendees (account_id, event_id, order_id, ticket_id, ticket_price_id, short_id, status, locale)
      SELECT new_order.account_id, new_order.event_id, new_order.id, r.ticket_id, r.ticket_price_id, r.short_id, r.status, new_order.locale
      FROM jsonb_populate_recordset(NULL::attendees, p->'attendees') WITH ORDINALITY AS r
      ORDER BY ordinality
      RETURNING *
  )
  SELECT coalesce(jsonb_agg(to_jsonb(written) ORDER BY written.id), '[]'::jsonb) INTO new_attendees FROM written;

  -- Last write: the price rows stay locked only until the commit that ends this statement.
  PERFORM stagedoor_take_stock(p->'stock', checks);

  RETURN jsonb_build_object('order', to_jsonb(new_order), 'items', new_items, 'attendees', new_attendees);
END;
$$;
--> statement-breakpoint

-- What a purchase reads before it writes, with no locks: what it needs of the event, whether any hold of
-- the event ran out without being released yet, and the tickets and prices asked for,
-- each with the ticket's active taxes and fees and its capacity assignments. The plan is
-- made once per connection rather than for every purchase.
CREATE OR REPLACE FUNCTION stagedoor_purchase_read(p_event_id integer, p_price_ids integer[]) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'event', jsonb_build_object('account_id', e.account_id, 'status', e.status, 'currency', e.currency, 'settings', e.settings),
      'stale_holds', EXISTS (
        SELECT 1 FROM orders o
        WHERE o.event_id = e.id AND o.status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED') AND o.reserved_until <= now()),
      'lines', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'ticket', to_jsonb(t),
          'price', to_jsonb(tp),
          'taxes', (
            SELECT coalesce(jsonb_agg(jsonb_build_object('id', tf.id, 'name', tf.name, 'type', tf.type,
                'calculationType', tf.calculation_type, 'rate', tf.rate) ORDER BY tf.id), '[]'::jsonb)
            FROM ticket_taxes_and_fees ttf JOIN taxes_and_fees tf ON tf.id = ttf.tax_and_fee_id
            WHERE ttf.ticket_id = t.id AND tf.is_active),
          'assignment_ids', (
            SELECT coalesce(jsonb_agg(cat.capacity_assignment_id ORDER BY cat.capacity_assignment_id), '[]'::jsonb)
            FROM capacity_assignment_tickets cat WHERE cat.ticket_id = t.id)
        ) ORDER BY tp.id)
        FROM ticket_prices tp JOIN tickets t ON t.id = tp.ticket_id
        WHERE tp.id = ANY (p_price_ids) AND t.event_id = e.id), '[]'::jsonb))
    FROM events e
    WHERE e.id = p_event_id);
END;
$$;
