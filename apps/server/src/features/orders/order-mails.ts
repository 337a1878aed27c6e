/** Mails the back office sends to a buyer, in the buyer's language, queued in the caller's transaction. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events } from '../../platform/db/schema.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatMoney, renderLayout } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { settingsOf } from '../events/present-event.js';
import type { OrderRow } from '../checkout/load-order.js';

async function queueBuyerMail(ctx: AppContext, tx: Db, order: OrderRow, key: 'order_cancelled' | 'order_refunded', amount: number): Promise<void> {
  if (!order.email) return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const settings = settingsOf(event);
  const params = { event: event.title, reference: order.publicReference, amount: formatMoney(amount, order.currency, locale) };
  await queueRenderedMail(ctx.jobs, tx, {
    to: order.email,
    replyTo: settings.support_email ?? undefined,
    subject: t(locale, `mail.${key}.subject`, params),
    ...renderLayout(
      locale,
      [
        { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
        { kind: 'paragraph', text: t(locale, `mail.${key}.body`, params) },
        ...(order.isTest ? [{ kind: 'notice' as const, text: t(locale, 'mail.test_order') }] : []),
      ],
      settings.email_footer_message,
    ),
  });
}

export function queueCancellationMail(ctx: AppContext, tx: Db, order: OrderRow): Promise<void> {
  return queueBuyerMail(ctx, tx, order, 'order_cancelled', 0);
}

export function queueRefundMail(ctx: AppContext, tx: Db, order: OrderRow, amount: number): Promise<void> {
  return queueBuyerMail(ctx, tx, order, 'order_refunded', amount);
}
