-- What the earlier attempts of Idempotency-Keys answered, for requests that are to answer those if there are any and
-- otherwise answer without doing their work (reservations whose prices were found sold out while they waited:
-- docs/idempotency.md). p_keys: [{ "scope", "key", "request_hash" }]. Each key is taken as a first attempt takes it,
-- so an attempt in flight with the same key is waited for; then its stored row comes back (request_hash,
-- response_status, response_body), or null when no attempt holds the key: the key taken here is given back with its
-- block, and nothing is left of this call. The answers come in the order of p_keys. Each key's block is a
-- subtransaction: the caller sends at most 50 keys, fewer than a backend keeps in its own cache.
CREATE OR REPLACE FUNCTION stagedoor_idempotency_answers(p_keys jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  wanted jsonb;
  stored idempotency_keys;
  answers jsonb := '[]'::jsonb;
BEGIN
  FOR wanted IN SELECT value FROM jsonb_array_elements(p_keys) WITH ORDINALITY ORDER BY ordinality LOOP
    BEGIN
      INSERT INTO idempotency_keys (scope, key, request_hash)
        VALUES (wanted->>'scope', wanted->>'key', wanted->>'request_hash')
        ON CONFLICT DO NOTHING;
      IF FOUND THEN
        RAISE EXCEPTION 'NO_EARLIER_ATTEMPT' USING ERRCODE = 'P0001';
      END IF;
      SELECT * INTO stored FROM idempotency_keys WHERE scope = wanted->>'scope' AND key = wanted->>'key';
      answers := answers || jsonb_build_array(jsonb_build_object('request_hash', stored.request_hash,
        'response_status', stored.response_status, 'response_body', stored.response_body));
    EXCEPTION WHEN raise_exception THEN
      answers := answers || jsonb_build_array(NULL::jsonb);
    END;
  END LOOP;
  RETURN answers;
END $$;
