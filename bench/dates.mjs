// Dates benchmark: a throwaway PostgreSQL database and one app process. A series of 1,000 dates and a one-date
// event each get 100,000 completed orders (SQL, not HTTP; the series' spread over its dates). Measures, each against
// a baseline of the same run:
// - generating 1,000 dates from a rule (target < 2 s);
// - reservations on one date of the series against reservations on the one-date event (target ≥ 0.9×);
// - the organizer's dates list of the series (target p95 < 50 ms);
// - the public answer for one date of the series against the one-date event's (target ≤ 1.2×).
//
//   npm run bench:dates    (PostgreSQL at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, callApi, fmt, percentile, startApp, waitHealthy, withClient } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const CALLS = Number(process.env.BENCH_CALLS || 200);
const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const DATES = 1000;
const PORT = 3112;
const { serverUrl, name: dbName, url: databaseUrl } = benchDatabase('stagedoor_bench_dates');

const api = (method, url, body, token) => callApi(PORT, method, url, body, token);

/** A live event with one paid ticket of ample stock; `dates` > 1 generates a weekly series. */
async function setupEvent(token, organizerId, title, dates) {
  const event = await api('POST', '/events', { organizer_id: organizerId, title, start_date: '2032-01-06T19:00:00Z' }, token);
  const eventId = event.data.id;
  const ticket = await api(
    'POST',
    `/events/${eventId}/tickets`,
    { type: 'PAID', title: 'Standard', prices: [{ price: 2500, initial_quantity_available: 10_000_000 }] },
    token,
  );
  let generateSeconds = null;
  if (dates > 1) {
    const started = performance.now();
    const answer = await api(
      'POST',
      `/events/${eventId}/dates/generate`,
      { rrule: `FREQ=DAILY;BYHOUR=20;BYMINUTE=0;COUNT=${dates - 1}`, duration_minutes: 120 },
      token,
    );
    generateSeconds = (performance.now() - started) / 1000;
    if (answer.created !== dates - 1) throw new Error(`generate created ${answer.created} dates`);
  }
  await api('PUT', `/events/${eventId}/status`, { status: 'LIVE' }, token);
  return { eventId, ticketId: ticket.data.id, priceId: ticket.data.prices[0].id, generateSeconds };
}

/** `count` completed orders of one attendee each, spread evenly over the event's dates, with their stock counters. */
async function seedOrders(client, target, accountId, count) {
  const { rows: dates } = await client.query('SELECT id FROM event_dates WHERE event_id = $1 ORDER BY id', [target.eventId]);
  const ids = dates.map((d) => d.id);
  const BATCH = 10_000;
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1;
    await client.query('BEGIN');
    await client.query(
      `WITH s AS (SELECT g, ($7::int[])[1 + g % cardinality($7::int[])] AS date_id FROM generate_series($4::int, $5::int) g),
       o AS (
         INSERT INTO orders (account_id, event_id, event_date_id, short_id, public_reference, status, payment_status, currency,
                             first_name, last_name, email, total_before_additions, total_gross, completed_at, created_at)
         SELECT $1::int, $2::int, date_id, 'bd' || $2::int || 'o' || g, 'D' || $2::int || '-' || g, 'COMPLETED', 'SUCCEEDED', 'EUR',
                'Buyer' || g, 'Family' || (g % 997), 'buyer' || g || '@example.test', 2500, 2500,
                now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
         FROM s RETURNING id, short_id, event_date_id
       ),
       i AS (
         INSERT INTO order_items (order_id, ticket_id, ticket_price_id, ticket_title, quantity, price_before_discount, price, total_before_additions, total_gross)
         SELECT id, $3::int, $6::int, 'Standard', 1, 2500, 2500, 2500, 2500 FROM o
       )
       INSERT INTO attendees (account_id, event_id, event_date_id, order_id, ticket_id, ticket_price_id, short_id, first_name, last_name, email, status)
       SELECT $1::int, $2::int, event_date_id, id, $3::int, $6::int, short_id || 'a', 'Guest' || id, 'Family' || (id % 997),
              'guest' || id || '@example.test', 'ACTIVE' FROM o`,
      [accountId, target.eventId, target.ticketId, from, to, target.priceId, ids],
    );
    await client.query('COMMIT');
  }
  await client.query(
    `INSERT INTO event_date_prices (event_date_id, ticket_price_id, quantity_held)
       SELECT event_date_id, $2, count(*) FROM orders WHERE event_id = $1 GROUP BY event_date_id
     ON CONFLICT (event_date_id, ticket_price_id) DO UPDATE SET quantity_held = event_date_prices.quantity_held + excluded.quantity_held`,
    [target.eventId, target.priceId],
  );
  for (const table of ['orders', 'attendees', 'order_items', 'event_dates', 'event_date_prices'])
    await client.query(`VACUUM ANALYZE ${table}`);
  return ids;
}

