import { sql } from 'drizzle-orm';
import type { OrderDate, ReserveOrderInput } from '@stagedoor/contracts';
import { rowFromJson, rowsOf, type Db } from '../../platform/db/client.js';
import { eventDatePrices, ticketPrices, tickets, type events } from '../../platform/db/schema.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { TicketPriceRow, TicketRow } from '../tickets/catalogue-state.js';
import { capacityUsage, heldByPrice, priceOnDate } from '../tickets/availability.js';
import { pickPurchaseDate } from '../event-dates/purchase-date.js';
import { presentOrderDate } from '../event-dates/order-dates.js';
import type { PricingPromo, PricingTaxOrFee } from '../pricing/price-order.js';
import { findUsablePromoCode, pricingPromoOf } from '../promo-codes/find-usable-promo-code.js';
import type { WantedLine } from './check-purchase.js';
import { eventPlanOfVersion, readEventPlan, type EventPlan } from '../seat-map/event-plan.js';
import { seatedLinesOf, type SeatedLine } from '../seat-claims/seated-lines.js';

/**
 * The read step of a reservation (reserve-order.ts): the event and what is bought, the promo code and the capacity
 * in use, each read once. Holds of the event whose time ran out stop a first attempt (StaleHoldsFound), so that
 * the caller releases them and starts over.
 */

/** Thrown by the read when the event has holds that ran out unreleased and the attempt asked to stop on them. */
export class StaleHoldsFound extends Error {}

type EventRow = typeof events.$inferSelect;

interface PurchaseRead {
  event: { account_id: number; status: EventRow['status']; currency: string; settings: EventRow['settings'] };
  stale_holds: boolean;
  /** The event is sold with a seating plan (event_seating). */
  seated: boolean;
  /** That plan's id, name and version (updated_at); null for general admission. */
  seating_plan: { id: number; name: string; updated_at: string } | null;
  dates_count: number;
  date: {
    id: number;
    status: string;
    capacity: number | null;
    ended: boolean;
    start_date: string;
    end_date: string | null;
    label: string | null;
  } | null;
  lines: {
    ticket: Record<string, unknown>;
    price: Record<string, unknown>;
    taxes: PricingTaxOrFee[];
    assignment_ids: number[];
    date_price: Record<string, unknown> | null;
    /** The seat category the price sells; null when it is sold without seats. */
    seat_category: string | null;
  }[];
}

/**
 * The event (with whether any of its holds ran out unreleased), the date bought for (the one named, or the only
 * one) with how many the event has, and the tickets and prices being bought, each with its active taxes and fees,
 * its capacity assignments and its row on that date: one call of `stagedoor_purchase_read`, whose plan the
 * database keeps. A ONE_DATE price comes as sold on the date (its overrides, its counter: docs/dates.md).
 */
async function readPurchase(db: Db, eventId: number, priceIds: number[], dateId: number | null) {
  const result = await db.execute(
    sql`select stagedoor_purchase_read(${eventId}, ${`{${priceIds.join(',')}}`}::integer[], ${dateId}::integer) as purchase`,
  );
  const purchase = rowsOf<{ purchase: PurchaseRead | null }>(result)[0]?.purchase;
  if (!purchase) return null;
  return {
    event: {
      accountId: purchase.event.account_id,
      status: purchase.event.status,
      currency: purchase.event.currency,
      settings: purchase.event.settings,
    },
    staleHolds: purchase.stale_holds,
    seated: purchase.seated,
    seatingPlan: purchase.seating_plan ?? null,
    datesCount: purchase.dates_count,
    date: purchase.date,
    lines: purchase.lines.map((line) => {
      const ticket = rowFromJson(tickets, line.ticket);
      const onDate = line.date_price ? rowFromJson(eventDatePrices, line.date_price) : null;
      return {
        ticket,
        price: priceOnDate(rowFromJson(ticketPrices, line.price), ticket.validity, onDate),
        taxes: line.taxes,
        assignmentIds: line.assignment_ids,
        seatCategory: line.seat_category,
      };
    }),
  };
}

