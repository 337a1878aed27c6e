import { describe, expect, it } from 'vitest';
import { ticketStatus, type StatusInput, type StatusPrice, type StatusTicket } from './ticket-status.js';

const NOW = new Date('2031-06-01T12:00:00Z');
const BEFORE = new Date('2031-05-01T12:00:00Z');
const AFTER = new Date('2031-07-01T12:00:00Z');

const ticket = (overrides: Partial<StatusTicket> = {}): StatusTicket => ({
  isHidden: false,
  isHiddenWithoutPromoCode: false,
  isPaused: false,
  saleStartDate: null,
  saleEndDate: null,
  hideBeforeSaleStartDate: false,
  hideAfterSaleEndDate: false,
  hideWhenSoldOut: false,
  ...overrides,
});
const price = (overrides: Partial<StatusPrice> = {}): StatusPrice => ({
  id: 1,
  isHidden: false,
  saleStartDate: null,
  saleEndDate: null,
  remaining: null,
  ...overrides,
});

function status(
  overrides: { ticket?: Partial<StatusTicket>; prices?: StatusPrice[]; capacityRemaining?: number | null; promoUnlocks?: boolean } = {},
) {
  const input: StatusInput = {
    ticket: ticket(overrides.ticket),
    prices: overrides.prices ?? [price()],
    capacityRemaining: overrides.capacityRemaining ?? null,
    promoUnlocks: overrides.promoUnlocks ?? false,
    now: NOW,
  };
  return ticketStatus(input);
}

describe('ticketStatus: each rule', () => {
  it('is ON_SALE with unlimited stock and no sale window', () => {
    expect(status()).toEqual({
      status: 'ON_SALE',
      visibleToBuyers: true,
      prices: [{ id: 1, status: 'ON_SALE', available: null, visibleToBuyers: true }],
    });
  });

  it('is NOT_ON_SALE before the sale starts; shown unless hidden until then', () => {
    expect(status({ ticket: { saleStartDate: AFTER } })).toMatchObject({ status: 'NOT_ON_SALE', visibleToBuyers: true });
    expect(status({ ticket: { saleStartDate: AFTER, hideBeforeSaleStartDate: true } })).toMatchObject({
      status: 'NOT_ON_SALE',
      visibleToBuyers: false,
    });
    expect(status({ ticket: { saleStartDate: BEFORE, saleEndDate: AFTER } }).status).toBe('ON_SALE');
  });

  it('is SALE_ENDED after the sale ends; shown unless hidden after it', () => {
    expect(status({ ticket: { saleEndDate: BEFORE } })).toMatchObject({ status: 'SALE_ENDED', visibleToBuyers: true });
    expect(status({ ticket: { saleEndDate: BEFORE, hideAfterSaleEndDate: true } })).toMatchObject({
      status: 'SALE_ENDED',
      visibleToBuyers: false,
    });
  });

  it('is PAUSED, and still shown, while sales are paused', () => {
    expect(status({ ticket: { isPaused: true } })).toMatchObject({ status: 'PAUSED', visibleToBuyers: true });
  });

  it('is HIDDEN when hidden, and when hidden without a promo code unless the code unlocks it', () => {
    expect(status({ ticket: { isHidden: true } })).toMatchObject({ status: 'HIDDEN', visibleToBuyers: false });
    expect(status({ ticket: { isHiddenWithoutPromoCode: true } })).toMatchObject({ status: 'HIDDEN', visibleToBuyers: false });
    expect(status({ ticket: { isHiddenWithoutPromoCode: true }, promoUnlocks: true })).toMatchObject({
      status: 'ON_SALE',
      visibleToBuyers: true,
    });
    // A promo code does not reveal a ticket the organizer hid outright.
    expect(status({ ticket: { isHidden: true }, promoUnlocks: true }).status).toBe('HIDDEN');
  });

  it('is HIDDEN when every price is hidden', () => {
    expect(status({ prices: [price({ isHidden: true }), price({ id: 2, isHidden: true })] })).toMatchObject({
      status: 'HIDDEN',
      visibleToBuyers: false,
    });
  });

  it('is SOLD_OUT when the price stock is gone, shown unless hidden when sold out', () => {
    const soldOut = status({ prices: [price({ remaining: 0 })] });
    expect(soldOut).toMatchObject({ status: 'SOLD_OUT', visibleToBuyers: true });
    expect(soldOut.prices[0]).toMatchObject({ status: 'SOLD_OUT', available: 0 });
    expect(status({ ticket: { hideWhenSoldOut: true }, prices: [price({ remaining: 0 })] })).toMatchObject({
      status: 'SOLD_OUT',
      visibleToBuyers: false,
    });
    // Oversold stock reads as none left, never as a negative amount.
    expect(status({ prices: [price({ remaining: -2 })] }).prices[0]!.available).toBe(0);
  });

  it('is SOLD_OUT when a capacity assignment is full, whatever the prices hold', () => {
    expect(status({ capacityRemaining: 0, prices: [price({ remaining: 10 })] }).status).toBe('SOLD_OUT');
    const limited = status({ capacityRemaining: 3, prices: [price({ remaining: 10 }), price({ id: 2, remaining: 2 })] });
    expect(limited.status).toBe('ON_SALE');
    expect(limited.prices.map((p) => p.available)).toEqual([3, 2]);
  });
});

