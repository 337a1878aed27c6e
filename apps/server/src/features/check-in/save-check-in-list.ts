import { and, eq } from 'drizzle-orm';
import type { CheckInListInput } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { checkInLists, checkInListTickets, eventDates, tickets } from '../../platform/db/schema.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { newShortId } from '../../platform/short-id.js';
import { loadEvent } from '../events/load-event.js';
import { requireEventTickets } from '../tickets/event-tickets.js';

interface ListTarget {
  accountId: number;
  eventId: number;
}

/** SPEC §5: a ticket must exist before a check-in list; the linked ones must be the event's own. */
async function checkTickets(tx: Db, eventId: number, ids: number[]): Promise<number[]> {
  const [anyTicket] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.eventId, eventId)).limit(1);
  if (!anyTicket) throw fieldError('ticket_ids', 'validation.ticket_must_exist');
  return requireEventTickets(tx, eventId, ids);
}

/** A list's one date must be a date of its own event: 422 otherwise. */
async function checkDate(tx: Db, eventId: number, id: number | null | undefined): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const [date] = await tx
    .select({ id: eventDates.id })
    .from(eventDates)
    .where(and(eq(eventDates.id, id), eq(eventDates.eventId, eventId)));
  if (!date) throw fieldError('event_date_id', 'validation.date_not_of_event');
  return date.id;
}

function columns(input: CheckInListInput) {
  return {
    name: input.name,
    description: input.description?.trim() ? input.description.trim() : null,
    activatesAt: input.activates_at ? new Date(input.activates_at) : null,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    updatedAt: new Date(),
  };
}

async function linkTickets(tx: Db, listId: number, ticketIds: number[]): Promise<void> {
  await tx.delete(checkInListTickets).where(eq(checkInListTickets.checkInListId, listId));
  await tx.insert(checkInListTickets).values(ticketIds.map((ticketId) => ({ checkInListId: listId, ticketId })));
}

/** Locks the list row so that an edit, a rotation and a delete of one list take turns. */
async function lockList(tx: Db, target: ListTarget, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: checkInLists.id })
    .from(checkInLists)
    .where(inAccount(checkInLists, target.accountId, eq(checkInLists.eventId, target.eventId), eq(checkInLists.id, id)))
    .for('update');
  if (!row) throw notFound();
}

export async function createCheckInList(ctx: AppContext, target: ListTarget & { input: CheckInListInput }): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await loadEvent(tx, target.accountId, target.eventId);
    const ticketIds = await checkTickets(tx, target.eventId, target.input.ticket_ids);
    const eventDateId = await checkDate(tx, target.eventId, target.input.event_date_id);
    const [row] = await tx
      .insert(checkInLists)
      .values({ accountId: target.accountId, eventId: target.eventId, shortId: newShortId('c'), eventDateId, ...columns(target.input) })
      .returning({ id: checkInLists.id });
    await linkTickets(tx, row!.id, ticketIds);
    return row!.id;
  });
}

export async function updateCheckInList(ctx: AppContext, target: ListTarget & { id: number; input: CheckInListInput }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockList(tx, target, target.id);
    const ticketIds = await checkTickets(tx, target.eventId, target.input.ticket_ids);
    const eventDateId = await checkDate(tx, target.eventId, target.input.event_date_id);
    await tx
      .update(checkInLists)
      .set({ ...columns(target.input), eventDateId })
      .where(eq(checkInLists.id, target.id));
    await linkTickets(tx, target.id, ticketIds);
  });
}

/** The scans made on a deleted list stay in check_ins (their list id then names nothing). */
export async function deleteCheckInList(ctx: AppContext, target: ListTarget & { id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockList(tx, target, target.id);
    await tx.delete(checkInLists).where(eq(checkInLists.id, target.id));
  });
}

/**
 * A new short id for the list: the staff's link changes and the old one names
 * nothing from the moment this commits (every public call looks the list up by it).
 */
export async function rotateCheckInList(ctx: AppContext, target: ListTarget & { id: number }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockList(tx, target, target.id);
    await tx
      .update(checkInLists)
      .set({ shortId: newShortId('c'), updatedAt: new Date() })
      .where(eq(checkInLists.id, target.id));
  });
}