function reservations(target, dateId) {
  const body = JSON.stringify({
    ...(dateId ? { date_id: dateId } : {}),
    tickets: [{ ticket_id: target.ticketId, quantities: [{ price_id: target.priceId, quantity: 1 }] }],
  });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}/api/public/events/${target.eventId}/order`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duration: DURATION,
        connections: CONNECTIONS,
      },
      (error, result) =>
        error ? reject(error) : resolve({ rps: result['2xx'] / DURATION, non2xx: result.non2xx, p99: result.latency.p99 }),
    );
  });
}

async function timeCalls(call) {
  for (let i = 0; i < 5; i += 1) await call(); // warm up plans and caches
  const samples = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

const verdict = (ok) => (ok ? 'met' : 'NOT met');

async function main() {
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-'));
  const app = startApp({
    port: PORT,
    databaseUrl,
    dataDir,
    // The public answers are measured as computed, not from the app's one-second cache.
    env: { RUN_WORKERS: 'false', RATE_LIMIT_CHECKOUT: '0', MAX_HOLDS_PER_CLIENT: '0', PUBLIC_CACHE_MS: '0' },
  });
  let pass = true;
  try {
    await waitHealthy(PORT);
    const email = `bench-${Date.now()}@example.test`;
    const reg = await api('POST', '/auth/register', {
      first_name: 'Bench',
      last_name: 'Dates',
      email,
      password: 'bench-password',
      password_confirmation: 'bench-password',
    });
    const token = reg.token;
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db.on('error', () => undefined);
    // Going live needs a confirmed address.
    await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [reg.data.id]);
    const organizer = await api('POST', '/organizers', { name: 'Bench Organizer', email }, token);
    const { rows } = await db.query('SELECT account_id FROM organizers WHERE id = $1', [organizer.data.id]);
    const accountId = rows[0].account_id;

    const single = await setupEvent(token, organizer.data.id, 'One date', 1);
    const series = await setupEvent(token, organizer.data.id, 'Series', DATES);
    const generateOk = series.generateSeconds < 2;
    pass &&= generateOk;
    console.log(
      `generating ${DATES - 1} dates from a rule: ${fmt(series.generateSeconds * 1000)} ms (target < 2 s) ${verdict(generateOk)}`,
    );

    const client = await db.connect();
    let seriesDates;
    try {
      const started = performance.now();
      await seedOrders(client, single, accountId, ORDERS);
      seriesDates = await seedOrders(client, series, accountId, ORDERS);
      console.log(`${ORDERS.toLocaleString('en')} orders seeded on each event in ${fmt((performance.now() - started) / 1000)} s`);
    } finally {
      client.release();
    }
    const oneDate = seriesDates[Math.floor(seriesDates.length / 2)];

    // Reservations, alternating baseline and series twice so that drift on the machine hits both alike.
    const base = [];
    const onDate = [];
    for (let round = 0; round < 2; round += 1) {
      base.push(await reservations(single));
      onDate.push(await reservations(series, oneDate));
    }
    const rate = (runs) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length;
    const reserveRatio = rate(onDate) / Math.max(rate(base), 0.01);
    const reserveOk = reserveRatio >= 0.9;
    pass &&= reserveOk;
    console.log(
      `reservations: one-date event ${fmt(rate(base))}/s (p99 ${fmt(Math.max(...base.map((r) => r.p99)))} ms), one date of the series ${fmt(rate(onDate))}/s (p99 ${fmt(Math.max(...onDate.map((r) => r.p99)))} ms), ratio ${reserveRatio.toFixed(2)}× (target ≥ 0.9×) ${verdict(reserveOk)}`,
    );
    const refused = [...base, ...onDate].reduce((sum, r) => sum + r.non2xx, 0);
    if (refused > 0) console.log(`  (${refused} reservations were refused)`);

    const firstPage = await timeCalls(() => api('GET', `/events/${series.eventId}/dates?page=1`, undefined, token));
    const lastPage = await timeCalls(() => api('GET', `/events/${series.eventId}/dates?page=${DATES / 20}`, undefined, token));
    const listOk = firstPage.p95 < 50 && lastPage.p95 < 50;
    pass &&= listOk;
    console.log(
      `organizer's dates list: first page p50 ${fmt(firstPage.p50)} ms, p95 ${fmt(firstPage.p95)} ms; last page p50 ${fmt(lastPage.p50)} ms, p95 ${fmt(lastPage.p95)} ms (target p95 < 50 ms) ${verdict(listOk)}`,
    );

    const singlePage = await timeCalls(() => api('GET', `/public/events/${single.eventId}`));
    const datePage = await timeCalls(() => api('GET', `/public/events/${series.eventId}?date_id=${oneDate}`));
    const pageRatio = datePage.p50 / Math.max(singlePage.p50, 0.01);
    const pageOk = pageRatio <= 1.2;
    pass &&= pageOk;
    console.log(
      `public page: one-date event p50 ${fmt(singlePage.p50)} ms, p95 ${fmt(singlePage.p95)} ms; one date of the series p50 ${fmt(datePage.p50)} ms, p95 ${fmt(datePage.p95)} ms; ratio ${pageRatio.toFixed(2)}× (target ≤ 1.2×) ${verdict(pageOk)}`,
    );
    await db.end();
    console.log(`\n${pass ? 'all targets met' : 'some targets NOT met'} on this machine`);
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r() : app.once('exit', r)));
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