describe('ticketStatus: tiers', () => {
  it('is ON_SALE while any visible tier is on sale', () => {
    const result = status({ prices: [price({ remaining: 0 }), price({ id: 2, saleEndDate: BEFORE }), price({ id: 3 })] });
    expect(result.status).toBe('ON_SALE');
    expect(result.prices.map((p) => p.status)).toEqual(['SOLD_OUT', 'SALE_ENDED', 'ON_SALE']);
  });

  it('ignores hidden tiers: SOLD_OUT when every visible tier is sold out', () => {
    expect(status({ prices: [price({ remaining: 0 }), price({ id: 2, isHidden: true, remaining: 50 })] }).status).toBe('SOLD_OUT');
  });

  it('is SALE_ENDED when the tiers are ended or sold out and at least one ended', () => {
    expect(status({ prices: [price({ remaining: 0 }), price({ id: 2, saleEndDate: BEFORE })] }).status).toBe('SALE_ENDED');
  });

  it('is NOT_ON_SALE when no visible tier has started yet', () => {
    expect(status({ prices: [price({ saleStartDate: AFTER }), price({ id: 2, saleStartDate: AFTER })] }).status).toBe('NOT_ON_SALE');
    expect(status({ prices: [price({ saleStartDate: AFTER }), price({ id: 2, saleEndDate: BEFORE })] }).status).toBe('NOT_ON_SALE');
  });
});

describe('ticketStatus: precedence', () => {
  it('hidden beats paused, the sale window and stock', () => {
    expect(status({ ticket: { isHidden: true, isPaused: true, saleEndDate: BEFORE }, capacityRemaining: 0 }).status).toBe('HIDDEN');
  });

  it('paused beats the sale window and stock', () => {
    expect(status({ ticket: { isPaused: true, saleStartDate: AFTER } }).status).toBe('PAUSED');
    expect(status({ ticket: { isPaused: true, saleEndDate: BEFORE } }).status).toBe('PAUSED');
    expect(status({ ticket: { isPaused: true }, capacityRemaining: 0 }).status).toBe('PAUSED');
  });

  it('the sale window beats stock', () => {
    expect(status({ ticket: { saleStartDate: AFTER }, prices: [price({ remaining: 0 })] }).status).toBe('NOT_ON_SALE');
    expect(status({ ticket: { saleEndDate: BEFORE }, capacityRemaining: 0 }).status).toBe('SALE_ENDED');
  });

  it('keeps the per-price statuses whatever the ticket status', () => {
    const result = status({ ticket: { isPaused: true }, prices: [price({ remaining: 0 }), price({ id: 2, isHidden: true })] });
    expect(result.prices.map((p) => [p.status, p.visibleToBuyers])).toEqual([
      ['SOLD_OUT', true],
      ['HIDDEN', false],
    ]);
  });
});
