import { and, eq } from 'drizzle-orm';
import type { JoinedWaitingList, joinWaitingListBodySchema, Locale } from '@stagedoor/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { ticketPrices, tickets, waitingListEntries } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { purchaseDate } from '../event-dates/purchase-date.js';
import { effectiveMaxPerOrder } from '../tickets/ticket-status.js';
import { loadVisibleEvent } from '../events/load-event.js';
import { positionOf } from './entries.js';
import { lineStock } from './line-stock.js';
import { queueJoinedMail } from './mails.js';
import { poolLineToJoin } from './pool-line.js';
import { freeInCategory, seatCategoryOf } from './seat-category.js';
import { queueWaitingListOffers } from './queue.js';

/**
 * Joins the waiting list of a price on a date (docs/waiting-list.md): only while it is sold out to the public (409
 * NOT_SOLD_OUT), which includes units the list already keeps for its waiting entries; a party of at most the
 * ticket's maximum per order; one live entry per address, price and date (409 WAITING_LIST_DUPLICATE). The mail
 * confirming the place is queued in the same transaction.
 */
export async function joinWaitingList(
  ctx: AppContext,
  options: { eventId: number; input: z.output<typeof joinWaitingListBodySchema>; locale: Locale },
): Promise<JoinedWaitingList> {
  const { input } = options;
  const event = await loadVisibleEvent(ctx, options.eventId, null);
  const [found] = await ctx.db
    .select({ ticket: tickets, price: ticketPrices })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(and(eq(ticketPrices.id, input.ticket_price_id), eq(tickets.eventId, event.id)));
  if (!found) throw fieldError('ticket_price_id', 'validation.ticket_not_found');
  const date = await purchaseDate(ctx.db, event.id, input.date_id, 'date_id');
  if (date.status !== 'SCHEDULED') throw new AppError('DATE_CANCELLED');
  const maximum = effectiveMaxPerOrder(found.ticket.maxPerOrder, ctx.config.maxTicketsPerOrder);
  if (input.quantity > maximum) {
    throw new AppError('VALIDATION_ERROR', { errors: { quantity: ['validation.quantity_above_maximum'] }, params: { maximum } });
  }
  const line = { ticketId: found.ticket.id, priceId: found.price.id, dateId: date.id };
  const stock = await lineStock(ctx.db, event.id, line);
  if (!stock) throw fieldError('ticket_price_id', 'validation.ticket_not_found');
  // A seated price joins its category's line when the category has no seat free on the date, or the list already
  // keeps the category's seats; then a price with units of its own joins the line of the first of its pools that is
  // full on the date (or already kept by the list); otherwise the price's own line, when its units are sold out
  // (docs/waiting-list.md).
  const seatCategory = await categoryLineToJoin(ctx, event.id, found.price.id, date.id);
  const capacityAssignmentId = seatCategory === null ? await poolLineToJoin(ctx.db, stock, date.id) : null;
  if (seatCategory === null && capacityAssignmentId === null && stock.status !== 'SOLD_OUT' && !(await listKeepsStock(ctx, line))) {
    throw new AppError('NOT_SOLD_OUT');
  }
  // The entrant's link carries the token; the database keeps only its hash, like every secret link.
  const token = newToken();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(waitingListEntries)
        .values({
          accountId: event.accountId,
          eventId: event.id,
          ticketId: found.ticket.id,
          ticketPriceId: found.price.id,
          eventDateId: date.id,
          seatCategory,
          capacityAssignmentId,
          quantity: input.quantity,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          locale: input.locale ?? options.locale,
          token: hashToken(token),
        })
        .returning();
      const position = (await positionOf(tx, entry!)) ?? 1;
      await queueJoinedMail(ctx, tx, event, entry!, token, found.ticket.title, position);
      // Units may have come back between the sold-out read and this insert: the pass finds them.
      await queueWaitingListOffers(ctx, tx, event.id);
      return { id: entry!.id, token, status: entry!.status, position };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('WAITING_LIST_DUPLICATE');
    throw error;
  }
}

/** The seat category whose line a seated price joins on the date, or null (general admission, or seats are free). */
async function categoryLineToJoin(ctx: AppContext, eventId: number, priceId: number, dateId: number): Promise<string | null> {
  const category = await seatCategoryOf(ctx.db, eventId, priceId);
  if (category === null) return null;
  const [waiting] = await ctx.db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.eventId, eventId),
        eq(waitingListEntries.seatCategory, category),
        eq(waitingListEntries.eventDateId, dateId),
        eq(waitingListEntries.status, 'WAITING'),
      ),
    )
    .limit(1);
  if (waiting) return category;
  return (await freeInCategory(ctx.db, eventId, { category, dateId })) === 0 ? category : null;
}

/** Whether the list already waits on this line: its free units are then the list's, not the public's (the guard). */
async function listKeepsStock(ctx: AppContext, line: { priceId: number; dateId: number }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.ticketPriceId, line.priceId),
        eq(waitingListEntries.eventDateId, line.dateId),
        eq(waitingListEntries.status, 'WAITING'),
      ),
    )
    .limit(1);
  return !!row;
}
