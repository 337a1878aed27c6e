import {
  planSeats,
  type PlanSeat,
  type PublicEventWithTickets,
  type PublicSeating,
  type PublicSeatingSummary,
  type PublicTicket,
  type PublicTicketPrice,
} from '@stagedoor/contracts';
import { isPurchasable } from '../tickets/selection';

/** A price that sells a category, with its ticket: what a chosen seat is bought at. */
export interface SeatPrice {
  ticket: PublicTicket;
  price: PublicTicketPrice;
}

export interface PlanCategory {
  id: string;
  name: string;
  color: string;
  /** The category's prices on sale, in page order; the first is a new seat's. */
  prices: SeatPrice[];
}

/** A row or table of a section, with its seats in plan order. */
export interface PlanRow {
  id: string;
  label: string;
  /** A table's seats, sold like a row's. */
  table: boolean;
  seats: PlanSeat[];
}

export interface PlanSection {
  id: string;
  label: string;
  rows: PlanRow[];
}

/** The plan as the picker reads it: seats by id, free or not, the categories' prices, the sections' rows. */
export interface SeatPlan {
  seats: PlanSeat[];
  byId: Map<string, PlanSeat>;
  /** The row or table of each seat, by seat id. */
  rowOf: Map<string, PlanRow>;
  /** Seat ids that are not free on the date. */
  taken: Set<string>;
  categories: Map<string, PlanCategory>;
  sections: PlanSection[];
  /** The places a standing area has left, by area id. */
  standing: Map<string, number>;
  /** Every price a category sells (on sale or not): the prices the seat picker stands for on the page. */
  seatedPriceIds: Set<number>;
  /** The radius seats are drawn with, in plan units: under half the closest two seats of a row. */
  seatRadius: number;
  /** The seats of the plan: `seats.length`, or the summary's count while the seats themselves are not loaded. */
  seatCount: number;
  /** Free seats by category, when the plan is only a summary (no seats to count). */
  free?: Map<string, number>;
}

/**
 * API.md "Seating": `availability` holds one character per seat in planSeats order, "0" free and anything else
 * not; a string shorter than the plan (a plan changed since) leaves the seats it does not reach not free.
 */
export function decodeAvailability(seats: PlanSeat[], availability: string): Set<string> {
  const taken = new Set<string>();
  for (const seat of seats) if (availability[seat.index] !== '0') taken.add(seat.id);
  return taken;
}

/** The prices of the event that sell a category, those on sale only, in the order the page lists them. */
function categoryPrices(event: PublicEventWithTickets, priceIds: number[]): SeatPrice[] {
  const wanted = new Set(priceIds);
  return event.tickets.flatMap((ticket) =>
    ticket.prices.filter((price) => wanted.has(price.id) && isPurchasable(ticket, price)).map((price) => ({ ticket, price })),
  );
}

function seatRadius(sections: PlanSection[]): number {
  let closest = Number.POSITIVE_INFINITY;
  for (const section of sections) {
    for (const row of section.rows) {
      for (let i = 1; i < row.seats.length; i += 1) {
        const a = row.seats[i - 1]!;
        const b = row.seats[i]!;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance > 0) closest = Math.min(closest, distance);
      }
    }
  }
  return Number.isFinite(closest) ? Math.max(1, Math.min(closest * 0.42, 24)) : 8;
}

export function readSeatPlan(seating: PublicSeating, event: PublicEventWithTickets): SeatPlan {
  const seats = planSeats(seating.layout);
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const categories = new Map<string, PlanCategory>();
  const seatedPriceIds = new Set<number>();
  for (const category of seating.categories) {
    category.ticket_price_ids.forEach((id) => seatedPriceIds.add(id));
    categories.set(category.category, {
      id: category.category,
      name: category.name,
      color: category.color,
      prices: categoryPrices(event, category.ticket_price_ids),
    });
  }
  const tables = new Set(seating.layout.sections.flatMap((section) => section.tables.map((table) => table.id)));
  const sections: PlanSection[] = [];
  for (const seat of seats) {
    let section = sections.at(-1);
    if (section?.id !== seat.sectionId) {
      section = { id: seat.sectionId, label: seat.section, rows: [] };
      sections.push(section);
    }
    let row = section.rows.at(-1);
    if (row?.id !== seat.rowId) {
      row = { id: seat.rowId, label: seat.row, table: tables.has(seat.rowId), seats: [] };
      section.rows.push(row);
    }
    row.seats.push(seat);
  }
  const rowOf = new Map(sections.flatMap((section) => section.rows.flatMap((row) => row.seats.map((seat) => [seat.id, row] as const))));
  return {
    seats,
    byId,
    rowOf,
    taken: decodeAvailability(seats, seating.availability),
    categories,
    sections,
    standing: new Map(seating.standing.map((area) => [area.id, area.available])),
    seatedPriceIds,
    seatRadius: seatRadius(sections),
    seatCount: seats.length,
  };
}

/**
 * The plan as far as best available needs it, from the summary the server embeds in a seated event's page: the
 * categories with their prices and free seats and the standing areas' free places, no seats. The picker uses it
 * until (and unless) it fetches the plan.
 */
export function readSeatSummary(summary: PublicSeatingSummary, event: PublicEventWithTickets): SeatPlan {
  const categories = new Map<string, PlanCategory>();
  const seatedPriceIds = new Set<number>();
  for (const category of summary.categories) {
    category.ticket_price_ids.forEach((id) => seatedPriceIds.add(id));
    categories.set(category.category, {
      id: category.category,
      name: category.name,
      color: category.color,
      prices: categoryPrices(event, category.ticket_price_ids),
    });
  }
  return {
    seats: [],
    byId: new Map(),
    rowOf: new Map(),
    taken: new Set(),
    categories,
    sections: [],
    standing: new Map(summary.standing_areas.map((area) => [area.id, area.available])),
    seatedPriceIds,
    seatRadius: 8,
    seatCount: summary.seat_count,
    free: new Map(summary.categories.map((category) => [category.category, category.free])),
  };
}

/** A seat can be chosen when it is free and its category has a price on sale. */
export function isChoosable(plan: SeatPlan, seatId: string): boolean {
  const seat = plan.byId.get(seatId);
  if (!seat || plan.taken.has(seatId)) return false;
  return (plan.categories.get(seat.category)?.prices.length ?? 0) > 0;
}

/** The free seats of a category. */
export function freeSeats(plan: SeatPlan, category: string): number {
  const counted = plan.free?.get(category);
  if (counted !== undefined) return counted;
  return plan.seats.reduce((count, seat) => count + (seat.category === category && !plan.taken.has(seat.id) ? 1 : 0), 0);
}

export function freeInRow(plan: SeatPlan, row: PlanRow): number {
  return row.seats.reduce((count, seat) => count + (plan.taken.has(seat.id) ? 0 : 1), 0);
}

/** The same plan with more seats not free (those the reservation found taken), before the fresh availability comes. */
export function withTaken(plan: SeatPlan, seatIds: string[]): SeatPlan {
  const taken = new Set(plan.taken);
  for (const id of seatIds) if (plan.byId.has(id)) taken.add(id);
  return { ...plan, taken };
}