type Purchase = NonNullable<Awaited<ReturnType<typeof readPurchase>>>;
type UsablePromo = NonNullable<Awaited<ReturnType<typeof findUsablePromoCode>>>;

export interface WhatIsBought {
  event: Purchase['event'];
  /** The date bought for, and how the order's answer names it. */
  dateId: number;
  date: OrderDate;
  found: Purchase['lines'];
  ticketRows: TicketRow[];
  priceRows: TicketPriceRow[];
  taxes: Map<number, PricingTaxOrFee[]>;
  assignmentIds: number[];
  promo: UsablePromo | null;
  pricingPromo: PricingPromo | null;
  capacity: Awaited<ReturnType<typeof capacityUsage>>;
  /** The event's seating plan (null for general admission) and every line with its seats (seat-claims). */
  plan: EventPlan | null;
  seatedLines: SeatedLine[];
}

/** Read: the event and what is bought, the promo code, and the capacity assignments' use when any applies. */
export async function readWhatIsBought(
  db: Db,
  options: { eventId: number; input: ReserveOrderInput },
  wanted: WantedLine[],
  { stopOnStaleHolds }: { stopOnStaleHolds: boolean },
): Promise<WhatIsBought> {
  const { eventId, input } = options;
  const priceIds = [...new Set(wanted.map((line) => line.priceId))];
  const read = await readPurchase(db, eventId, priceIds, input.date_id ?? null);
  if (!read || read.event.status !== 'LIVE') throw new AppError('NOT_FOUND', { message: 'error.EVENT_UNAVAILABLE' });
  const date = await pickPurchaseDate(read.datesCount, input.date_id, 'date_id', () => read.date ?? undefined);
  // Checked again under the date's lock by the write.
  if (date.status !== 'SCHEDULED' || date.ended) throw new AppError('DATE_CANCELLED');
  if (read.staleHolds && stopOnStaleHolds) throw new StaleHoldsFound();
  const found = read.lines;
  if (found.length !== priceIds.length) throw fieldError('tickets', 'validation.ticket_not_found');

  const assignmentIds = [...new Set(found.flatMap((row) => row.assignmentIds))].sort((a, b) => a - b);
  // Read without locks: the statement that writes the order locks the code and counts its use again.
  const promo = input.promo_code ? await findUsablePromoCode(db, eventId, input.promo_code) : null;
  if (input.promo_code && !promo) throw fieldError('promo_code', 'error.PROMO_CODE_INVALID', 'PROMO_CODE_INVALID');
  // The counters as they stand (run-out holds were released before this attempt). The write
  // re-checks the prices' room and the assignments' room under their locks.
  const capacity = assignmentIds.length > 0 ? await capacityUsage(db, eventId, await heldByPrice(db, eventId, date.id), date.id) : [];
  // A general-admission event reads no plan: only the purchase's own read says whether the event is seated.
  const categoryOfPrice = new Map(found.flatMap((row) => (row.seatCategory === null ? [] : [[row.price.id, row.seatCategory] as const])));
  const plan = !read.seated
    ? null
    : read.seatingPlan
      ? await eventPlanOfVersion(db, read.seatingPlan, categoryOfPrice)
      : await readEventPlan(db, eventId);
  const seatedLines = seatedLinesOf(input, plan, (priceId) => found.find((row) => row.price.id === priceId)?.seatCategory ?? null);
  return {
    event: read.event,
    dateId: date.id,
    date: presentOrderDate({
      startDate: new Date(date.start_date),
      endDate: date.end_date === null ? null : new Date(date.end_date),
      label: date.label,
    }),
    found,
    ticketRows: [...new Map(found.map((row) => [row.ticket.id, row.ticket])).values()],
    priceRows: found.map((row) => row.price),
    taxes: new Map(found.map((row) => [row.ticket.id, row.taxes])),
    assignmentIds,
    promo,
    pricingPromo: promo ? pricingPromoOf(promo) : null,
    capacity,
    plan,
    seatedLines,
  };
}
