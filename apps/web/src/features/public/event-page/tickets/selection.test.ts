import { describe, expect, it } from 'vitest';
import { price, publicEvent, ticket } from '../../../../test/public-event';
import { maxQuantity, nextQuantity, previousQuantity, reserveBody, selectionProblems, selectionTotal, ticketQuantity } from './selection';

const fee = (rate: number, calculation_type: 'PERCENTAGE' | 'FIXED' = 'PERCENTAGE') => ({
  name: 'Service',
  type: 'FEE' as const,
  calculation_type,
  rate,
});

describe('quantities', () => {
  const tiered = ticket({
    id: 1,
    type: 'TIERED',
    max_per_order: 4,
    min_per_order: 2,
    prices: [price({ id: 11 }), price({ id: 12, quantity_available: 2 })],
  });
  const single = ticket({ id: 2, min_per_order: 3, max_per_order: 6 });

  it("adds up a ticket's prices", () => {
    expect(ticketQuantity(tiered, { 11: { quantity: 1 }, 12: { quantity: 2 }, 20: { quantity: 5 } })).toBe(3);
  });

  it("allows at most what the stock, the ticket's maximum and the order's maximum leave", () => {
    expect(maxQuantity(tiered, tiered.prices[0]!, {}, 20)).toBe(4);
    // The stock of the second tier.
    expect(maxQuantity(tiered, tiered.prices[1]!, {}, 20)).toBe(2);
    // Three of the ticket's four already chosen in the other tier.
    expect(maxQuantity(tiered, tiered.prices[0]!, { 12: { quantity: 3 } }, 20)).toBe(1);
    // The order's ceiling after another ticket's five.
    expect(maxQuantity(tiered, tiered.prices[0]!, { 20: { quantity: 5 } }, 6)).toBe(1);
    // What is already chosen of this price counts towards its own limit once, not twice.
    expect(maxQuantity(tiered, tiered.prices[0]!, { 11: { quantity: 4 } }, 4)).toBe(4);
    expect(maxQuantity(tiered, tiered.prices[0]!, { 20: { quantity: 9 } }, 6)).toBe(0);
  });

  it("steps from none straight to a single-price ticket's minimum, and back to none below it", () => {
    expect(nextQuantity(single, 0, 6)).toBe(3);
    expect(nextQuantity(single, 3, 6)).toBe(4);
    expect(nextQuantity(single, 6, 6)).toBe(6);
    expect(nextQuantity(single, 0, 2)).toBe(2);
    expect(previousQuantity(single, 4)).toBe(3);
    expect(previousQuantity(single, 3)).toBe(0);
    // A tier steps one by one: the minimum counts across its tiers.
    expect(nextQuantity(tiered, 0, 4)).toBe(1);
    expect(previousQuantity(tiered, 1)).toBe(0);
  });
});

