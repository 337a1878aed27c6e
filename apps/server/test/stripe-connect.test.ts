import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stripeConnections } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember, registerAccount } from './factories.js';
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

describe('Stripe Connect onboarding', () => {
  it('connects the account through an account link, follows its state and disconnects', async () => {
    const owner = await registerAccount(t.app);
    const url = `/api/accounts/${owner.account.id}`;
    const before = await request(t.app, 'GET', `${url}/payment-settings`, { token: owner.token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      stripe_configured: true,
      test_mode: false,
      card_payments_ready: false,
      stripe: { status: 'NOT_CONNECTED', account_id: null },
    });

    const link = await request(t.app, 'POST', `${url}/stripe/connect`, { token: owner.token });
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    expect(decodeURIComponent(link.body.data.url)).toContain('http://stagedoor.test/account/payment?stripe=return');
    const pending = await request(t.app, 'GET', `${url}/payment-settings`, { token: owner.token });
    expect(pending.body.data.stripe.status).toBe('PENDING');
    const accountId = pending.body.data.stripe.account_id as string;
    expect(stripe.accounts.get(accountId)?.metadata.stagedoor_account_id).toBe(String(owner.account.id));

    // Asking again continues the onboarding of the same connected account.
    const again = await request(t.app, 'POST', `${url}/stripe/connect`, { token: owner.token });
    expect(again.body.data.url).toContain(accountId);
    expect(
      [...stripe.accounts.values()].filter((account) => account.metadata.stagedoor_account_id === String(owner.account.id)),
    ).toHaveLength(1);

    // Back from Stripe: the page asks again and sees the finished onboarding.
    stripe.completeOnboarding(accountId);
    const connected = await request(t.app, 'GET', `${url}/payment-settings`, { token: owner.token });
    expect(connected.body.data).toMatchObject({
      card_payments_ready: true,
      stripe: { status: 'CONNECTED', charges_enabled: true, payouts_enabled: true, details_submitted: true },
    });
    expect(connected.body.data.stripe.connected_at).not.toBeNull();
    expect(JSON.stringify(connected.body)).not.toContain(stripe.secretKey);

    const disconnected = await request(t.app, 'DELETE', `${url}/stripe`, { token: owner.token });
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.data.stripe.status).toBe('NOT_CONNECTED');
  });

  it('takes account.updated webhooks for connected accounts', async () => {
    const owner = await registerAccount(t.app);
    await request(t.app, 'POST', `/api/accounts/${owner.account.id}/stripe/connect`, { token: owner.token });
    const settings = await request(t.app, 'GET', `/api/accounts/${owner.account.id}/payment-settings`, { token: owner.token });
    const accountId = settings.body.data.stripe.account_id as string;
    const account = { ...stripe.accounts.get(accountId)!, charges_enabled: true, details_submitted: true };
    const response = await deliver(stripe.webhook('account.updated', account, { account: accountId }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    const [row] = await t.ctx.db.select().from(stripeConnections).where(eq(stripeConnections.stripeAccountId, accountId));
    expect(row?.chargesEnabled).toBe(true);
  });

  it('lets organizers read the state but only administrators connect', async () => {
    const owner = await registerAccount(t.app);
    const member = await addMember(t.app, owner, 'ORGANIZER');
    const read = await request(t.app, 'GET', `/api/accounts/${owner.account.id}/payment-settings`, { token: member.token });
    expect(read.status).toBe(200);
    const connect = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/stripe/connect`, { token: member.token });
    expect(connect.status).toBe(403);
    expect(stripe.accounts.size).toBeGreaterThan(0);
    expect([...stripe.accounts.values()].some((account) => account.metadata.stagedoor_account_id === String(owner.account.id))).toBe(false);
  });

  it('answers 409 with a clear message when Stripe cannot be reached, and creates nothing', async () => {
    const owner = await registerAccount(t.app);
    stripe.failWith = 503;
    try {
      const link = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/stripe/connect`, { token: owner.token });
      expect(link.status).toBe(409);
      expect(link.body.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect(link.body.message).toMatch(/could not be processed or confirmed/);
    } finally {
      stripe.failWith = null;
    }
    const settings = await request(t.app, 'GET', `/api/accounts/${owner.account.id}/payment-settings`, { token: owner.token });
    expect(settings.body.data.stripe.status).toBe('NOT_CONNECTED');
  });
});

describe('Without Stripe keys', () => {
  it('keeps the test provider and says connecting is not possible', async () => {
    const plain = await createTestApp();
    try {
      const owner = await registerAccount(plain.app);
      const settings = await request(plain.app, 'GET', `/api/accounts/${owner.account.id}/payment-settings`, { token: owner.token });
      expect(settings.body.data).toMatchObject({ stripe_configured: false, test_mode: true, stripe: { status: 'NOT_CONNECTED' } });
      const connect = await request(plain.app, 'POST', `/api/accounts/${owner.account.id}/stripe/connect`, { token: owner.token });
      expect(connect.status).toBe(409);
      expect(connect.body.code).toBe('PAYMENTS_NOT_CONFIGURED');
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/public/webhooks/stripe',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      });
      expect(webhook.statusCode).toBe(400);
    } finally {
      await plain.close();
    }
  });
});
