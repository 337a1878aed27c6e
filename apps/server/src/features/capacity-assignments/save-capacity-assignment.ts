import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { capacityAssignmentBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { requireEventTickets } from '../tickets/event-tickets.js';
import type { Db } from '../../platform/db/client.js';
import { inAccount } from '../../platform/auth/scope.js';
import { capacityAssignments, capacityAssignmentTickets, tickets } from '../../platform/db/schema.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { loadEvent } from '../events/load-event.js';

export type CapacityAssignmentInput = z.output<typeof capacityAssignmentBodySchema>;

/**
 * An assignment needs tickets of its own event (SPEC §5: a ticket must exist
 * first). The tickets stay locked against deletion until the links are written.
 */
async function checkTickets(tx: Db, eventId: number, ids: number[]): Promise<number[]> {
  const [anyTicket] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.eventId, eventId)).limit(1);
  if (!anyTicket) throw fieldError('ticket_ids', 'validation.ticket_must_exist');
  return requireEventTickets(tx, eventId, ids);
}

function columns(input: CapacityAssignmentInput) {
  return {
    name: input.name,
    capacity: input.capacity,
    status: input.status,
    stopSalesAtLimit: input.stop_sales_at_limit,
    updatedAt: new Date(),
  };
}

async function linkTickets(tx: Db, assignmentId: number, ticketIds: number[]): Promise<void> {
  await tx.delete(capacityAssignmentTickets).where(eq(capacityAssignmentTickets.capacityAssignmentId, assignmentId));
  await tx.insert(capacityAssignmentTickets).values(ticketIds.map((ticketId) => ({ capacityAssignmentId: assignmentId, ticketId })));
}

export async function createCapacityAssignment(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  input: CapacityAssignmentInput,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId);
    const ticketIds = await checkTickets(tx, eventId, input.ticket_ids);
    const [row] = await tx
      .insert(capacityAssignments)
      .values({ accountId, eventId, ...columns(input) })
      .returning({ id: capacityAssignments.id });
    await linkTickets(tx, row!.id, ticketIds);
    return row!.id;
  });
}

/**
 * A lower capacity than is already used is allowed: the assignment then reads as
 * full and stops further sales, while orders already placed stand.
 */
export async function updateCapacityAssignment(
  ctx: AppContext,
  accountId: number,
  eventId: number,
  id: number,
  input: CapacityAssignmentInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId);
    const [current] = await tx
      .select({ id: capacityAssignments.id })
      .from(capacityAssignments)
      .where(inAccount(capacityAssignments, accountId, eq(capacityAssignments.eventId, eventId), eq(capacityAssignments.id, id)))
      .for('update');
    if (!current) throw notFound();
    const ticketIds = await checkTickets(tx, eventId, input.ticket_ids);
    await tx.update(capacityAssignments).set(columns(input)).where(eq(capacityAssignments.id, id));
    await linkTickets(tx, id, ticketIds);
  });
}

export async function deleteCapacityAssignment(ctx: AppContext, accountId: number, eventId: number, id: number): Promise<void> {
  await loadEvent(ctx.db, accountId, eventId);
  const deleted = await ctx.db
    .delete(capacityAssignments)
    .where(inAccount(capacityAssignments, accountId, eq(capacityAssignments.eventId, eventId), eq(capacityAssignments.id, id)))
    .returning({ id: capacityAssignments.id });
  if (deleted.length === 0) throw notFound();
}