describe('selectionTotal', () => {
  it('adds taxes and fees per line, percentages rounded half away from zero as the server does', () => {
    const event = publicEvent({
      tickets: [
        ticket({ id: 1, prices: [price({ id: 10, price: 2500 })], taxes_and_fees: [fee(10), fee(50, 'FIXED')] }),
        // 5 % of 10 cents is half a cent: one cent.
        ticket({ id: 2, prices: [price({ id: 20, price: 10 })], taxes_and_fees: [fee(5)] }),
      ],
    });
    expect(selectionTotal(event, { 10: { quantity: 2 } })).toEqual({ quantity: 2, total: 5000 + 500 + 100, taxesAndFees: 600 });
    expect(selectionTotal(event, { 20: { quantity: 1 } })).toEqual({ quantity: 1, total: 11, taxesAndFees: 1 });
    expect(selectionTotal(event, { 10: { quantity: 1 }, 20: { quantity: 3 } })).toEqual({
      quantity: 4,
      total: 2500 + 250 + 50 + 30 + 2,
      taxesAndFees: 302,
    });
  });

  it("uses the promo code's price, leaves out what is not on sale and charges no fee on what costs nothing", () => {
    const event = publicEvent({
      tickets: [
        ticket({ id: 1, prices: [price({ id: 10, price: 2000, discounted_price: 1500 })] }),
        ticket({ id: 2, status: 'SOLD_OUT' }),
        ticket({ id: 3, type: 'TIERED', prices: [price({ id: 30 }), price({ id: 31, status: 'SALE_ENDED' })] }),
        ticket({ id: 4, type: 'FREE', prices: [price({ id: 40, price: 0 })], taxes_and_fees: [fee(1, 'FIXED')] }),
      ],
    });
    expect(selectionTotal(event, { 10: { quantity: 2 }, 20: { quantity: 1 }, 31: { quantity: 1 }, 40: { quantity: 2 } })).toEqual({
      quantity: 4,
      total: 3000,
      taxesAndFees: 0,
    });
  });

  it("takes a promo code's discount off a donation's amount, never below its minimum", () => {
    const donation = ticket({
      id: 1,
      type: 'DONATION',
      promo_applies: true,
      prices: [price({ id: 10, price: 500 })],
      taxes_and_fees: [fee(10)],
    });
    const withPromo = (promo_code: ReturnType<typeof publicEvent>['promo_code']) => publicEvent({ tickets: [donation], promo_code });
    const chosen = { 10: { quantity: 2, amount: 1500 } };

    expect(selectionTotal(withPromo(null), chosen)).toEqual({ quantity: 2, total: 3300, taxesAndFees: 300 });
    // Half of 15.00 is 7.50: 7.50 a ticket, the minimum of 5.00 not reached.
    expect(selectionTotal(withPromo({ code: 'HALF', valid: true, discount_type: 'PERCENTAGE', discount: 50 }), chosen).total).toBe(
      1500 + 150,
    );
    // 20.00 off would go below the minimum: 5.00 a ticket.
    expect(selectionTotal(withPromo({ code: 'BIG', valid: true, discount_type: 'FIXED', discount: 2000 }), chosen).total).toBe(1000 + 100);
    expect(selectionTotal(withPromo({ code: 'NOPE', valid: false, discount_type: 'FIXED', discount: 2000 }), chosen).total).toBe(3300);
  });
});

describe('selectionProblems', () => {
  it("names each ticket whose quantity or amount breaks the order's rules", () => {
    const event = publicEvent({
      tickets: [
        ticket({ id: 1, min_per_order: 2 }),
        ticket({ id: 2, max_per_order: 3 }),
        ticket({ id: 3, type: 'DONATION', prices: [price({ id: 30, price: 500 })] }),
        ticket({ id: 4, min_per_order: 2 }),
      ],
    });
    const problems = selectionProblems(event, { 10: { quantity: 1 }, 20: { quantity: 4 }, 30: { quantity: 1, amount: 300 } });
    expect(Object.fromEntries(problems)).toEqual({
      1: { kind: 'below-minimum', minimum: 2 },
      2: { kind: 'above-maximum', maximum: 3 },
      3: { kind: 'donation-below-minimum', minimum: 500 },
    });
    expect(selectionProblems(event, { 10: { quantity: 2 }, 20: { quantity: 3 }, 30: { quantity: 1, amount: 500 } }).size).toBe(0);
  });
});

describe('reserveBody', () => {
  it('lists the chosen tickets in page order with the price each is bought at, and the promo code when it applies', () => {
    const event = publicEvent({
      tickets: [
        ticket({ id: 1, type: 'TIERED', prices: [price({ id: 10, price: 1000, discounted_price: 800 }), price({ id: 11, price: 2000 })] }),
        ticket({ id: 2, status: 'SOLD_OUT' }),
        ticket({ id: 3, type: 'DONATION', prices: [price({ id: 30, price: 500 })] }),
      ],
    });
    const body = reserveBody(
      event,
      { 30: { quantity: 1, amount: 1234 }, 11: { quantity: 2 }, 10: { quantity: 0 }, 20: { quantity: 1 } },
      'SPRING',
      'de',
    );
    expect(body).toEqual({
      tickets: [
        { ticket_id: 1, quantities: [{ price_id: 11, quantity: 2, price: 2000 }] },
        { ticket_id: 3, quantities: [{ price_id: 30, quantity: 1, price: 1234 }] },
      ],
      promo_code: 'SPRING',
      locale: 'de',
    });
    expect(reserveBody(event, { 11: { quantity: 1 } }, null, 'en')).not.toHaveProperty('promo_code');
  });
});
