import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { dateOverrideItemSchema, dateOverridesBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { eventDatePrices, eventDates, ticketPrices, tickets } from '../../platform/db/schema.js';
import { AppError, notFound, type FieldErrors } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';
import { salesOnDates } from '../event-dates/date-sales.js';

type OverridesInput = z.output<typeof dateOverridesBodySchema>;
type DateOverride = z.infer<typeof dateOverrideItemSchema>;

/** Every row must name a ONE_DATE price of this event, once; the rest is a 422 on the row's field. */
async function checkPrices(tx: Db, eventId: number, input: OverridesInput): Promise<void> {
  const ids = input.map((item) => item.ticket_price_id);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({ id: ticketPrices.id, validity: tickets.validity })
          .from(ticketPrices)
          .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
          .where(and(eq(tickets.eventId, eventId), inArray(ticketPrices.id, ids)));
  const validity = new Map(found.map((row) => [row.id, row.validity]));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  input.forEach((item, index) => {
    const field = `${index}.ticket_price_id`;
    if (!validity.has(item.ticket_price_id)) errors[field] = ['validation.date_price_not_found'];
    else if (validity.get(item.ticket_price_id) !== 'ONE_DATE') errors[field] = ['validation.override_pass_price'];
    else if (seen.has(item.ticket_price_id)) errors[field] = ['validation.duplicate_price'];
    seen.add(item.ticket_price_id);
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
}

/**
 * Sets one date's own price, quantity and visibility of its ticket prices (docs/dates.md); prices left out go back
 * to the ticket price's. The date's stock rows are locked as a purchase locks them (after the date), so a quantity is
 * checked against what the date holds when no purchase can change it: less than that is a 422.
 */
export async function setDateOverrides(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  dateId: number,
  input: OverridesInput,
): Promise<DateOverride[]> {
  return ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId);
    const [date] = await tx
      .select({ id: eventDates.id })
      .from(eventDates)
      .where(inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), eq(eventDates.id, dateId)))
      .for('update');
    if (!date) throw notFound();
    await checkPrices(tx, eventId, input);
    const sorted = [...input].sort((a, b) => a.ticket_price_id - b.ticket_price_id);
    if (sorted.length > 0) {
      await tx
        .insert(eventDatePrices)
        .values(sorted.map((item) => ({ eventDateId: dateId, ticketPriceId: item.ticket_price_id })))
        .onConflictDoNothing();
    }
    await tx
      .select({ id: eventDatePrices.ticketPriceId })
      .from(eventDatePrices)
      .where(eq(eventDatePrices.eventDateId, dateId))
      .orderBy(asc(eventDatePrices.ticketPriceId))
      .for('update');
    const held = (await salesOnDates(tx, eventId, [dateId])).oneDate.get(dateId) ?? new Map<number, number>();
    const errors: FieldErrors = {};
    input.forEach((item, index) => {
      if (item.quantity !== undefined && item.quantity !== null && item.quantity < (held.get(item.ticket_price_id) ?? 0)) {
        errors[`${index}.quantity`] = ['validation.quantity_below_sold'];
      }
    });
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });

    await tx.update(eventDatePrices).set({ price: null, quantity: null, isHidden: null }).where(eq(eventDatePrices.eventDateId, dateId));
    for (const item of sorted) {
      await tx
        .update(eventDatePrices)
        .set({ price: item.price ?? null, quantity: item.quantity ?? null, isHidden: item.is_hidden ?? null })
        .where(and(eq(eventDatePrices.eventDateId, dateId), eq(eventDatePrices.ticketPriceId, item.ticket_price_id)));
    }
    return listDateOverrides(tx, dateId);
  });
}

/** A date's rows that override something, by price id. */
export async function listDateOverrides(db: Db, dateId: number): Promise<DateOverride[]> {
  const rows = await db
    .select()
    .from(eventDatePrices)
    .where(
      and(
        eq(eventDatePrices.eventDateId, dateId),
        sql`(${eventDatePrices.price} IS NOT NULL OR ${eventDatePrices.quantity} IS NOT NULL OR ${eventDatePrices.isHidden} IS NOT NULL)`,
      ),
    )
    .orderBy(asc(eventDatePrices.ticketPriceId));
  return rows.map((row) => ({
    ticket_price_id: row.ticketPriceId,
    price: row.price,
    quantity: row.quantity,
    is_hidden: row.isHidden,
    quantity_held: row.quantityHeld,
  }));
}
