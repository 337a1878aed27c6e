import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, events, orderRefunds, orders } from '../../platform/db/schema.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatMoney, renderLayout } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { settingsOf } from '../events/present-event.js';
import type { OrderRow } from '../checkout/load-order.js';
import { REFUND_PAYMENT_QUEUE } from './stripe-refunds.js';

export interface RefundablePayment {
  intentId: string;
  accountId: string | null;
  amount: number;
}

/**
 * Money that cannot buy anything goes back in full: a payment that arrived after
 * the tickets were gone (the order becomes REFUND_PENDING and its tickets are
 * cancelled), or a second payment of an order already paid (the order stays as it
 * is). The refund is asked of Stripe by a job, retried until Stripe accepts it
 * with one idempotency key per refund, and the buyer is told why.
 */
export async function refundPayment(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  payment: RefundablePayment,
  reason: 'LATE_PAYMENT' | 'DUPLICATE_PAYMENT',
): Promise<void> {
  if (reason === 'LATE_PAYMENT') {
    await tx
      .update(orders)
      .set({ status: 'REFUND_PENDING', paymentStatus: 'SUCCEEDED', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    // Its tickets were never issued and never will be.
    await tx.update(attendees).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(attendees.orderId, order.id));
  }
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      provider: 'stripe',
      paymentIntentId: payment.intentId,
      paymentAccountId: payment.accountId,
      amount: payment.amount,
      currency: order.currency,
      status: 'PENDING',
      reason,
    })
    .returning({ id: orderRefunds.id });
  await ctx.jobs.enqueue(tx, REFUND_PAYMENT_QUEUE, { refundId: refund!.id });
  await queueRefundMail(ctx, tx, order, payment.amount, reason);
}

async function queueRefundMail(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  amount: number,
  reason: 'LATE_PAYMENT' | 'DUPLICATE_PAYMENT',
): Promise<void> {
  if (!order.email) return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const params = { event: event.title, reference: order.publicReference, total: formatMoney(amount, order.currency, locale) };
  const settings = settingsOf(event);
  const key = reason === 'LATE_PAYMENT' ? 'late_payment_refund' : 'duplicate_payment_refund';
  await queueRenderedMail(ctx.jobs, tx, {
    to: order.email,
    replyTo: settings.support_email ?? undefined,
    subject: t(locale, `mail.${key}.subject`, params),
    ...renderLayout(
      locale,
      [
        { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
        { kind: 'paragraph', text: t(locale, `mail.${key}.body`, params) },
        {
          kind: 'button',
          label: t(locale, 'mail.late_payment_refund.action'),
          url: `${ctx.config.appUrl}/event/${event.id}/${event.slug}`,
        },
      ],
      settings.email_footer_message,
    ),
  });
}
