import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ReserveOrderInput } from '@stagedoor/contracts';
import { ReservationGate } from '../src/features/checkout/reservation-gate.js';
import { reserveOrder } from '../src/features/checkout/reserve-order.js';
import { RESERVATIONS_PER_STATEMENT } from '../src/features/checkout/reserve-together.js';
import { rowsOf } from '../src/platform/db/client.js';
import { idempotencyKeys, orders } from '../src/platform/db/schema.js';
import { EarlierAnswers, storedKeyOf } from '../src/platform/http/idempotency.js';
import { orderIdempotencyScope } from '../src/features/checkout/reserve-alone.js';
import pg from 'pg';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { seatedEvent } from './seat-purchase-factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

/**
 * Reservations taken in groups at the gate (docs/locking.md, "A rush"): one read and one statement for the group,
 * each reservation answered on its own. The calls are made here one after another without waiting, as a rush's
 * requests come: the first of each gate runs alone, and the others wait in its line and go together when it is done.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

function lineOf(ticket: { id: number; prices: { id: number }[] }, quantity: number): ReserveOrderInput {
  return { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity }] }] };
}

/** A reservation's answer as the test compares it: the order's short id, or the refusal's code. */
const outcome = (answer: Promise<{ order: { short_id: string } }>) =>
  answer.then(
    ({ order }) => order.short_id,
    (error: { code?: string }) => error.code ?? String(error),
  );

function reserveAt(t: TestApp, live: LiveEvent, gate: ReservationGate, input: ReserveOrderInput, clientKey: string | null = null) {
  return outcome(reserveOrder(t.ctx, { eventId: live.eventId, input, locale: 'en', idempotencyKey: null, clientKey, gate }));
}

/** A reservation with an Idempotency-Key: its order's short id, marked when it read back an earlier attempt's. */
function reserveWithKey(
  t: TestApp,
  live: LiveEvent,
  key: string,
  input: ReserveOrderInput,
  at: { gate?: ReservationGate; earlierAnswers?: EarlierAnswers } = {},
) {
  return reserveOrder(t.ctx, {
    eventId: live.eventId,
    input,
    locale: 'en',
    idempotencyKey: { key, client: 'one-client' },
    clientKey: null,
    ...at,
  }).then(
    ({ order, created }) => `${order.short_id}${created ? '' : ' again'}`,
    (error: { code?: string }) => error.code ?? String(error),
  );
}

/** The answers stored for the event's keys of 'one-client': key to the stored order's short id. */
async function storedKeys(t: TestApp, eventId: number): Promise<Record<string, string | null>> {
  const rows = await t.ctx.db
    .select({ key: idempotencyKeys.key, status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, `order:${eventId}|one-client`));
  return Object.fromEntries(rows.map((row) => [row.key, row.status === null ? null : (row.body as { short_id: string }).short_id]));
}

/**
 * How many transactions wrote the event's orders: an order's created_at is its transaction's start (now()), which orders
 * written together share. (Not xmin: each order of a group is written in a subtransaction of its own.)
 */
async function writingTransactions(t: TestApp, eventId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ count: sql<number>`count(distinct ${orders.createdAt})::int` })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return Number(row!.count);
}

/** The units counted against the price: in its row, and in its rows of the event's dates. */
async function soldOf(t: TestApp, priceId: number): Promise<number> {
  const result = await t.ctx.db.execute(sql`
    select (select quantity_held from ticket_prices where id = ${priceId})
      + (select coalesce(sum(quantity_held), 0) from event_date_prices where ticket_price_id = ${priceId}) as sold`);
  return Number(rowsOf<{ sold: number }>(result)[0]!.sold);
}

async function reservedOrders(t: TestApp, eventId: number): Promise<number> {
  const rows = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'RESERVED')));
  return rows.length;
}

const gateOfOne = () => new ReservationGate({ concurrency: 1, maxWaitMs: 60_000, groupSize: RESERVATIONS_PER_STATEMENT });

