import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PASSWORD } from './factories.js';
import { freePort, must, startApp as startProcess, stopApp, type AppProcess } from './crash-processes.js';

/**
 * A date's cancellation killed in the middle: a real app process (the built server) on PostgreSQL cancels a date of
 * many paid orders with refunds and mails, is killed with SIGKILL while its job is half-way through, and is started
 * again. The restarted app resumes the job, and in the end every order of the date is cancelled once, refunded once
 * and mailed once; the other date's orders are untouched.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');
const built = existsSync(MAIN);
const ORDERS = 80;
const OTHER_ORDERS = 4;
const SECRET = `date-crash-${randomBytes(8).toString('hex')}`;

// Every buyer comes from 127.0.0.1: the cap on one client's unpaid holds is lifted (0).
const startApp = (port: number, databaseUrl: string, dataDir: string) =>
  startProcess(MAIN, SECRET, port, databaseUrl, dataDir, { MAX_HOLDS_PER_CLIENT: '0' });

/** One paid order of one unit on a date through the public checkout with the test provider; its short id and buyer. */
async function buy(port: number, eventId: number, dateId: number, target: { ticketId: number; priceId: number }, index: number) {
  const email = `date-buyer-${index}-${randomBytes(3).toString('hex')}@example.test`;
  const base = `/public/events/${eventId}/order`;
  const reserved = await must(port, 'POST', base, {
    date_id: dateId,
    tickets: [{ ticket_id: target.ticketId, quantities: [{ price_id: target.priceId, quantity: 1 }] }],
  });
  const shortId: string = reserved.data.short_id;
  const holder = { first_name: 'Dana', last_name: `Buyer ${index}`, email };
  await must(port, 'PUT', `${base}/${shortId}`, {
    order: { ...holder, answers: [] },
    attendees: reserved.data.attendees.map((a: { ticket_price_id: number }) => ({
      ticket_price_id: a.ticket_price_id,
      ...holder,
      answers: [],
    })),
  });
  await must(port, 'POST', `${base}/${shortId}/payment`);
  const paid = await must(port, 'POST', `${base}/${shortId}/test-payment`, { card_number: '4242424242424242' });
  if (paid.data.status !== 'COMPLETED') throw new Error(`order ${shortId} not completed`);
  return { shortId, email };
}

if (onPostgres && !built) {
  describe('date cancellation crash test', () => {
    it.skipIf(!process.env.CRASH_TEST_REQUIRED)(`needs ${MAIN}, which is not built: run node scripts/build.mjs`, () => {
      expect.fail(`${MAIN} is not built`);
    });
  });
}

