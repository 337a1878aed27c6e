// On-sale benchmark: a throwaway PostgreSQL database, two app processes, BUYERS simulated buyers who join an
// event's waiting room before the on-sale of STOCK tickets, poll when the server says, and order once admitted.
// Then the same crowd without a room, in the same run, as the baseline. Prints the targets of docs/benchmarks.md.
//
//   npm run bench:on-sale    (PostgreSQL at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDatabase, callApi, fmt, percentile, startApp, waitHealthy, withClient } from './lib.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS || 20_000);
const STOCK = Number(process.env.BENCH_STOCK || 500);
const RATE = Number(process.env.BENCH_RATE || 1200); // admissions a minute
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT || 64); // requests at once, half per process
const RATE_WINDOW_S = Number(process.env.BENCH_RATE_WINDOW || 30);
const { serverUrl, name: dbName, url: databaseUrl } = benchDatabase('stagedoor_onsale');
const admin = (sql) => withClient(serverUrl, (client) => client.query(sql));
const ports = [3611, 3612];
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT / 2 });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request with its latency; loopback, through a bounded pool of kept-alive connections per process. */
function call(port, method, url, body, headers = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  let started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${url}`,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, json, ms: performance.now() - started });
        });
      },
    );
    // Timed from when a connection takes the request: the wait for one of this client's IN_FLIGHT connections is
    // the simulation's bound, not the server's answer.
    req.on('socket', () => {
      started = performance.now();
    });
    req.on('error', (error) => resolve({ status: 0, json: { code: error.code }, ms: performance.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function setup(port, title) {
  const email = `onsale-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`;
  const reg = await callApi(port, 'POST', '/auth/register', {
    first_name: 'Bench',
    last_name: 'Mark',
    email,
    password: 'bench-password',
    password_confirmation: 'bench-password',
  });
  await withClient(databaseUrl, (c) => c.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [reg.data.id]));
  const organizer = await callApi(port, 'POST', '/organizers', { name: 'Bench Organizer', email }, reg.token);
  const event = await callApi(
    port,
    'POST',
    '/events',
    { organizer_id: organizer.data.id, title, start_date: '2032-01-01T20:00:00Z' },
    reg.token,
  );
  await callApi(port, 'PUT', `/events/${event.data.id}/status`, { status: 'LIVE' }, reg.token);
  const ticket = await callApi(
    port,
    'POST',
    `/events/${event.data.id}/tickets`,
    { type: 'PAID', title: 'Hot ticket', prices: [{ price: 4200, initial_quantity_available: STOCK }], max_per_order: 1 },
    reg.token,
  );
  const body = { tickets: [{ ticket_id: ticket.data.id, quantities: [{ price_id: ticket.data.prices[0].id, quantity: 1 }] }] };
  return { eventId: event.data.id, priceId: ticket.data.prices[0].id, token: reg.token, body };
}

/** Tickets of the price held or sold. */
async function sold(target) {
  return withClient(databaseUrl, async (c) => {
    // Tickets of orders that hold stock (a one-date ticket keeps its counter on the date's row).
    const { rows } = await c.query(
      `SELECT count(*)::int AS held FROM attendees a JOIN orders o ON o.id = a.order_id
       WHERE a.ticket_price_id = $1 AND stagedoor_order_holds_stock(o)`,
      [target.priceId],
    );
    return rows[0].held;
  });
}

/** Runs `work(i)` for i < n with at most `limit` at once. */
async function bounded(n, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

async function roomRun(target) {
  const now = Date.now();
  await callApi(
    ports[0],
    'PUT',
    `/events/${target.eventId}/waiting-room`,
    {
      enabled: true,
      opens_at: new Date(now - 60_000).toISOString(),
      on_sale_at: new Date(now + 3600_000).toISOString(),
      admission_rate_per_minute: RATE,
    },
    target.token,
  );
  // Joins, before the on-sale.
  const tokens = new Array(BUYERS);
  const joinStarted = performance.now();
  await bounded(BUYERS, IN_FLIGHT, async (i) => {
    const res = await call(ports[i % 2], 'POST', `/public/events/${target.eventId}/queue`, {});
    if (res.status !== 201) throw new Error(`join: ${res.status} ${JSON.stringify(res.json)}`);
    tokens[i] = res.json.data.queue_token;
  });
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  const onSaleAt = new Date(Date.now() + 3000);
  await callApi(
    ports[0],
    'PUT',
    `/events/${target.eventId}/waiting-room`,
    { enabled: true, opens_at: new Date(now - 60_000).toISOString(), on_sale_at: onSaleAt.toISOString(), admission_rate_per_minute: RATE },
    target.token,
  );

  // Every buyer polls when told, and orders once admitted; the run ends when the stock is gone and the rate window passed.
  const pollMs = [];
  const orderAnswers = new Map();
  let stop = false;
  const windowEnds = onSaleAt.getTime() + RATE_WINDOW_S * 1000 + 2000;
  const buyer = async (i) => {
    const port = ports[i % 2];
    // The first poll after the on-sale, spread as the server spreads it (queue-place.ts).
    let wait = Math.max(0, onSaleAt.getTime() - Date.now()) + Math.random() * Math.max(10_000, BUYERS * 2);
    while (!stop) {
      await sleep(wait);
      if (stop) return;
      const res = await call(port, 'GET', `/public/events/${target.eventId}/queue/${tokens[i]}`);
      pollMs.push(res.ms);
      if (res.status !== 200) {
        wait = 1000;
        continue;
      }
      const place = res.json.data;
      if (place.status === 'ADMITTED') {
        const order = await call(port, 'POST', `/public/events/${target.eventId}/order`, target.body, {
          'stagedoor-admission': place.admission_token,
        });
        const key = order.json?.code ?? String(order.status);
        orderAnswers.set(key, (orderAnswers.get(key) ?? 0) + 1);
        return;
      }
      wait = place.poll_after_seconds * 1000;
    }
  };
  const memoryBefore = ports.map((_, i) => rssMb(apps[i].pid));
  const crowd = Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
  while (Date.now() < windowEnds || (await sold(target)) < STOCK) {
    await sleep(1000);
    if (process.env.BENCH_DEBUG) console.log(await sold(target), JSON.stringify(Object.fromEntries(orderAnswers)), pollMs.length);
    // A stock that never sells out (a fault) ends the run after two minutes more.
    if (Date.now() > windowEnds + 120_000) break;
  }
  stop = true;
  const memoryAfter = ports.map((_, i) => rssMb(apps[i].pid));
  await crowd;

  const figures = await withClient(databaseUrl, async (c) => {
    const admitted = await c.query(
      `SELECT count(*)::int AS n FROM queue_entries WHERE event_id = $1 AND admitted_at > $2 AND admitted_at <= $3`,
      [target.eventId, onSaleAt, new Date(onSaleAt.getTime() + RATE_WINDOW_S * 1000)],
    );
    const order = await c.query(
      `SELECT count(*) FILTER (WHERE admitted_at IS NOT NULL)::int AS admitted,
         coalesce(max(rank) FILTER (WHERE admitted_at IS NOT NULL), 0)::int AS last_admitted,
         count(*) FILTER (WHERE out_of_order)::int AS out_of_order
       FROM (SELECT rank, admitted_at, admitted_at < max(admitted_at) OVER (ORDER BY rank ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS out_of_order
             FROM queue_entries WHERE event_id = $1) q`,
      [target.eventId],
    );
    return { inWindow: admitted.rows[0].n, ...order.rows[0] };
  });
  pollMs.sort((a, b) => a - b);
  return {
    joinSeconds,
    sold: await sold(target),
    polls: pollMs.length,
    pollP50: percentile(pollMs, 0.5),
    pollP99: percentile(pollMs, 0.99),
    ratePerMinute: (figures.inWindow / RATE_WINDOW_S) * 60,
    inOrder: figures.out_of_order === 0 && figures.last_admitted === figures.admitted,
    admitted: figures.admitted,
    orderAnswers: Object.fromEntries(orderAnswers),
    memoryGrowthMb: Math.max(...memoryAfter.map((after, i) => after - memoryBefore[i])),
  };
}

/** The same crowd at once, without a room: every buyer orders once; the answers and their p99. */
async function baselineRun(target) {
  const answers = new Map();
  const ms = [];
  const started = performance.now();
  await bounded(BUYERS, IN_FLIGHT, async (i) => {
    const res = await call(ports[i % 2], 'POST', `/public/events/${target.eventId}/order`, target.body);
    ms.push(res.ms);
    const key = res.status === 201 ? '201' : `${res.status} ${res.json?.code ?? ''}`.trim();
    answers.set(key, (answers.get(key) ?? 0) + 1);
  });
  ms.sort((a, b) => a - b);
  const errors = [...answers].filter(([key]) => key !== '201' && key !== '409 SOLD_OUT').reduce((n, [, count]) => n + count, 0);
  return {
    seconds: (performance.now() - started) / 1000,
    sold: await sold(target),
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    errors,
    answers: Object.fromEntries(answers),
  };
}

let apps = [];
const folder = mkdtempSync(path.join(tmpdir(), 'stagedoor-onsale-'));
try {
  await admin(`CREATE DATABASE ${dbName}`);
  apps = ports.map((port, i) =>
    startApp({
      port,
      databaseUrl,
      dataDir: path.join(folder, `app${i}`),
      // Every simulated buyer comes from 127.0.0.1: neither the per-address rate limit nor the hold cap applies here.
      env: { RATE_LIMIT_CHECKOUT: '0', MAX_HOLDS_PER_CLIENT: '0', MAX_HOLDS_PER_ADDRESS: '0' },
    }),
  );
  for (const port of ports) await waitHealthy(port);
  const withRoom = await setup(ports[0], 'On-sale with a waiting room');
  const without = await setup(ports[0], 'On-sale without a room');
  console.log(`${BUYERS} buyers, ${STOCK} tickets, ${RATE} admissions a minute, ${IN_FLIGHT} requests in flight, two app processes`);
  const room = await roomRun(withRoom);
  console.log('\nWith the waiting room');
  console.log(`  joins: ${BUYERS} in ${fmt(room.joinSeconds)} s`);
  console.log(`  sold ${room.sold} of ${STOCK} (oversold: ${Math.max(0, room.sold - STOCK)})`);
  console.log(
    `  admissions over the first ${RATE_WINDOW_S} s: ${fmt(room.ratePerMinute)} a minute (set ${RATE}; ${fmt(((room.ratePerMinute - RATE) / RATE) * 100)} %)`,
  );
  console.log(`  admitted in queue order: ${room.inOrder ? 'yes' : 'NO'} (${room.admitted} admitted)`);
  console.log(`  queue polls: ${room.polls}, p50 ${fmt(room.pollP50)} ms, p99 ${fmt(room.pollP99)} ms`);
  console.log(`  order answers of admitted buyers: ${JSON.stringify(room.orderAnswers)}`);
  console.log(`  app memory growth (largest of the two): ${fmt(room.memoryGrowthMb)} MB`);
  const base = await baselineRun(without);
  console.log('\nThe same crowd without a room (baseline)');
  console.log(`  ${BUYERS} orders in ${fmt(base.seconds)} s: sold ${base.sold} of ${STOCK} (oversold: ${Math.max(0, base.sold - STOCK)})`);
  console.log(`  order answers p50 ${fmt(base.p50)} ms, p99 ${fmt(base.p99)} ms; errors (not 201 or SOLD_OUT): ${base.errors}`);
  console.log(`  answers: ${JSON.stringify(base.answers)}`);
} finally {
  for (const app of apps) app.kill('SIGTERM');
  await Promise.all(apps.map((app) => new Promise((resolve) => (app.exitCode !== null ? resolve() : app.once('exit', resolve)))));
  agent.destroy();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  rmSync(folder, { recursive: true, force: true });
}
