import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attendees, events, orders } from '../../platform/db/schema.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { queueRenderedMail } from '../../platform/mail/outbox.js';
import { settingsOf } from '../events/present-event.js';
import { withLines } from '../checkout/load-order.js';
import { attendeeTicket, ticketMailShared } from '../checkout/order-mails.js';
import { dateOfSeries } from '../events/date-of-series.js';

/** Queues one attendee's ticket mail, in the attendee's language, with the caller's transaction. */
export async function queueTicketEmail(ctx: AppContext, tx: Db, attendeeId: number): Promise<void> {
  const [attendee] = await tx.select().from(attendees).where(eq(attendees.id, attendeeId));
  if (!attendee?.email) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, attendee.orderId));
  const [event] = await tx.select().from(events).where(eq(events.id, attendee.eventId));
  if (!order || !event) return;
  const loaded = await withLines(tx, order);
  const locale = normalizeLocale(attendee.locale) ?? normalizeLocale(order.locale) ?? 'en';
  const replyTo = settingsOf(event).support_email ?? undefined;
  await queueRenderedMail(ctx.jobs, tx, {
    to: attendee.email,
    replyTo,
    ...(await attendeeTicket(
      ctx,
      tx,
      event,
      loaded,
      attendee,
      locale,
      // The ticket's date of a series names its mail and calendar file; a pass's attendee has none of its own.
      await ticketMailShared(ctx, tx, event, await dateOfSeries(tx, event.id, attendee.eventDateId)),
    )),
  });
}
