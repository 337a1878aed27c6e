import { and, eq, inArray } from 'drizzle-orm';
import type { EventSeatingInput, SeatingLayout } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { eventSeatCategories, eventSeating, seatClaims, seatingPlans, ticketPrices, tickets } from '../../platform/db/schema.js';
import { AppError, fieldError, type FieldErrors } from '../../platform/errors.js';
import { inAccount } from '../../platform/auth/scope.js';
import { loadEvent } from '../events/load-event.js';
import { liveSaleClaim } from '../seat-claims/claims.js';

/**
 * The event's plan can change only while no seat of it is sold or held: the seats of those claims would
 * otherwise stand for seats of another plan, or for none.
 */
async function assertNoSales(tx: Db, eventId: number): Promise<void> {
  const [sale] = await tx
    .select({ seatId: seatClaims.seatId })
    .from(seatClaims)
    .where(and(eq(seatClaims.eventId, eventId), liveSaleClaim()))
    .limit(1);
  if (sale) throw new AppError('PLAN_IN_USE');
}

/** Each category exists in the plan; each price is a ONE_DATE price of this event and sells one category at most. */
async function categoryErrors(tx: Db, eventId: number, layout: SeatingLayout, input: EventSeatingInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const inPlan = new Set(layout.categories.map((category) => category.id));
  const named = input.categories.flatMap((entry) => entry.ticket_price_ids);
  const prices = named.length
    ? await tx
        .select({ id: ticketPrices.id, validity: tickets.validity })
        .from(ticketPrices)
        .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
        .where(and(eq(tickets.eventId, eventId), inArray(ticketPrices.id, named)))
    : [];
  const validity = new Map(prices.map((price) => [price.id, price.validity]));
  const seen = new Set<number>();
  const categories = new Set<string>();
  input.categories.forEach((entry, i) => {
    if (!inPlan.has(entry.category)) errors[`categories.${i}.category`] = ['validation.seat_category_not_in_plan'];
    else if (categories.has(entry.category)) errors[`categories.${i}.category`] = ['validation.seat_category_twice'];
    categories.add(entry.category);
    entry.ticket_price_ids.forEach((priceId, j) => {
      const field = `categories.${i}.ticket_price_ids.${j}`;
      const kind = validity.get(priceId);
      if (!kind) errors[field] = ['validation.date_price_not_found'];
      else if (kind !== 'ONE_DATE') errors[field] = ['validation.seated_pass_price'];
      else if (seen.has(priceId)) errors[field] = ['validation.price_in_two_categories'];
      seen.add(priceId);
    });
  });
  return errors;
}

/** The event is sold from no plan any more: its category prices and leftover claims (blocks, lapsed holds) go. */
async function clearSeating(tx: Db, eventId: number): Promise<void> {
  await tx.delete(seatClaims).where(eq(seatClaims.eventId, eventId));
  await tx.delete(eventSeatCategories).where(eq(eventSeatCategories.eventId, eventId));
}

/**
 * Sets the plan an event is sold with and which prices sell which category (`seating_plan_id: null`: general
 * admission again). The event row is locked for the change: a claim references the event, so no seat can be held
 * or sold while the plan changes, and the PLAN_IN_USE check sees every claim there will be.
 */
export async function saveEventSeating(
  ctx: AppContext,
  options: { accountId: number; eventId: number; input: EventSeatingInput },
): Promise<void> {
  const { accountId, eventId, input } = options;
  await ctx.db.transaction(async (tx) => {
    await loadEvent(tx, accountId, eventId, { forUpdate: true });
    const [current] = await tx.select().from(eventSeating).where(eq(eventSeating.eventId, eventId));
    const planId = input.seating_plan_id;
    if (planId === null) {
      if (input.categories.length > 0) throw fieldError('categories', 'validation.seating_plan_required');
      if (!current) return;
      await assertNoSales(tx, eventId);
      await clearSeating(tx, eventId);
      await tx.delete(eventSeating).where(eq(eventSeating.eventId, eventId));
      return;
    }
    const [plan] = await tx
      .select({ id: seatingPlans.id, layout: seatingPlans.layout })
      .from(seatingPlans)
      .where(inAccount(seatingPlans, accountId, eq(seatingPlans.id, planId)));
    if (!plan) throw fieldError('seating_plan_id', 'validation.seating_plan_not_found');
    const errors = await categoryErrors(tx, eventId, plan.layout, input);
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
    if (current && current.seatingPlanId !== planId) {
      await assertNoSales(tx, eventId);
      await clearSeating(tx, eventId);
    }
    await tx
      .insert(eventSeating)
      .values({ eventId, seatingPlanId: planId })
      .onConflictDoUpdate({ target: eventSeating.eventId, set: { seatingPlanId: planId, updatedAt: new Date() } });
    await tx.delete(eventSeatCategories).where(eq(eventSeatCategories.eventId, eventId));
    const rows = input.categories.flatMap((entry) =>
      entry.ticket_price_ids.map((ticketPriceId) => ({ eventId, ticketPriceId, category: entry.category })),
    );
    if (rows.length > 0) await tx.insert(eventSeatCategories).values(rows);
  });
}
