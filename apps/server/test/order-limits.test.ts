import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_ORDER_LINES } from '@stagedoor/contracts';
import { attendees, orders } from '../src/platform/db/schema.js';
import { loadConfig } from '../src/platform/config.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

const CEILING = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ maxTicketsPerOrder: CEILING });
});
afterAll(async () => {
  await t.close();
});

async function storedFor(eventId: number) {
  const [orderCount] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.eventId, eventId));
  const [attendeeCount] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(attendees).where(eq(attendees.eventId, eventId));
  return { orders: orderCount!.n, attendees: attendeeCount!.n };
}

function order(live: LiveEvent, tickets: unknown[]) {
  return request(t.app, 'POST', `/api/public/events/${live.eventId}/order`, { body: { tickets } });
}

describe('bounded orders', () => {
  it('reads MAX_TICKETS_PER_ORDER with a default of 100', () => {
    expect(loadConfig({ DATA_DIR: '/tmp', APP_SECRET: 'x' }).maxTicketsPerOrder).toBe(100);
    expect(loadConfig({ DATA_DIR: '/tmp', APP_SECRET: 'x', MAX_TICKETS_PER_ORDER: '25' }).maxTicketsPerOrder).toBe(25);
  });

  it('refuses many lines of many units before anything is stored', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 100, initial_quantity_available: null }] });
    const line = { ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1000 }] };
    const response = await order(
      live,
      Array.from({ length: 20 }, () => line),
    );
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.errors['tickets.0.quantities.0.quantity']).toEqual([`Must be at most ${CEILING}.`]);
    expect(await storedFor(live.eventId)).toEqual({ orders: 0, attendees: 0 });
  });

  it('caps the tickets of one order in all, below a ticket without a maximum or with a higher one', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const open = await addTicket(t.app, live, { title: 'Open', prices: [{ price: 100, initial_quantity_available: null }] });
    const generous = await addTicket(t.app, live, {
      title: 'Generous',
      max_per_order: 500,
      prices: [{ price: 100, initial_quantity_available: null }],
    });
    await addTicket(t.app, live, { title: 'Strict', max_per_order: 3, prices: [{ price: 100, initial_quantity_available: null }] });

    const split = await order(live, [
      { ticket_id: open.id, quantities: [{ price_id: open.prices[0]!.id, quantity: 6 }] },
      { ticket_id: generous.id, quantities: [{ price_id: generous.prices[0]!.id, quantity: 6 }] },
    ]);
    expect(split.status).toBe(422);
    expect(split.body.errors).toEqual({ tickets: [`You can buy at most ${CEILING} tickets in one order.`] });
    expect(await storedFor(live.eventId)).toEqual({ orders: 0, attendees: 0 });

    const whole = await order(live, [
      { ticket_id: open.id, quantities: [{ price_id: open.prices[0]!.id, quantity: 4 }] },
      { ticket_id: generous.id, quantities: [{ price_id: generous.prices[0]!.id, quantity: 6 }] },
    ]);
    expect(whole.status).toBe(201);
    expect(whole.body.data.attendees).toHaveLength(CEILING);

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(page.body.data.max_tickets_per_order).toBe(CEILING);
    const maxima = Object.fromEntries(
      page.body.data.tickets.map((ticket: { title: string; max_per_order: number }) => [ticket.title, ticket.max_per_order]),
    );
    expect(maxima).toEqual({ Open: CEILING, Generous: CEILING, Strict: 3 });
  });

  it('caps the lines of one request, however they are grouped', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 100, initial_quantity_available: null }] });
    const quantity = { price_id: ticket.prices[0]!.id, quantity: 0 };
    const tooManyTickets = await order(
      live,
      Array.from({ length: MAX_ORDER_LINES + 1 }, () => ({ ticket_id: ticket.id, quantities: [quantity] })),
    );
    expect(tooManyTickets.status).toBe(422);
    expect(tooManyTickets.body.errors).toHaveProperty('tickets');

    const tooManyQuantities = await order(live, [
      { ticket_id: ticket.id, quantities: Array.from({ length: MAX_ORDER_LINES + 1 }, () => quantity) },
    ]);
    expect(tooManyQuantities.status).toBe(422);
    expect(tooManyQuantities.body.errors).toHaveProperty(['tickets.0.quantities']);

    const spread = await order(
      live,
      Array.from({ length: 26 }, () => ({ ticket_id: ticket.id, quantities: [quantity, quantity] })),
    );
    expect(spread.status).toBe(422);
    expect(spread.body.errors).toEqual({ tickets: [`Must be at most ${MAX_ORDER_LINES}.`] });
    expect(await storedFor(live.eventId)).toEqual({ orders: 0, attendees: 0 });
  });
});
