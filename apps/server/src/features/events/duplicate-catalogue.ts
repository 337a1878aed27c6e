import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { renderRichText } from '../../platform/html/sanitize.js';
import {
  capacityAssignments,
  capacityAssignmentTickets,
  promoCodes,
  questions,
  questionTickets,
  ticketPrices,
  tickets,
  ticketTaxesAndFees,
} from '../../platform/db/schema.js';

/**
 * Copies what an event sells and asks onto another event: tickets with their
 * prices and taxes, promo codes, capacity assignments and questions. Stock starts
 * afresh (nothing is held on the copy) and every link points at the copies.
 */
export async function duplicateCatalogue(tx: Db, fromEventId: number, toEventId: number): Promise<{ prices: Map<number, number> }> {
  const ticketMap = new Map<number, number>();
  const priceMap = new Map<number, number>();
  for (const ticket of await tx.select().from(tickets).where(eq(tickets.eventId, fromEventId))) {
    const { id, createdAt: _c, updatedAt: _u, ...rest } = ticket;
    const [copy] = await tx
      .insert(tickets)
      .values({ ...rest, description: renderRichText(rest.description), eventId: toEventId })
      .returning({ id: tickets.id });
    ticketMap.set(id, copy!.id);
  }
  const ticketIds = [...ticketMap.keys()];
  const mapTickets = (ids: number[]) => ids.map((id) => ticketMap.get(id)).filter((id): id is number => id !== undefined);

  if (ticketIds.length > 0) {
    const prices = await tx.select().from(ticketPrices).where(inArray(ticketPrices.ticketId, ticketIds));
    if (prices.length > 0) {
      const copies = await tx
        .insert(ticketPrices)
        .values(
          prices.map(({ id: _id, createdAt: _c, ...rest }) => ({ ...rest, ticketId: ticketMap.get(rest.ticketId)!, quantityHeld: 0 })),
        )
        .returning({ id: ticketPrices.id });
      // RETURNING answers the rows in the order of VALUES.
      prices.forEach((price, index) => priceMap.set(price.id, copies[index]!.id));
    }
    const taxes = await tx.select().from(ticketTaxesAndFees).where(inArray(ticketTaxesAndFees.ticketId, ticketIds));
    if (taxes.length > 0) {
      await tx.insert(ticketTaxesAndFees).values(taxes.map((link) => ({ ...link, ticketId: ticketMap.get(link.ticketId)! })));
    }
  }

  for (const code of await tx.select().from(promoCodes).where(eq(promoCodes.eventId, fromEventId))) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = code;
    // A code limited to tickets that no longer exist must not turn into a code for every ticket.
    const applicable = mapTickets(rest.applicableTicketIds);
    if (rest.applicableTicketIds.length > 0 && applicable.length === 0) continue;
    await tx.insert(promoCodes).values({ ...rest, eventId: toEventId, applicableTicketIds: applicable });
  }

  for (const assignment of await tx.select().from(capacityAssignments).where(eq(capacityAssignments.eventId, fromEventId))) {
    const { id, createdAt: _c, updatedAt: _u, ...rest } = assignment;
    const [copy] = await tx
      .insert(capacityAssignments)
      .values({ ...rest, eventId: toEventId })
      .returning({ id: capacityAssignments.id });
    const links = await tx.select().from(capacityAssignmentTickets).where(eq(capacityAssignmentTickets.capacityAssignmentId, id));
    const mapped = mapTickets(links.map((link) => link.ticketId));
    if (mapped.length > 0)
      await tx.insert(capacityAssignmentTickets).values(mapped.map((ticketId) => ({ capacityAssignmentId: copy!.id, ticketId })));
  }

  for (const question of await tx.select().from(questions).where(eq(questions.eventId, fromEventId))) {
    const { id, createdAt: _c, updatedAt: _u, ...rest } = question;
    const [copy] = await tx
      .insert(questions)
      .values({ ...rest, eventId: toEventId })
      .returning({ id: questions.id });
    const links = await tx.select().from(questionTickets).where(eq(questionTickets.questionId, id));
    const mapped = mapTickets(links.map((link) => link.ticketId));
    if (mapped.length > 0) await tx.insert(questionTickets).values(mapped.map((ticketId) => ({ questionId: copy!.id, ticketId })));
  }
  return { prices: priceMap };
}
