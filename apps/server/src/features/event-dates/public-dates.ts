import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { EventDateAvailability, PublicEventDate } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { eventDatePrices, eventDates, ticketPrices, tickets } from '../../platform/db/schema.js';
import { listMeta } from '../../platform/http/list.js';
import { loadVisibleEvent } from '../events/load-event.js';
import { salesOnDates, soldOnDate, type DateSales } from './date-sales.js';
import type { EventDateRow } from './present-date.js';

export interface PublicDatesQuery {
  page: number;
  per_page: number;
  from?: string;
  to?: string;
}

interface PriceStock {
  id: number;
  validity: 'ONE_DATE' | 'ALL_DATES';
  quantity: number | null;
  hidden: boolean;
}

async function visiblePrices(db: Db, eventId: number): Promise<PriceStock[]> {
  const rows = await db
    .select({
      id: ticketPrices.id,
      validity: tickets.validity,
      quantity: ticketPrices.initialQuantityAvailable,
      hidden: ticketPrices.isHidden,
      ticketHidden: tickets.isHidden,
    })
    .from(ticketPrices)
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(eq(tickets.eventId, eventId));
  return rows.filter((row) => !row.ticketHidden).map((row) => ({ ...row, hidden: row.hidden }));
}

/**
 * A date in short for buyers: cancelled, over (NOT_ON_SALE), full (its capacity, or every price it shows has no unit
 * left on it), else on sale. The tickets of one date and their own states are GET /public/events/{id}?date_id=.
 */
function availabilityOf(
  date: EventDateRow,
  sales: DateSales,
  prices: PriceStock[],
  overrides: Map<string, { quantity: number | null; isHidden: boolean | null }>,
  now: Date,
): EventDateAvailability {
  if (date.status === 'CANCELLED') return 'CANCELLED';
  if ((date.endDate ?? date.startDate) <= now) return 'NOT_ON_SALE';
  if (date.capacity !== null && soldOnDate(sales, date.id) >= date.capacity) return 'SOLD_OUT';
  const shown = prices.filter((price) => !(overrides.get(`${date.id}:${price.id}`)?.isHidden ?? price.hidden));
  if (shown.length === 0) return 'NOT_ON_SALE';
  const left = shown.some((price) => {
    if (price.validity === 'ALL_DATES') return price.quantity === null || (sales.passes.get(price.id) ?? 0) < price.quantity;
    const limit = overrides.get(`${date.id}:${price.id}`)?.quantity ?? price.quantity;
    return limit === null || (sales.oneDate.get(date.id)?.get(price.id) ?? 0) < limit;
  });
  return left ? 'ON_SALE' : 'SOLD_OUT';
}

/** Dates of one event as buyers see them, each with its availability now (API.md "Dates"). */
export async function publicDatesOf(db: Db, eventId: number, rows: EventDateRow[], now = new Date()): Promise<PublicEventDate[]> {
  const ids = rows.map((row) => row.id);
  const sales = await salesOnDates(db, eventId, ids);
  const prices = await visiblePrices(db, eventId);
  const overrideRows = ids.length === 0 ? [] : await db.select().from(eventDatePrices).where(inArray(eventDatePrices.eventDateId, ids));
  const overrides = new Map(overrideRows.map((row) => [`${row.eventDateId}:${row.ticketPriceId}`, row]));
  return rows.map((row) => ({
    id: row.id,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    label: row.label,
    status: row.status,
    availability: availabilityOf(row, sales, prices, overrides, now),
  }));
}

/** The dates of an event that the public may see (as GET /public/events/{id} decides), by start, paged. */
export async function listPublicDates(ctx: AppContext, eventId: number, viewerAccountId: number | null, query: PublicDatesQuery) {
  await loadVisibleEvent(ctx, eventId, viewerAccountId);
  const conditions: SQL[] = [eq(eventDates.eventId, eventId)];
  if (query.from) conditions.push(gte(eventDates.startDate, new Date(query.from)));
  if (query.to) conditions.push(lt(eventDates.startDate, new Date(query.to)));
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(eventDates)
    .where(where)
    .orderBy(asc(eventDates.startDate), asc(eventDates.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await ctx.db.select({ value: count() }).from(eventDates).where(where);
  const data = await publicDatesOf(ctx.db, eventId, rows);
  return { data, meta: listMeta({ page: query.page, perPage: query.per_page }, total?.value ?? 0) };
}
