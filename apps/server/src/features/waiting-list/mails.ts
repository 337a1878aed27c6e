import type { Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { normalizeLocale, t } from '../../platform/i18n/index.js';
import { formatDateTime, renderLayout, type MailBlock } from '../../platform/mail/layout.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { plainName } from '../../platform/mail/plain-name.js';
import { settingsOf, type EventRow } from '../events/present-event.js';
import type { EntryRow } from './entries.js';

/** The entrant's page: position, status, leaving (apps/web: /waiting-list/:token). */
export const entrantUrl = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/waiting-list/${token}`;

/** The offer's checkout: the normal public order page of the order that holds the party's tickets. */
export const checkoutPath = (eventId: number, orderShortId: string) => `/checkout/${eventId}/${orderShortId}/details`;

function localeOf(entry: Pick<EntryRow, 'locale'>): Locale {
  return normalizeLocale(entry.locale) ?? 'en';
}

/** The mail that confirms a place on the list, with the link to see the position or leave. Written in the entrant's language. */
export async function queueJoinedMail(
  ctx: AppContext,
  tx: Db,
  event: EventRow,
  entry: EntryRow,
  token: string,
  ticketTitle: string,
  position: number,
): Promise<void> {
  const locale = localeOf(entry);
  const params = { event: event.title, ticket: ticketTitle, quantity: entry.quantity, position };
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(entry.firstName) }) },
    { kind: 'paragraph', text: t(locale, 'mail.waiting_list_joined.body', params) },
    { kind: 'button', label: t(locale, 'mail.waiting_list_joined.action'), url: entrantUrl(ctx, token) },
  ];
  await queueRenderedMail(ctx.jobs, tx, {
    to: entry.email,
    subject: t(locale, 'mail.waiting_list_joined.subject', params),
    ...renderLayout(locale, blocks, settingsOf(event).email_footer_message),
  });
}

/** The offer: the tickets are held until the offer lapses; the button opens the order's checkout. */
export async function queueOfferMail(
  ctx: AppContext,
  tx: Db,
  event: EventRow,
  entry: EntryRow,
  offer: { ticketTitle: string; orderShortId: string; expiresAt: Date },
): Promise<void> {
  const locale = localeOf(entry);
  const params = {
    event: event.title,
    ticket: offer.ticketTitle,
    quantity: entry.quantity,
    expires: formatDateTime(offer.expiresAt, event.timezone, locale),
  };
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t(locale, 'mail.greeting', { name: plainName(entry.firstName) }) },
    { kind: 'paragraph', text: t(locale, 'mail.waiting_list_offer.body', params) },
    {
      kind: 'button',
      label: t(locale, 'mail.waiting_list_offer.action'),
      url: `${ctx.config.appUrl}${checkoutPath(event.id, offer.orderShortId)}`,
    },
    { kind: 'paragraph', text: t(locale, 'mail.waiting_list_offer.lapse', params) },
  ];
  await queueRenderedMail(
    ctx.jobs,
    tx,
    {
      to: entry.email,
      subject: t(locale, 'mail.waiting_list_offer.subject', params),
      ...renderLayout(locale, blocks, settingsOf(event).email_footer_message),
    },
    'urgent',
  );
}
