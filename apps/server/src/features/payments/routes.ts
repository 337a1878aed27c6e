import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, idParamsSchema, paymentSettingsSchema, stripeConnectLinkSchema } from '@stagedoor/contracts';
import { requireAuth } from '../../platform/auth/context.js';
import { authorize, type Ability } from '../../platform/auth/policies.js';
import { notFound } from '../../platform/errors.js';
import { disconnectStripe, paymentSettings, stripeConnectLink } from './connect.js';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.js';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** The account's card payments: Stripe Connect onboarding and its state. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  /** Another account's path answers 404 before the role is looked at, so it reveals nothing. */
  const caller = async (request: FastifyRequest, accountId: number, ability: Ability) => {
    const auth = await requireAuth(request, db);
    if (accountId !== auth.accountId) throw notFound();
    authorize(auth, ability);
    return auth;
  };

  app.get(
    '/accounts/:id/payment-settings',
    {
      schema: {
        operationId: 'getPaymentSettings',
        tags,
        summary: 'How the account takes card payments (any member may read it)',
        security,
        params: idParamsSchema,
        response: { 200: dataEnvelope(paymentSettingsSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.id, 'viewAccount');
      return { data: await paymentSettings(app.ctx, auth.accountId) };
    },
  );

  app.post(
    '/accounts/:id/stripe/connect',
    {
      schema: {
        operationId: 'connectStripe',
        errors: ['PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_ERROR'],
        tags,
        summary: "Stripe's onboarding link for the account's connected account, created on first use (ADMIN)",
        security,
        params: idParamsSchema,
        response: { 200: dataEnvelope(stripeConnectLinkSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.id, 'manageBilling');
      return { data: await stripeConnectLink(app.ctx, auth.accountId) };
    },
  );

  app.delete(
    '/accounts/:id/stripe',
    {
      schema: {
        operationId: 'disconnectStripe',
        errors: ['PAYMENT_PROVIDER_ERROR'],
        tags,
        summary: 'Disconnect the Stripe account (ADMIN)',
        security,
        params: idParamsSchema,
        response: { 200: dataEnvelope(paymentSettingsSchema) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.id, 'manageBilling');
      return { data: await disconnectStripe(app.ctx, auth.accountId) };
    },
  );

  // Stripe signs the exact bytes it sends, so this route reads its body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    raw.post(
      '/public/webhooks/stripe',
      {
        schema: {
          operationId: 'receiveStripeWebhook',
          errors: ['INVALID_SIGNATURE', 'PAYMENTS_NOT_CONFIGURED'],
          tags,
          summary: 'Stripe webhook: signature verified, each event applied once (a duplicate answers 200 and changes nothing)',
          response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored', 'unknown_order']) }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = await verifyStripeEvent(app.ctx, payload, typeof signature === 'string' ? signature : undefined);
        const outcome = await handleStripeEvent(app.ctx, event);
        if (outcome === 'unknown_order') request.log.info({ stripeEvent: event.id, type: event.type }, 'Stripe event for no known order');
        return { received: true as const, outcome };
      },
    );
  });
};
