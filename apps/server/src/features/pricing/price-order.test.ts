import { describe, expect, it } from 'vitest';
import {
  displayUnitPrice,
  percentOf,
  priceOrder,
  unitDiscount,
  type PricingLine,
  type PricingPromo,
  type PricingTaxOrFee,
} from './price-order.js';

const VAT_19: PricingTaxOrFee = { id: 1, name: 'VAT', type: 'TAX', calculationType: 'PERCENTAGE', rate: 19_000 };
const CITY_TAX_5: PricingTaxOrFee = { id: 2, name: 'City tax', type: 'TAX', calculationType: 'PERCENTAGE', rate: 5_000 };
const SERVICE_2_5: PricingTaxOrFee = { id: 3, name: 'Service', type: 'FEE', calculationType: 'PERCENTAGE', rate: 2_500 };
const BOOKING_150: PricingTaxOrFee = { id: 4, name: 'Booking fee', type: 'FEE', calculationType: 'FIXED', rate: 150 };

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  ticketId: 10,
  priceId: 100,
  quantity: 1,
  unitPrice: 2500,
  taxesAndFees: [],
  ...overrides,
});
const promo = (overrides: Partial<PricingPromo>): PricingPromo => ({
  discountType: 'NONE',
  discount: 0,
  applicableTicketIds: [],
  ...overrides,
});

