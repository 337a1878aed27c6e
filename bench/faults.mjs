// Faults benchmark: a PostgreSQL server of this run's own (initdb into a temp dir, never the shared one), two app
// processes under a steady purchase load, then the database restarted (`pg_ctl restart -m fast`) and stopped for
// BENCH_OUTAGE_SECONDS (20). Prints the requests lost, the 5xx by status, the seconds until purchases succeed again,
// whether the processes stayed up, and whether any acknowledged order was lost or any mail sent twice.
//
//   npm run bench:faults    (PostgreSQL binaries in PG_BIN, default /usr/local/bin; as root they run as `postgres`)
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { callApi, fmt, startApp, waitHealthy, withClient } from './lib.mjs';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN || '/usr/local/bin';
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS || 20);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS || 5);
const BUYERS = Number(process.env.BENCH_BUYERS || 8);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** initdb and postgres refuse to run as root: there they run as the `postgres` user. */
const asServerUser = (command, args) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args])
    : run(path.join(PG_BIN, command), args);

async function createCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'stagedoor-faults-pg-'));
  if (process.getuid?.() === 0) {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(dir, Number(uid), Number(gid));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asServerUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  appendFileSync(
    path.join(data, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 60\n`,
  );
  const ctl = (...args) => asServerUser('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await ctl('start');
      running = true;
    },
    restart: () => ctl('restart', '-m', 'fast'),
    stop: async () => {
      await ctl('stop', '-m', 'fast');
      running = false;
    },
    destroy: async () => {
      if (running) await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One call that never throws: its status (or 'no answer') and when it was sent. */
async function call(port, method, url, body) {
  const at = Date.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const json = await res.json().catch(() => null);
    return { at, done: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), body: json };
  } catch {
    return { at, status: 'no answer' };
  }
}

const cluster = await createCluster();
const dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-faults-'));
const apps = [];
const exits = [];
try {
  await cluster.start();
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const child = startApp({
      port,
      databaseUrl: cluster.url,
      dataDir,
      env: {
        RATE_LIMIT_CHECKOUT: '0',
        MAX_HOLDS_PER_CLIENT: '0',
        JOB_POLLING_SECONDS: '1',
        JOB_RETRY_DELAY_SECONDS: '1',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        LOG_LEVEL: 'fatal',
      },
    });
    child.once('exit', (code, signal) => exits.push({ port, code, signal, at: new Date().toISOString() }));
    apps.push(child);
    await waitHealthy(port);
  }

  // An organizer with a live event and plenty of stock.
  const email = `faults-${Date.now()}@example.test`;
  const password = 'correct-horse-1';
  const registered = await callApi(ports[0], 'POST', '/auth/register', {
    first_name: 'Fay',
    last_name: 'Faults',
    email,
    password,
    password_confirmation: password,
  });
  await withClient(cluster.url, (client) => client.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [registered.data.id]));
  const token = registered.token;
  const organizer = await callApi(
    ports[0],
    'POST',
    '/organizers',
    { name: 'Faults Hall', email, currency: 'EUR', timezone: 'Europe/Berlin' },
    token,
  );
  const event = await callApi(
    ports[0],
    'POST',
    '/events',
    { organizer_id: organizer.data.id, title: 'Faults night', start_date: '2032-01-01T20:00:00Z' },
    token,
  );
  const eventId = event.data.id;
  await callApi(ports[0], 'PUT', `/events/${eventId}/status`, { status: 'LIVE' }, token);
  const ticket = await callApi(
    ports[0],
    'POST',
    `/events/${eventId}/tickets`,
    { type: 'PAID', title: 'Steady', prices: [{ price: 1000, initial_quantity_available: 1_000_000 }] },
    token,
  );
  const line = { ticket_id: ticket.data.id, quantities: [{ price_id: ticket.data.prices[0].id, quantity: 1 }] };

  const answers = [];
  /** Orders answered COMPLETED: what a buyer was told they bought. */
  const acknowledged = [];
  const completedAt = [];
  let loading = true;
  const buyer = async (index) => {
    for (let round = 0; loading; round += 1) {
      const port = ports[(index + round) % ports.length];
      const base = `/public/events/${eventId}/order`;
      const step = async (method, url, body) => {
        const answer = await call(port, method, url, body);
        answers.push(answer);
        return answer;
      };
      const reserved = await step('POST', base, { tickets: [line] });
      if (reserved.status === 201) {
        const order = reserved.body.data;
        const holder = { first_name: 'Steady', last_name: `Buyer ${index}`, email: `buyer-${index}-${round}-${Date.now()}@example.test` };
        const attendees = order.attendees.map((a) => ({ ticket_price_id: a.ticket_price_id, ...holder, answers: [] }));
        if ((await step('PUT', `${base}/${order.short_id}`, { order: { ...holder, answers: [] }, attendees })).status === 200) {
          if ((await step('POST', `${base}/${order.short_id}/payment`)).status === 200) {
            const paid = await step('POST', `${base}/${order.short_id}/test-payment`, { card_number: '4242424242424242' });
            if (paid.status === 200 && paid.body?.data?.status === 'COMPLETED') {
              acknowledged.push({ shortId: order.short_id, email: holder.email });
              completedAt.push(Date.now());
            }
          }
        }
      }
      await sleep(20);
    }
  };
  const buyers = Array.from({ length: BUYERS }, (_, i) => buyer(i));
  /**
   * Seconds from `since` (the database back) until a purchase step sent after it is answered 2xx, and until a
   * purchase completes (which adds the four steps' own time under this load).
   */
  const recovery = async (since) => {
    const deadline = since + 120_000;
    while (Date.now() < deadline) {
      if (completedAt.some((at) => at > since)) {
        const served = answers.filter((a) => a.at >= since && typeof a.status === 'number' && a.status < 300).map((a) => a.done);
        return {
          served: (Math.min(...served) - since) / 1000,
          completed: (Math.min(...completedAt.filter((at) => at > since)) - since) / 1000,
        };
      }
      await sleep(50);
    }
    return { served: Infinity, completed: Infinity };
  };

  await sleep(STEADY_SECONDS * 1000);
  const beforeFaults = acknowledged.length;
  await cluster.restart();
  const restartedAt = Date.now();
  const afterRestart = await recovery(restartedAt);
  await sleep(STEADY_SECONDS * 1000);
  await cluster.stop();
  const stoppedAt = Date.now();
  await sleep(OUTAGE_SECONDS * 1000);
  await cluster.start();
  const startedAt = Date.now();
  const afterStart = await recovery(startedAt);
  await sleep(STEADY_SECONDS * 1000);
  loading = false;
  await Promise.all(buyers);

  // The mails of completed orders go out; then every acknowledged order must be there and each mail sent once.
  const expectedMails = acknowledged.length * 2; // the confirmation and one ticket (one attendee each)
  let sent = 0;
  const drainDeadline = Date.now() + 120_000;
  while (Date.now() < drainDeadline) {
    sent = await withClient(
      cluster.url,
      async (client) => (await client.query(`SELECT count(*)::int AS n FROM dev_mailbox WHERE "to" LIKE 'buyer-%'`)).rows[0].n,
    );
    if (sent >= expectedMails) break;
    await sleep(500);
  }
  const audit = await withClient(cluster.url, async (client) => {
    const { rows: orders } = await client.query('SELECT short_id, status FROM orders WHERE event_id = $1', [eventId]);
    const { rows: mails } = await client.query(
      `SELECT "to", subject, count(*)::int AS n FROM dev_mailbox WHERE "to" LIKE 'buyer-%' GROUP BY "to", subject`,
    );
    const { rows: jobs } = await client.query(`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail' GROUP BY state`);
    return { orders, mails, jobs: Object.fromEntries(jobs.map((row) => [row.state, row.n])) };
  });
  const status = new Map(audit.orders.map((row) => [row.short_id, row.status]));
  const lost = acknowledged.filter((order) => status.get(order.shortId) !== 'COMPLETED').length;
  const duplicateMails = audit.mails.reduce((sum, row) => sum + row.n - 1, 0);
  const byStatus = answers.reduce((acc, answer) => ({ ...acc, [answer.status]: (acc[answer.status] ?? 0) + 1 }), {});
  const fiveHundreds = Object.fromEntries(Object.entries(byStatus).filter(([key]) => Number(key) >= 500));
  const without = answers.filter((answer) => answer.status === 503 && !answer.retryAfter).length;

  console.log(`\nFaults on PostgreSQL: ${BUYERS} buyers on 2 processes; restart (-m fast), then a ${OUTAGE_SECONDS} s stop`);
  console.log(
    `  requests                ${answers.length} (${fmt(beforeFaults)} purchases completed before the faults, ${acknowledged.length} in all)`,
  );
  console.log(`  requests lost           ${byStatus['no answer'] ?? 0} (no answer at all)`);
  console.log(`  5xx by status           ${JSON.stringify(fiveHundreds)}${without ? ` (${without} 503 without Retry-After)` : ''}`);
  console.log(
    `  served again after      restart: ${fmt(afterRestart.served)} s, start after the stop: ${fmt(afterStart.served)} s (stopped ${fmt((startedAt - stoppedAt) / 1000)} s)`,
  );
  console.log(
    `  purchase completed      restart: ${fmt(afterRestart.completed)} s, start after the stop: ${fmt(afterStart.completed)} s after the database was back`,
  );
  console.log(`  processes alive         ${exits.length === 0 ? 'both, throughout' : `exited: ${JSON.stringify(exits)}`}`);
  console.log(`  acknowledged lost       ${lost} of ${acknowledged.length}`);
  console.log(
    `  mails                   ${sent} sent of ${expectedMails} expected, ${duplicateMails} duplicates; mail jobs by state ${JSON.stringify(audit.jobs)}`,
  );
  const ok = exits.length === 0 && afterRestart.served <= 5 && afterStart.served <= 5 && lost === 0 && duplicateMails === 0;
  console.log(`  targets (alive, back within 5 s, 0 lost, 0 duplicates): ${ok ? 'met' : 'NOT met'}`);
} finally {
  for (const child of apps) child.kill('SIGTERM');
  await Promise.all(
    apps.map((child) =>
      child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  await cluster.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
