// Check-in benchmark: one app process on a throwaway PostgreSQL database, an event with
// 20k attendees seeded by SQL. Ten scanners check in distinct attendees through the public
// API for 20 s, against the bare SQL of an admission (the conditional update and the
// check_ins row, nothing else) with ten clients in the same run; then the offline download
// of the 20k attendees, plain and gzipped.
//
//   npm run bench:check-in   (PostgreSQL at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabase, callApi, fmt, percentile, startApp, waitHealthy, withClient } from './lib.mjs';

const ATTENDEES = Number(process.env.BENCH_ATTENDEES || 20_000);
const SCANNERS = Number(process.env.BENCH_SCANNERS || 10);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const SQL_SECONDS = Number(process.env.BENCH_SQL_SECONDS || 5);
const DOWNLOADS = 5;
const PORT = 3112;
const { serverUrl, name: dbName, url: databaseUrl } = benchDatabase('stagedoor_bench_ci');

// Every scanner of the run shares one address.
const startBenchApp = (dataDir) => startApp({ port: PORT, databaseUrl, dataDir, env: { RATE_LIMIT_CHECK_IN: '0', RUN_WORKERS: 'false' } });
const api = (method, url, body, token) => callApi(PORT, method, url, body, token);

/** `count` completed orders of one attendee each, by SQL in batches. */
async function seedAttendees(client, target, accountId, count) {
  const BATCH = 10_000;
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH) - 1;
    await client.query(
      `WITH s AS (SELECT g FROM generate_series($4::int, $5::int) g),
       o AS (
         INSERT INTO orders (account_id, event_id, short_id, public_reference, status, payment_status, currency,
                             first_name, last_name, email, total_before_additions, total_gross, completed_at)
         SELECT $1, $2::int, 'ci' || $2::text || 'o' || g, 'C' || $2::text || '-' || g, 'COMPLETED', 'SUCCEEDED', 'EUR',
                'Buyer' || g, 'Family' || (g % 997), 'buyer' || g || '@example.test', 2500, 2500, now()
         FROM s RETURNING id, short_id
       ),
       i AS (
         INSERT INTO order_items (order_id, ticket_id, ticket_price_id, ticket_title, quantity, price_before_discount, price, total_before_additions, total_gross)
         SELECT id, $3, $6, 'Standard', 1, 2500, 2500, 2500, 2500 FROM o
       )
       INSERT INTO attendees (account_id, event_id, order_id, ticket_id, ticket_price_id, short_id, first_name, last_name, email, status)
       SELECT $1, $2, id, $3, $6, short_id || 'a', 'Guest' || id, 'Family' || (id % 997), 'guest' || id || '@example.test', 'ACTIVE' FROM o`,
      [accountId, target.eventId, target.ticketId, from, to, target.priceId],
    );
  }
  await client.query('ANALYZE orders; ANALYZE attendees; ANALYZE order_items');
  const { rows } = await client.query('SELECT short_id FROM attendees WHERE event_id = $1 ORDER BY id', [target.eventId]);
  return rows.map((row) => row.short_id);
}

/** CPU time (user + system) the process has used, in ms. */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function load(workers, seconds, queue, scan) {
  const samples = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until && queue.length > 0) {
        const shortId = queue.pop();
        const t0 = performance.now();
        const ok = await scan(shortId, worker);
        samples.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    scans: samples.length,
    failures,
    perSecond: samples.length / elapsed,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
  };
}

