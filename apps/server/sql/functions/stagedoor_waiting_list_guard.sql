-- Stock that comes back goes to the waiting list before the public (docs/waiting-list.md): a purchase is refused
-- with SOLD_OUT while the list keeps the units of a line it buys (stagedoor_waiting_list_keeps: an entry WAITING on
-- the line's price and date, or on the seat category the price sells). Offers are made by the waiting list itself,
-- which skips this guard. Called by stagedoor_reserve_order before it takes the stock; under READ COMMITTED an offer
-- in flight still shows its entry WAITING until it commits with its hold, so returned units are never both offered
-- and sold.
CREATE OR REPLACE FUNCTION stagedoor_waiting_list_guard(p_lines jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF stagedoor_waiting_list_keeps(p_lines) THEN
    RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'P0001';
  END IF;
END;
$$;
