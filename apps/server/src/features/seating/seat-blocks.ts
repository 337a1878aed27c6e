import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SeatBlocksResult, seatBlocksBodySchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { eventDates, seatClaims } from '../../platform/db/schema.js';
import { AppError, type FieldErrors } from '../../platform/errors.js';
import { readEventPlan, type EventPlan } from '../seat-map/event-plan.js';
import { seatsTaken, takeSeats } from '../seat-claims/claims.js';
import { dateOfEvent, scheduledDatesOf } from './event-dates.js';
import { seatClaimsChanged } from '../seat-claims/taken-seats.js';

type SeatBlocksInput = z.output<typeof seatBlocksBodySchema>;

/** 409 for what only a seated event has: seats to block or move, a seat list. */
export const notSeated = () => new AppError('CONFLICT', { message: 'error.event_not_seated' });

export async function seatedPlanOf(db: Db, eventId: number): Promise<EventPlan> {
  const eventPlan = await readEventPlan(db, eventId);
  if (!eventPlan) throw notSeated();
  return eventPlan;
}

/** The plan's seats named, each once; 422 on every id that is not a seat of the plan. */
function seatsOfPlan(eventPlan: EventPlan, seatIds: string[]) {
  const errors: FieldErrors = {};
  seatIds.forEach((seatId, i) => {
    if (!eventPlan.plan.byId.has(seatId)) errors[`seat_ids.${i}`] = ['validation.seat_not_in_plan'];
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', { errors });
  return [...new Set(seatIds)].map((seatId) => eventPlan.plan.byId.get(seatId)!);
}

async function datesOf(db: Db, eventId: number, dateId: number | undefined): Promise<number[]> {
  return dateId === undefined ? scheduledDatesOf(db, eventId) : [await dateOfEvent(db, eventId, dateId, 'body')];
}

/**
 * Keeps seats off sale on one date, or on every scheduled date: all of them or none. A seat sold or held (its hold
 * not run out) on one of the dates answers 409 SEAT_TAKEN naming it; a lapsed hold is taken over.
 */
export async function blockSeats(ctx: AppContext, eventId: number, input: SeatBlocksInput): Promise<SeatBlocksResult> {
  const eventPlan = await seatedPlanOf(ctx.db, eventId);
  const seats = seatsOfPlan(eventPlan, input.seat_ids);
  return ctx.db.transaction(async (tx) => {
    const dateIds = await datesOf(tx, eventId, input.date_id);
    const wanted = dateIds.flatMap((dateId) => seats.map((seat) => ({ dateId, seatId: seat.id, category: seat.category })));
    const taken = await takeSeats(tx, eventId, wanted, { kind: 'BLOCKED', reason: input.reason ?? null });
    if (taken.length > 0) throw seatsTaken(taken.map((seat) => eventPlan.plan.byId.get(seat.seatId)!));
    return { date_ids: dateIds, seat_ids: seats.map((seat) => seat.id), count: wanted.length };
  });
}

/** Puts blocked seats back on sale, on one date or on every date of the event; other claims stay as they are. */
export async function unblockSeats(ctx: AppContext, eventId: number, input: SeatBlocksInput): Promise<SeatBlocksResult> {
  const eventPlan = await seatedPlanOf(ctx.db, eventId);
  const seats = seatsOfPlan(eventPlan, input.seat_ids);
  const dateIds =
    input.date_id === undefined
      ? (await ctx.db.select({ id: eventDates.id }).from(eventDates).where(eq(eventDates.eventId, eventId)).orderBy(eventDates.id)).map(
          (date) => date.id,
        )
      : [await dateOfEvent(ctx.db, eventId, input.date_id, 'body')];
  const seatIds = seats.map((seat) => seat.id);
  const released = dateIds.length
    ? await ctx.db
        .delete(seatClaims)
        .where(
          and(
            eq(seatClaims.eventId, eventId),
            inArray(seatClaims.eventDateId, dateIds),
            eq(seatClaims.kind, 'BLOCKED'),
            sql`${seatClaims.seatId} in (select jsonb_array_elements_text(${JSON.stringify(seatIds)}::jsonb))`,
          ),
        )
        .returning({ seatId: seatClaims.seatId })
    : [];
  // Best available in this process reads the claims afresh (seat-claims/taken-seats.ts).
  if (released.length > 0) seatClaimsChanged();
  return { date_ids: dateIds, seat_ids: seatIds, count: released.length };
}
