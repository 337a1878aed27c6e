-- The hold rule of a reservation (docs/locking.md step 3.2): refuses a buyer who holds too many unpaid orders of
-- the event already, with TOO_MANY_HOLDS (DETAIL: the holds counted and the seconds until the first runs out,
-- '5:312'). Called first by stagedoor_reserve_order, before any lock of the purchase. p: as stagedoor_reserve_order:
--   order.client_key: the browser's key (its signed holder cookie), or the address's for a client without one;
--     max_holds: how many holds one client_key may have (0 or absent: no cap)
--   order.address_key: the address's key when client_key is a browser's; max_address_holds: the ceiling of all the
--     browsers behind one address (0 or absent: none), so that cookies made up by the thousand hoard no more
--   checks: false only in the control tests, which leave the locks out
-- Each count takes its own transaction-scoped advisory lock first, so parallel purchases of one client (or one
-- address) take turns and cannot all pass the count; other buyers never wait for it.
CREATE OR REPLACE FUNCTION stagedoor_check_holds(p jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  checks boolean := coalesce((p->>'checks')::boolean, true);
  v_event_id integer := (p->>'event_id')::integer;
  v_client_key text := p->'order'->>'client_key';
  v_address_key text := p->'order'->>'address_key';
  max_holds integer := coalesce((p->>'max_holds')::integer, 0);
  max_address integer := coalesce((p->>'max_address_holds')::integer, 0);
  held integer;
  first_ends timestamptz;
BEGIN
  IF v_client_key IS NOT NULL AND max_holds > 0 THEN
    IF checks THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('stagedoor-holds:' || v_event_id || ':' || v_client_key, 0));
    END IF;
    SELECT count(*), min(o.reserved_until) INTO held, first_ends FROM orders o
      WHERE o.event_id = v_event_id AND o.client_key = v_client_key
        AND o.status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED') AND o.reserved_until > now();
    IF held >= max_holds THEN
      RAISE EXCEPTION 'TOO_MANY_HOLDS' USING ERRCODE = 'P0001',
        DETAIL = held || ':' || greatest(1, ceil(extract(epoch FROM first_ends - now())))::integer;
    END IF;
  END IF;
  IF v_address_key IS NOT NULL AND max_address > 0 THEN
    IF checks THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('stagedoor-address-holds:' || v_event_id || ':' || v_address_key, 0));
    END IF;
    SELECT count(*), min(o.reserved_until) INTO held, first_ends FROM orders o
      WHERE o.event_id = v_event_id AND o.address_key = v_address_key
        AND o.status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED') AND o.reserved_until > now();
    IF held >= max_address THEN
      RAISE EXCEPTION 'TOO_MANY_HOLDS' USING ERRCODE = 'P0001',
        DETAIL = held || ':' || greatest(1, ceil(extract(epoch FROM first_ends - now())))::integer;
    END IF;
  END IF;
END;
$$;
