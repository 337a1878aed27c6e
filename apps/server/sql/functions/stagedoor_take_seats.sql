-- The seats of a new order, claimed inside stagedoor_reserve_order's statement (docs/locking.md, "Seats"), after
-- its stock. The primary key (event_date_id, seat_id) is the guarantee; the write is the conditional upsert of
-- features/seat-claims/claims.ts (takeSeats): on a seat already claimed on the date it only takes over a hold whose
-- held_until has passed. p:
--   event_id, date_id, held_until: the order's event, date and reserved_until
--   chosen: [{ seat_id, category, attendee, seat }]: seats the buyer named; all of them or none (SEAT_TAKEN)
--   searches: [{ category, attendees: [i, ...], candidates: [[{ seat_id, seat }, ...], ...] }]: best available or
--     standing places, n seats each, the candidate runs best first; the first one whose n seats all come is kept;
--     or a `refusal` (SOLD_OUT, SEATS_NOT_TOGETHER) the app's fresh read decided, raised after the chosen seats
--   (attendee, attendees: indexes into p_attendees, the order's attendees as written; seat: attendees.seat's copy)
-- p_checks false (the race tests' control only) takes a seat whatever claim is there, as a check-then-write would.
-- Refusals (SQLSTATE P0001, rolling the whole reservation back): SEAT_TAKEN with the chosen seats that were not free
-- as DETAIL (ids joined by commas: an id has none); SEATS_RETRY when no candidate of a search could be taken (the
-- app reads the claims again and sends fresh candidates, or answers SOLD_OUT / SEATS_NOT_TOGETHER).
-- The chosen seats' attendees were written with their `seat` (stagedoor_reserve_order); writes attendees.seat of the
-- searches' attendees and returns p_attendees with each seated attendee's `seat`.
CREATE OR REPLACE FUNCTION stagedoor_take_seats(p jsonb, p_order_id integer, p_attendees jsonb, p_checks boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_date integer := (p->>'date_id')::integer;
  v_event integer := (p->>'event_id')::integer;
  v_until timestamptz := (p->>'held_until')::timestamptz;
  missing text[];
  -- [{ attendee, seat }]: what each attendee of a search got (the chosen seats' attendees were written with theirs).
  assigned jsonb := '[]'::jsonb;
  search jsonb;
  candidate jsonb;
  busy jsonb;
  given jsonb;
  pass integer;
  got boolean;
  claimed integer;
BEGIN
  -- The chosen seats, all in one statement in seat id order (two orders wanting the same seats wait for each other
  -- in one direction). An order of best available alone has none, and skips the statement.
  IF jsonb_array_length(coalesce(p->'chosen', '[]'::jsonb)) > 0 THEN
    WITH wanted AS (
      SELECT x.seat_id, x.category, x.attendee
        FROM jsonb_to_recordset(coalesce(p->'chosen', '[]'::jsonb)) AS x(seat_id text, category text, attendee integer)
    ), taken AS (
      INSERT INTO seat_claims AS sc (event_date_id, seat_id, event_id, category, kind, order_id, attendee_id, held_until, reason)
        SELECT v_date, w.seat_id, v_event, w.category, 'HELD', p_order_id, (p_attendees->w.attendee->>'id')::integer, v_until, NULL
          FROM wanted w ORDER BY w.seat_id
        ON CONFLICT (event_date_id, seat_id) DO UPDATE SET
          event_id = excluded.event_id, category = excluded.category, kind = excluded.kind, order_id = excluded.order_id,
          attendee_id = excluded.attendee_id, held_until = excluded.held_until, reason = excluded.reason, created_at = now()
        WHERE NOT p_checks OR (sc.kind = 'HELD' AND sc.held_until < now())
        RETURNING sc.seat_id
    )
    SELECT array_agg(w.seat_id ORDER BY w.seat_id) INTO missing FROM wanted w WHERE w.seat_id NOT IN (SELECT seat_id FROM taken);
    IF missing IS NOT NULL THEN
      RAISE EXCEPTION 'SEAT_TAKEN' USING ERRCODE = 'P0001', DETAIL = array_to_string(missing, ',');
    END IF;
  END IF;

  FOR search IN SELECT value FROM jsonb_array_elements(coalesce(p->'searches', '[]'::jsonb)) LOOP
    -- The app's fresh read found none (SOLD_OUT or SEATS_NOT_TOGETHER): refused after the chosen seats, which are
    -- named first when they are not free.
    IF search ? 'refusal' THEN
      RAISE EXCEPTION '%', search->>'refusal' USING ERRCODE = 'P0001';
    END IF;
    got := false;
    busy := '[]'::jsonb;
    -- First the candidates no other transaction is marking (advisory locks taken without waiting, kept until the
    -- commit), then the ones being marked: buyers aiming at the same best run spread over the next ones instead of
    -- waiting for each other. Only an order of trying; the conditional upsert stays the guarantee.
    FOR pass IN 1..2 LOOP
      FOR candidate IN SELECT value FROM jsonb_array_elements(CASE WHEN pass = 1 THEN search->'candidates' ELSE busy END) LOOP
        -- A seat claimed and committed since the app's read (sold, blocked or held by a hold still running). One seat
        -- needs no such look: the upsert below is the same test, and a single seat cannot be half taken.
        CONTINUE WHEN jsonb_array_length(candidate) > 1 AND EXISTS (
          SELECT 1 FROM seat_claims c
            WHERE c.event_date_id = v_date AND c.seat_id = ANY (ARRAY(SELECT s->>'seat_id' FROM jsonb_array_elements(candidate) s))
              AND (c.kind <> 'HELD' OR c.held_until IS NULL OR c.held_until >= now()));
        IF pass = 1 AND NOT (SELECT bool_and(pg_try_advisory_xact_lock(25025, hashtext(v_date::text || ':' || (s->>'seat_id'))))
            FROM jsonb_array_elements(candidate) s) THEN
          busy := busy || jsonb_build_array(candidate);
          CONTINUE;
        END IF;
        IF jsonb_array_length(candidate) = 1 THEN
          INSERT INTO seat_claims AS sc (event_date_id, seat_id, event_id, category, kind, order_id, attendee_id, held_until, reason)
            VALUES (v_date, candidate->0->>'seat_id', v_event, search->>'category', 'HELD', p_order_id,
              (p_attendees->((search->'attendees'->>0)::integer)->>'id')::integer, v_until, NULL)
            ON CONFLICT (event_date_id, seat_id) DO UPDATE SET
              event_id = excluded.event_id, category = excluded.category, kind = excluded.kind, order_id = excluded.order_id,
              attendee_id = excluded.attendee_id, held_until = excluded.held_until, reason = excluded.reason, created_at = now()
            WHERE NOT p_checks OR (sc.kind = 'HELD' AND sc.held_until < now());
          got := FOUND;
          EXIT WHEN got;
          CONTINUE;
        END IF;
        -- A run of several seats is taken whole or not at all: the block's subtransaction undoes a partial claim.
        BEGIN
          WITH taken AS (
            INSERT INTO seat_claims AS sc (event_date_id, seat_id, event_id, category, kind, order_id, attendee_id, held_until, reason)
              SELECT v_date, s.value->>'seat_id', v_event, search->>'category', 'HELD', p_order_id,
                  (p_attendees->((search->'attendees'->>(s.ordinality::integer - 1))::integer)->>'id')::integer, v_until, NULL
                FROM jsonb_array_elements(candidate) WITH ORDINALITY AS s
                ORDER BY s.value->>'seat_id'
              ON CONFLICT (event_date_id, seat_id) DO UPDATE SET
                event_id = excluded.event_id, category = excluded.category, kind = excluded.kind, order_id = excluded.order_id,
                attendee_id = excluded.attendee_id, held_until = excluded.held_until, reason = excluded.reason, created_at = now()
              WHERE NOT p_checks OR (sc.kind = 'HELD' AND sc.held_until < now())
              RETURNING 1
          )
          SELECT count(*) INTO claimed FROM taken;
          IF claimed < jsonb_array_length(candidate) THEN
            RAISE EXCEPTION 'PARTIAL_RUN' USING ERRCODE = 'SD001';
          END IF;
          got := true;
        EXCEPTION WHEN SQLSTATE 'SD001' THEN
          NULL;
        END;
        EXIT WHEN got;
      END LOOP;
      EXIT WHEN got;
    END LOOP;
    IF NOT got THEN
      RAISE EXCEPTION 'SEATS_RETRY' USING ERRCODE = 'P0001';
    END IF;
    assigned := assigned || (SELECT jsonb_agg(jsonb_build_object('attendee', search->'attendees'->(s.ordinality::integer - 1), 'seat', s.value->'seat'))
      FROM jsonb_array_elements(candidate) WITH ORDINALITY AS s);
  END LOOP;

  IF jsonb_array_length(assigned) = 0 THEN
    RETURN p_attendees;
  END IF;
  -- attendees.seat of the searches' attendees: the copy tickets, lists and the door show, written with the claims.
  -- One row by its key at a time: a join with the array would keep the plan made when the table was small (a scan
  -- of the whole table) for as long as the connection lives.
  FOR given IN SELECT value FROM jsonb_array_elements(assigned) LOOP
    UPDATE attendees SET seat = given->'seat' WHERE id = (p_attendees->((given->>'attendee')::integer)->>'id')::integer;
  END LOOP;
  RETURN (
    SELECT coalesce(jsonb_agg(CASE WHEN s.seat IS NULL THEN a.value ELSE jsonb_set(a.value, '{seat}', s.seat) END ORDER BY a.ordinality), '[]'::jsonb)
      FROM jsonb_array_elements(p_attendees) WITH ORDINALITY AS a
      LEFT JOIN (SELECT (e->>'attendee')::integer AS i, e->'seat' AS seat FROM jsonb_array_elements(assigned) e) s
        ON s.i = a.ordinality::integer - 1
  );
END;
$$;
