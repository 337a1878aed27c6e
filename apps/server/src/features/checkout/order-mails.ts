import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { accountUsers, events, organizers, users } from '../../platform/db/schema.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatDateTime, formatMoney, renderLayout, type MailBlock } from '../../platform/mail/layout.js';
import type { MailAttachment } from '../../platform/mail/mailer.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { htmlToText } from '../../platform/html/plain-text.js';
import { settingsOf, type EventRow } from '../events/present-event.js';
import { calendarFileName, eventCalendarFile, venueOf } from '../events/event-calendar.js';
import { dateOfSeries, type SeriesDate } from '../events/date-of-series.js';
import { signedTicketCode } from '../../platform/auth/ticket-signing.js';
import { withLines, type LoadedOrder, type OrderRow } from './load-order.js';
import { ordersByIds } from './load-order.js';
import { orderTotals, orderTotalsRows } from './order-totals.js';
import { inAccount } from '../../platform/auth/scope.js';
import { seatText } from '../seat-map/seat-text.js';
import { invoiceAttachmentOf } from '../invoices/invoice-mail.js';

/** The content id of the ticket's QR code, an inline image of the ticket mail. */
export const TICKET_QR_CID = 'ticket-qr@stagedoor';

function ticketUrl(ctx: AppContext, event: EventRow, attendeeShortId: string): string {
  return `${ctx.config.appUrl}/ticket/${event.id}/${attendeeShortId}`;
}

/** When the ticket is for: the date of a series (with its label), else the event's start. */
function whenText(event: EventRow, date: SeriesDate | null, locale: Locale): string {
  if (!date) return formatDateTime(event.startDate, event.timezone, locale);
  return `${formatDateTime(date.startDate, event.timezone, locale)}${date.label ? ` · ${plainName(date.label)}` : ''}`;
}

function buyerConfirmation(ctx: AppContext, event: EventRow, loaded: LoadedOrder, locale: Locale, date: SeriesDate | null) {
  const { order, items, attendees } = loaded;
  const params = { event: event.title, reference: order.publicReference, date: whenText(event, date, locale) };
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const settings = settingsOf(event);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
    { kind: 'paragraph', text: t(locale, 'mail.order_confirmation.body', params) },
  ];
  if (order.isTest) blocks.push({ kind: 'notice', text: t(locale, 'mail.test_order') });
  const venue = venueOf(event);
  if (venue) blocks.push({ kind: 'paragraph', text: `${t(locale, 'mail.where')}: ${venue}` });
  const labels = {
    discount: t(locale, 'mail.discount'),
    fees: t(locale, 'mail.fees'),
    taxes: t(locale, 'mail.taxes'),
    total: t(locale, 'mail.total'),
  };
  blocks.push({ kind: 'table', rows: orderTotalsRows(orderTotals(order, items), labels, money) });
  blocks.push({
    kind: 'links',
    title: t(locale, 'mail.order_confirmation.tickets'),
    links: attendees.map((attendee) => {
      const title = items.find((item) => item.ticketPriceId === attendee.ticketPriceId)?.ticketTitle ?? '';
      const seat = attendee.seat ? ` — ${plainName(seatText(locale, attendee.seat))}` : '';
      return {
        label: `${title} — ${plainName(`${attendee.firstName} ${attendee.lastName}`)}${seat}`.trim(),
        url: ticketUrl(ctx, event, attendee.shortId),
      };
    }),
  });
  blocks.push({
    kind: 'button',
    label: t(locale, 'mail.order_confirmation.action'),
    url: `${ctx.config.appUrl}/checkout/${event.id}/${order.shortId}/summary`,
  });
  const postCheckout = htmlToText(settings.post_checkout_message);
  if (postCheckout) blocks.push({ kind: 'paragraph', text: postCheckout });
  return { subject: t(locale, 'mail.order_confirmation.subject', params), ...renderLayout(locale, blocks, settings.email_footer_message) };
}

/** What every ticket mail of an order shares: the calendar file of the event, or of the order's date of a series. */
export interface TicketMailShared {
  calendar: MailAttachment;
  /** The order's date when the event has several; null otherwise (and for a pass). */
  date: SeriesDate | null;
}

