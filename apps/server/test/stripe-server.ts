/**
 * A small Stripe-compatible HTTP server for the test suite: the real `stripe` SDK
 * talks to it (host, port and protocol point at it), so requests are encoded,
 * authenticated, retried and parsed exactly as against Stripe. It keeps accounts,
 * PaymentIntents and refunds per connected account (the Stripe-Account header),
 * replays a request repeated with the same Idempotency-Key, and lets a test play
 * Stripe's part: finish onboarding, pay or decline an intent, settle a refund.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';

type Json = Record<string, unknown>;

export interface FakeAccount extends Json {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
}

export interface FakeIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: Json | null;
  created: number;
}

export interface FakeRefund extends Json {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  stripeAccount: string | null;
  idempotencyKey: string | null;
  body: Json;
}

/** Decodes Stripe's form encoding (`metadata[order]=1`, `list[0]=a`) into nested objects. */
function decodeForm(text: string): Json {
  const result: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target: Json = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Json;
    });
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export class StripeTestServer {
  readonly secretKey = 'sk_test_stagedoor';
  readonly publishableKey = 'pk_test_stagedoor';
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly accounts = new Map<string, FakeAccount>();
  readonly intents = new Map<string, FakeIntent & { account: string }>();
  readonly refunds = new Map<string, FakeRefund & { account: string }>();
  readonly requests: RecordedRequest[] = [];
  /** Status new refunds start in ('pending' like most card refunds, or 'succeeded'). */
  refundStatus: 'pending' | 'succeeded' = 'pending';
  /** When set, every API request answers with this status (Stripe unavailable). */
  failWith: number | null = null;
  private readonly replies = new Map<string, { status: number; body: Json }>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The configuration that points the app's Stripe SDK here. */
  config() {
    return {
      stripeSecretKey: this.secretKey,
      stripePublishableKey: this.publishableKey,
      stripeWebhookSecret: this.webhookSecret,
      stripeApiUrl: this.url,
      testPayments: false,
    };
  }

  // --- Stripe's part ---------------------------------------------------------

  completeOnboarding(accountId: string): FakeAccount {
    const account = this.accounts.get(accountId)!;
    Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    return account;
  }

  /** The buyer paid: the intent succeeded. */
  succeed(intentId: string): FakeIntent {
    const intent = this.intents.get(intentId)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
    return intent;
  }

  /** The card was declined: the intent wants another payment method. */
  decline(intentId: string): FakeIntent {
    const intent = this.intents.get(intentId)!;
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    return intent;
  }

  /** A PaymentIntent made outside the app (another tab's, an old page's) on a connected account. */
  createIntent(account: string, fields: { amount: number; currency: string; metadata: Record<string, string> }): FakeIntent {
    const { body } = this.route('POST', '/v1/payment_intents', { ...fields, amount: String(fields.amount) }, account);
    return this.intents.get(String(body.id))!;
  }

  settleRefund(refundId: string, status: 'succeeded' | 'failed' = 'succeeded'): FakeRefund {
    const refund = this.refunds.get(refundId)!;
    refund.status = status;
    return refund;
  }

  intentFor(orderShortId: string): (FakeIntent & { account: string }) | undefined {
    return [...this.intents.values()].filter((intent) => intent.metadata.stagedoor_order_short_id === orderShortId).at(-1);
  }

  /** A webhook delivery as Stripe would send it: the event JSON and its signature header. */
  webhook(
    type: string,
    object: Json,
    options: { account?: string; eventId?: string; secret?: string } = {},
  ): { payload: string; signature: string } {
    const { account: _account, ...data } = object;
    const event = {
      id: options.eventId ?? id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      ...(options.account ? { account: options.account } : {}),
      data: { object: data },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? this.webhookSecret });
    return { payload, signature };
  }

  // --- the HTTP API ------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    // GET parameters come in the query string.
    const body = decodeForm(request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    const stripeAccount = (request.headers['stripe-account'] as string | undefined) ?? null;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, stripeAccount, idempotencyKey, body });

    const send = (status: number, payload: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.failWith) return send(this.failWith, { error: { type: 'api_error', message: 'Stripe is unavailable' } });

    const replayKey = idempotencyKey && request.method === 'POST' ? `${stripeAccount}:${idempotencyKey}` : null;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const { status, body: reply } = this.route(request.method ?? 'GET', url.pathname, body, stripeAccount);
    if (replayKey && status < 500) this.replies.set(replayKey, { status, body: reply });
    send(status, reply);
  }

  private route(method: string, path: string, body: Json, stripeAccount: string | null): { status: number; body: Json } {
    const missing = (what: string) => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    });
    const ok = (payload: Json) => ({ status: 200, body: payload });
    const strip = <T extends { account: string }>(value: T) => {
      const { account: _account, ...rest } = value;
      return rest;
    };
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: id('acct'),
        object: 'account',
        type: String(body.type ?? 'standard'),
        email: (body.email as string | undefined) ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      };
      this.accounts.set(account.id, account);
      return ok(account);
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/accounts\/([^/]+)$/))) {
      const account = this.accounts.get(match[1]!);
      return account ? ok(account) : missing('account');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = this.accounts.get(String(body.account));
      if (!account) return missing('account');
      return ok({
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.test/setup/s/${account.id}?return=${encodeURIComponent(String(body.return_url))}`,
      });
    }
    if (!stripeAccount || !this.accounts.has(stripeAccount)) {
      return { status: 403, body: { error: { type: 'invalid_request_error', message: 'A connected account is required' } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent' as const,
        amount: Number(body.amount),
        amount_received: 0,
        currency: String(body.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        description: (body.description as string | undefined) ?? null,
        receipt_email: (body.receipt_email as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        last_payment_error: null,
        created: now(),
        account: stripeAccount,
      };
      this.intents.set(intentId, intent);
      return ok(strip(intent));
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = this.intents.get(match[1]!);
      return intent && intent.account === stripeAccount ? ok(strip(intent)) : missing('payment_intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(String(body.payment_intent));
      if (!intent || intent.account !== stripeAccount) return missing('payment_intent');
      if (intent.status !== 'succeeded')
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'The payment has not succeeded' } } };
      const refund = {
        id: id('re'),
        object: 'refund' as const,
        amount: body.amount === undefined ? intent.amount : Number(body.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        status: this.refundStatus,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        created: now(),
        account: stripeAccount,
      };
      this.refunds.set(refund.id, refund);
      return ok(strip(refund));
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...this.refunds.values()].filter(
        (refund) => refund.account === stripeAccount && (!body.payment_intent || refund.payment_intent === body.payment_intent),
      );
      return ok({ object: 'list', url: '/v1/refunds', has_more: false, data: data.map(strip) });
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }
}

/** Posts a webhook delivery to the app as Stripe would. */
export function deliverWebhook(app: FastifyInstance, delivery: { payload: string; signature: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/public/webhooks/stripe',
    payload: delivery.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
  });
}
