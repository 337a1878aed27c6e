import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@stagedoor/contracts';
import { orders, promoCodes, ticketPrices } from '../src/platform/db/schema.js';
import { rowsOf } from '../src/platform/db/client.js';
import { AppError } from '../src/platform/errors.js';
import { orderHoldsStock } from '../src/features/tickets/availability.js';
import { checkRoom, takeStock } from '../src/features/checkout/locking.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

/** The stock functions of the database (apps/server/sql/functions), on PGlite and on PostgreSQL alike. */
describe('stock functions', () => {
  let t: TestApp;
  let live: LiveEvent;
  beforeAll(async () => {
    t = await createTestApp();
    live = await liveEvent(t.app, t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  async function refusal(work: Promise<unknown>): Promise<string> {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }

  async function held(priceId: number): Promise<number> {
    const [row] = await t.ctx.db.select({ held: ticketPrices.quantityHeld }).from(ticketPrices).where(eq(ticketPrices.id, priceId));
    return row!.held;
  }

  it('agrees with the app on which orders take stock, for every status and time', async () => {
    const accountId = live.owner.account.id;
    const hour = 3_600_000;
    const variants = [
      { reservedUntil: null, completedAt: null },
      { reservedUntil: new Date(Date.now() + hour), completedAt: null },
      { reservedUntil: new Date(Date.now() - hour), completedAt: null },
      { reservedUntil: new Date(Date.now() - hour), completedAt: new Date(Date.now() - 2 * hour) },
      { reservedUntil: null, completedAt: new Date(Date.now() - hour) },
    ];
    let n = 0;
    for (const status of ORDER_STATUSES) {
      for (const variant of variants) {
        n += 1;
        await t.ctx.db.insert(orders).values({
          accountId,
          eventId: live.eventId,
          shortId: `o_holds_${n}`,
          publicReference: `HOLDS-${n}`,
          status,
          currency: 'EUR',
          ...variant,
        });
      }
    }
    const compared = rowsOf<{ status: string; app: boolean; db: boolean }>(
      await t.ctx.db.execute(sql`select ${orders.status} as status, (${orderHoldsStock()}) as app, stagedoor_order_holds_stock(${orders}) as db
        from ${orders} where ${orders.eventId} = ${live.eventId} and ${orders.shortId} like 'o_holds_%'`),
    );
    expect(compared).toHaveLength(ORDER_STATUSES.length * variants.length);
    expect(compared.filter((row) => row.app !== row.db)).toEqual([]);
    expect(compared.some((row) => row.app)).toBe(true);
    expect(compared.some((row) => !row.app)).toBe(true);
  });

  it('takes stock only while it fits and the price is the one expected, all lines or none', async () => {
    const first = await addTicket(t.app, live, { title: 'Stalls', prices: [{ price: 3000, initial_quantity_available: 3 }] });
    const second = await addTicket(t.app, live, { title: 'Balcony', prices: [{ price: 2000, initial_quantity_available: 1 }] });
    const [a, b] = [first.prices[0]!.id, second.prices[0]!.id];

    expect(await refusal(takeStock(t.ctx.db, [{ priceId: a, quantity: 1, expectedPrice: 2999 }]))).toBe('PRICE_CHANGED');
    expect(await refusal(takeStock(t.ctx.db, [{ priceId: a, quantity: 4, expectedPrice: 3000 }]))).toBe('SOLD_OUT');
    // Two lines of one price count together.
    expect(
      await refusal(
        takeStock(t.ctx.db, [
          { priceId: a, quantity: 2, expectedPrice: 3000 },
          { priceId: a, quantity: 2, expectedPrice: 3000 },
        ]),
      ),
    ).toBe('SOLD_OUT');
    // The first line fits, the second does not: neither is taken.
    expect(
      await refusal(
        takeStock(t.ctx.db, [
          { priceId: a, quantity: 2, expectedPrice: 3000 },
          { priceId: b, quantity: 2, expectedPrice: 2000 },
        ]),
      ),
    ).toBe('SOLD_OUT');
    expect([await held(a), await held(b)]).toEqual([0, 0]);

    await takeStock(t.ctx.db, [
      { priceId: b, quantity: 1, expectedPrice: null },
      { priceId: a, quantity: 3, expectedPrice: 3000 },
    ]);
    expect([await held(a), await held(b)]).toEqual([3, 1]);
  });

  it('checks a promo code under its lock: its limit, its expiry and the discount the order was priced with', async () => {
    const ticket = await addTicket(t.app, live, { title: 'Promenade', prices: [{ price: 1500, initial_quantity_available: 50 }] });
    const created = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
      token: live.owner.token,
      body: { code: 'ONCE', discount_type: 'FIXED', discount: 500, max_allowed_usages: 1 },
    });
    expect(created.status).toBe(201);
    const promo = created.body.data as { id: number };
    const expect500 = { discount_type: 'FIXED', discount: 500, applicable_ticket_ids: [] as number[] };

    await checkRoom(t.ctx.db, [], { id: promo.id, expect: expect500 });
    expect(await refusal(checkRoom(t.ctx.db, [], { id: promo.id, expect: { ...expect500, discount: 400 } }))).toBe('PRICE_CHANGED');

    const used = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }], {
      promo_code: 'once',
    });
    expect(used.status).toBe(201);
    expect(await refusal(checkRoom(t.ctx.db, [], { id: promo.id, expect: expect500 }))).toBe('PROMO_CODE_INVALID');
    // The order that uses the code may take its stock again.
    const [order] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, used.body.data.short_id));
    await checkRoom(t.ctx.db, [], { id: promo.id, ignore_order_id: order!.id });

    const later = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
      token: live.owner.token,
      body: { code: 'LATER', discount_type: 'FIXED', discount: 500 },
    });
    await checkRoom(t.ctx.db, [], { id: later.body.data.id, expect: expect500 });
    await t.ctx.db
      .update(promoCodes)
      .set({ expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(promoCodes.id, later.body.data.id));
    expect(await refusal(checkRoom(t.ctx.db, [], { id: later.body.data.id, expect: expect500 }))).toBe('PROMO_CODE_INVALID');
  });
});
