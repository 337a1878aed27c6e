// Flash-sale benchmark: a throwaway PostgreSQL database, two app processes, many
// buyers racing for one ticket. Prints correctness (oversold must be 0, sold must
// equal the stock), throughput and latency, each against a baseline measured on
// this machine in the same run.
//
//   npm run bench:flash-sale    (PostgreSQL at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { benchDatabase, callApi, fmt, startApp, waitHealthy, withClient } from './lib.mjs';
import { bareRushes, rush } from './rush.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
/** 1,000 buyers for 200 tickets: the rush the target is set for. BENCH_RACE_STOCK sets another stock. */
const RACE_STOCK = Number(process.env.BENCH_RACE_STOCK || 200);
const RACE_BUYERS = 1000;
/** BENCH_ONLY=rush runs the rushes and their baseline alone. */
const RUSH_ONLY = process.env.BENCH_ONLY === 'rush';
const { serverUrl, name: dbName, url: databaseUrl } = benchDatabase('stagedoor_bench');

const admin = (sql) => withClient(serverUrl, (client) => client.query(sql));
const api = callApi;

const startBenchApp = (port, dataDir) =>
  startApp({
    port,
    databaseUrl,
    dataDir,
    env: {
      // Every request comes from 127.0.0.1: a per-IP limit would measure one hot counter row.
      RATE_LIMIT_CHECKOUT: '0',
      // Every simulated buyer comes from this machine's one address.
      MAX_HOLDS_PER_CLIENT: '0',
    },
  });