async function timeDownload(shortId, gzip) {
  const samples = [];
  let bytes = 0;
  let rows = 0;
  for (let i = 0; i <= DOWNLOADS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/public/check-in-lists/${shortId}/offline`, {
      headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' },
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const elapsed = performance.now() - t0;
    if (!res.ok) throw new Error(`offline: ${res.status}`);
    if (i > 0) samples.push(elapsed); // the first warms up
    bytes = Number(res.headers.get('content-length')) || raw.length;
    if (!gzip) rows = JSON.parse(raw.toString()).data.attendees.length;
  }
  samples.sort((a, b) => a - b);
  return { bytes, rows, p50: percentile(samples, 0.5), max: samples.at(-1) };
}

async function main() {
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-'));
  const app = startBenchApp(dataDir);
  try {
    await waitHealthy(PORT);
    const email = `bench-${Date.now()}@example.test`;
    const reg = await api('POST', '/auth/register', {
      first_name: 'Bench',
      last_name: 'Door',
      email,
      password: 'bench-password',
      password_confirmation: 'bench-password',
    });
    const token = reg.token;
    const organizer = await api('POST', '/organizers', { name: 'Bench Organizer', email }, token);
    const event = await api(
      'POST',
      '/events',
      { organizer_id: organizer.data.id, title: 'Door benchmark', start_date: '2032-01-01T20:00:00Z' },
      token,
    );
    const ticket = await api(
      'POST',
      `/events/${event.data.id}/tickets`,
      { type: 'PAID', title: 'Standard', prices: [{ price: 2500, initial_quantity_available: null }] },
      token,
    );
    const target = { eventId: event.data.id, ticketId: ticket.data.id, priceId: ticket.data.prices[0].id };
    const db = new pg.Pool({ connectionString: databaseUrl, max: SCANNERS });
    db.on('error', () => undefined);
    const { rows } = await db.query('SELECT account_id FROM organizers WHERE id = $1', [organizer.data.id]);
    const accountId = rows[0].account_id;
    const seeded = performance.now();
    const shortIds = await withClient(databaseUrl, (client) => seedAttendees(client, target, accountId, ATTENDEES));
    console.log(`${ATTENDEES.toLocaleString('en')} attendees seeded in ${fmt((performance.now() - seeded) / 1000)} s`);
    const list = await api('POST', `/events/${target.eventId}/check-in-lists`, { name: 'Main door', ticket_ids: [target.ticketId] }, token);
    const listId = list.data.id;
    const listShortId = list.data.short_id;

    // Downloads first, while nobody is checked in, so both runs below see the same data.
    const plain = await timeDownload(listShortId, false);
    const zipped = await timeDownload(listShortId, true);
    console.log(`offline download, ${plain.rows.toLocaleString('en')} attendees:`);
    console.log(
      `  plain JSON  ${fmt(plain.bytes / 1024)} KiB, p50 ${fmt(plain.p50)} ms, max ${fmt(plain.max)} ms (${DOWNLOADS} downloads)`,
    );
    console.log(`  gzip        ${fmt(zipped.bytes / 1024)} KiB, p50 ${fmt(zipped.p50)} ms, max ${fmt(zipped.max)} ms`);

    // The API takes attendees from the front of the list, the bare SQL from the back.
    const half = Math.floor(shortIds.length / 2);
    const apiQueue = shortIds.slice(0, half).reverse();
    const sqlQueue = shortIds.slice(half);
    // The app's own statement takes the other half of the back; each baseline stops when its attendees run out.
    const statementQueue = sqlQueue.splice(0, Math.floor(sqlQueue.length / 2));

    const bare = await load(SCANNERS, SQL_SECONDS, sqlQueue, async (shortId, worker) => {
      const client = await db.connect();
      try {
        await client.query('BEGIN');
        const changed = await client.query(
          `UPDATE attendees SET checked_in_at = now(), updated_at = now()
           WHERE short_id = $1 AND event_id = $2 AND ticket_id = ANY($3) AND status = 'ACTIVE' AND checked_in_at IS NULL
           RETURNING id, account_id`,
          [shortId, target.eventId, [target.ticketId]],
        );
        if (changed.rowCount === 1) {
          await client.query(
            `INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id) VALUES ($1, $2, $3, $4, 'CHECK_IN', $5)`,
            [changed.rows[0].account_id, target.eventId, changed.rows[0].id, listId, `sql-${worker}`],
          );
        }
        await client.query('COMMIT');
        return changed.rowCount === 1;
      } finally {
        client.release();
      }
    });

    // The app's own statement (features/check-in/scan.ts) with no HTTP in front: the database's share of a scan.
    const statement = await load(SCANNERS, SQL_SECONDS, statementQueue, async (shortId, worker) => {
      const result = await db.query(
        `WITH u AS (
           UPDATE attendees SET checked_in_at = now(), updated_at = now()
           WHERE short_id = $1 AND event_id = $2 AND ticket_id IN ($3) AND status = 'ACTIVE' AND checked_in_at IS NULL
           RETURNING id, account_id, checked_in_at
         ), c AS (
           INSERT INTO check_ins (account_id, event_id, attendee_id, check_in_list_id, action, device_id, scanned_at)
           SELECT account_id, $2, id, $4, 'CHECK_IN', $5, now() FROM u
           RETURNING id, account_id, attendee_id, device_id, scanned_at, created_at
         ), s AS (
           INSERT INTO event_statistics (event_id, check_ins) SELECT $2, 1 FROM c
           ON CONFLICT (event_id) DO UPDATE SET check_ins = greatest(0, event_statistics.check_ins + 1), updated_at = now()
         ), l AS (
           INSERT INTO audit_log (account_id, event_id, subject_type, subject_id, action, actor_user_id, data)
           SELECT account_id, $2, 'ATTENDEE', attendee_id, 'CHECKED_IN', NULL,
                  jsonb_build_object('check_in_id', id, 'check_in_list_id', $4::int, 'device_id', device_id, 'scanned_at', scanned_at)
           FROM c
         )
         SELECT a.id, a.short_id, t.title, p.label, u.checked_in_at, c.id AS check_in_id
         FROM c JOIN attendees a ON a.id = c.attendee_id JOIN u ON u.id = c.attendee_id
         JOIN tickets t ON t.id = a.ticket_id LEFT JOIN ticket_prices p ON p.id = a.ticket_price_id`,
        [shortId, target.eventId, target.ticketId, listId, `stmt-${worker}`],
      );
      return result.rowCount === 1;
    });
    await db.end();

    // node:http with kept-alive sockets: fetch costs the load generator more CPU than the scan costs the app.
    const agent = new http.Agent({ keepAlive: true, maxSockets: SCANNERS });
    const post = (body) =>
      new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: PORT,
            method: 'POST',
            path: `/api/public/check-in-lists/${listShortId}/check-ins`,
            agent,
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const cpuBefore = cpuMsOf(app.pid);
    const viaApi = await load(SCANNERS, SECONDS, apiQueue, async (shortId, worker) => {
      const status = await post(JSON.stringify({ attendee_short_id: shortId, action: 'check_in', device_id: `scanner-${worker}` }));
      return status === 200;
    });
    agent.destroy();
    const appCpuPerScan = (cpuMsOf(app.pid) - cpuBefore) / Math.max(1, viaApi.scans);

    const line = (name, r) =>
      `  ${name.padEnd(26)} ${r.scans.toLocaleString('en')} scans, ${fmt(r.perSecond)} scans/s, p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms, refused ${r.failures}`;
    console.log(`\n${SCANNERS} scanners, distinct attendees:`);
    console.log(line(`public API (${SECONDS} s)`, viaApi));
    console.log(line(`bare SQL (${SQL_SECONDS} s)`, bare));
    console.log(line(`app's statement (${SQL_SECONDS} s)`, statement));
    console.log(
      `  app process CPU per scan: ${fmt(appCpuPerScan)} ms (one Node.js thread; at most ${fmt(1000 / appCpuPerScan)} scans/s per process)`,
    );
    const ok = viaApi.p95 < 50 && viaApi.failures === 0;
    console.log(`\ntarget p95 < 50 ms per scan through the API: ${ok ? 'met' : 'NOT met'} on this machine`);
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