export async function ticketMailShared(
  ctx: AppContext,
  tx: Db,
  event: EventRow,
  date: SeriesDate | null = null,
): Promise<TicketMailShared> {
  const ics = await eventCalendarFile(ctx, tx, event, date);
  return {
    calendar: { filename: calendarFileName(event, date), content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    date,
  };
}

/**
 * One attendee's ticket mail: the ticket link, its QR code as an inline image (the
 * same signed code as the ticket page) and the event's calendar file.
 */
export async function attendeeTicket(
  ctx: AppContext,
  tx: Db,
  event: EventRow,
  loaded: LoadedOrder,
  attendee: LoadedOrder['attendees'][number],
  locale: Locale,
  shared: TicketMailShared,
) {
  const item = loaded.items.find((line) => line.ticketPriceId === attendee.ticketPriceId);
  // A pass's attendee has no date of its own (docs/dates.md): its mail names the event's start.
  const date = attendee.eventDateId && shared.date?.id === attendee.eventDateId ? shared.date : null;
  const params = { event: event.title, ticket: item?.ticketTitle ?? '', date: whenText(event, date, locale) };
  const settings = settingsOf(event);
  // A savepoint: the account's first signing key may be created here, and losing that race must not end the order's transaction.
  const code = await tx.transaction((savepoint) =>
    signedTicketCode(savepoint, ctx.config.appSecret, {
      accountId: attendee.accountId,
      eventId: attendee.eventId,
      ticketId: attendee.ticketId,
      attendeeShortId: attendee.shortId,
    }),
  );
  const qr = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(attendee.firstName) }) },
    { kind: 'paragraph', text: t(locale, 'mail.ticket.body', params) },
  ];
  if (attendee.seat)
    blocks.push({ kind: 'paragraph', text: t(locale, 'mail.ticket.seat', { seat: plainName(seatText(locale, attendee.seat)) }) });
  if (loaded.order.isTest) blocks.push({ kind: 'notice', text: t(locale, 'mail.test_order') });
  blocks.push({ kind: 'image', src: `cid:${TICKET_QR_CID}`, alt: t(locale, 'mail.ticket.qr_alt'), width: 240 });
  blocks.push({ kind: 'button', label: t(locale, 'mail.ticket.action'), url: ticketUrl(ctx, event, attendee.shortId) });
  const message = htmlToText(settings.ticket_page_message);
  if (message) blocks.push({ kind: 'paragraph', text: message });
  blocks.push({ kind: 'paragraph', text: t(locale, 'mail.ticket.calendar') });
  const attachments: MailAttachment[] = [
    shared.calendar,
    { filename: 'ticket-qr.png', content: qr.toString('base64'), encoding: 'base64', contentType: 'image/png', cid: TICKET_QR_CID },
  ];
  return { subject: t(locale, 'mail.ticket.subject', params), ...renderLayout(locale, blocks, settings.email_footer_message), attachments };
}

