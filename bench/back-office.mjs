// Back-office benchmark: one app process on a throwaway PostgreSQL database, an event
// seeded with 10k orders and another with 100k (SQL, not HTTP). Measures the organizer's
// order and attendee lists and the streamed exports, each list call against the bare SQL
// of the same query in the same run, and the 100k/10k ratios; then every report (event and
// organizer) against a baseline measured in the same run: the bare SQL summing the event's sales.
//
//   npm run bench:back-office   (PostgreSQL at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabase, callApi, fmt, percentile, startApp, waitHealthy, withClient } from './lib.mjs';

const CALLS = Number(process.env.BENCH_CALLS || 40);
/** BENCH_ONLY=reports: seed, then time the reports alone (the lists and exports are skipped). */
const REPORTS_ONLY = process.env.BENCH_ONLY === 'reports';
/** BENCH_KEEP_DATABASE=1: leave the seeded database in place (its name is printed) to study plans on it. */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
const SIZES = [10_000, 100_000];
const PORT = 3111;
const { serverUrl, name: dbName, url: databaseUrl } = benchDatabase('stagedoor_bench_bo');

const startBenchApp = (dataDir) => startApp({ port: PORT, databaseUrl, dataDir, env: { RUN_WORKERS: 'false' } });
const api = (method, url, body, token) => callApi(PORT, method, url, body, token);

/** An organizer, a live event with one paid ticket; returns ids and the session token. */
async function setupEvent(token, organizerId, title) {
  const event = await api('POST', '/events', { organizer_id: organizerId, title, start_date: '2032-01-01T20:00:00Z' }, token);
  const ticket = await api(
    'POST',
    `/events/${event.data.id}/tickets`,
    { type: 'PAID', title: 'Standard', prices: [{ price: 2500, initial_quantity_available: null }] },
    token,
  );
  return { eventId: event.data.id, ticketId: ticket.data.id, priceId: ticket.data.prices[0].id };
}

/**
 * `count` completed orders of one attendee each, written by SQL in batches: buyer names
 * and emails vary so that searches have something to find, one order in ten is refunded (in full, its
 * `total_refunded` its gross, as the refund of a whole order leaves it).
 */
async function seedOrders(client, target, accountId, count) {
  const BATCH = 10_000;
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1;
    await client.query('BEGIN');
    await client.query(
      `WITH s AS (SELECT g FROM generate_series($4::int, $5::int) g),
       o AS (
         INSERT INTO orders (account_id, event_id, short_id, public_reference, status, payment_status, currency,
                             first_name, last_name, email, total_before_additions, total_gross, total_refunded, completed_at, created_at, promo_code)
         SELECT $1::int, $2::int, 'bo' || $2::int || 'o' || g, 'R' || $2::int || '-' || g,
                CASE WHEN g % 10 = 0 THEN 'REFUNDED' ELSE 'COMPLETED' END, 'SUCCEEDED', 'EUR',
                'Buyer' || g, 'Family' || (g % 997), 'buyer' || g || '@example.test', 2500, 2500,
                CASE WHEN g % 10 = 0 THEN 2500 ELSE 0 END,
                now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval,
                CASE WHEN g % 5 = 0 THEN 'BENCH' || (g % 7) END
         FROM s RETURNING id, short_id
       ),
       i AS (
         INSERT INTO order_items (order_id, ticket_id, ticket_price_id, ticket_title, quantity, price_before_discount, price, total_before_additions,
                                  total_gross, taxes_and_fees)
         SELECT id, $3::int, $6::int, 'Standard', 1, 2500, 2500, 2500, 2500, '[{"id": 0, "name": "VAT", "type": "TAX", "amount": 399}]'::jsonb FROM o
       )
       INSERT INTO attendees (account_id, event_id, order_id, ticket_id, ticket_price_id, short_id, first_name, last_name, email, status)
       SELECT $1::int, $2::int, id, $3::int, $6::int, short_id || 'a', 'Guest' || id, 'Family' || (id % 997), 'guest' || id || '@example.test', 'ACTIVE' FROM o`,
      [accountId, target.eventId, target.ticketId, from, to, target.priceId],
    );
    await client.query('COMMIT');
  }
  // What autovacuum would have done by the time a live event holds these orders (it is off on some
  // servers, such as the bench machine's): statistics, and the visibility map that lets a count
  // read an index alone. VACUUM runs outside a transaction, one statement at a time.
  for (const table of ['orders', 'attendees', 'order_items']) await client.query(`VACUUM ANALYZE ${table}`);
}

