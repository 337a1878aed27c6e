-- The one definition of "this order takes stock" in SQL; orderHoldsStock() is the same
-- rule for queries built in the app, and a test holds the two to each other.
CREATE OR REPLACE FUNCTION stagedoor_order_holds_stock(o orders) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT o.status IN ('PROCESSING', 'COMPLETED')
    OR (o.status IN ('PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED') AND o.completed_at IS NOT NULL)
    OR (o.status IN ('RESERVED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED') AND o.reserved_until > now())
$$;