describe('percentOf', () => {
  it('rounds half away from zero', () => {
    expect(percentOf(1050, 19_000)).toBe(200); // 199.5
    expect(percentOf(1049, 19_000)).toBe(199); // 199.31
    expect(percentOf(333, 7_500)).toBe(25); // 24.975
    expect(percentOf(50, 1_000)).toBe(1); // 0.5
    expect(percentOf(49, 1_000)).toBe(0); // 0.49
    expect(percentOf(1999, 12_345)).toBe(247); // 246.77655
  });

  it('is exact where floating point is not', () => {
    // 3000 × 1.15 % is 34.5 exactly; computed in floating point it comes out as 34.4999…
    expect((3000 * 1.15) / 100).toBeLessThan(34.5);
    expect(percentOf(3000, 1_150)).toBe(35);
    // 99 999 999 999 × 99.999 % = 99 998 999 999.00001, beyond what a double holds exactly.
    expect(percentOf(99_999_999_999, 99_999)).toBe(99_998_999_999);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 100_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('priceOrder', () => {
  it('prices a zero price line with nothing added, even when it carries taxes and fees', () => {
    const order = priceOrder([line({ unitPrice: 0, quantity: 3, taxesAndFees: [VAT_19, BOOKING_150] })], null);
    expect(order).toMatchObject({ totalBeforeAdditions: 0, totalFee: 0, totalTax: 0, totalGross: 0, totalDiscount: 0 });
    expect(order.lines[0]!.additions).toEqual([]);
  });

  it('makes a 100 % discount free of charge, taxes and fees included', () => {
    const order = priceOrder(
      [line({ quantity: 2, taxesAndFees: [VAT_19, BOOKING_150] })],
      promo({ discountType: 'PERCENTAGE', discount: 100_000 }),
    );
    expect(order.lines[0]).toMatchObject({ unitDiscount: 2500, unitPrice: 0, totalGross: 0, additions: [] });
    expect(order).toMatchObject({ totalDiscount: 5000, totalGross: 0 });
  });

  it('never discounts more than the price: a fixed discount above it makes the ticket free', () => {
    expect(unitDiscount(2000, 10, promo({ discountType: 'FIXED', discount: 5000 }))).toBe(2000);
    const order = priceOrder(
      [line({ unitPrice: 2000, quantity: 2, taxesAndFees: [VAT_19] })],
      promo({ discountType: 'FIXED', discount: 5000 }),
    );
    expect(order).toMatchObject({ totalDiscount: 4000, totalBeforeAdditions: 0, totalTax: 0, totalGross: 0 });
    expect(order.lines[0]!.unitPrice).toBe(0);
  });

  it('rounds a percentage discount half up per unit and applies it only to the tickets it names', () => {
    const code = promo({ discountType: 'PERCENTAGE', discount: 12_500, applicableTicketIds: [10] }); // 12.5 %
    const order = priceOrder([line({ unitPrice: 1999, quantity: 3 }), line({ ticketId: 11, priceId: 101, unitPrice: 1999 })], code);
    expect(order.lines[0]).toMatchObject({ unitDiscount: 250, unitPrice: 1749, totalBeforeAdditions: 5247 }); // 249.875 → 250
    expect(order.lines[1]).toMatchObject({ unitDiscount: 0, unitPrice: 1999 });
    expect(order.totalDiscount).toBe(750);
    expect(priceOrder([line()], promo({ discountType: 'NONE' })).totalDiscount).toBe(0);
  });

  it('adds several taxes and fees to one line, each on the line base, fees untaxed', () => {
    const order = priceOrder([line({ quantity: 2, taxesAndFees: [VAT_19, CITY_TAX_5, SERVICE_2_5, BOOKING_150] })], null);
    const [priced] = order.lines;
    expect(priced!.totalBeforeAdditions).toBe(5000);
    expect(priced!.additions).toEqual([
      { id: 1, name: 'VAT', type: 'TAX', amount: 950 },
      { id: 2, name: 'City tax', type: 'TAX', amount: 250 },
      { id: 3, name: 'Service', type: 'FEE', amount: 125 },
      { id: 4, name: 'Booking fee', type: 'FEE', amount: 300 },
    ]);
    expect(order).toMatchObject({ totalTax: 1200, totalFee: 425, totalGross: 6625 });
  });

  it('charges a fixed fee per ticket, times the quantity', () => {
    const order = priceOrder([line({ unitPrice: 1000, quantity: 7, taxesAndFees: [BOOKING_150] })], null);
    expect(order.lines[0]!.totalFee).toBe(1050);
    expect(order.totalGross).toBe(8050);
  });

  it('rounds each tax once per line, not per unit', () => {
    // 3 × 333 = 999; 19 % of 999 = 189.81 → 190 (per unit it would be 3 × 63 = 189).
    const order = priceOrder([line({ unitPrice: 333, quantity: 3, taxesAndFees: [VAT_19] })], null);
    expect(order.totalTax).toBe(190);
  });

  it('sums the lines into the order totals, exactly for large amounts', () => {
    const order = priceOrder(
      [
        line({ unitPrice: 100_000_000, quantity: 1000, taxesAndFees: [VAT_19, SERVICE_2_5] }),
        line({ ticketId: 11, priceId: 101, unitPrice: 99_999_999, quantity: 999, taxesAndFees: [{ ...VAT_19, rate: 19_999 }] }),
      ],
      null,
    );
    expect(order.lines[0]).toMatchObject({ totalBeforeAdditions: 100_000_000_000, totalTax: 19_000_000_000, totalFee: 2_500_000_000 });
    // 99 899 999 001 × 19.999 % = 19 979 000 800.20… → 19 979 000 800
    expect(order.lines[1]).toMatchObject({ totalBeforeAdditions: 99_899_999_001, totalTax: 19_979_000_800 });
    expect(order.totalBeforeAdditions).toBe(199_899_999_001);
    expect(order.totalGross).toBe(199_899_999_001 + 19_000_000_000 + 2_500_000_000 + 19_979_000_800);
    expect(Number.isInteger(order.totalGross)).toBe(true);
  });

  it('prices amounts beyond 32 bits exactly', () => {
    const order = priceOrder(
      [line({ unitPrice: 3_000_000_001, quantity: 3, taxesAndFees: [VAT_19, { ...BOOKING_150, rate: 2_147_483_648 }] })],
      null,
    );
    // 9 000 000 003 × 19 % = 1 710 000 000.57 → 1 710 000 001; fee 3 × 2 147 483 648
    expect(order).toMatchObject({ totalBeforeAdditions: 9_000_000_003, totalTax: 1_710_000_001, totalFee: 6_442_450_944 });
    expect(order.totalGross).toBe(9_000_000_003 + 1_710_000_001 + 6_442_450_944);
  });

  it('refuses an order whose amounts would pass Number.MAX_SAFE_INTEGER', () => {
    const huge = line({ unitPrice: 1_000_000_000_000_000, quantity: 10 });
    expect(() => priceOrder([huge], null)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
    // Discounted to nothing, the undiscounted subtotal still has to be exact.
    expect(() => priceOrder([huge], promo({ discountType: 'PERCENTAGE', discount: 100_000 }))).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
    expect(priceOrder([line({ unitPrice: 1_000_000_000_000_000, quantity: 9 })], null).totalGross).toBe(9_000_000_000_000_000);
  });
});

describe('displayUnitPrice', () => {
  const taxes = [VAT_19, BOOKING_150];

  it('folds taxes and fees into the price shown in INCLUSIVE mode', () => {
    expect(displayUnitPrice(2500, taxes, 'INCLUSIVE')).toEqual({ price: 3125, taxesAndFees: 625 });
  });

  it('shows the bare price with taxes and fees apart in EXCLUSIVE mode', () => {
    expect(displayUnitPrice(2500, taxes, 'EXCLUSIVE')).toEqual({ price: 2500, taxesAndFees: 625 });
  });

  it('shows what one ticket of the order costs, in either mode', () => {
    const charged = priceOrder([line({ taxesAndFees: taxes })], null).totalGross;
    expect(displayUnitPrice(2500, taxes, 'INCLUSIVE').price).toBe(charged);
    const exclusive = displayUnitPrice(2500, taxes, 'EXCLUSIVE');
    expect(exclusive.price + exclusive.taxesAndFees).toBe(charged);
  });

  it('adds nothing to a free ticket', () => {
    expect(displayUnitPrice(0, taxes, 'INCLUSIVE')).toEqual({ price: 0, taxesAndFees: 0 });
  });
});
