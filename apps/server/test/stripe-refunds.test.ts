import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { deliverWebhook, StripeTestServer } from './stripe-server.js';
import { startReceiver, type Receiver } from './webhook-receiver.js';

/** Refunds asked for in the back office for orders paid with Stripe: the Refund API on the connected account, settled by webhooks. */
let stripe: StripeTestServer;
let t: TestApp;
let inbox: Receiver | undefined;

beforeAll(async () => {
  stripe = await new StripeTestServer().start();
  // The webhook receiver listens on loopback, which only this setting lets deliveries reach; a delivery that
  // fails on a busy machine is tried again within seconds.
  t = await createTestApp({ ...stripe.config(), webhooksAllowPrivateNetworks: true, webhookRetryBaseSeconds: 1 });
});

afterAll(async () => {
  await inbox?.close();
  await t?.close();
  await stripe?.stop();
});

const deliver = (delivery: { payload: string; signature: string }) => deliverWebhook(t.app, delivery);

async function paidStripeOrder(): Promise<{ live: LiveEvent; orderId: number; intentId: string; stripeAccount: string }> {
  const live = await liveEvent(t.app, t.ctx);
  await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/stripe/connect`, { token: live.owner.token });
  const settings = await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/payment-settings`, { token: live.owner.token });
  const stripeAccount = settings.body.data.stripe.account_id as string;
  stripe.completeOnboarding(stripeAccount);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2000, initial_quantity_available: 10 }] });
  const held = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 }]);
  await details(t.app, live.eventId, held.body.data, uniqueEmail('buyer'));
  await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${held.body.data.short_id}/payment`);
  const intent = stripe.succeed(stripe.intentFor(held.body.data.short_id)!.id);
  expect((await deliver(stripe.webhook('payment_intent.succeeded', intent, { account: stripeAccount }))).statusCode).toBe(200);
  const listed = await request(t.app, 'GET', `/api/events/${live.eventId}/orders?query=${held.body.data.short_id}`, {
    token: live.owner.token,
  });
  return { live, orderId: listed.body.data[0].id, intentId: intent.id, stripeAccount };
}

const refund = (live: LiveEvent, orderId: number, body: unknown) =>
  request(t.app, 'POST', `/api/events/${live.eventId}/orders/${orderId}/refund`, { token: live.owner.token, body });
const show = async (live: LiveEvent, orderId: number) =>
  (await request(t.app, 'GET', `/api/events/${live.eventId}/orders/${orderId}`, { token: live.owner.token })).body.data;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('back-office refunds through Stripe', () => {
  it('asks Stripe on the connected account, blocks a second refund while pending, and settles on refund.updated', async () => {
    stripe.refundStatus = 'pending';
    const { live, orderId, intentId, stripeAccount } = await paidStripeOrder();
    const first = await refund(live, orderId, { amount: 1500 });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('REFUND_PENDING');
    const asked = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.payment_intent === intentId);
    // The request and its retry job may both reach Stripe; one idempotency key makes them one refund.
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(asked[0]).toMatchObject({ stripeAccount, body: { amount: '1500' } });
    expect(asked[0]!.idempotencyKey).toMatch(/^stagedoor-refund-\d+$/);
    const providerRefundId = first.body.data.refunds[0].provider_refund_id as string;
    expect(providerRefundId).toMatch(/^re_/);

    const second = await refund(live, orderId, { amount: 100 });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('REFUND_PENDING');

    const settled = stripe.settleRefund(providerRefundId);
    await deliver(stripe.webhook('refund.updated', settled, { account: stripeAccount }));
    const after = await show(live, orderId);
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 1500, can_refund: true });
    expect(after.refunds[0]).toMatchObject({ status: 'SUCCEEDED', provider: 'stripe', provider_refund_id: providerRefundId });
  });

  it('settles on charge.refunded, with the refund list or by reading it from Stripe', async () => {
    stripe.refundStatus = 'pending';
    const { live, orderId, intentId, stripeAccount } = await paidStripeOrder();
    const first = await refund(live, orderId, { amount: 1000 });
    const firstId = first.body.data.refunds[0].provider_refund_id as string;
    const listedCharge = {
      id: 'ch_listed',
      object: 'charge',
      payment_intent: intentId,
      amount_refunded: 1000,
      refunds: { object: 'list', data: [stripe.settleRefund(firstId)] },
    };
    await deliver(stripe.webhook('charge.refunded', listedCharge, { account: stripeAccount }));
    expect(await show(live, orderId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 1000 });

    const rest = await refund(live, orderId, { amount: 3000 });
    const restId = rest.body.data.refunds[1].provider_refund_id as string;
    stripe.settleRefund(restId);
    await deliver(
      stripe.webhook(
        'charge.refunded',
        { id: 'ch_bare', object: 'charge', payment_intent: intentId, amount_refunded: 4000 },
        { account: stripeAccount },
      ),
    );
    const done = await waitFor(
      () => show(live, orderId),
      (order) => order.status === 'REFUNDED',
    );
    expect(done).toMatchObject({ status: 'REFUNDED', total_refunded: 4000 });
  });

  it('ends REFUND_FAILED with the reason Stripe gave, and keeps retrying while Stripe cannot be reached', async () => {
    stripe.refundStatus = 'pending';
    const { live, orderId, stripeAccount } = await paidStripeOrder();
    stripe.failWith = 400;
    const refused = await refund(live, orderId, { amount: 500 });
    stripe.failWith = null;
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'REFUND_FAILED', total_refunded: 0 });
    expect(refused.body.data.refunds[0]).toMatchObject({ status: 'FAILED', failure_reason: 'Stripe is unavailable' });

    const failing = await refund(live, orderId, { amount: 600 });
    const failingId = failing.body.data.refunds[1].provider_refund_id as string;
    const failed = { ...stripe.settleRefund(failingId, 'failed'), failure_reason: 'expired_or_canceled_card' };
    await deliver(stripe.webhook('refund.failed', failed, { account: stripeAccount }));
    const afterFailure = await show(live, orderId);
    expect(afterFailure.status).toBe('REFUND_FAILED');
    expect(afterFailure.refunds[1]).toMatchObject({ status: 'FAILED', failure_reason: 'expired_or_canceled_card' });
    // An older "pending" report arriving late does not undo the failure.
    await deliver(stripe.webhook('refund.updated', { ...failed, status: 'pending', failure_reason: null }, { account: stripeAccount }));
    expect((await show(live, orderId)).refunds[1]).toMatchObject({ status: 'FAILED', failure_reason: 'expired_or_canceled_card' });

    stripe.failWith = 503;
    const unreachable = await refund(live, orderId, { amount: 700 });
    expect(unreachable.body.data.status).toBe('REFUND_PENDING');
    expect(unreachable.body.data.refunds[2].provider_refund_id).toBeNull();
    stripe.failWith = null;
    const retried = await waitFor(
      () => show(live, orderId),
      (order) => order.refunds[2].provider_refund_id !== null,
      20_000,
    );
    const retriedId = retried.refunds[2].provider_refund_id as string;
    await deliver(stripe.webhook('refund.updated', stripe.settleRefund(retriedId), { account: stripeAccount }));
    expect(await show(live, orderId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 700 });
  });

  it('tells webhooks when money went back, whoever started the refund, and not while it is pending', { timeout: 240_000 }, async () => {
    stripe.refundStatus = 'pending';
    const { live, orderId, intentId, stripeAccount } = await paidStripeOrder();
    inbox = await startReceiver();
    const created = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/webhooks`, {
      token: live.owner.token,
      body: { url: inbox.url, event_types: ['order.refunded'] },
    });
    expect(created.status).toBe(201);
    const deliveries = async () =>
      (
        await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/webhooks/${created.body.data.id}/deliveries`, {
          token: live.owner.token,
        })
      ).body.data as unknown[];

    const asked = await refund(live, orderId, { amount: 1000 });
    expect(asked.body.data.status).toBe('REFUND_PENDING');
    expect(await deliveries()).toHaveLength(0);

    await deliver(
      stripe.webhook('refund.updated', stripe.settleRefund(asked.body.data.refunds[0].provider_refund_id), { account: stripeAccount }),
    );
    const first = JSON.parse((await inbox.waitFor(1, 90_000))[0]!.body);
    expect(first).toMatchObject({ type: 'order.refunded', data: { order: { id: orderId, total_refunded: 1000 } } });

    // A refund made in Stripe's dashboard (Stripe's ids are unique; other suites share the PostgreSQL database).
    const dashboard = {
      id: `re_dashboard_${randomBytes(6).toString('hex')}`,
      object: 'refund',
      amount: 500,
      currency: 'eur',
      payment_intent: intentId,
      status: 'succeeded',
    };
    expect((await deliver(stripe.webhook('refund.created', dashboard, { account: stripeAccount }))).statusCode).toBe(200);
    // The delivery is recorded in the change's own transaction; sending it is the job's (webhooks.test.ts).
    const recorded = (await deliveries()) as { type: string }[];
    expect(recorded.map((delivery) => delivery.type)).toEqual(['order.refunded', 'order.refunded']);
    expect(await show(live, orderId)).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 1500 });
  });
});