/** An organizer with a live event and one ticket of the given stock. */
async function setup(port, stock) {
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`;
  const reg = await api(port, 'POST', '/auth/register', {
    first_name: 'Bench',
    last_name: 'Mark',
    email,
    password: 'bench-password',
    password_confirmation: 'bench-password',
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [reg.data.id]);
  await db.end();
  const organizer = await api(port, 'POST', '/organizers', { name: 'Bench Organizer', email }, reg.token);
  const event = await api(
    port,
    'POST',
    '/events',
    { organizer_id: organizer.data.id, title: 'Flash sale', start_date: '2032-01-01T20:00:00Z' },
    reg.token,
  );
  await api(port, 'PUT', `/events/${event.data.id}/status`, { status: 'LIVE' }, reg.token);
  const ticket = await api(
    port,
    'POST',
    `/events/${event.data.id}/tickets`,
    { type: 'PAID', title: 'Hot ticket', prices: [{ price: 4200, initial_quantity_available: stock }] },
    reg.token,
  );
  return { eventId: event.data.id, ticketId: ticket.data.id, priceId: ticket.data.prices[0].id };
}

function orderBody(target) {
  return JSON.stringify({ tickets: [{ ticket_id: target.ticketId, quantities: [{ price_id: target.priceId, quantity: 1 }] }] });
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Load against both app processes at once, half the connections each. */
async function cannonBoth(ports, path, options = {}) {
  const results = await Promise.all(
    ports.map((port) =>
      cannon({ url: `http://127.0.0.1:${port}${path}`, connections: Math.max(1, CONNECTIONS / ports.length), ...options }),
    ),
  );
  const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
  return {
    ok: sum((r) => r['2xx']),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    rps: sum((r) => r['2xx']) / DURATION,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/**
 * CONNECTIONS workers repeating `reserve(pool, accountId, tag)` through one pool for
 * DURATION seconds, each call one reservation; `tag` is unique per call.
 */
async function poolLoad(target, reserve) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  let done = 0;
  const latencies = [];
  const deadline = Date.now() + DURATION * 1000;
  const { rows } = await pool.query('SELECT account_id FROM events WHERE id = $1', [target.eventId]);
  const accountId = rows[0].account_id;
  async function worker(n) {
    for (let i = 0; Date.now() < deadline; i += 1) {
      const started = performance.now();
      await reserve(pool, accountId, `${n}_${i}_${Date.now()}`);
      done += 1;
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => worker(n)));
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: done / DURATION,
    p50: latencies[Math.floor(latencies.length / 2)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

/** The same reservation in raw SQL through a pool, one statement per step: lock the price, count, insert, bump. */
function rawSqlBaseline(target) {
  return poolLoad(target, async (pool, accountId, tag) => {
    const client = await pool.connect();
    try {
      // Committed without waiting for the log flush, as the app commits a hold (docs/locking.md).
      await client.query('BEGIN; SET LOCAL synchronous_commit = off');
      await client.query('SELECT initial_quantity_available, quantity_held FROM ticket_prices WHERE id = $1 FOR UPDATE', [target.priceId]);
      await client.query(
        `SELECT coalesce(sum(oi.quantity), 0) FROM orders o JOIN order_items oi ON oi.order_id = o.id
         WHERE o.event_id = $1 AND o.status IN ('RESERVED','AWAITING_PAYMENT','PAYMENT_FAILED') AND o.reserved_until <= now()`,
        [target.eventId],
      );
      const order = await client.query(
        `INSERT INTO orders (account_id, event_id, short_id, public_reference, status, currency, total_gross, reserved_until)
         VALUES ($1, $2, $3, $4, 'RESERVED', 'EUR', 4200, now() + interval '15 minutes') RETURNING id`,
        [accountId, target.eventId, `raw_${tag}`, `RAW-${tag}`],
      );
      await client.query(
        `INSERT INTO order_items (order_id, ticket_id, ticket_price_id, ticket_title, quantity, price_before_discount, price, total_before_additions, total_gross)
         VALUES ($1, $2, $3, 'Hot ticket', 1, 4200, 4200, 4200, 4200)`,
        [order.rows[0].id, target.ticketId, target.priceId],
      );
      await client.query(
        `INSERT INTO attendees (account_id, event_id, order_id, ticket_id, ticket_price_id, short_id) VALUES ($1, $2, $3, $4, $5, $6)`,
        [accountId, target.eventId, order.rows[0].id, target.ticketId, target.priceId, `rawa_${tag}`],
      );
      await client.query('UPDATE ticket_prices SET quantity_held = quantity_held + 1 WHERE id = $1', [target.priceId]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
}

/**
 * The app's own two statements called straight from a pool, with no HTTP, checks or
 * pricing in between: the database's share of a reservation, the floor of this design.
 */
function functionBaseline(target) {
  const line = { ticket_id: target.ticketId, ticket_price_id: target.priceId, quantity: 1 };
  return poolLoad(target, async (pool, accountId, tag) => {
    // The event's one date, as the app reads it with the purchase and names it in the hold.
    const { rows } = await pool.query('SELECT stagedoor_purchase_read($1, $2::integer[], NULL::integer) AS purchase', [
      target.eventId,
      `{${target.priceId}}`,
    ]);
    const dateId = rows[0].purchase.date.id;
    const payload = {
      lock_timeout: '3000ms',
      event_id: target.eventId,
      assignments: [],
      date: { event_id: target.eventId, id: dateId, quantity: 1, passes: 0, sell: true },
      promo: null,
      order: {
        account_id: accountId,
        event_id: target.eventId,
        short_id: `fn_${tag}`,
        public_reference: `FN-${tag}`,
        status: 'RESERVED',
        payment_status: 'AWAITING_PAYMENT',
        currency: 'EUR',
        locale: 'en',
        total_before_additions: 4200,
        total_fee: 0,
        total_tax: 0,
        total_gross: 4200,
        reserved_until: new Date(Date.now() + 900_000).toISOString(),
        is_test: true,
        event_date_id: dateId,
      },
      items: [
        {
          ...line,
          ticket_title: 'Hot ticket',
          price_before_discount: 4200,
          price: 4200,
          total_before_additions: 4200,
          total_fee: 0,
          total_tax: 0,
          total_gross: 4200,
          taxes_and_fees: [],
        },
      ],
      attendees: [{ ...line, short_id: `fna_${tag}`, status: 'AWAITING_PAYMENT', event_date_id: dateId }],
      stock: [{ price_id: target.priceId, quantity: 1, expected_price: 4200, event_date_id: dateId }],
    };
    await pool.query('SELECT stagedoor_reserve_order($1::jsonb) AS reservation', [JSON.stringify(payload)]);
  });
}

const PGBENCH_CLIENTS = Number(process.env.BENCH_PGBENCH_CLIENTS || 64);

/**
 * The bare reservation, driven by pgbench on the same server in the same run: one conditional write of a stock
 * counter and one hold row per transaction. The ceiling a reservation through the app is measured against.
 */
async function pgbenchBaseline(folder) {
  await withClient(databaseUrl, async (client) => {
    await client.query('CREATE TABLE bench_stock (id int PRIMARY KEY, sold int NOT NULL, cap int NOT NULL)');
    await client.query('CREATE TABLE bench_holds (id bigserial PRIMARY KEY, stock_id int NOT NULL, qty int NOT NULL)');
    await client.query('INSERT INTO bench_stock VALUES (1, 0, 2000000000)');
  });
  const script = path.join(folder, 'reserve.sql');
  writeFileSync(
    script,
    'BEGIN;\nUPDATE bench_stock SET sold = sold + 1 WHERE id = 1 AND sold + 1 <= cap;\nINSERT INTO bench_holds (stock_id, qty) VALUES (1, 1);\nCOMMIT;\n',
  );
  const output = await new Promise((resolve, reject) =>
    execFile(
      'pgbench',
      ['-n', '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(DURATION), '-f', script, databaseUrl],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => (error ? reject(new Error(`pgbench failed: ${stderr || error.message}`)) : resolve(stdout)),
    ),
  );
  const tps = /tps = ([\d.]+)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  return { rps: Number(tps[1]), average: latency ? Number(latency[1]) : NaN };
}

async function helloWorldBaseline() {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const result = await cannon({ url: `http://127.0.0.1:${port}/` });
  await app.close();
  return { rps: result['2xx'] / DURATION };
}

async function race(ports, target, keyed = false) {
  const { statuses, p99, timeline } = await rush(ports, `/api/public/events/${target.eventId}/order`, orderBody(target), {
    buyers: RACE_BUYERS,
    keyed,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `SELECT coalesce(sum(oi.quantity), 0)::int AS held FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.ticket_price_id = $1 AND o.status = 'RESERVED'`,
    [target.priceId],
  );
  await db.end();
  return {
    p99,
    timeline,
    held: rows[0].held,
    created: statuses.filter((s) => s === '201').length,
    soldOut: statuses.filter((s) => s === '409 SOLD_OUT').length,
    other: statuses.filter((s) => s !== '201' && s !== '409 SOLD_OUT').length,
    otherCodes: [...new Set(statuses.filter((s) => s !== '201' && s !== '409 SOLD_OUT'))].join(', '),
  };
}

/** A rush's answers by kind, and when its sales and its last answer came. */
const answers = (result) =>
  `201: ${result.created}, 409 SOLD_OUT: ${result.soldOut}, other: ${result.other}${result.other ? ` (${result.otherCodes})` : ''}`;
const when = ({ timeline }) =>
  `sales answered from ${fmt(timeline.firstSale)} to ${fmt(timeline.lastSale)} ms, the last answer at ${fmt(timeline.lastAnswer)} ms`;

async function main() {
  await admin(`CREATE DATABASE ${dbName}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-bench-'));
  const ports = [3101, 3102];
  const apps = [];
  try {
    apps.push(startBenchApp(ports[0], dataDir));
    await waitHealthy(ports[0]);
    apps.push(startBenchApp(ports[1], dataDir));
    await waitHealthy(ports[1]);

    console.log(`\nFlash sale: ${RACE_BUYERS} buyers, stock ${RACE_STOCK}, two app processes on one PostgreSQL`);
    const raceTarget = await setup(ports[0], RACE_STOCK);
    const outcome = await race(ports, raceTarget);
    const oversold = Math.max(0, outcome.held - RACE_STOCK);
    console.log(`  sold ${outcome.held} (must equal ${RACE_STOCK}), oversold ${oversold} (must be 0), ${answers(outcome)}`);
    console.log(`  p99 of the rush: ${fmt(outcome.p99)} ms (target: under 250 ms); ${when(outcome)}`);
    // The same rush again on another ticket: the processes' code is compiled by now and the buyers' connections are
    // open, as on a server that has been selling for a while.
    const again = await race(ports, await setup(ports[0], RACE_STOCK));
    console.log(`  a second rush, on another ticket: p99 ${fmt(again.p99)} ms; sold ${again.held}, ${answers(again)}; ${when(again)}`);
    // The buyer pages send an Idempotency-Key with every order; such a reservation answers a sold-out reading from its
    // key (docs/locking.md, "A rush"), so this rush measures that path.
    const keyed = await race(ports, await setup(ports[0], RACE_STOCK), true);
    console.log(
      `  a third rush, each buyer with an Idempotency-Key: p99 ${fmt(keyed.p99)} ms; sold ${keyed.held}, ${answers(keyed)}; ${when(keyed)}`,
    );
    const floor = await bareRushes([3103, 3104], orderBody({ ticketId: 1, priceId: 1 }), RACE_BUYERS);
    console.log(
      `  baseline, the same buyers against two bare Fastify processes refusing at once: p99 ${fmt(floor.first)} ms just started, ${fmt(floor.second)} ms warm`,
    );
    const rushesCorrect = oversold === 0 && [outcome, again, keyed].every((result) => result.held === RACE_STOCK);
    if (RUSH_ONLY) {
      process.exitCode = rushesCorrect ? 0 : 1;
      return;
    }

    console.log(`\nReservations for one hot ticket (${DURATION} s, ${CONNECTIONS} connections)`);
    const hot = await setup(ports[0], 10_000_000);
    const reservations = await cannonBoth(ports, `/api/public/events/${hot.eventId}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: orderBody(hot),
    });
    const raw = await rawSqlBaseline(await setup(ports[0], 10_000_000));
    const functions = await functionBaseline(await setup(ports[0], 10_000_000));
    const bare = await pgbenchBaseline(dataDir);
    console.log(
      `  app:      ${fmt(reservations.rps)} reservations/s, p50 ${fmt(reservations.p50)} ms, p99 ${fmt(reservations.p99)} ms, non-2xx ${reservations.non2xx}`,
    );
    console.log(
      `  raw SQL:  ${fmt(raw.rps)} reservations/s, p50 ${fmt(raw.p50)} ms, p99 ${fmt(raw.p99)} ms   (one statement per step, price row locked first)`,
    );
    console.log(
      `  database functions alone: ${fmt(functions.rps)} reservations/s, p50 ${fmt(functions.p50)} ms, p99 ${fmt(functions.p99)} ms   (the app's two statements, no HTTP)`,
    );
    console.log(
      `  pgbench:  ${fmt(bare.rps)} reservations/s, average ${fmt(bare.average)} ms   (the bare conditional write and hold, ${PGBENCH_CLIENTS} clients, 2 threads)`,
    );
    console.log(`  ratio app / pgbench: ${(reservations.rps / bare.rps).toFixed(2)}× (target: at least 0.6×)`);
    console.log(
      `  ratio app / raw SQL: ${fmt((reservations.rps / raw.rps) * 100)} %, app / database functions: ${fmt((reservations.rps / functions.rps) * 100)} %`,
    );
    console.log(`  target at least 500 reservations/s: ${reservations.rps >= 500 ? 'met' : 'NOT met'} on this machine`);

    console.log(`\nPublic event endpoint (${DURATION} s, ${CONNECTIONS} connections)`);
    const page = await cannonBoth(ports, `/api/public/events/${hot.eventId}`);
    const hello = await helloWorldBaseline();
    console.log(`  app:          ${fmt(page.rps)} requests/s, p50 ${fmt(page.p50)} ms, p99 ${fmt(page.p99)} ms`);
    console.log(`  hello world:  ${fmt(hello.rps)} requests/s (bare Fastify, one process)`);
    console.log(`  ratio app / hello world: ${fmt((page.rps / hello.rps) * 100)} %   (target: at least 25 %)`);

    console.log(`\n${rushesCorrect ? 'correct: no oversell' : 'WRONG: oversold or undersold'}`);
    process.exitCode = rushesCorrect ? 0 : 1;
  } finally {
    for (const child of apps) child.kill('SIGTERM');
    await Promise.all(apps.map((child) => new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
