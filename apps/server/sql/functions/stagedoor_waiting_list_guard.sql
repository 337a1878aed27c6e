-- Stock that comes back goes to the waiting list before the public (docs/waiting-list.md): a purchase is refused
-- with SOLD_OUT while a line's price has an entry WAITING, on the line's date for a ONE_DATE price (event_date_id
-- set), on any date for a pass (its units count on every date). On a seated event, also while an entry WAITING for
-- the seat category the line's price sells (seat_category, any price of the category) is on that date: the
-- category's returned seats are the list's, whichever of its prices a buyer asks for. Offers are made by the waiting
-- list itself, which skips this guard. Called by stagedoor_reserve_order before it takes the stock; under READ
-- COMMITTED an offer in flight still shows its entry WAITING until it commits with its hold, so returned units are
-- never both offered and sold. One probe of the partial index waiting_list_entries_queue_idx per line, and on a
-- seated price one of waiting_list_entries_category_idx.
CREATE OR REPLACE FUNCTION stagedoor_waiting_list_guard(p_lines jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM jsonb_to_recordset(p_lines) AS x(price_id integer, event_date_id integer)
      WHERE EXISTS (
        SELECT 1 FROM waiting_list_entries e
          WHERE e.ticket_price_id = x.price_id AND e.status = 'WAITING'
            AND (x.event_date_id IS NULL OR e.event_date_id = x.event_date_id))
      OR EXISTS (
        SELECT 1 FROM event_seat_categories c
          JOIN waiting_list_entries e
            ON e.event_id = c.event_id AND e.seat_category = c.category AND e.status = 'WAITING'
          WHERE c.ticket_price_id = x.price_id
            AND (x.event_date_id IS NULL OR e.event_date_id = x.event_date_id))
  ) THEN
    RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
  END IF;
END;
$$;
