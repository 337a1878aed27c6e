import type { EventSeatingBody, SeatingCategory, Ticket } from '@stagedoor/contracts';

/** The setup form: a plan (or none) and, per category id, the ids of the prices that sell it. */
export interface SetupValues {
  planId: number | null;
  categories: Record<string, number[]>;
}

export interface PriceOption {
  id: number;
  ticketTitle: string;
  label: string | null;
}

/** The prices a category can be sold by: those of one-date tickets. Passes cover every date and cannot hold a seat. */
export function seatablePrices(tickets: readonly Ticket[]): PriceOption[] {
  return tickets
    .filter((ticket) => ticket.validity === 'ONE_DATE')
    .flatMap((ticket) => ticket.prices.map((price) => ({ id: price.id, ticketTitle: ticket.title, label: price.label })));
}

export function passTitles(tickets: readonly Ticket[]): string[] {
  return tickets.filter((ticket) => ticket.validity === 'ALL_DATES').map((ticket) => ticket.title);
}

/** The prices another category of the plan already sells: a price sells one category at most. */
export function takenElsewhere(values: SetupValues, category: string, categories: readonly SeatingCategory[]): Set<number> {
  const known = new Set(categories.map((item) => item.id));
  const taken = new Set<number>();
  for (const [other, ids] of Object.entries(values.categories)) {
    // A category of a plan chosen before keeps no price from this plan's categories.
    if (other !== category && known.has(other)) for (const id of ids) taken.add(id);
  }
  return taken;
}

/** The seatable prices no category sells: they stay general admission. */
export function unseatedPrices(values: SetupValues, prices: readonly PriceOption[], categories: readonly SeatingCategory[]): PriceOption[] {
  const known = new Set(categories.map((category) => category.id));
  const sold = new Set(
    Object.entries(values.categories)
      .filter(([category]) => known.has(category))
      .flatMap(([, ids]) => ids),
  );
  return prices.filter((price) => !sold.has(price.id));
}

/** The PUT body: only the plan's categories, only those with prices, nothing at all without a plan. */
export function setupBody(values: SetupValues, categories: readonly SeatingCategory[]): EventSeatingBody {
  if (values.planId === null) return { seating_plan_id: null, categories: [] };
  return {
    seating_plan_id: values.planId,
    categories: categories
      .map((category) => ({ category: category.id, ticket_price_ids: values.categories[category.id] ?? [] }))
      .filter((entry) => entry.ticket_price_ids.length > 0),
  };
}
