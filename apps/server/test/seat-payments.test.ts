import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { eventSeating, orderRefunds, orders, seatClaims } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { details } from './selling-factories.js';
import { deliverWebhook, StripeTestServer } from './stripe-server.js';
import { gridLayout, seatedEvent, seatLine, type SeatedEvent } from './seat-purchase-factories.js';

/**
 * Card payments of seated orders that arrive late (docs/locking.md, "Seats"): a seat taken over after the hold ran
 * out is never sold twice; the payment is refunded instead. A seat still free is claimed again and sold.
 */
let stripe: StripeTestServer;
let t: TestApp;

beforeAll(async () => {
  stripe = await new StripeTestServer().start();
  t = await createTestApp(stripe.config());
});

afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

async function connectStripe(s: SeatedEvent): Promise<string> {
  const { owner } = s.live;
  expect((await request(t.app, 'POST', `/api/accounts/${owner.account.id}/stripe/connect`, { token: owner.token })).status).toBe(200);
  const settings = await request(t.app, 'GET', `/api/accounts/${owner.account.id}/payment-settings`, { token: owner.token });
  const accountId = settings.body.data.stripe.account_id as string;
  stripe.completeOnboarding(accountId);
  return accountId;
}

/** A seated order for A-1 with its details, its card payment started, and its hold run out. */
async function lateOrder() {
  const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
  const account = await connectStripe(s);
  const held = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
    body: seatLine(s.stalls, { seat_ids: ['A-1'] }),
  });
  expect(held.status).toBe(201);
  await details(t.app, s.live.eventId, held.body.data, uniqueEmail('buyer'));
  expect((await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order/${held.body.data.short_id}/payment`)).status).toBe(200);
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, held.body.data.short_id));
  await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 minute'` }).where(eq(orders.id, row!.id));
  await t.ctx.db.update(seatClaims).set({ heldUntil: sql`now() - interval '1 minute'` }).where(eq(seatClaims.orderId, row!.id));
  return { s, account, shortId: held.body.data.short_id as string, orderId: row!.id };
}

async function pay(account: string, shortId: string) {
  const intent = stripe.succeed(stripe.intentFor(shortId)!.id);
  const response = await deliverWebhook(t.app, stripe.webhook('payment_intent.succeeded', intent, { account }));
  expect(response.statusCode).toBe(200);
}

const claimsOf = (s: SeatedEvent) => t.ctx.db.select().from(seatClaims).where(eq(seatClaims.eventId, s.live.eventId));

describe('late card payments of seated orders', () => {
  it('refunds the payment when the seat was bought by someone else after the hold ran out (not yet released)', async () => {
    const { s, account, shortId, orderId } = await lateOrder();
    const other = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
      body: seatLine(s.stalls, { seat_ids: ['A-1'] }),
    });
    expect(other.status).toBe(201);
    await pay(account, shortId);
    const [late] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(late!.status).toBe('REFUND_PENDING');
    const claims = await claimsOf(s);
    expect(claims.map((c) => [c.seatId, c.orderId === orderId, c.kind])).toEqual([['A-1', false, 'HELD']]);
    const refunds = await t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds.map((r) => [r.reason, r.amount])).toEqual([['LATE_PAYMENT', late!.totalGross]]);
  });

  it('refunds the payment when the hold ran out (not yet released) and the plan has lost its seat since', async () => {
    const { s, account, shortId, orderId } = await lateOrder();
    const { owner } = s.live;
    const [seating] = await t.ctx.db.select().from(eventSeating).where(eq(eventSeating.eventId, s.live.eventId));
    // A hold that ran out does not keep the plan in use: the organizer may take A-1 out of it.
    const layout = gridLayout({ rows: 1, seatsPerRow: 4 });
    layout.sections[0]!.rows[0]!.seats = layout.sections[0]!.rows[0]!.seats.filter((seat) => seat.id !== 'A-1');
    const saved = await request(t.app, 'PUT', `/api/accounts/${owner.account.id}/seating-plans/${seating!.seatingPlanId}`, {
      token: owner.token,
      body: { name: 'Grid hall', layout },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await pay(account, shortId);
    const [late] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(late!.status).toBe('REFUND_PENDING');
    // No sale of a seat the plan no longer has.
    expect((await claimsOf(s)).filter((c) => c.kind === 'SOLD')).toEqual([]);
  });

  it('claims the seat again and sells it when the hold was released but the seat is still free', async () => {
    const { s, account, shortId, orderId } = await lateOrder();
    await expireStaleOrders(t.ctx, { eventId: s.live.eventId });
    expect(await claimsOf(s)).toEqual([]);
    await pay(account, shortId);
    const [paid] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid!.status).toBe('COMPLETED');
    expect((await claimsOf(s)).map((c) => [c.seatId, c.orderId, c.kind])).toEqual([['A-1', orderId, 'SOLD']]);
  });

  it('refunds the payment when the hold was released and the seat sold since', async () => {
    const { s, account, shortId, orderId } = await lateOrder();
    await expireStaleOrders(t.ctx, { eventId: s.live.eventId });
    const other = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
      body: seatLine(s.stalls, { seat_ids: ['A-1'] }),
    });
    expect(other.status).toBe(201);
    await pay(account, shortId);
    const [late] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(late!.status).toBe('REFUND_PENDING');
    expect((await claimsOf(s)).map((c) => c.orderId === orderId)).toEqual([false]);
  });

  it('refunds the payment when the hold was released and the event changed to a plan without its seat', async () => {
    const { s, account, shortId, orderId } = await lateOrder();
    await expireStaleOrders(t.ctx, { eventId: s.live.eventId });
    const { owner } = s.live;
    const layout = {
      version: 1,
      width: 100,
      height: 100,
      categories: [{ id: 'stalls', name: 'Stalls', color: '#123456' }],
      sections: [
        { id: 'z', label: 'Z', rows: [{ id: 'Z', label: 'Z', category: 'stalls', seats: [{ id: 'Z-1', label: '1', x: 10, y: 10 }] }] },
      ],
    };
    const plan = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/seating-plans`, {
      token: owner.token,
      body: { name: 'Studio', layout },
    });
    expect(plan.status).toBe(201);
    const changed = await request(t.app, 'PUT', `/api/events/${s.live.eventId}/seating`, {
      token: owner.token,
      body: { seating_plan_id: plan.body.data.id, categories: [{ category: 'stalls', ticket_price_ids: [s.stalls.prices[0]!.id] }] },
    });
    expect(changed.status).toBe(200);
    await pay(account, shortId);
    const [late] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(late!.status).toBe('REFUND_PENDING');
    expect(await claimsOf(s)).toEqual([]);
  });
});
