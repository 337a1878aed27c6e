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
