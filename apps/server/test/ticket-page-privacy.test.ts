import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent, reserve } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the public ticket page', () => {
  it('shows one ticket and never the key to the order it belongs to', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 }]);
    const order = reserved.body.data;
    const buyer = uniqueEmail('buyer');
    const holders = [uniqueEmail('first'), uniqueEmail('second')];
    const saved = await request(t.app, 'PUT', `/api/public/events/${live.eventId}/order/${order.short_id}`, {
      body: {
        order: { first_name: 'Bea', last_name: 'Buyer', email: buyer },
        attendees: order.attendees.map((a: { ticket_price_id: number }, i: number) => ({
          ticket_price_id: a.ticket_price_id,
          first_name: ['Ada', 'Zeno'][i],
          last_name: 'Holder',
          email: holders[i],
        })),
      },
    });
    expect(saved.status).toBe(200);
    await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
    const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(paid.body.data.status).toBe('COMPLETED');
    const [first, second] = paid.body.data.attendees as { short_id: string; first_name: string; email: string }[];

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${first!.short_id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.attendee).toMatchObject({ short_id: first!.short_id, first_name: first!.first_name });
    expect(page.body.data.order).toEqual({ public_reference: order.public_reference, status: 'COMPLETED', is_test: true });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(order.short_id);
    expect(text).not.toContain(buyer);
    expect(text).not.toContain(second!.short_id);
    expect(text).not.toContain(second!.first_name);
    expect(text).not.toContain(second!.email);

    // The buyer keeps the order's key: the order page still opens with it.
    const orderPage = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${order.short_id}`);
    expect(orderPage.status).toBe(200);
    expect(orderPage.body.data.attendees).toHaveLength(2);
  });
});
