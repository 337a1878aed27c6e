import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { heldUnitsOf, uniqueEmail, waitForMail } from './factories.js';
import { readSignedTicketCode } from '../src/platform/auth/ticket-signing.js';
import { addTicket, details, liveEvent, reserve } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('checkout with the test provider', () => {
  it('reserves, takes details, pays with the test card and mails buyer, attendees and organizer', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2, price: 2500 }]);
    expect(reserved.status).toBe(201);
    const order = reserved.body.data;
    expect(order).toMatchObject({ status: 'RESERVED', total_gross: 5000, is_test: true });
    expect(order.short_id.length).toBeGreaterThanOrEqual(12);
    expect(order.attendees).toHaveLength(2);

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(page.body.data.tickets[0].prices[0].status).toBe('ON_SALE');
    expect(page.body.data.test_mode).toBe(true);

    const buyer = uniqueEmail('buyer');
    const saved = await details(t.app, live.eventId, order, buyer);
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('RESERVED');

    const start = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
    expect(start.body).toEqual({ provider: 'test' });
    const declined = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
      body: { card_number: '4000 0000 0000 0002' },
    });
    expect(declined.body.data).toMatchObject({ status: 'PAYMENT_FAILED', payment_status: 'FAILED' });
    const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'SUCCEEDED' });
    expect(paid.body.data.attendees.every((a: { status: string }) => a.status === 'ACTIVE')).toBe(true);

    const confirmation = await waitForMail(t.app, buyer, (mail) => mail.subject.startsWith('Your order'));
    expect(confirmation.text).toContain(`/ticket/${live.eventId}/${order.attendees[0].short_id}`);
    expect(confirmation.text).toContain('Test order');
    await waitForMail(t.app, buyer, (mail) => mail.subject.startsWith('Your ticket'));
    await waitForMail(t.app, live.organizerEmail, (mail) => mail.subject.startsWith('New order'));

    const stats = await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token: live.owner.token });
    expect(stats.body.data.totals).toMatchObject({ tickets_sold: 2, orders_created: 1, sales_total_gross: 5000 });
    const ticketPage = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${order.attendees[0].short_id}`);
    expect(ticketPage.status).toBe(200);
    expect((await readSignedTicketCode(t.ctx.db, ticketPage.body.data.qr_code))?.attendeeShortId).toBe(order.attendees[0].short_id);
    expect(
      await readSignedTicketCode(t.ctx.db, ticketPage.body.data.qr_code.replace(order.attendees[0].short_id, order.attendees[1].short_id)),
    ).toBeNull();
    expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/a_doesnotexist0000`)).status).toBe(404);

    const again = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(again.status).toBe(409);
  });

  it('holds nothing after the hold expires, even before the expiry job runs', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: 1 }] });
    const first = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
    expect(first.status).toBe(201);
    const second = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SOLD_OUT');
    await t.ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.shortId, first.body.data.short_id));
    const unpaid = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${first.body.data.attendees[0].short_id}`);
    expect(unpaid.status).toBe(404);
    const expired = await details(t.app, live.eventId, first.body.data, uniqueEmail());
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('Sorry, your order has expired. Please start a new order.');
    const third = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
    expect(third.status).toBe(201);

    // The next purchase released the run-out hold first: its status and its price's counter follow.
    expect(await expireStaleOrders(t.ctx, { eventId: live.eventId })).toBe(0);
    const [firstRow] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, first.body.data.short_id));
    expect(firstRow!.status).toBe('EXPIRED');
    expect(await heldUnitsOf(t.ctx.db, ticket.prices[0]!.id)).toBe(1);
    const abandoned = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${third.body.data.short_id}/abandon`);
    expect(abandoned.body.data.status).toBe('EXPIRED');
    expect(await heldUnitsOf(t.ctx.db, ticket.prices[0]!.id)).toBe(0);
  });

  it('completes a free order at the details step and replays an idempotent reservation', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {
      type: 'FREE',
      title: 'Open rehearsal',
      prices: [{ price: 0, initial_quantity_available: 10 }],
    });
    const headers = { 'idempotency-key': 'buyer-tab-1' };
    const first = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }], {}, headers);
    const repeat = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }], {}, headers);
    expect(repeat.status).toBe(201);
    expect(repeat.body.data.short_id).toBe(first.body.data.short_id);
    const reused = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 }], {}, headers);
    expect(reused.status).toBe(422);
    const done = await details(t.app, live.eventId, first.body.data, uniqueEmail());
    expect(done.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'NOT_REQUIRED', total_gross: 0 });
  });

  it('refuses a stale price and a wrong quantity, holding nothing', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { max_per_order: 2 });
    const stale = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1, price: 2000 }]);
    expect(stale.body.code).toBe('PRICE_CHANGED');
    const tooMany = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 3 }]);
    expect(tooMany.status).toBe(422);
    const page = await request(t.app, 'GET', `/api/events/${live.eventId}/tickets`, { token: live.owner.token });
    expect(page.body.data[0].prices[0].quantity_sold).toBe(0);
  });
});

describe('the expiry job', () => {
  it('releases holds whose time ran out, once', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: 3 }] });
    const held = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 }]);
    await t.ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.shortId, held.body.data.short_id));
    const page = await request(t.app, 'GET', `/api/events/${live.eventId}/tickets`, { token: live.owner.token });
    expect(page.body.data[0].prices[0].quantity_available).toBe(3);
    expect(await expireStaleOrders(t.ctx, { eventId: live.eventId })).toBe(1);
    expect(await expireStaleOrders(t.ctx, { eventId: live.eventId })).toBe(0);
    expect(await heldUnitsOf(t.ctx.db, ticket.prices[0]!.id)).toBe(0);
  });
});