describe('reservations taken together at the gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maxHoldsPerClient: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds a group in one transaction, each reservation held or refused on its own', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { max_per_order: 2, prices: [{ price: 2500, initial_quantity_available: 10 }] });
    const gate = gateOfOne();
    const answers = await Promise.all([
      // Runs alone: the others come while it is running.
      reserveAt(t, live, gate, lineOf(ticket, 1)),
      // Over the ticket's maximum per order: refused by its own check, the group goes on without it.
      reserveAt(t, live, gate, lineOf(ticket, 3)),
      ...Array.from({ length: 8 }, () => reserveAt(t, live, gate, lineOf(ticket, 1))),
      // One left after those: two units do not fit, one does; the last finds nothing.
      reserveAt(t, live, gate, lineOf(ticket, 2)),
      reserveAt(t, live, gate, lineOf(ticket, 1)),
      reserveAt(t, live, gate, lineOf(ticket, 1)),
    ]);
    const held = answers.filter((answer) => answer.startsWith('o'));
    expect(answers[1]).toBe('VALIDATION_ERROR');
    expect(answers.slice(10)).toEqual(['SOLD_OUT', held.at(-1), 'SOLD_OUT']);
    expect(held).toHaveLength(10);
    expect(new Set(held).size).toBe(10);
    expect(await soldOf(t, ticket.prices[0]!.id)).toBe(10);
    expect(await reservedOrders(t, live.eventId)).toBe(10);
    // The first alone, the nine others together.
    expect(await writingTransactions(t, live.eventId)).toBe(2);
  });

  it("refuses a member over its browser's hold limit and holds the others of the group", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 10 }] });
    const gate = gateOfOne();
    const answers = await Promise.all([
      reserveAt(t, live, gate, lineOf(ticket, 1), 'first-browser'),
      reserveAt(t, live, gate, lineOf(ticket, 1), 'second-browser'),
      reserveAt(t, live, gate, lineOf(ticket, 1), 'second-browser'),
      reserveAt(t, live, gate, lineOf(ticket, 1), 'third-browser'),
    ]);
    expect(answers.map((answer) => (answer.startsWith('o') ? 'held' : answer))).toEqual(['held', 'held', 'TOO_MANY_HOLDS', 'held']);
    expect(await soldOf(t, ticket.prices[0]!.id)).toBe(3);
    expect(await writingTransactions(t, live.eventId)).toBe(2);
  });

  it('answers each member of a group as it would have alone when the read refuses', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 10 }] });
    await t.ctx.db.execute(sql`update events set status = 'DRAFT' where id = ${live.eventId}`);
    const gate = gateOfOne();
    const answers = await Promise.all(Array.from({ length: 3 }, () => reserveAt(t, live, gate, lineOf(ticket, 1))));
    expect(answers).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await reservedOrders(t, live.eventId)).toBe(0);
  });

  it('takes reservations with keys in groups: each key answers as it would have on its own', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 10 }] });
    const earlier = await reserveWithKey(t, live, 'made-before', lineOf(ticket, 1));
    const gate = gateOfOne();
    const answers = await Promise.all([
      reserveAt(t, live, gate, lineOf(ticket, 1)),
      reserveWithKey(t, live, 'new', lineOf(ticket, 1), { gate }),
      // A repeat of an attempt made before the group: its order, and nothing more held.
      reserveWithKey(t, live, 'made-before', lineOf(ticket, 1), { gate }),
      // A repeat of a reservation of the same group: that one's order.
      reserveWithKey(t, live, 'new', lineOf(ticket, 1), { gate }),
      reserveWithKey(t, live, 'other-request', lineOf(ticket, 2), { gate }),
      // The same key with another request: 422, as on its own.
      reserveWithKey(t, live, 'other-request', lineOf(ticket, 1), { gate }),
      reserveAt(t, live, gate, lineOf(ticket, 1)),
    ]);
    const [, fresh, repeat, sameGroup, otherRequest, reused, plain] = answers;
    expect(repeat).toBe(`${earlier} again`);
    expect(sameGroup).toBe(`${fresh} again`);
    expect(reused).toBe('IDEMPOTENCY_KEY_REUSED');
    expect([answers[0], fresh, otherRequest, plain].every((answer) => /^o\w+$/.test(answer!))).toBe(true);
    expect(await storedKeys(t, live.eventId)).toEqual({ 'made-before': earlier, new: fresh, 'other-request': otherRequest });
    // One unit each for the first, the earlier attempt, 'new' and the plain one; two for 'other-request'.
    expect(await soldOf(t, ticket.prices[0]!.id)).toBe(6);
    // The earlier attempt, the first alone, the group.
    expect(await writingTransactions(t, live.eventId)).toBe(3);
  });

  it("answers a keyed repeat its check refuses with its earlier attempt's order, and a new key SOLD_OUT with nothing kept", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 3 }] });
    const earlier = await reserveWithKey(t, live, 'two-before', lineOf(ticket, 2));
    const gate = gateOfOne();
    const earlierAnswers = new EarlierAnswers(t.ctx.db);
    const answers = await Promise.all([
      // Takes the last unit: the group reads the price sold out.
      reserveAt(t, live, gate, lineOf(ticket, 1)),
      reserveWithKey(t, live, 'two-before', lineOf(ticket, 2), { gate, earlierAnswers }),
      reserveWithKey(t, live, 'too-late', lineOf(ticket, 2), { gate, earlierAnswers }),
    ]);
    expect(answers.slice(1)).toEqual([`${earlier} again`, 'SOLD_OUT']);
    expect(await storedKeys(t, live.eventId)).toEqual({ 'two-before': earlier });
  });

  it("takes a seated event's group one reservation after another, each answered as alone", async () => {
    const seated = await seatedEvent(t.app, t.ctx, { rows: 2, seatsPerRow: 4 });
    const gate = gateOfOne();
    const general = await Promise.all(Array.from({ length: 4 }, () => reserveAt(t, seated.live, gate, lineOf(seated.general, 1))));
    expect(general.every((answer) => answer.startsWith('o'))).toBe(true);
    // No group statement: each order was written in a transaction of its own.
    expect(await writingTransactions(t, seated.live.eventId)).toBe(4);
    // A seated price bought without seats: each is refused by its own check, as it would have been alone.
    const stalls = await Promise.all(Array.from({ length: 3 }, () => reserveAt(t, seated.live, gate, lineOf(seated.stalls, 1))));
    expect(stalls).toEqual(['VALIDATION_ERROR', 'VALIDATION_ERROR', 'VALIDATION_ERROR']);
  });
});

