/** The mail telling a buyer that the date of their order is cancelled, in the buyer's language. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events, type eventDates } from '../../platform/db/schema.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatDateTime, formatMoney, renderLayout, type MailBlock } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { settingsOf } from '../events/present-event.js';
import type { OrderRow } from '../checkout/load-order.js';
import { wasPaid } from '../checkout/order-rules.js';

type DateRow = typeof eventDates.$inferSelect;

/**
 * Queued in the caller's transaction, the one that cancels the order: the mail exists exactly when the cancellation
 * does. It names the date (and its label), the event, the organizer's message, and whether a refund follows.
 */
export async function queueDateCancelledMail(ctx: AppContext, tx: Db, order: OrderRow, date: DateRow, refunded: number): Promise<void> {
  if (!order.email) return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const settings = settingsOf(event);
  const when = formatDateTime(date.startDate, event.timezone, locale);
  const params = {
    event: event.title,
    reference: order.publicReference,
    date: date.label ? `${when} (${date.label})` : when,
    amount: formatMoney(refunded, order.currency, locale),
  };
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
    { kind: 'paragraph', text: t(locale, 'mail.date_cancelled.body', params) },
  ];
  if (date.cancelMessage) {
    blocks.push({ kind: 'paragraph', text: t(locale, 'mail.date_cancelled.message', params) });
    blocks.push({ kind: 'notice', text: date.cancelMessage });
  }
  if (refunded > 0) blocks.push({ kind: 'paragraph', text: t(locale, 'mail.date_cancelled.refund', params) });
  else if (wasPaid(order)) blocks.push({ kind: 'paragraph', text: t(locale, 'mail.date_cancelled.no_refund', params) });
  if (order.isTest) blocks.push({ kind: 'notice', text: t(locale, 'mail.test_order') });
  await queueRenderedMail(ctx.jobs, tx, {
    to: order.email,
    replyTo: settings.support_email ?? undefined,
    subject: t(locale, 'mail.date_cancelled.subject', params),
    ...renderLayout(locale, blocks, settings.email_footer_message),
  });
}
