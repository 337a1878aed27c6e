-- Whether the waiting list keeps the units of these lines (docs/waiting-list.md, "The list comes first"): a line's
-- price has an entry WAITING, on the line's date for a ONE_DATE price (event_date_id set), on any date for a pass
-- (its units count on every date); or, on a seated event, an entry WAITING for the seat category the line's price
-- sells (seat_category, any price of the category) is on that date, so the category's returned seats are the list's
-- whichever of its prices is asked for; or an entry WAITING on the line of a capacity pool the price's ticket is in
-- (capacity_assignment_id, any price of the pool) is on that date, so the pool's returned room is the list's. The
-- purchase guard (stagedoor_waiting_list_guard) and the organizer's walk-ins and reactivations
-- (waiting-list/organizer-stock.ts) ask it; checkout/kept-for-waiting-list.ts shows the public page the same rule.
-- One probe of the partial index waiting_list_entries_queue_idx per line, on a seated price one of
-- waiting_list_entries_category_idx, and one of waiting_list_entries_pool_idx per pool of the price's ticket.
-- PL/pgSQL, so that its plan is made once per connection: a SQL function called from another is planned on every
-- call, which cost a purchase about half a millisecond.
CREATE OR REPLACE FUNCTION stagedoor_waiting_list_keeps(p_lines jsonb) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
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
      OR EXISTS (
        SELECT 1 FROM ticket_prices tp
          JOIN capacity_assignment_tickets cat ON cat.ticket_id = tp.ticket_id
          JOIN waiting_list_entries e
            ON e.capacity_assignment_id = cat.capacity_assignment_id AND e.status = 'WAITING'
          WHERE tp.id = x.price_id
            AND (x.event_date_id IS NULL OR e.event_date_id = x.event_date_id)));
END;
$$;