/**
 * Two gates, as two app processes have: each sends its first reservation alone and then one group, and the groups
 * race for the price's last units on two connections. The control runs the same with the stock's checks switched off
 * and must sell more than the stock, which shows the race reaches the write.
 */
async function twoGatesRush(t: TestApp) {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 5 }] });
  const gates = [gateOfOne(), gateOfOne()];
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => reserveAt(t, live, gates[i % 2]!, lineOf(ticket, 1))));
  return { answers, sold: await reservedOrders(t, live.eventId), transactions: await writingTransactions(t, live.eventId) };
}

describe.runIf(onPostgres)('groups of two processes racing for the last units', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never sell more than the stock', async () => {
    const { answers, sold } = await twoGatesRush(t);
    expect(answers.filter((answer) => answer.startsWith('o'))).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'SOLD_OUT')).toHaveLength(35);
    expect(sold).toBe(5);
  });
});

describe.runIf(onPostgres)('groups and the transactions of others', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('release the run-out holds they find and hold in what those gave back', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 3 }] });
    const runOut = await reserveOrder(t.ctx, {
      eventId: live.eventId,
      input: lineOf(ticket, 2),
      locale: 'en',
      idempotencyKey: null,
      clientKey: null,
    });
    const gate = gateOfOne();
    // The first reservation reads, then waits at the event's row for its hold while the group forms behind it.
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([blocker.connect(), monitor.connect()]);
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [live.eventId]);
      const first = reserveAt(t, live, gate, lineOf(ticket, 1));
      const group = [reserveAt(t, live, gate, lineOf(ticket, 1)), reserveAt(t, live, gate, lineOf(ticket, 1))];
      while ((await lockWaiters(monitor, t)) < 1) await new Promise((resolve) => setImmediate(resolve));
      // The first one has read: the hold runs out before the group reads.
      await t.ctx.db
        .update(orders)
        .set({ reservedUntil: new Date(Date.now() - 60_000) })
        .where(eq(orders.shortId, runOut.order.short_id));
      await blocker.query('COMMIT');
      const answers = [await first, ...(await Promise.all(group))];
      expect(answers.every((answer) => answer.startsWith('o'))).toBe(true);
    } finally {
      await Promise.all([blocker.end(), monitor.end()]);
    }
    const [released] = await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.shortId, runOut.order.short_id));
    expect(released!.status).toBe('EXPIRED');
    expect(await soldOf(t, ticket.prices[0]!.id)).toBe(3);
  });

  it('wait for an attempt in flight elsewhere with a key of theirs, and answer what it stored', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 10 }] });
    const stored = storedKeyOf(orderIdempotencyScope(live.eventId), { key: 'in-flight', client: 'one-client' }, lineOf(ticket, 1));
    const attempt = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([attempt.connect(), monitor.connect()]);
    try {
      // Another process's attempt with the key, in its transaction.
      await attempt.query('BEGIN');
      await attempt.query('INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)', [
        stored.scope,
        stored.key,
        stored.requestHash,
      ]);
      const gate = gateOfOne();
      const answers = Promise.all([
        reserveAt(t, live, gate, lineOf(ticket, 1)),
        reserveWithKey(t, live, 'in-flight', lineOf(ticket, 1), { gate }),
        reserveWithKey(t, live, 'beside-it', lineOf(ticket, 1), { gate }),
      ]);
      while ((await lockWaiters(monitor, t)) < 1) await new Promise((resolve) => setImmediate(resolve));
      await attempt.query(
        'UPDATE idempotency_keys SET response_status = 0, response_body = \'{"short_id": "o-elsewhere"}\' WHERE scope = $1 AND key = $2',
        [stored.scope, stored.key],
      );
      await attempt.query('COMMIT');
      const [, inFlight, beside] = await answers;
      expect(inFlight).toBe('o-elsewhere again');
      expect(beside).toMatch(/^o\w+$/);
    } finally {
      await Promise.all([attempt.end(), monitor.end()]);
    }
    expect(await soldOf(t, ticket.prices[0]!.id)).toBe(2);
  });
});

describe.runIf(onPostgres)('control: the same groups without the stock checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableStockLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('oversells, which shows the race above reaches the write', async () => {
    const { sold, transactions } = await twoGatesRush(t);
    expect(sold).toBeGreaterThan(5);
    // The groups did form: far fewer transactions than orders.
    expect(transactions).toBeLessThan(sold / 4);
  });
});