async function timeCalls(call) {
  await call(); // warm up plans and caches
  const samples = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** The organizer's list calls and, for each, the bare SQL of the same page. */
function listCases(target, email) {
  const visible = `o.event_id = $1 AND o.status NOT IN ('RESERVED', 'EXPIRED')`;
  const orderPage = (where, offset) =>
    `SELECT o.*, (SELECT count(*) FROM attendees a WHERE a.order_id = o.id) AS attendees_count
     FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT 20 OFFSET ${offset}`;
  return [
    {
      name: 'orders, first page',
      url: `/events/${target.eventId}/orders?page=1`,
      sql: [orderPage(visible, 0), `SELECT count(*) FROM orders o WHERE ${visible}`],
      params: [target.eventId],
    },
    {
      name: 'orders, page 500',
      url: `/events/${target.eventId}/orders?page=500`,
      sql: [orderPage(visible, 499 * 20), `SELECT count(*) FROM orders o WHERE ${visible}`],
      params: [target.eventId],
    },
    {
      name: 'orders, search by buyer email',
      url: `/events/${target.eventId}/orders?query=${encodeURIComponent(email)}`,
      sql: [
        orderPage(`${visible} AND lower(o.email) = lower($2)`, 0),
        `SELECT count(*) FROM orders o WHERE ${visible} AND lower(o.email) = lower($2)`,
      ],
      params: [target.eventId, email],
    },
    {
      name: 'orders, status filter',
      url: `/events/${target.eventId}/orders?filter_fields[status][eq]=REFUNDED`,
      sql: [
        orderPage(`o.event_id = $1 AND o.status = 'REFUNDED'`, 0),
        `SELECT count(*) FROM orders o WHERE o.event_id = $1 AND o.status = 'REFUNDED'`,
      ],
      params: [target.eventId],
    },
    {
      name: 'attendees, first page',
      url: `/events/${target.eventId}/attendees?page=1`,
      sql: [
        `SELECT a.*, o.public_reference FROM attendees a JOIN orders o ON o.id = a.order_id
         WHERE a.event_id = $1 AND a.status IN ('ACTIVE', 'CANCELLED') ORDER BY a.id DESC LIMIT 20`,
        `SELECT count(*) FROM attendees a WHERE a.event_id = $1 AND a.status IN ('ACTIVE', 'CANCELLED')`,
      ],
      params: [target.eventId],
    },
  ];
}

const REPORT_KINDS = ['sales-by-ticket', 'sales-by-day', 'promo-codes', 'affiliates', 'taxes-and-fees', 'check-ins', 'dates'];
const ORGANIZER_KINDS = ['revenue-by-event', 'taxes-and-fees'];
const REPORT_TARGET_MS = 300;

/**
 * Each report's p95, and the baseline: the bare SQL every sales report has to do at least (one pass summing the
 * event's sales), timed in the same run so that the ratio says what the report adds on this machine.
 */
async function timeReports(db, token, target, organizerId) {
  const baseline = await timeCalls(() =>
    db.query(`SELECT count(*), sum(total_gross), sum(total_refunded) FROM orders o WHERE o.event_id = $1 AND o.completed_at IS NOT NULL`, [
      target.eventId,
    ]),
  );
  console.log(`  reports: baseline (bare SQL sum of the sales) p50 ${fmt(baseline.p50)} ms, p95 ${fmt(baseline.p95)} ms`);
  const byKind = {};
  const cases = [
    ...REPORT_KINDS.map((kind) => [`event ${kind}`, `/events/${target.eventId}/reports/${kind}`]),
    ...REPORT_KINDS.slice(0, 2).map((kind) => [
      `event ${kind} range`,
      `/events/${target.eventId}/reports/${kind}?from=2020-01-01&to=2040-12-31`,
    ]),
    ...ORGANIZER_KINDS.map((kind) => [`organizer ${kind}`, `/organizers/${organizerId}/reports/${kind}`]),
  ];
  for (const [name, url] of cases) {
    const time = await timeCalls(() => api('GET', url, undefined, token));
    byKind[name] = time;
    console.log(
      `  report ${name.padEnd(34)} p50 ${fmt(time.p50)} ms, p95 ${fmt(time.p95)} ms, ${fmt(time.p95 / Math.max(baseline.p95, 0.01))}× the baseline`,
    );
  }
  return { baseline, byKind };
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

/**
 * Downloads an export, sampling the app process's resident memory every 10 ms while it streams.
 * `before` is the process's RSS just before the request, `peak` the highest sample, and `rise`
 * what the export added on top of where the process stood: the 10k and 100k exports are
 * compared by their rises, since the process itself grows between them (seeding, list calls).
 */
async function timeExport(pid, token, target, kind, format) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}/api/events/${target.eventId}/${kind}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ format }),
  });
  if (!res.ok) throw new Error(`export ${kind} ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, rssOf(pid));
  return { seconds, bytes, before, peak, rise: peak - before, rows: Number(res.headers.get('x-total-count')) };
}

const mb = (n) => `${fmt(n / 1024 / 1024)} MB`;

async function main() {
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-'));
  const app = startBenchApp(dataDir);
  const results = {};
  let pass = true;
  try {
    await waitHealthy(PORT);
    const email = `bench-${Date.now()}@example.test`;
    const reg = await api('POST', '/auth/register', {
      first_name: 'Bench',
      last_name: 'Office',
      email,
      password: 'bench-password',
      password_confirmation: 'bench-password',
    });
    const token = reg.token;
    const organizer = await api('POST', '/organizers', { name: 'Bench Organizer', email }, token);
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // Dropping the database at the end ends idle connections; that is no failure of the run.
    db.on('error', () => undefined);
    const { rows } = await db.query('SELECT account_id FROM organizers WHERE id = $1', [organizer.data.id]);
    const accountId = rows[0].account_id;

    for (const size of SIZES) {
      const target = await setupEvent(token, organizer.data.id, `Back office ${size}`);
      const started = performance.now();
      const client = await db.connect();
      try {
        await seedOrders(client, target, accountId, size);
      } finally {
        client.release();
      }
      console.log(`\n${size.toLocaleString('en')} orders seeded in ${fmt((performance.now() - started) / 1000)} s`);
      const searchEmail = `buyer${Math.floor(size / 2) + 1}@example.test`;
      const byCase = {};
      for (const c of REPORTS_ONLY ? [] : listCases(target, searchEmail)) {
        const appTime = await timeCalls(() => api('GET', c.url, undefined, token));
        const sqlTime = await timeCalls(async () => {
          for (const statement of c.sql) await db.query(statement, c.params);
        });
        byCase[c.name] = appTime;
        console.log(
          `  ${c.name.padEnd(32)} app p50 ${fmt(appTime.p50)} ms, p95 ${fmt(appTime.p95)} ms | bare SQL p50 ${fmt(sqlTime.p50)} ms, p95 ${fmt(sqlTime.p95)} ms | app/SQL p95 ${fmt(appTime.p95 / Math.max(sqlTime.p95, 0.01))}×`,
        );
      }
      const reports = await timeReports(db, token, target, organizer.data.id);
      const exports = {};
      const exportCases = [
        ['orders', 'csv'],
        ['orders', 'xlsx'],
        ['attendees', 'csv'],
      ];
      for (const [kind, format] of REPORTS_ONLY ? [] : exportCases) {
        const e = await timeExport(app.pid, token, target, kind, format);
        exports[`${kind} ${format}`] = e;
        console.log(
          `  export ${kind} ${format.padEnd(4)} ${e.rows.toLocaleString('en')} rows, ${mb(e.bytes)} in ${fmt(e.seconds)} s, app RSS ${mb(e.before)} before, peak ${mb(e.peak)} (+${mb(e.rise)})`,
        );
      }
      results[size] = { byCase, exports, reports };
    }
    await db.end();

    const [small, large] = SIZES;
    console.log(
      `\nAt ${large.toLocaleString('en')} against ${small.toLocaleString('en')} orders (targets: p95 < 150 ms, at most 2× slower; export < 10 s, peak memory at most 1.3×, both peaks from the same start)`,
    );
    for (const name of Object.keys(results[large].byCase)) {
      const a = results[small].byCase[name];
      const b = results[large].byCase[name];
      const ratio = b.p95 / Math.max(a.p95, 0.01);
      const ok = b.p95 < 150 && ratio <= 2;
      pass &&= ok;
      console.log(`  ${name.padEnd(32)} p95 ${fmt(b.p95)} ms, ratio ${fmt(ratio)}× ${ok ? 'met' : 'NOT met'}`);
    }
    for (const name of Object.keys(results[large].exports)) {
      const a = results[small].exports[name];
      const b = results[large].exports[name];
      // The peak the 100k export reaches from where the 10k export started, against the 10k export's peak.
      const ratio = (a.before + b.rise) / a.peak;
      const ok = b.seconds < 10 && ratio <= 1.3;
      pass &&= ok;
      console.log(
        `  export ${name.padEnd(25)} ${fmt(b.seconds)} s, RSS rise ${mb(a.rise)} at 10k and ${mb(b.rise)} at 100k, peak memory ratio ${fmt(ratio)}× ${ok ? 'met' : 'NOT met'}`,
      );
    }
    console.log(
      `\nReports at ${large.toLocaleString('en')} orders (target: p95 < ${REPORT_TARGET_MS} ms; ratio to the baseline of the same run)`,
    );
    const { baseline, byKind } = results[large].reports;
    for (const [name, time] of Object.entries(byKind)) {
      const ok = time.p95 < REPORT_TARGET_MS;
      pass &&= ok;
      console.log(
        `  report ${name.padEnd(34)} p95 ${fmt(time.p95)} ms, ${fmt(time.p95 / Math.max(baseline.p95, 0.01))}× baseline ${ok ? 'met' : 'NOT met'}`,
      );
    }
    console.log(`\n${pass ? 'all targets met' : 'some targets NOT met'} on this machine`);
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => (app.exitCode !== null ? r() : app.once('exit', r)));
    if (KEEP_DATABASE) console.log(`database kept: ${databaseUrl}`);
    else await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
