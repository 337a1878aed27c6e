import { describe, expect, it } from 'vitest';
import { createTicketBodySchema, promoCodeBodySchema } from '@stagedoor/contracts';
import { catalogueErrors } from './validation';

const paidTicket = { type: 'PAID', title: 'Standing', prices: [{ price: 2500 }] };

/** The catalogue's forms check their request body with the shared schema, its rules said in words. */
describe('catalogueErrors', () => {
  it('passes a valid body', () => {
    expect(catalogueErrors(createTicketBodySchema, paidTicket)).toEqual({});
    expect(catalogueErrors(promoCodeBodySchema, { code: 'SPRING', discount_type: 'PERCENTAGE', discount: 12.5 })).toEqual({});
  });

  it("says the catalogue's own rules, on the field they concern", () => {
    expect(catalogueErrors(createTicketBodySchema, { ...paidTicket, min_per_order: 5, max_per_order: 2 })).toEqual({
      max_per_order: 'The maximum per order must not be below the minimum.',
    });
    expect(catalogueErrors(createTicketBodySchema, { ...paidTicket, prices: [] })).toEqual({ prices: 'Add at least one price tier.' });
    expect(catalogueErrors(createTicketBodySchema, { ...paidTicket, prices: [{ price: 1 }, { price: 2 }] })).toEqual({
      prices: 'Only tiered tickets can have several prices.',
    });
    expect(catalogueErrors(promoCodeBodySchema, { code: 'two words', discount_type: 'PERCENTAGE', discount: 120 })).toEqual({
      code: 'The promo code must not contain spaces.',
      discount: 'Please enter a percentage between 0 and 100 with at most three decimals.',
    });
    expect(catalogueErrors(promoCodeBodySchema, { code: 'AB', discount_type: 'FIXED', discount: 0 })).toEqual({
      code: 'The promo code must be between 3 and 50 characters.',
      discount: 'Please enter a valid amount.',
    });
  });

  it("falls back on the shared messages, and names a tier's field where the form has it", () => {
    const tiered = { type: 'TIERED', title: '', prices: [{ price: 1000, label: 'Early' }, { price: 2000 }] };
    expect(catalogueErrors(createTicketBodySchema, tiered, { 'prices.1.label': 'tiers.1.label' })).toEqual({
      title: 'This field is required.',
      'tiers.1.label': 'This field is required.',
    });
  });
});
