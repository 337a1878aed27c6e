import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { events } from '../../platform/db/schema.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatDateTime, formatMoney, renderLayout, type MailBlock } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { settingsOf } from '../events/present-event.js';
import { withLines, type OrderRow } from '../checkout/load-order.js';

/**
 * The buyer's mail about an offline payment, in the buyer's language, queued in the caller's transaction:
 * `instructions` when the method is chosen, `reminder` before the deadline. Both carry the organizer's
 * instructions, the amount, the deadline and the order's reference, which is the transfer's reference.
 */
export async function queueOfflinePaymentMail(ctx: AppContext, tx: Db, order: OrderRow, kind: 'instructions' | 'reminder'): Promise<void> {
  if (!order.email || !order.paymentMethod || order.paymentMethod === 'CARD') return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const settings = settingsOf(event);
  const params = {
    event: event.title,
    reference: order.publicReference,
    amount: formatMoney(order.totalGross, order.currency, locale),
    deadline: order.reservedUntil ? formatDateTime(order.reservedUntil, event.timezone, locale) : '',
  };
  const door = order.paymentMethod === 'PAY_AT_DOOR';
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
    {
      kind: 'paragraph',
      text:
        kind === 'reminder'
          ? t(locale, 'mail.offline_payment.reminder_body', params)
          : t(locale, door ? 'mail.offline_payment.door_body' : 'mail.offline_payment.bank_body', params),
    },
  ];
  if (order.paymentInstructions) blocks.push({ kind: 'paragraph', text: order.paymentInstructions });
  if (!door) blocks.push({ kind: 'table', rows: [[t(locale, 'mail.offline_payment.transfer_reference'), order.publicReference]] });
  const loaded = await withLines(tx, order);
  const issued = loaded.attendees.filter((attendee) => attendee.status === 'ACTIVE');
  if (issued.length > 0) {
    // Pay at the door with tickets at once: the buyer shows them on arrival and pays there.
    blocks.push({
      kind: 'links',
      title: t(locale, 'mail.offline_payment.door_tickets'),
      links: issued.map((attendee) => ({
        label: plainName(`${attendee.firstName} ${attendee.lastName}`.trim()) || attendee.shortId,
        url: `${ctx.config.appUrl}/ticket/${event.id}/${attendee.shortId}`,
      })),
    });
  }
  blocks.push({
    kind: 'button',
    label: t(locale, 'mail.offline_payment.action'),
    url: `${ctx.config.appUrl}/checkout/${event.id}/${order.shortId}/summary`,
  });
  const subject = t(locale, kind === 'reminder' ? 'mail.offline_payment.reminder_subject' : 'mail.offline_payment.subject', params);
  await queueRenderedMail(
    ctx.jobs,
    tx,
    {
      to: order.email,
      replyTo: settings.support_email ?? undefined,
      subject,
      ...renderLayout(locale, blocks, settings.email_footer_message),
    },
    kind === 'instructions' ? 'urgent' : 'normal',
  );
}
