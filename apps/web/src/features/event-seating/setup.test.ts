import { describe, expect, it } from 'vitest';
import type { Ticket } from '@stagedoor/contracts';
import { passTitles, seatablePrices, setupBody, takenElsewhere, unseatedPrices } from './setup';
import { hall } from './test-plan';

const ticket = (id: number, title: string, validity: Ticket['validity'], prices: { id: number; label: string | null }[]) =>
  ({ id, title, validity, prices }) as unknown as Ticket;

const tickets = [
  ticket(1, 'Evening', 'ONE_DATE', [
    { id: 11, label: 'Adult' },
    { id: 12, label: 'Child' },
  ]),
  ticket(2, 'Season pass', 'ALL_DATES', [{ id: 21, label: null }]),
];

describe('the seating setup', () => {
  it('offers the prices of one-date tickets only, and names the passes', () => {
    expect(seatablePrices(tickets).map((price) => price.id)).toEqual([11, 12]);
    expect(passTitles(tickets)).toEqual(['Season pass']);
  });

  it('keeps a price to one category and lists the prices left general admission', () => {
    const values = { planId: 3, categories: { stalls: [11], balcony: [], gone: [12] } };
    expect([...takenElsewhere(values, 'balcony', hall.categories)]).toEqual([11]);
    // A category of a plan chosen before ("gone") holds no price back.
    expect([...takenElsewhere(values, 'stalls', hall.categories)]).toEqual([]);
    expect(unseatedPrices(values, seatablePrices(tickets), hall.categories).map((price) => price.id)).toEqual([12]);
  });

  it("sends the plan's categories that have prices, and nothing without a plan", () => {
    const categories = { stalls: [11], balcony: [], gone: [12] };
    expect(setupBody({ planId: 3, categories }, hall.categories)).toEqual({
      seating_plan_id: 3,
      categories: [{ category: 'stalls', ticket_price_ids: [11] }],
    });
    expect(setupBody({ planId: null, categories }, hall.categories)).toEqual({ seating_plan_id: null, categories: [] });
  });
});
