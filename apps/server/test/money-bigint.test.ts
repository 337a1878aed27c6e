import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_AMOUNT } from '@stagedoor/contracts';
import { eventStatistics, orders } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INT32_MAX = 2_147_483_647;

/** Reserve, give details and pay with the test card: the order as the last step answered it. */
async function buy(
  live: LiveEvent,
  line: { ticketId: number; priceId: number; quantity: number; price?: number },
  extra: Record<string, unknown> = {},
) {
  const reserved = await reserve(t.app, live.eventId, [line], extra);
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const order = reserved.body.data;
  expect((await details(t.app, live.eventId, order, uniqueEmail('buyer'))).status).toBe(200);
  expect((await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`)).status).toBe(200);
  const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body.data.status).toBe('COMPLETED');
  return { reserved: order, paid: paid.body.data };
}

async function totals(live: LiveEvent) {
  const stats = await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token: live.owner.token });
  expect(stats.status).toBe(200);
  return stats.body.data.totals as { sales_total_gross: number; total_fee: number; total_tax: number; orders_created: number };
}

describe('money beyond 32 bits', () => {
  it('accepts prices, fixed fees and fixed discounts above 2^31 and prices the order exactly', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const fee = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/taxes-and-fees`, {
      token: live.owner.token,
      body: { name: 'Handling', type: 'FEE', calculation_type: 'FIXED', rate: 2_200_000_001 },
    });
    expect(fee.status).toBe(201);
    expect(fee.body.data.rate).toBe(2_200_000_001);
    const vat = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/taxes-and-fees`, {
      token: live.owner.token,
      body: { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
    });
    const ticket = await addTicket(t.app, live, {
      prices: [{ price: 3_000_000_001, initial_quantity_available: 10 }],
      tax_and_fee_ids: [fee.body.data.id, vat.body.data.id],
    });
    expect(ticket.prices[0]!.price).toBe(3_000_000_001);
    const promo = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
      token: live.owner.token,
      body: { code: 'BIG', discount_type: 'FIXED', discount: 2_500_000_000 },
    });
    expect(promo.status).toBe(201);
    expect(promo.body.data.discount).toBe(2_500_000_000);

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(page.body.data.tickets[0].prices[0].price).toBe(3_000_000_001);

    const { reserved, paid } = await buy(live, { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 3, price: 3_000_000_001 });
    // 3 × 3 000 000 001 = 9 000 000 003; 19 % = 1 710 000 000.57 → 1 710 000 001; fee 3 × 2 200 000 001
    const gross = 9_000_000_003 + 1_710_000_001 + 6_600_000_003;
    expect(reserved).toMatchObject({
      total_before_additions: 9_000_000_003,
      total_tax: 1_710_000_001,
      total_fee: 6_600_000_003,
      total_gross: gross,
    });
    expect(reserved.items[0]).toMatchObject({ price: 3_000_000_001, total_gross: gross });
    expect(paid.total_gross).toBe(gross);
    const [stored] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, reserved.short_id));
    expect(stored!.totalGross).toBe(gross);
    expect(await totals(live)).toMatchObject({ sales_total_gross: gross, total_fee: 6_600_000_003, total_tax: 1_710_000_001 });

    const discounted = await buy(
      live,
      { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1, price: 3_000_000_001 },
      { promo_code: 'BIG' },
    );
    // 3 000 000 001 − 2 500 000 000 = 500 000 001; 19 % = 95 000 000.19 → 95 000 000
    expect(discounted.reserved).toMatchObject({
      total_discount: 2_500_000_000,
      total_before_additions: 500_000_001,
      total_tax: 95_000_000,
      total_fee: 2_200_000_001,
    });
    expect((await totals(live)).sales_total_gross).toBe(gross + 500_000_001 + 95_000_000 + 2_200_000_001);
  });

  it('keeps selling and completing when the running totals pass 2,147,483,647', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: null }] });
    const line = { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2, price: 2500 };
    await buy(live, line);
    // Years of sales: the event's running totals sit just below the 32-bit limit.
    await t.ctx.db
      .update(eventStatistics)
      .set({ salesTotalGross: INT32_MAX - 1000, totalRefunded: INT32_MAX })
      .where(eq(eventStatistics.eventId, live.eventId));
    await buy(live, line);
    await buy(live, line);
    const after = await totals(live);
    expect(after.sales_total_gross).toBe(INT32_MAX - 1000 + 10_000);
    expect(after.orders_created).toBe(3);
  });

  it('refuses amounts above the product maximum, and orders that would pass the exact range, with 422', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const tooDear = await request(t.app, 'POST', `/api/events/${live.eventId}/tickets`, {
      token: live.owner.token,
      body: { type: 'PAID', title: 'Too dear', prices: [{ price: MAX_AMOUNT + 1 }] },
    });
    expect(tooDear.status).toBe(422);
    const dearest = await addTicket(t.app, live, { prices: [{ price: MAX_AMOUNT, initial_quantity_available: null }] });
    expect(dearest.prices[0]!.price).toBe(MAX_AMOUNT);
    const fine = await reserve(t.app, live.eventId, [
      { ticketId: dearest.id, priceId: dearest.prices[0]!.id, quantity: 9, price: MAX_AMOUNT },
    ]);
    expect(fine.status).toBe(201);
    expect(fine.body.data.total_gross).toBe(9 * MAX_AMOUNT);
    const overflow = await reserve(t.app, live.eventId, [
      { ticketId: dearest.id, priceId: dearest.prices[0]!.id, quantity: 10, price: MAX_AMOUNT },
    ]);
    expect(overflow.status).toBe(422);
    expect(overflow.body.errors).toHaveProperty('tickets');
  });

  it('refunds and cancels a large order in one call, up to what is left of it, and takes large amounts paid for walk-ins', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const dearest = await addTicket(t.app, live, { prices: [{ price: MAX_AMOUNT, initial_quantity_available: null }] });
    const { paid } = await buy(live, { ticketId: dearest.id, priceId: dearest.prices[0]!.id, quantity: 9, price: MAX_AMOUNT });
    const orderId = (await request(t.app, 'GET', `/api/events/${live.eventId}/orders?query=${paid.short_id}`, { token: live.owner.token }))
      .body.data[0].id as number;
    const refund = (amount: unknown) =>
      request(t.app, 'POST', `/api/events/${live.eventId}/orders/${orderId}/refund`, {
        token: live.owner.token,
        body: { amount, cancel_order: true },
      });

    const tooMuch = await refund(9 * MAX_AMOUNT + 1);
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors)).toEqual(['amount']);
    const unsafe = await refund(2 ** 53);
    expect(unsafe.status).toBe(422);
    expect(Object.keys(unsafe.body.errors)).toEqual(['amount']);

    const whole = await refund(9 * MAX_AMOUNT);
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.data.status).toBe('CANCELLED');
    expect(whole.body.data.totals).toMatchObject({ gross: 9 * MAX_AMOUNT, refunded: 9 * MAX_AMOUNT, remaining: 0 });

    const walkIn = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
      token: live.owner.token,
      body: { ticket_id: dearest.id, first_name: 'Walter', last_name: 'Walkin', email: uniqueEmail('walkin'), amount_paid: MAX_AMOUNT },
    });
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    const [walkInOrder] = await t.ctx.db.select().from(orders).where(eq(orders.id, walkIn.body.data.order_id));
    expect(walkInOrder!.totalGross).toBe(MAX_AMOUNT);
  });
});
