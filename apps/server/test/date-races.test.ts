import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { eventDatePrices, eventDates, events, tickets } from '../src/platform/db/schema.js';
import { rowsOf } from '../src/platform/db/client.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

/**
 * Buyers of several dates racing on real PostgreSQL (docs/dates.md, docs/locking.md). As in concurrency.test.ts, a
 * gate holds the event row until every connection of the app is a purchase waiting at its first lock, so all of them
 * have read the stock as free before any writes: only the locks and the conditions of the write keep them apart. The
 * control suite runs the same rushes with the locks and the write's conditions switched off and must oversell.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const BUYERS = 40;
const STOCK = 5;

interface Rush {
  live: LiveEvent;
  responses: { status: number; body: { code?: string } }[];
}

async function rush(t: TestApp, build: (live: LiveEvent) => Promise<Record<string, unknown>[]>): Promise<Rush> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const live = await liveEvent(t.app, t.ctx);
  const bodies = await build(live);
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM events WHERE id = $1 FOR UPDATE', [live.eventId]);
    const pending = Promise.all(Array.from({ length: BUYERS }, (_, i) => placeOrder(port, live.eventId, bodies[i % bodies.length]!)));
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(BUYERS, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query('COMMIT');
    return { live, responses: await pending };
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

async function placeOrder(port: number, eventId: number, body: Record<string, unknown>) {
  const res = await fetch(`http://127.0.0.1:${port}/api/public/events/${eventId}/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

function line(ticket: { id: number; prices: { id: number }[] }, dateId: number) {
  return { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }], date_id: dateId };
}

/** The event's first date and one more, a week later. */
async function twoDates(t: TestApp, live: LiveEvent): Promise<[number, number]> {
  const [event] = await t.ctx.db.select().from(events).where(eq(events.id, live.eventId));
  const [first] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.eventId, live.eventId));
  const start = new Date(event!.startDate.getTime() + 7 * 86_400_000);
  const [second] = await t.ctx.db
    .insert(eventDates)
    .values({ accountId: event!.accountId, eventId: event!.id, startDate: start, endDate: new Date(start.getTime() + 3 * 3_600_000) })
    .returning({ id: eventDates.id });
  return [first!.id, second!.id];
}

/**
 * Per date, the units its reserved orders hold (ONE_DATE units of its orders) and the pass units of the event: what
 * a date's capacity and a capacity assignment count on it.
 */
async function unitsOnDates(t: TestApp, eventId: number, ticketIds?: number[]) {
  const only = ticketIds ? sql`and t.id in (${sql.join(ticketIds, sql`, `)})` : sql``;
  const result = await t.ctx.db.execute(sql`
    select d.id as date_id,
      coalesce((select sum(oi.quantity) from orders o join order_items oi on oi.order_id = o.id join tickets t on t.id = oi.ticket_id
        where o.event_id = ${eventId} and o.status = 'RESERVED' and t.validity = 'ONE_DATE' and o.event_date_id = d.id ${only}), 0)::int as single,
      coalesce((select sum(oi.quantity) from orders o join order_items oi on oi.order_id = o.id join tickets t on t.id = oi.ticket_id
        where o.event_id = ${eventId} and o.status = 'RESERVED' and t.validity = 'ALL_DATES' ${only}), 0)::int as passes
    from event_dates d where d.event_id = ${eventId} order by d.id`);
  return rowsOf<{ date_id: number; single: number; passes: number }>(result).map((row) => ({
    dateId: row.date_id,
    single: Number(row.single),
    passes: Number(row.passes),
    total: Number(row.single) + Number(row.passes),
  }));
}

async function counter(t: TestApp, dateId: number, priceId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ held: eventDatePrices.quantityHeld })
    .from(eventDatePrices)
    .where(sql`${eventDatePrices.eventDateId} = ${dateId} and ${eventDatePrices.ticketPriceId} = ${priceId}`);
  return row?.held ?? 0;
}