/** The account owner's language, for mails to the organizer. */
async function organizerLocale(tx: Db, accountId: number): Promise<Locale> {
  const [owner] = await tx
    .select({ locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(inAccount(accountUsers, accountId, eq(accountUsers.isAccountOwner, true)));
  return normalizeLocale(owner?.locale) ?? 'en';
}

/**
 * The mails of a completed order, queued in its transaction: the buyer's
 * confirmation with links to every ticket, one ticket mail per attendee with a
 * calendar file, and the organizer's notification when the event asks for it.
 */
export async function queueOrderEmails(ctx: AppContext, tx: Db, orderId: number): Promise<void> {
  const [order] = await ordersByIds(tx, [orderId]);
  if (!order) return;
  const loaded = await withLines(tx, order);
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const settings = settingsOf(event);
  const replyTo = settings.support_email ?? undefined;
  const buyerLocale = normalizeLocale(order.locale) ?? 'en';
  const date = await dateOfSeries(tx, event.id, order.eventDateId);
  if (order.email) {
    // The buyer is waiting for it: it goes before ticket mails and notifications.
    await queueRenderedMail(
      ctx.jobs,
      tx,
      {
        to: order.email,
        replyTo,
        ...buyerConfirmation(ctx, event, loaded, buyerLocale, date),
        attachmentRefs: await invoiceAttachmentOf(tx, order.id),
      },
      'urgent',
    );
  }
  // A pass's attendees (no date of their own) get the event's calendar file, a dated ticket its date's.
  const shared = new Map<boolean, TicketMailShared>();
  // Mails to addresses the buyer typed for others are capped (ATTENDEE_MAILS_PER_ORDER): the buyer's confirmation
  // links every ticket, so the buyer hands on the rest. The buyer's own address is never capped.
  const cap = ctx.config.attendeeMailsPerOrder;
  const buyer = order.email?.toLowerCase();
  let toOthers = 0;
  for (const attendee of loaded.attendees) {
    if (!attendee.email || attendee.status !== 'ACTIVE') continue;
    if (attendee.email.toLowerCase() !== buyer) {
      if (cap > 0 && toOthers >= cap) continue;
      toOthers += 1;
    }
    const locale = normalizeLocale(attendee.locale) ?? buyerLocale;
    const dated = attendee.eventDateId !== null && date !== null;
    const files = shared.get(dated) ?? (await ticketMailShared(ctx, tx, event, dated ? date : null));
    shared.set(dated, files);
    await queueRenderedMail(ctx.jobs, tx, {
      to: attendee.email,
      replyTo,
      ...(await attendeeTicket(ctx, tx, event, loaded, attendee, locale, files)),
    });
  }
  if (settings.notify_organizer_of_new_orders) {
    const [organizer] = await tx.select().from(organizers).where(eq(organizers.id, event.organizerId));
    if (organizer?.email) {
      const locale = await organizerLocale(tx, event.accountId);
      const params = {
        event: event.title,
        reference: order.publicReference,
        name: plainName(`${order.firstName ?? ''} ${order.lastName ?? ''}`.trim()),
        email: plainName(order.email ?? ''),
        count: loaded.attendees.length,
        total: formatMoney(order.totalGross, order.currency, locale),
      };
      const blocks: MailBlock[] = [
        { kind: 'paragraph', text: t(locale, 'mail.organizer_new_order.body', params) },
        ...(order.isTest ? [{ kind: 'notice', text: t(locale, 'mail.test_order') } as MailBlock] : []),
        {
          kind: 'button',
          label: t(locale, 'mail.organizer_new_order.action'),
          url: `${ctx.config.appUrl}/manage/event/${event.id}/orders`,
        },
      ];
      await queueRenderedMail(
        ctx.jobs,
        tx,
        { to: organizer.email, subject: t(locale, 'mail.organizer_new_order.subject', params), ...renderLayout(locale, blocks) },
        'bulk',
      );
    }
  }
}

/** The buyer's confirmation again (the back office's "resend"); false when the order has no buyer email. */
export async function queueBuyerConfirmation(ctx: AppContext, tx: Db, orderId: number): Promise<boolean> {
  const [order] = await ordersByIds(tx, [orderId]);
  if (!order?.email) return false;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return false;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const replyTo = settingsOf(event).support_email ?? undefined;
  await queueRenderedMail(
    ctx.jobs,
    tx,
    {
      to: order.email,
      replyTo,
      ...buyerConfirmation(ctx, event, await withLines(tx, order), locale, await dateOfSeries(tx, event.id, order.eventDateId)),
    },
    'urgent',
  );
  return true;
}

/** Mails the back office sends to a buyer, in the buyer's language, queued in the caller's transaction. */
async function queueBuyerMail(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  key: 'order_cancelled' | 'order_refunded',
  amount: number,
): Promise<void> {
  if (!order.email) return;
  const [event] = await tx.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return;
  const locale = normalizeLocale(order.locale) ?? 'en';
  const settings = settingsOf(event);
  const params = { event: event.title, reference: order.publicReference, amount: formatMoney(amount, order.currency, locale) };
  // Money paid offline (bank transfer, at the door) goes back the same way, not through a bank's card refund.
  const bodyKey = key === 'order_refunded' && order.paymentProvider === 'offline' ? 'mail.order_refunded.body_offline' : `mail.${key}.body`;
  await queueRenderedMail(ctx.jobs, tx, {
    to: order.email,
    replyTo: settings.support_email ?? undefined,
    subject: t(locale, `mail.${key}.subject`, params),
    ...renderLayout(
      locale,
      [
        { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(order.firstName ?? '') }) },
        { kind: 'paragraph', text: t(locale, bodyKey, params) },
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