describe.runIf(onPostgres && built)('crash test: kill -9 the app while it cancels a date, then start it again', () => {
  // A describe's body runs even when it is skipped: nothing here may need PostgreSQL.
  const admin = process.env.TEST_DATABASE_URL ?? '';
  const dbName = `stagedoor_date_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = admin.replace(/\/[^/?]*(\?|$)/, `/${dbName}$1`);
  let dataDir: string;
  let app: AppProcess | undefined;
  let db: pg.Client;

  async function adminQuery(sql: string) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'stagedoor-date-crash-'));
    await adminQuery(`CREATE DATABASE ${dbName}`);
    app = await startApp(await freePort(), databaseUrl, dataDir);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stopApp(app);
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('resumes after the kill: every order of the date cancelled, refunded and mailed exactly once', async () => {
    const port = app!.port;
    const email = `date-crash-owner-${randomBytes(4).toString('hex')}@example.test`;
    const registered = await must(port, 'POST', '/auth/register', {
      first_name: 'Cora',
      last_name: 'Crash',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const token: string = registered.token;
    await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [registered.data.id]);
    const organizer = await must(
      port,
      'POST',
      '/organizers',
      { name: 'Crash Hall', email, currency: 'EUR', timezone: 'Europe/Berlin' },
      token,
    );
    const event = await must(
      port,
      'POST',
      '/events',
      { organizer_id: organizer.data.id, title: 'Crash matinee', start_date: '2032-01-01T20:00:00Z' },
      token,
    );
    const eventId: number = event.data.id;
    await must(port, 'PUT', `/events/${eventId}/status`, { status: 'LIVE' }, token);
    const ticket = await must(
      port,
      'POST',
      `/events/${eventId}/tickets`,
      { type: 'PAID', title: 'Seat', prices: [{ price: 1500, initial_quantity_available: 500 }] },
      token,
    );
    const target = { ticketId: ticket.data.id, priceId: ticket.data.prices[0].id };

    // A second date: the first ORDERS orders are bought on it, the others on the first date.
    const { rows: firstDate } = await db.query('SELECT id, account_id FROM event_dates WHERE event_id = $1', [eventId]);
    const { rows: secondDate } = await db.query(
      `INSERT INTO event_dates (account_id, event_id, start_date, end_date, label)
       VALUES ($1, $2, '2032-01-02T15:00:00Z', '2032-01-02T18:00:00Z', 'Matinee') RETURNING id`,
      [firstDate[0].account_id, eventId],
    );
    const dateId: number = secondDate[0].id;
    const bought: { shortId: string; email: string }[] = [];
    for (let start = 0; start < ORDERS + OTHER_ORDERS; start += 8) {
      const count = Math.min(8, ORDERS + OTHER_ORDERS - start);
      bought.push(
        ...(await Promise.all(
          Array.from({ length: count }, (_, i) => buy(port, eventId, start + i < ORDERS ? dateId : firstDate[0].id, target, start + i)),
        )),
      );
    }
    const onDate = bought.slice(0, ORDERS);
    const others = bought.slice(ORDERS);

    const answer = await must(
      port,
      'POST',
      `/events/${eventId}/dates/${dateId}/cancel`,
      { refund: true, notify_buyers: true, message: 'Flooded hall' },
      token,
    );
    expect(answer.data.cancellation.orders_total).toBe(ORDERS);

    // Killed once the job is part-way through its orders.
    let doneAtKill = 0;
    const killDeadline = Date.now() + 30_000;
    while (Date.now() < killDeadline) {
      const { rows } = await db.query('SELECT cancellation_orders_done AS n FROM event_dates WHERE id = $1', [dateId]);
      doneAtKill = rows[0].n;
      if (doneAtKill >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    app!.child.kill('SIGKILL');
    await new Promise((resolve) => app!.child.once('exit', resolve));
    const { rows: killed } = await db.query('SELECT cancellation_orders_done AS n FROM event_dates WHERE id = $1', [dateId]);
    expect(killed[0].n, 'the kill came in the middle of the job').toBeLessThan(ORDERS);
    const { rows: activeMails } = await db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail' AND state = 'active'`);
    const strandedMails: number = activeMails[0].n;

    app = await startApp(port, databaseUrl, dataDir);
    // The job the killed process was running expires and is taken up by the restarted one.
    const resumeDeadline = Date.now() + 120_000;
    let done = 0;
    while (Date.now() < resumeDeadline) {
      const { rows } = await db.query('SELECT cancellation_orders_done AS n FROM event_dates WHERE id = $1', [dateId]);
      done = rows[0].n;
      if (done === ORDERS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(done, 'the restarted app finished the job').toBe(ORDERS);
    // Its mails go out, those whose job was running in the killed process too once their job expires.
    const drainDeadline = Date.now() + 90_000;
    let pending = -1;
    while (Date.now() < drainDeadline && pending !== 0) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail' AND state IN ('created', 'retry', 'active')`,
      );
      pending = rows[0].n;
      if (pending) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(pending, 'queued mails still waiting').toBe(0);

    const { rows } = await db.query(
      `SELECT o.short_id, o.status, o.email, o.total_refunded::float8 AS total_refunded,
              (SELECT count(*) FROM order_refunds r WHERE r.order_id = o.id)::int AS refunds,
              (SELECT coalesce(sum(amount), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = 'SUCCEEDED')::float8 AS refunded,
              (SELECT count(*) FROM audit_log a WHERE a.subject_type = 'ORDER' AND a.subject_id = o.id AND a.action = 'CANCELLED')::int AS cancels,
              (SELECT count(*) FROM pgboss.job j WHERE j.name = 'send-mail' AND j.data->>'to' = o.email
                 AND j.data->'rendered'->>'subject' LIKE '%has been cancelled%')::int AS mails_queued,
              (SELECT count(*) FROM dev_mailbox m WHERE m."to" = o.email AND m.subject LIKE '%has been cancelled%')::int AS mails_sent,
              (SELECT count(*) FROM attendees t WHERE t.order_id = o.id AND t.status = 'ACTIVE')::int AS active
         FROM orders o WHERE o.event_id = $1`,
      [eventId],
    );
    const byShortId = new Map(rows.map((row) => [row.short_id as string, row]));
    let sentTwice = 0;
    for (const { shortId } of onDate) {
      const row = byShortId.get(shortId)!;
      expect(row, `order ${shortId}`).toMatchObject({
        status: 'CANCELLED',
        cancels: 1,
        refunds: 1,
        refunded: 1500,
        total_refunded: 1500,
        mails_queued: 1,
        active: 0,
      });
      // A mail job running in the killed process may have sent its mail before the kill and send it again on retry:
      // the outbox's own limit (crash.test.ts), not the cancellation's.
      expect(row.mails_sent, `order ${shortId}: mails sent`).toBeGreaterThanOrEqual(1);
      sentTwice += row.mails_sent - 1;
    }
    expect(sentTwice, 'mails sent twice: at most those whose job was running at the kill').toBeLessThanOrEqual(strandedMails);
    for (const { shortId } of others) {
      expect(byShortId.get(shortId), `other date's order ${shortId}`).toMatchObject({
        status: 'COMPLETED',
        refunds: 0,
        cancels: 0,
        mails_queued: 0,
      });
    }
    const { rows: held } = await db.query(
      `SELECT coalesce((SELECT quantity_held FROM ticket_prices WHERE id = $1), 0)
            + coalesce((SELECT sum(quantity_held) FROM event_date_prices WHERE ticket_price_id = $1), 0) AS n`,
      [target.priceId],
    );
    expect(Number(held[0].n), 'only the other date still holds stock').toBe(OTHER_ORDERS);
    console.log(
      `date crash test: ${ORDERS} orders, killed after ${doneAtKill} done (${killed[0].n} committed), ${strandedMails} mail jobs stranded`,
    );
  }, 300_000);
});