/** Two dates of one price, the second limited to fewer units than the first: buyers of both race. */
async function twoDatesRush(t: TestApp) {
  let dates: [number, number] = [0, 0];
  let priceId = 0;
  const result = await rush(t, async (live) => {
    const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: STOCK }] });
    priceId = ticket.prices[0]!.id;
    dates = await twoDates(t, live);
    await t.ctx.db.insert(eventDatePrices).values({ eventDateId: dates[1], ticketPriceId: priceId, quantity: 2 });
    return [line(ticket, dates[0]), line(ticket, dates[1])];
  });
  return { ...result, dates, priceId };
}

/** A capacity assignment of STOCK shared by a ONE_DATE ticket and a pass, bought on two dates. */
async function sharedCapacityRush(t: TestApp) {
  let ticketIds: number[] = [];
  const result = await rush(t, async (live) => {
    const single = await addTicket(t.app, live, { title: 'Evening' });
    const pass = await addTicket(t.app, live, { title: 'Season pass' });
    await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, pass.id));
    const [first, second] = await twoDates(t, live);
    const created = await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
      token: live.owner.token,
      body: { name: 'Hall', capacity: STOCK, ticket_ids: [single.id, pass.id] },
    });
    expect(created.status).toBe(201);
    ticketIds = [single.id, pass.id];
    return [line(single, first), line(pass, second), line(single, second), line(pass, first)];
  });
  return { ...result, ticketIds };
}

/** The first date admits STOCK in all; single tickets for it and passes (bought on the second date) race. */
async function dateCapacityRush(t: TestApp) {
  const result = await rush(t, async (live) => {
    const single = await addTicket(t.app, live, { title: 'Evening' });
    const pass = await addTicket(t.app, live, { title: 'Season pass' });
    await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, pass.id));
    const [first, second] = await twoDates(t, live);
    await t.ctx.db.update(eventDates).set({ capacity: STOCK }).where(eq(eventDates.id, first));
    return [line(single, first), line(pass, second)];
  });
  return result;
}

describe.runIf(onPostgres)('buyers of several dates racing, with the locks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never oversells either of two dates, and one selling out leaves the other selling', async () => {
    const { live, responses, dates, priceId } = await twoDatesRush(t);
    const [first, second] = await unitsOnDates(t, live.eventId);
    // The second date sold out at 2 while the first went on to its full 5.
    expect(first!.single).toBe(STOCK);
    expect(second!.single).toBe(2);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(STOCK + 2);
    expect(responses.filter((r) => r.status !== 201).every((r) => r.body.code === 'SOLD_OUT')).toBe(true);
    expect(await counter(t, dates[0], priceId)).toBe(STOCK);
    expect(await counter(t, dates[1], priceId)).toBe(2);
  });

  it('never oversells a capacity assignment shared by passes and single-date tickets, on any date', async () => {
    const { live, responses, ticketIds } = await sharedCapacityRush(t);
    const onDates = await unitsOnDates(t, live.eventId, ticketIds);
    for (const date of onDates) expect(date.total, `date ${date.dateId}`).toBeLessThanOrEqual(STOCK);
    expect(Math.max(...onDates.map((date) => date.total))).toBe(STOCK);
    expect(responses.filter((r) => r.status !== 201).every((r) => r.body.code === 'SOLD_OUT')).toBe(true);
  });

  it("never lets a date's capacity be passed by single tickets and passes together", async () => {
    const { live, responses } = await dateCapacityRush(t);
    const [first] = await unitsOnDates(t, live.eventId);
    expect(first!.total).toBe(STOCK);
    expect(responses.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(STOCK);
  });
});

describe.runIf(onPostgres)('control: the same rushes without the locks and the conditions of the write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableStockLocking: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('oversells a date', async () => {
    const { live } = await twoDatesRush(t);
    const [first, second] = await unitsOnDates(t, live.eventId);
    expect(first!.single > STOCK || second!.single > 2).toBe(true);
  });

  it('oversells a capacity assignment shared by passes and single-date tickets', async () => {
    const { live, ticketIds } = await sharedCapacityRush(t);
    const onDates = await unitsOnDates(t, live.eventId, ticketIds);
    expect(Math.max(...onDates.map((date) => date.total))).toBeGreaterThan(STOCK);
  });

  it("passes a date's capacity", async () => {
    const { live } = await dateCapacityRush(t);
    const [first] = await unitsOnDates(t, live.eventId);
    expect(first!.total).toBeGreaterThan(STOCK);
  });
});
