-- A whole reservation: locks, checks and writes the order, its items and attendees, and takes the stock.
-- A refusal raises SQLSTATE P0001 with the refusal's code as the message, which rolls everything back. p:
--   lock_timeout: '3000ms'; checks: false only in the control test that proves the rush catches an oversell
--   event_id; assignments, promo, date: as stagedoor_check_room; stock: as stagedoor_take_stock
--   order: the columns of the new order (client_key: a keyed hash of the buyer's address, or null; event_date_id);
--     items: its lines; attendees: its attendees (ticket_price_id, short_id, event_date_id: null for a pass, ...)
--   max_holds, max_address_holds, order.address_key: the hold rule, as stagedoor_check_holds
--   seats: the seats an order with seats claims (stagedoor_take_seats); absent for general admission
--   waiting_list_entry_id: set by a waiting-list offer (its entry), which the list's guard lets through
--   affiliate_code: the code the buyer came with, or null. An ACTIVE affiliate of the event with that code
--     (any case) is credited; an unknown or inactive code credits no one and is never an error.
-- Returns { order, items, attendees } as written.
CREATE OR REPLACE FUNCTION stagedoor_reserve_order(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  event_status text;
  new_order orders;
  new_items jsonb;
  new_attendees jsonb;
  checks boolean := coalesce((p->>'checks')::boolean, true);
  v_affiliate_id integer;
BEGIN
  PERFORM set_config('lock_timeout', p->>'lock_timeout', true);
  -- The hold rule (docs/locking.md step 3.2), before any lock of docs/locking.md.
  PERFORM stagedoor_check_holds(p);
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
    PERFORM stagedoor_check_room(p->'assignments', p->'promo', p->'date');
  END IF;

  -- Resolved here rather than by the app, so that a purchase stays two statements.
  IF nullif(p->>'affiliate_code', '') IS NOT NULL THEN
    SELECT a.id INTO v_affiliate_id FROM affiliates a
      WHERE a.event_id = (p->>'event_id')::integer AND lower(a.code) = lower(p->>'affiliate_code') AND a.status = 'ACTIVE'
      -- Held until the commit, so that a deletion racing this purchase cannot fail its insert.
      FOR KEY SHARE;
  END IF;

  INSERT INTO orders (account_id, event_id, short_id, public_reference, status, payment_status, currency, locale,
      promo_code_id, promo_code, total_before_additions, total_fee, total_tax, total_gross, reserved_until, is_test, client_key,
      affiliate_id, event_date_id, address_key)
    SELECT r.account_id, r.event_id, r.short_id, r.public_reference, r.status, r.payment_status, r.currency, r.locale,
      r.promo_code_id, r.promo_code, r.total_before_additions, r.total_fee, r.total_tax, r.total_gross, r.reserved_until, r.is_test, r.client_key,
      v_affiliate_id, r.event_date_id, r.address_key
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

  -- A seat the buyer named is written with its attendee (claimed by stagedoor_take_seats below, or all is rolled
  -- back): the attendee row is written once, and the work after the stock is only the claims.
  WITH written AS (
    INSERT INTO attendees (account_id, event_id, order_id, ticket_id, ticket_price_id, short_id, status, locale, event_date_id, seat)
      SELECT new_order.account_id, new_order.event_id, new_order.id, r.ticket_id, r.ticket_price_id, r.short_id, r.status, new_order.locale,
        r.event_date_id, chosen.seat
      FROM jsonb_populate_recordset(NULL::attendees, p->'attendees') WITH ORDINALITY AS r
      LEFT JOIN (SELECT (c->>'attendee')::integer AS i, c->'seat' AS seat
          FROM jsonb_array_elements(coalesce(p->'seats'->'chosen', '[]'::jsonb)) c) chosen
        ON chosen.i = r.ordinality::integer - 1
      ORDER BY r.ordinality
      RETURNING *
  )
  SELECT coalesce(jsonb_agg(to_jsonb(written) ORDER BY written.id), '[]'::jsonb) INTO new_attendees FROM written;

  -- Waiting list: returned stock is the list's while an entry waits for it (docs/waiting-list.md); an offer passes
  -- waiting_list_entry_id and is not refused by its own list.
  IF checks AND p->'waiting_list_entry_id' IS NULL THEN
    PERFORM stagedoor_waiting_list_guard(p->'stock');
  END IF;
  -- Last write: the price rows stay locked only until the commit that ends this statement.
  PERFORM stagedoor_take_stock(p->'stock', checks);
  -- The seats of a seated order (p.seats, as stagedoor_take_seats), after its stock, in this statement too.
  IF p ? 'seats' THEN
    new_attendees := stagedoor_take_seats(p->'seats', new_order.id, new_attendees, checks);
  END IF;

  RETURN jsonb_build_object('order', to_jsonb(new_order), 'items', new_items, 'attendees', new_attendees);
END;
$$;
