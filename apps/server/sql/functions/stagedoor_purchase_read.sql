-- What a purchase reads before it writes, with no locks: what it needs of the event, whether any hold of
-- the event ran out without being released yet, the date bought for (p_date_id, or the event's only date
-- when it is null; with its start, end and label, which the new order's answer names) with how many dates
-- the event has, and the tickets and prices asked for, each with the ticket's active taxes and fees, its
-- capacity assignments, the date's event_date_prices row of the price (null when there is none) and the seat
-- category the price sells (null for a price sold without seats), and whether the event is sold with a seating
-- plan (and that plan's id, name and version). The plan is made once per connection rather than for every purchase.
CREATE OR REPLACE FUNCTION stagedoor_purchase_read(p_event_id integer, p_price_ids integer[], p_date_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (
    WITH chosen AS (
      SELECT d.* FROM event_dates d
        WHERE d.event_id = p_event_id
          AND (d.id = p_date_id OR (p_date_id IS NULL AND NOT EXISTS (
            SELECT 1 FROM event_dates other WHERE other.event_id = p_event_id AND other.id <> d.id)))
    )
    SELECT jsonb_build_object(
      'dates_count', (SELECT count(*) FROM event_dates d WHERE d.event_id = e.id),
      'date', (SELECT jsonb_build_object('id', c.id, 'status', c.status, 'capacity', c.capacity,
          'ended', coalesce(c.end_date, c.start_date) <= now(), 'start_date', c.start_date, 'end_date', c.end_date,
          'label', c.label) FROM chosen c),
      'event', jsonb_build_object('account_id', e.account_id, 'status', e.status, 'currency', e.currency, 'settings', e.settings),
      'seated', EXISTS (SELECT 1 FROM event_seating s WHERE s.event_id = e.id),
      -- The plan's id and version: a seated reservation finds its seat index by them without another read.
      'seating_plan', (SELECT jsonb_build_object('id', sp.id, 'name', sp.name, 'updated_at', sp.updated_at)
        FROM event_seating s JOIN seating_plans sp ON sp.id = s.seating_plan_id WHERE s.event_id = e.id),
      -- The event's earliest timed hold, by orders_timed_holds_idx: one probe however many holds run. Asked as
      -- "the earliest" rather than "any that ran out", so that the plan, made once for the connection's life, takes
      -- that index even when it is made on an empty table (it would otherwise read every order of the event).
      'stale_holds', coalesce((
        SELECT o.reserved_until FROM orders o
        WHERE o.event_id = e.id AND o.status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED')
        ORDER BY o.reserved_until LIMIT 1) <= now(), false),
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
            FROM capacity_assignment_tickets cat WHERE cat.ticket_id = t.id),
          'date_price', (
            SELECT to_jsonb(edp) FROM event_date_prices edp JOIN chosen c ON c.id = edp.event_date_id
            WHERE edp.ticket_price_id = tp.id),
          'seat_category', (
            SELECT esc.category FROM event_seat_categories esc WHERE esc.event_id = e.id AND esc.ticket_price_id = tp.id)
        ) ORDER BY tp.id)
        FROM ticket_prices tp JOIN tickets t ON t.id = tp.ticket_id
        WHERE tp.id = ANY (p_price_ids) AND t.event_id = e.id), '[]'::jsonb))
    FROM events e
    WHERE e.id = p_event_id);
END;
$$;
