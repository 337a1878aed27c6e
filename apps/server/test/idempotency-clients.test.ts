import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, orders } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import type { ReserveOrderInput } from '@stagedoor/contracts';
import { ReservationGate } from '../src/features/checkout/reservation-gate.js';
import { orderIdempotencyScope } from '../src/features/checkout/reserve-alone.js';
import { reserveOrder } from '../src/features/checkout/reserve-order.js';
import { EarlierAnswers } from '../src/platform/http/idempotency.js';
import { addTicket, details, liveEvent, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ALICE = '198.51.100.21';
const BOB = '198.51.100.42';

async function sellingEvent() {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 20 }] });
  const body = { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] };
  return { live, body };
}

function reserveFrom(live: LiveEvent, body: unknown, remoteAddress: string, key: string) {
  return request(t.app, 'POST', `/api/public/events/${live.eventId}/order`, { body, remoteAddress, headers: { 'idempotency-key': key } });
}

describe('Idempotency-Key of a public reservation', () => {
  it('belongs to the client that sent it: another client with the same key gets its own order', async () => {
    const { live, body } = await sellingEvent();
    const first = await reserveFrom(live, body, ALICE, 'order-1');
    expect(first.status).toBe(201);
    const repeat = await reserveFrom(live, body, ALICE, 'order-1');
    expect(repeat.body.data.short_id).toBe(first.body.data.short_id);

    const stranger = await reserveFrom(live, body, BOB, 'order-1');
    expect(stranger.status).toBe(201);
    expect(stranger.body.data.short_id).not.toBe(first.body.data.short_id);

    // The stranger completes its own order with its own email; the first client's order is untouched.
    const email = uniqueEmail('bob');
    expect((await details(t.app, live.eventId, stranger.body.data, email)).status).toBe(200);
    const [alices] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, first.body.data.short_id));
    expect(alices!.email).toBeNull();
    const [bobs] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, stranger.body.data.short_id));
    expect(bobs!.email).toBe(email);

    // What is kept of the client is a keyed hash, never its address.
    const stored = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'order-1'));
    const mine = stored.filter((row) => row.scope.startsWith(`order:${live.eventId}|`));
    expect(mine).toHaveLength(2);
    expect(mine.some((row) => row.scope.includes(ALICE) || row.scope.includes(BOB))).toBe(false);
  });

  it('of a test payment is the client’s too: another client’s same key is paid, not answered with the first decline', async () => {
    const { live, body } = await sellingEvent();
    const reserved = await reserveFrom(live, body, ALICE, 'hold');
    const order = reserved.body.data;
    expect((await details(t.app, live.eventId, order, uniqueEmail('pay'))).status).toBe(200);
    expect(
      (await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`, { remoteAddress: ALICE })).status,
    ).toBe(200);
    const pay = (card: string, remoteAddress: string) =>
      request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
        body: { card_number: card },
        remoteAddress,
        headers: { 'idempotency-key': 'pay-1' },
      });

    const declined = await pay('4000000000000002', ALICE);
    expect(declined.body.data.status).toBe('PAYMENT_FAILED');
    expect((await pay('4000000000000002', ALICE)).body.data.status).toBe('PAYMENT_FAILED');
    const paid = await pay('4242424242424242', BOB);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('COMPLETED');
  });

  it('waiting at the reservation gate while the price sells out: a repeat answers its order, a first attempt SOLD_OUT', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 1 }] });
    const input: ReserveOrderInput = { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] };
    const ran: string[] = [];
    // One for the app, as the route has: the keyed waiters answered together ask in one statement.
    const earlierAnswers = new EarlierAnswers(t.ctx.db);
    const reserveAs = (name: string, key: string | null, gate?: ReservationGate) =>
      reserveOrder(t.ctx, {
        eventId: live.eventId,
        input,
        locale: 'en',
        idempotencyKey: key ? { key, client: 'one-client' } : null,
        clientKey: null,
        gate,
        earlierAnswers,
        // Runs at the start of a keyed reservation's own work, after its key: shows which ones did their work.
        admission: key
          ? async () => {
              ran.push(name);
            }
          : undefined,
      }).then(
        ({ order, created }) => ({ shortId: order.short_id, created }),
        (error: { code?: string }) => error.code,
      );
    const sold = await reserveAs('sale', 'bought');
    expect(sold).toMatchObject({ created: true });

    // One at a time, in the order called: the first finds the price sold out before the others came, so its answer is
    // not theirs; the second reads with all of them waiting, and its sold-out answer reaches the keyed two.
    const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 10_000 });
    const answers = await Promise.all([
      reserveAs('opener', null, gate),
      reserveAs('reader', null, gate),
      reserveAs('repeat', 'bought', gate),
      reserveAs('new', 'new', gate),
    ]);
    expect(answers).toEqual(['SOLD_OUT', 'SOLD_OUT', { shortId: (sold as { shortId: string }).shortId, created: false }, 'SOLD_OUT']);
    // Neither keyed one did the work of a reservation: the repeat read its stored answer, the new one only its key.
    expect(ran).toEqual(['sale']);
    const keys = await t.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `order:${live.eventId}|one-client`));
    expect(keys.map((row) => row.key)).toEqual(['bought']);
  });

  it('answers many keys at once from their earlier attempts, in statements of a few dozen, and writes nothing', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 5 }] });
    const input: ReserveOrderInput = { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] };
    const other: ReserveOrderInput = { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 2 }] }] };
    const scope = orderIdempotencyScope(live.eventId);
    const client = 'many-client';
    const sold = await reserveOrder(t.ctx, {
      eventId: live.eventId,
      input,
      locale: 'en',
      idempotencyKey: { key: 'sold', client },
      clientKey: null,
    });
    const answers = new EarlierAnswers(t.ctx.db);
    const outcome = (answer: Promise<{ short_id: string } | null>) =>
      answer.then(
        (order) => order?.short_id ?? null,
        (error: { code?: string }) => error.code,
      );
    const asked = await Promise.all([
      outcome(answers.ask({ scope, key: { key: 'sold', client }, request: input })),
      outcome(answers.ask({ scope, key: { key: 'sold', client }, request: other })),
      ...Array.from({ length: 120 }, (_, i) => outcome(answers.ask({ scope, key: { key: `new-${i}`, client }, request: input }))),
    ]);
    expect(asked.slice(0, 2)).toEqual([sold.order.short_id, 'IDEMPOTENCY_KEY_REUSED']);
    expect(asked.slice(2)).toEqual(Array(120).fill(null));
    const keys = await t.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `${scope}|${client}`));
    expect(keys.map((row) => row.key)).toEqual(['sold']);
  });
});
