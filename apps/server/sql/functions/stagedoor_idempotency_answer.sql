-- What an Idempotency-Key's earlier attempt answered, for a request that is to answer it if there is one and
-- otherwise answer without doing its work (a reservation whose prices were found sold out while it waited:
-- docs/idempotency.md). The key is taken as a first attempt takes it, so an attempt in flight with the same key is
-- waited for; then the stored row comes back as jsonb (request_hash, response_status, response_body), or null when
-- no attempt holds the key: the key taken here is given back with the block, and nothing is left of this call.
CREATE OR REPLACE FUNCTION stagedoor_idempotency_answer(p_scope text, p_key text, p_request_hash text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  stored idempotency_keys;
BEGIN
  BEGIN
    INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (p_scope, p_key, p_request_hash)
      ON CONFLICT DO NOTHING;
    IF FOUND THEN
      RAISE EXCEPTION 'NO_EARLIER_ATTEMPT' USING ERRCODE = 'P0001';
    END IF;
  EXCEPTION WHEN raise_exception THEN
    RETURN NULL;
  END;
  SELECT * INTO stored FROM idempotency_keys WHERE scope = p_scope AND key = p_key;
  RETURN jsonb_build_object('request_hash', stored.request_hash, 'response_status', stored.response_status,
    'response_body', stored.response_body);
END $$;
