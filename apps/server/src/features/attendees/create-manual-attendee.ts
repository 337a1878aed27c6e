import { and, eq } from 'drizzle-orm';
import type { CreateAttendeeInput, Locale } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { attendees, capacityAssignmentTickets, events, orderItems, orders, ticketPrices, tickets } from '../../platform/db/schema.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { newPublicReference, newShortId } from '../../platform/short-id.js';
import { checkRoom, roomOf, setLockTimeout, takeStock } from '../checkout/locking.js';
import { purchaseDate } from '../event-dates/purchase-date.js';
import { countSale } from '../checkout/complete-order.js';
import { releaseStaleHolds } from '../checkout/expire-orders.js';
import { attendeeQuestionsFor, saveAnswers, validAnswers } from './attendee-answers.js';
import { queueTicketEmail } from './ticket-email.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { auditAttendee } from './audit-attendee.js';
import { emitWebhookEvent } from '../integrations/emit-webhook-event.js';
import { inAccount } from '../../platform/auth/scope.js';
import { keepListFirst } from '../waiting-list/organizer-stock.js';

export interface CreateManualAttendeeOptions {
  accountId: number;
  eventId: number;
  input: CreateAttendeeInput;
  /** The language of the caller, for an attendee created without one. */
  locale: Locale;
  actorUserId: number | null;
}

/**
 * A walk-in or complimentary ticket: a COMPLETED, manually created order holding one
 * attendee, with what was paid at the door (0 for a comp). It takes stock like a sale
 * under the locks of docs/locking.md (capacity assignments, then the price as the last
 * write), so it can never oversell: 409 SOLD_OUT when nothing is left.
 */
export async function createManualAttendee(ctx: AppContext, options: CreateManualAttendeeOptions): Promise<number> {
  const { accountId, eventId, input } = options;
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(inAccount(events, accountId, eq(events.id, eventId)));
  if (!event) throw notFound();
  const [ticket] = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, input.ticket_id), eq(tickets.eventId, eventId)));
  if (!ticket) throw fieldError('ticket_id', 'validation.invalid_value');
  const prices = await ctx.db.select().from(ticketPrices).where(eq(ticketPrices.ticketId, ticket.id));
  const price =
    input.ticket_price_id === undefined
      ? prices.length === 1
        ? prices[0]
        : undefined
      : prices.find((p) => p.id === input.ticket_price_id);
  if (!price) throw fieldError('ticket_price_id', input.ticket_price_id === undefined ? 'validation.required' : 'validation.invalid_value');
  // The date the ticket is for; a pass has no date of its own, but its order names the date it was sold for.
  const date = await purchaseDate(ctx.db, eventId, input.event_date_id, 'event_date_id');
  const attendeeDateId = ticket.validity === 'ONE_DATE' ? date.id : null;
  const asked = await attendeeQuestionsFor(ctx.db, eventId, ticket.id);
  const answers = validAnswers(asked, input.answers);
  // Holds that ran out still count in the held counter until released; they must not make a walk-in look sold out.
  await releaseStaleHolds(ctx, eventId);

  const locale = input.locale ?? options.locale;
  const unsafe = ctx.config.unsafeDisableStockLocking;
  return ctx.db.transaction(async (tx) => {
    await setLockTimeout(tx);
    const links = await tx.select().from(capacityAssignmentTickets).where(eq(capacityAssignmentTickets.ticketId, ticket.id));
    if (!unsafe) {
      const room = roomOf([{ ticketId: ticket.id, quantity: 1, pass: attendeeDateId === null }], links, { eventId, dateId: date.id });
      await checkRoom(tx, room.assignments, null, room.date);
    }
    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        accountId,
        eventId,
        shortId: newShortId('o'),
        publicReference: newPublicReference(),
        status: 'COMPLETED',
        paymentStatus: input.amount_paid > 0 ? 'SUCCEEDED' : 'NOT_REQUIRED',
        currency: event.currency,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        locale,
        totalBeforeAdditions: input.amount_paid,
        totalGross: input.amount_paid,
        isManuallyCreated: true,
        completedAt: now,
        eventDateId: date.id,
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      ticketId: ticket.id,
      ticketPriceId: price.id,
      ticketTitle: ticket.title,
      priceLabel: price.label,
      quantity: 1,
      priceBeforeDiscount: price.price,
      price: input.amount_paid,
      totalBeforeAdditions: input.amount_paid,
      totalGross: input.amount_paid,
    });
    const [attendee] = await tx
      .insert(attendees)
      .values({
        accountId,
        eventId,
        orderId: order!.id,
        ticketId: ticket.id,
        ticketPriceId: price.id,
        shortId: newShortId('a'),
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        status: 'ACTIVE',
        locale,
        eventDateId: attendeeDateId,
      })
      .returning({ id: attendees.id });
    await writeAudit(tx, {
      accountId,
      eventId,
      subject: { type: 'ORDER', id: order!.id },
      action: 'CREATED',
      actorUserId: options.actorUserId,
      data: { manually_created: true, amount_paid: input.amount_paid },
    });
    await auditAttendee(tx, { id: attendee!.id, accountId, eventId }, 'CREATED', options.actorUserId, { send_ticket: input.send_ticket });
    await saveAnswers(tx, order!.id, attendee!.id, answers, asked);
    await countSale(tx, order!, 1);
    await emitWebhookEvent(ctx, tx, { accountId, eventId, type: 'order.created', orderId: order!.id });
    await emitWebhookEvent(ctx, tx, { accountId, eventId, type: 'order.completed', orderId: order!.id });
    await emitWebhookEvent(ctx, tx, { accountId, eventId, type: 'attendee.created', attendeeId: attendee!.id });
    if (input.send_ticket) await queueTicketEmail(ctx, tx, attendee!.id);
    // Last write: the price row stays locked only until the commit.
    const stock = [{ priceId: price.id, quantity: 1, expectedPrice: null, dateId: attendeeDateId }];
    // Units the waiting list keeps are taken only by the organizer's explicit choice (docs/waiting-list.md).
    await keepListFirst(ctx, tx, stock, input.take_from_waiting_list);
    await takeStock(tx, stock, { skipLocks: unsafe });
    return attendee!.id;
  });
}
