import { count, eq } from 'drizzle-orm';
import { MAX_DATES_PER_EVENT, type EventDateInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { attendees, eventDates, orders } from '../../platform/db/schema.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';
import { followDates } from '../events/event-span.js';
import type { EventDateRow } from '../event-dates/present-date.js';

/**
 * Every write to an event's dates locks the event first, so that concurrent writes count its dates and recompute its
 * span one after the other.
 */
export async function lockEventForDates(tx: Db, accountId: number, eventId: number) {
  return loadEvent(tx, accountId, eventId, { forUpdate: true });
}

export async function countDates(tx: Db, eventId: number): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(eventDates).where(eq(eventDates.eventId, eventId));
  return row?.value ?? 0;
}

async function lockDate(tx: Db, accountId: number, eventId: number, id: number): Promise<EventDateRow> {
  const [row] = await tx
    .select()
    .from(eventDates)
    .where(inAccount(eventDates, accountId, eq(eventDates.eventId, eventId), eq(eventDates.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const columns = (input: EventDateInput) => ({
  startDate: new Date(input.start_date),
  endDate: input.end_date ? new Date(input.end_date) : null,
  label: input.label || null,
  capacity: input.capacity ?? null,
});

export async function createDate(ctx: AppContext, accountId: number, eventId: number, input: EventDateInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockEventForDates(tx, accountId, eventId);
    if ((await countDates(tx, eventId)) >= MAX_DATES_PER_EVENT) throw fieldError('start_date', 'validation.too_many_dates');
    const [row] = await tx
      .insert(eventDates)
      .values({ accountId, eventId, ...columns(input), status: input.status ?? 'SCHEDULED' })
      .returning({ id: eventDates.id });
    await followDates(tx, eventId);
    return row!.id;
  });
}

/**
 * Edits a date's times, label and capacity. Its status changes only through cancelling (a durable job then cancels
 * its orders), so a PUT naming another status than the date's is refused. A capacity below what is sold is allowed:
 * the date then reads as full and sells no more, as a capacity assignment does.
 */
export async function updateDate(ctx: AppContext, accountId: number, eventId: number, id: number, input: EventDateInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockEventForDates(tx, accountId, eventId);
    const current = await lockDate(tx, accountId, eventId, id);
    if (input.status && input.status !== current.status) {
      throw new AppError('INVALID_STATUS_TRANSITION', { errors: { status: ['error.INVALID_STATUS_TRANSITION'] } });
    }
    await tx
      .update(eventDates)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(eventDates.id, id));
    await followDates(tx, eventId);
  });
}

/** A date with orders (whatever their status) is cancelled instead; an event keeps at least one date. */
export async function deleteDate(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockEventForDates(tx, accountId, eventId);
    await lockDate(tx, accountId, eventId, id);
    const [withOrder] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.eventDateId, id)).limit(1);
    const [withAttendee] = await tx.select({ id: attendees.id }).from(attendees).where(eq(attendees.eventDateId, id)).limit(1);
    if (withOrder || withAttendee) throw new AppError('DATE_HAS_ORDERS');
    if ((await countDates(tx, eventId)) <= 1) throw new AppError('LAST_EVENT_DATE');
    await tx.delete(eventDates).where(eq(eventDates.id, id));
    await followDates(tx, eventId);
  });
}
