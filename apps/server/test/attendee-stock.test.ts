import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/platform/db/schema.js';
import { releaseOrder } from '../src/features/tickets/availability.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent } from './selling-factories.js';
import { attendeeTools, walkIn } from './attendee-factories.js';

// An attendee's ticket and the stock behind it: cancel, reactivate, and the catalogue rules that sales fix.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { buy, api, held, chartTickets, stats } = attendeeTools(() => t);

describe('cancel and reactivate', () => {
  it('puts the unit back on sale once, corrects statistics, and reactivates only while stock is left', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { type: 'FREE', prices: [{ price: 0, initial_quantity_available: 2 }] });
    const sale = await buy(live, ticket, 2);
    const list = (await api(live, 'GET', '/attendees')).body.data as { id: number; short_id: string }[];
    const [one] = list;
    expect(await held(ticket.prices[0]!.id)).toBe(2);

    const cancelled = await api(live, 'POST', `/attendees/${one!.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(await held(ticket.prices[0]!.id)).toBe(1);
    expect(await stats(live.eventId)).toMatchObject({ ticketsSold: 1, attendeesRegistered: 1 });
    // The sales chart agrees: the day of the sale counts one ticket now.
    expect(await chartTickets(live)).toBe(1);
    expect((await api(live, 'POST', `/attendees/${one!.id}/cancel`)).body.code).toBe('ATTENDEE_CANCELLED');
    expect(await held(ticket.prices[0]!.id)).toBe(1);
    // The cancelled ticket no longer opens.
    expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${one!.short_id}`)).body.data.attendee.status).toBe(
      'CANCELLED',
    );
    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(page.body.data.tickets[0].status).toBe('ON_SALE');

    // Someone buys the freed unit: nothing is left to reactivate with.
    await api(live, 'POST', '/attendees', walkIn(ticket));
    const soldOut = await api(live, 'POST', `/attendees/${one!.id}/reactivate`);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe('SOLD_OUT');
    expect(await held(ticket.prices[0]!.id)).toBe(2);

    const walkInId = (await api(live, 'GET', '/attendees?filter_fields[status][eq]=ACTIVE&sort_by=created_at&sort_direction=desc')).body
      .data[0].id;
    await api(live, 'POST', `/attendees/${walkInId}/cancel`);
    const back = await api(live, 'POST', `/attendees/${one!.id}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe('ACTIVE');
    expect(await held(ticket.prices[0]!.id)).toBe(2);
    // The sale and the walk-in (cancelled since) were both today: two tickets count.
    expect(await chartTickets(live)).toBe(2);
    expect((await api(live, 'POST', `/attendees/${one!.id}/reactivate`)).body.code).toBe('ATTENDEE_NOT_CANCELLED');
    expect(sale.attendees).toHaveLength(2);
  });

  it('releasing an order later does not give back a unit already returned by an attendee cancel', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { type: 'FREE', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const first = await buy(live, ticket, 2);
    await buy(live, ticket, 1);
    expect(await held(ticket.prices[0]!.id)).toBe(3);
    const [attendee] = (await api(live, 'GET', `/attendees?query=${first.public_reference}`)).body.data;
    await api(live, 'POST', `/attendees/${attendee.id}/cancel`);
    expect(await held(ticket.prices[0]!.id)).toBe(2);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, first.short_id));
    await t.ctx.db.transaction((tx) => releaseOrder(tx, order!.id, { from: ['COMPLETED'], to: 'CANCELLED' }));
    expect(await held(ticket.prices[0]!.id)).toBe(1);
    // A ticket of a cancelled order cannot come back on its own.
    expect((await api(live, 'POST', `/attendees/${attendee.id}/reactivate`)).status).toBe(409);
  });
});

describe('SPEC §5 against real orders', () => {
  it('fixes the type of a ticket with sales and keeps a sold ticket and tier from deletion', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const tiered = await addTicket(t.app, live, {
      type: 'TIERED',
      title: 'Tiered',
      prices: [
        { label: 'A', price: 1000 },
        { label: 'B', price: 2000 },
      ],
    });
    const walkin = await api(live, 'POST', '/attendees', walkIn(tiered, { ticket_price_id: tiered.prices[0]!.id }));
    expect(walkin.status).toBe(201);
    const url = `/tickets/${tiered.id}`;
    const retype = await api(live, 'PUT', url, { type: 'PAID', title: 'Tiered', prices: [{ id: tiered.prices[0]!.id, price: 1000 }] });
    expect(retype.status).toBe(409);
    expect(retype.body.code).toBe('CANNOT_CHANGE_TICKET_TYPE');
    const dropTier = await api(live, 'PUT', url, {
      type: 'TIERED',
      title: 'Tiered',
      prices: [{ id: tiered.prices[1]!.id, label: 'B', price: 2000 }],
    });
    expect(dropTier.status).toBe(409);
    expect(dropTier.body.code).toBe('PRICE_HAS_ORDERS');
    const remove = await api(live, 'DELETE', url);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('TICKET_HAS_ORDERS');

    // Still true once the only attendee is cancelled: the order remains.
    await api(live, 'POST', `/attendees/${walkin.body.data.id}/cancel`);
    expect((await api(live, 'DELETE', url)).body.code).toBe('TICKET_HAS_ORDERS');

    const free = await addTicket(t.app, live, { type: 'FREE', title: 'Free', prices: [{ price: 0 }] });
    await buy(live, free, 1);
    const toDonation = await api(live, 'PUT', `/tickets/${free.id}`, {
      type: 'DONATION',
      title: 'Free',
      prices: [{ id: free.prices[0]!.id, price: 0 }],
    });
    expect(toDonation.body.code).toBe('CANNOT_CHANGE_TICKET_TYPE');
    expect((await api(live, 'DELETE', `/tickets/${free.id}`)).body.code).toBe('TICKET_HAS_ORDERS');
  });
});
