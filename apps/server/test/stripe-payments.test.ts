import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventStatistics, orders } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { heldUnitsOf, mailsTo, uniqueEmail, waitForMail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { deliverWebhook, StripeTestServer } from './stripe-server.js';

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

const deliver = (delivery: { payload: string; signature: string }) => deliverWebhook(t.app, delivery);

/** The account's admin connects Stripe and finishes Stripe's onboarding. */
async function connectStripe(live: LiveEvent): Promise<string> {
  const link = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/stripe/connect`, { token: live.owner.token });
  expect(link.status).toBe(200);
  const settings = await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/payment-settings`, { token: live.owner.token });
  const accountId = settings.body.data.stripe.account_id as string;
  stripe.completeOnboarding(accountId);
  return accountId;
}

/** A live event on a connected account with one ticket, an order for it with the buyer's details filled in. */
async function orderReadyToPay(options: { quantity?: number; stock?: number | null; price?: number } = {}) {
  const live = await liveEvent(t.app, t.ctx);
  const stripeAccount = await connectStripe(live);
  const ticket = await addTicket(t.app, live, {
    prices: [{ price: options.price ?? 2500, initial_quantity_available: options.stock === undefined ? 50 : options.stock }],
  });
  const email = uniqueEmail('buyer');
  const held = await reserve(t.app, live.eventId, [
    { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: options.quantity ?? 2 },
  ]);
  expect(held.status).toBe(201);
  const filled = await details(t.app, live.eventId, held.body.data, email);
  expect(filled.status).toBe(200);
  return {
    live,
    ticket,
    email,
    order: held.body.data as { short_id: string; total_gross: number; attendees: { ticket_price_id: number }[] },
    stripeAccount,
  };
}

function startPayment(eventId: number, shortId: string) {
  return request(t.app, 'POST', `/api/public/events/${eventId}/order/${shortId}/payment`);
}

function getOrder(eventId: number, shortId: string) {
  return request(t.app, 'GET', `/api/public/events/${eventId}/order/${shortId}`);
}

