import type { AppContext } from '../../platform/context.js';
import { processedWebhookEvents } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { recordStripeAccount } from './connect.js';
import { applyRefund, SYNC_REFUNDS_QUEUE } from '../refunds/stripe-refunds.js';
import { loadStripe, stripeClient, type Stripe } from '../../platform/stripe/stripe-client.js';
import { applyPaymentIntentIn } from './stripe-payments.js';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_order';

/** Checks a webhook's `Stripe-Signature` against STRIPE_WEBHOOK_SECRET; anything else is 400 INVALID_SIGNATURE. */
export async function verifyStripeEvent(ctx: AppContext, payload: Buffer, signature: string | undefined): Promise<Stripe.Event> {
  const secret = ctx.config.stripeWebhookSecret;
  if (!secret || !signature) throw new AppError('INVALID_SIGNATURE');
  // Loaded before the check: failing to load the SDK is the server's error, not a bad signature.
  await loadStripe();
  try {
    const stripe = await stripeClient(ctx.config);
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError('INVALID_SIGNATURE');
  }
}

/**
 * Applies one Stripe event exactly once: its id is recorded in the same
 * transaction as its effects, so a redelivery (or two deliveries racing) finds
 * it and changes nothing. A failure rolls both back and Stripe delivers again.
 */
export async function handleStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<WebhookOutcome> {
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedWebhookEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.processing':
      case 'payment_intent.canceled': {
        const outcome = await applyPaymentIntentIn(ctx, tx, event.data.object, event.account ?? null);
        return outcome === 'unknown_order' ? 'unknown_order' : 'applied';
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated': {
        if (await applyRefund(ctx, tx, event.data.object)) return 'applied';
        ctx.logger.info({ stripeEvent: event.id, refund: event.data.object.id }, 'Stripe refund for no known order');
        return 'unknown_order';
      }
      case 'charge.refunded': {
        // Older API versions list the charge's refunds; newer ones leave them out, so they are fetched by a job.
        const charge = event.data.object;
        const listed = charge.refunds?.data ?? [];
        let known = false;
        for (const refund of listed) known = (await applyRefund(ctx, tx, refund)) || known;
        const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        if (listed.length === 0 && intentId && event.account) {
          await ctx.jobs.enqueue(tx, SYNC_REFUNDS_QUEUE, { paymentIntentId: intentId, stripeAccount: event.account });
          return 'applied';
        }
        return known ? 'applied' : 'unknown_order';
      }
      case 'account.updated':
        return (await recordStripeAccount(tx, event.data.object)) ? 'applied' : 'ignored';
      default:
        return 'ignored';
    }
  });
}
