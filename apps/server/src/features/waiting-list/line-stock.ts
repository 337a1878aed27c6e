import type { Db } from '../../platform/db/client.js';
import type { CapacityUsage } from '../tickets/availability.js';
import { loadCatalogue } from '../tickets/catalogue-state.js';

export interface LineStock {
  /** The price's status on the date by the one status function (SOLD_OUT, ON_SALE, SALE_ENDED, ...). */
  status: string;
  /** Units free on the date (null: unlimited), from the held counters. */
  available: number | null;
  /** The price's own units free on the date (null: unlimited), whatever its capacity pools leave. */
  ownAvailable: number | null;
  /** The capacity assignments (pools) the price's ticket is in, with their use on the date. */
  pools: CapacityUsage[];
  ticketTitle: string;
  priceLabel: string | null;
}

/**
 * A price's stock on a date as the event page counts it (holds that ran out are not subtracted: the offer pass
 * releases them first). Null when the price is not the ticket's or not the event's.
 */
export async function lineStock(
  db: Db,
  eventId: number,
  line: { ticketId: number; priceId: number; dateId: number },
): Promise<LineStock | null> {
  const [state] = await loadCatalogue(db, eventId, { dateId: line.dateId, ticketIds: [line.ticketId] });
  const price = state?.prices.find((row) => row.id === line.priceId);
  const status = state?.status.prices.find((row) => row.id === line.priceId);
  if (!state || !price || !status) return null;
  const soldOut = state.status.status === 'SOLD_OUT' || status.status === 'SOLD_OUT';
  return {
    status: soldOut ? 'SOLD_OUT' : status.status,
    available: soldOut ? 0 : status.available,
    ownAvailable:
      price.initialQuantityAvailable === null ? null : Math.max(0, price.initialQuantityAvailable - (state.taken.get(price.id) ?? 0)),
    pools: state.capacity,
    ticketTitle: state.ticket.title,
    priceLabel: price.label,
  };
}