async function heldUnits(priceId: number): Promise<number> {
  return heldUnitsOf(t.ctx.db, priceId);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('Stripe card payments', () => {
  it('refuses to start a payment before the account can take charges', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const held = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
    await details(t.app, live.eventId, held.body.data, uniqueEmail('buyer'));
    const started = await startPayment(live.eventId, held.body.data.short_id);
    expect(started.status).toBe(409);
    expect(started.body.code).toBe('PAYMENTS_NOT_CONNECTED');
    // The public event is not in test mode once Stripe is configured.
    const event = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(event.body.data.test_mode).toBe(false);
    const testCard = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${held.body.data.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(testCard.status).toBe(404);
  });

  it('creates one PaymentIntent for the exact total on the connected account and hands out only the publishable key', async () => {
    const { live, order, stripeAccount, email } = await orderReadyToPay({ quantity: 3, price: 1999 });
    const started = await startPayment(live.eventId, order.short_id);
    expect(started.status, JSON.stringify(started.body) + JSON.stringify(stripe.requests.slice(-3))).toBe(200);
    expect(started.body).toMatchObject({ provider: 'stripe', publishable_key: stripe.publishableKey, stripe_account_id: stripeAccount });
    expect(JSON.stringify(started.body)).not.toContain(stripe.secretKey);
    const intent = stripe.intentFor(order.short_id)!;
    expect(started.body.client_secret).toBe(intent.client_secret);
    expect(intent).toMatchObject({ account: stripeAccount, amount: order.total_gross, currency: 'eur', receipt_email: email });
    expect(order.total_gross).toBe(3 * 1999);

    // Back on the payment step: the same intent, no second one.
    const again = await startPayment(live.eventId, order.short_id);
    expect(again.body.client_secret).toBe(intent.client_secret);
    expect([...stripe.intents.values()].filter((known) => known.metadata.stagedoor_order_short_id === order.short_id)).toHaveLength(1);
    const current = await getOrder(live.eventId, order.short_id);
    expect(current.body.data).toMatchObject({ status: 'AWAITING_PAYMENT', is_test: false });
  });

  it('completes the order once on payment_intent.succeeded; a redelivery answers 200 and changes nothing', async () => {
    const { live, order, email, stripeAccount } = await orderReadyToPay();
    await startPayment(live.eventId, order.short_id);
    const intent = stripe.succeed(stripe.intentFor(order.short_id)!.id);
    const delivery = stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount });

    const first = await deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const paid = await getOrder(live.eventId, order.short_id);
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'SUCCEEDED' });
    expect(paid.body.data.attendees.every((attendee: { status: string }) => attendee.status === 'ACTIVE')).toBe(true);
    const [stats] = await t.ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, live.eventId));

    const second = await deliver(delivery);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, outcome: 'duplicate' });
    const [statsAfter] = await t.ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, live.eventId));
    expect(statsAfter).toEqual(stats);
    expect(stats).toMatchObject({ ordersCreated: 1, ticketsSold: 2 });

    // The same payment reported again under a new event id is applied as a no-op.
    const third = await deliver(stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount }));
    expect(third.json().outcome).toBe('applied');
    const [statsThird] = await t.ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, live.eventId));
    expect(statsThird).toEqual(stats);

    await waitForMail(t.app, email, (mail) => mail.subject.includes('Your order'));
    const confirmations = (await mailsTo(t.app, email)).filter((mail) => mail.subject.includes('Your order'));
    expect(confirmations).toHaveLength(1);
  });

  it('refuses unsigned, wrongly signed and tampered webhooks', async () => {
    const { live, order, stripeAccount } = await orderReadyToPay();
    await startPayment(live.eventId, order.short_id);
    const intent = stripe.succeed(stripe.intentFor(order.short_id)!.id);
    const delivery = stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount });

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/public/webhooks/stripe',
      payload: delivery.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe('INVALID_SIGNATURE');
    const foreign = stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount, secret: 'whsec_someone_else' });
    expect((await deliver(foreign)).statusCode).toBe(400);
    const tampered = await deliver({
      payload: delivery.payload.replace(`"amount":${intent.amount}`, '"amount":1'),
      signature: delivery.signature,
    });
    expect(tampered.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/public/webhooks/stripe',
      payload: 'not json',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(garbage.statusCode).toBe(400);

    const unchanged = await getOrder(live.eventId, order.short_id);
    expect(unchanged.body.data.status).toBe('AWAITING_PAYMENT');
  });

  it('answers 200 to events for orders it does not know', async () => {
    const response = await deliver(
      stripe.webhook('payment_intent.succeeded', {
        id: 'pi_unknown',
        object: 'payment_intent',
        amount: 100,
        amount_received: 100,
        currency: 'eur',
        status: 'succeeded',
        metadata: {},
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'unknown_order' });
    const ignored = await deliver(stripe.webhook('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(ignored.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('marks a declined payment failed; the buyer retries within the hold and pays', async () => {
    const { live, order, stripeAccount } = await orderReadyToPay();
    await startPayment(live.eventId, order.short_id);
    const intentId = stripe.intentFor(order.short_id)!.id;
    const declined = await deliver(stripe.webhook('payment_intent.payment_failed', stripe.decline(intentId), { account: stripeAccount }));
    expect(declined.statusCode).toBe(200);
    const failed = await getOrder(live.eventId, order.short_id);
    expect(failed.body.data).toMatchObject({ status: 'PAYMENT_FAILED', payment_status: 'FAILED' });

    const retry = await startPayment(live.eventId, order.short_id);
    expect(retry.status).toBe(200);
    expect(retry.body.client_secret).toBe(stripe.intents.get(intentId)!.client_secret);
    await deliver(stripe.webhook('payment_intent.succeeded', stripe.succeed(intentId), { account: stripeAccount }));
    const paid = await getOrder(live.eventId, order.short_id);
    expect(paid.body.data.status).toBe('COMPLETED');
  });

  it('asks Stripe itself when the buyer is back before the webhook', async () => {
    const { live, order } = await orderReadyToPay();
    await startPayment(live.eventId, order.short_id);
    const intentId = stripe.intentFor(order.short_id)!.id;

    const waiting = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment/refresh`);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.status).toBe('AWAITING_PAYMENT');

    stripe.succeed(intentId);
    const refreshed = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'SUCCEEDED' });

    // A payment step opened again after paying says so.
    const restart = await startPayment(live.eventId, order.short_id);
    expect(restart.status).toBe(409);
  });

  it('completes a payment that arrives after the hold expired when the stock is still there', async () => {
    const { live, order, ticket, stripeAccount } = await orderReadyToPay({ quantity: 2, stock: 5 });
    const priceId = ticket.prices[0]!.id;
    await startPayment(live.eventId, order.short_id);
    await t.ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.shortId, order.short_id));
    await expireStaleOrders(t.ctx, { eventId: live.eventId });
    expect((await getOrder(live.eventId, order.short_id)).body.data.status).toBe('EXPIRED');
    expect(await heldUnits(priceId)).toBe(0);

    const intent = stripe.succeed(stripe.intentFor(order.short_id)!.id);
    const response = await deliver(stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount }));
    expect(response.statusCode).toBe(200);
    const paid = await getOrder(live.eventId, order.short_id);
    expect(paid.body.data.status).toBe('COMPLETED');
    expect(await heldUnits(priceId)).toBe(2);
  });

  it('refunds a late payment in full, with an email, when the tickets were sold meanwhile', async () => {
    const { live, order, ticket, email, stripeAccount } = await orderReadyToPay({ quantity: 1, stock: 1 });
    const priceId = ticket.prices[0]!.id;
    await startPayment(live.eventId, order.short_id);
    await t.ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.shortId, order.short_id));

    // Someone else buys the last ticket.
    const other = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId, quantity: 1 }]);
    expect(other.status).toBe(201);
    expect(await heldUnits(priceId)).toBe(1);

    const intent = stripe.succeed(stripe.intentFor(order.short_id)!.id);
    const response = await deliver(stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount }));
    expect(response.statusCode).toBe(200);
    expect((await getOrder(live.eventId, order.short_id)).body.data.status).toBe('REFUND_PENDING');
    expect(await heldUnits(priceId)).toBe(1);

    const refund = await waitFor(
      async () => [...stripe.refunds.values()].find((known) => known.payment_intent === intent.id),
      (found) => found !== undefined,
    );
    expect(refund).toMatchObject({ amount: order.total_gross, account: stripeAccount, status: 'pending' });
    const mail = await waitForMail(t.app, email, (candidate) => candidate.subject.includes('refunded'));
    expect(mail.text).toContain('no longer available');

    const settled = stripe.settleRefund(refund!.id);
    const refunded = await deliver(stripe.webhook('refund.updated', settled, { account: stripeAccount }));
    expect(refunded.statusCode).toBe(200);
    const final = await getOrder(live.eventId, order.short_id);
    expect(final.body.data).toMatchObject({ status: 'REFUNDED', total_refunded: order.total_gross });
    expect(final.body.data.attendees.every((attendee: { status: string }) => attendee.status === 'CANCELLED')).toBe(true);
    // The late order never counted: the other buyer's hold is all that is taken, and the sale is not in the totals.
    expect(await heldUnits(priceId)).toBe(1);
    const [stats] = await t.ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, live.eventId));
    expect(stats?.ordersCreated ?? 0).toBe(0);
    expect(stripe.requests.filter((sent) => sent.path === '/v1/refunds')).toHaveLength(1);
  });

  it('refunds a second payment of a paid order and leaves the order as it is', async () => {
    const { live, order, email, stripeAccount } = await orderReadyToPay({ quantity: 1, price: 3000 });
    await startPayment(live.eventId, order.short_id);
    const first = stripe.intentFor(order.short_id)!;
    await deliver(stripe.webhook('payment_intent.succeeded', stripe.succeed(first.id), { account: stripeAccount }));

    const second = stripe.createIntent(stripeAccount, { amount: order.total_gross, currency: 'eur', metadata: { ...first.metadata } });
    const response = await deliver(stripe.webhook('payment_intent.succeeded', stripe.succeed(second.id), { account: stripeAccount }));
    expect(response.json().outcome).toBe('applied');
    const refund = await waitFor(
      async () => [...stripe.refunds.values()].find((known) => known.payment_intent === second.id),
      (found) => found !== undefined,
    );
    expect(refund).toMatchObject({ amount: order.total_gross, account: stripeAccount });
    await waitForMail(t.app, email, (mail) => mail.subject.includes('charged twice'));
    await deliver(stripe.webhook('refund.updated', stripe.settleRefund(refund!.id), { account: stripeAccount }));
    const paid = await getOrder(live.eventId, order.short_id);
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', total_refunded: 0 });
    expect(paid.body.data.attendees.every((attendee: { status: string }) => attendee.status === 'ACTIVE')).toBe(true);
  });

  it('takes a payment made with a replaced intent as the payment of an unpaid order', async () => {
    const { live, order, stripeAccount } = await orderReadyToPay({ quantity: 1 });
    await startPayment(live.eventId, order.short_id);
    const current = stripe.intentFor(order.short_id)!;
    const old = stripe.createIntent(stripeAccount, { amount: order.total_gross, currency: 'eur', metadata: { ...current.metadata } });
    await deliver(stripe.webhook('payment_intent.succeeded', stripe.succeed(old.id), { account: stripeAccount }));
    const paid = await getOrder(live.eventId, order.short_id);
    expect(paid.body.data.status).toBe('COMPLETED');
    // An intent naming an order of another account changes nothing.
    const foreign = stripe.createIntent(stripeAccount, {
      amount: 100,
      currency: 'eur',
      metadata: { ...current.metadata, stagedoor_account_id: '999999' },
    });
    const ignored = await deliver(stripe.webhook('payment_intent.succeeded', stripe.succeed(foreign.id), { account: stripeAccount }));
    expect(ignored.json().outcome).toBe('unknown_order');
  });

  it('records refunds made in Stripe against the order', async () => {
    const { live, order, stripeAccount } = await orderReadyToPay({ quantity: 2, price: 1000 });
    await startPayment(live.eventId, order.short_id);
    const intent = stripe.succeed(stripe.intentFor(order.short_id)!.id);
    await deliver(stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount }));

    const partial = {
      id: 're_dashboard_1',
      object: 'refund',
      amount: 1000,
      currency: 'eur',
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: {},
    };
    const created = stripe.webhook('refund.created', partial, { account: stripeAccount });
    expect((await deliver(created)).statusCode).toBe(200);
    expect((await deliver(created)).json().outcome).toBe('duplicate');
    const half = await getOrder(live.eventId, order.short_id);
    expect(half.body.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 1000 });
    const [stats] = await t.ctx.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, live.eventId));
    expect(stats?.totalRefunded).toBe(1000);

    // The same refund reported again (refund.updated) does not count twice; a second one completes it.
    await deliver(stripe.webhook('refund.updated', partial, { account: stripeAccount }));
    await deliver(stripe.webhook('refund.created', { ...partial, id: 're_dashboard_2' }, { account: stripeAccount }));
    const full = await getOrder(live.eventId, order.short_id);
    expect(full.body.data).toMatchObject({ status: 'REFUNDED', total_refunded: 2000 });
  });
});
