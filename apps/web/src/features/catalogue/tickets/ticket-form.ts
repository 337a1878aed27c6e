import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { createTicketBodySchema, type CreateTicketBody, type Ticket, type TicketType, type TicketValidity } from '@stagedoor/contracts';
import { isoToZonedInput, zonedInputToIso } from '../../../platform/dates';
import { catalogueErrors } from '../shared/validation';

export interface PriceValues {
  key: string;
  id?: number;
  label: string;
  /** Minor units; null while empty. */
  price: number | null;
  unlimited: boolean;
  quantity: number | string;
  is_hidden: boolean;
  quantity_sold: number;
  /** `datetime-local` values in the event's time zone; empty when the tier follows the ticket's sale period. */
  sale_start_date: string;
  sale_end_date: string;
}

export interface TicketValues {
  type: TicketType;
  title: string;
  description: string;
  prices: PriceValues[];
  min_per_order: number | string;
  max_per_order: number | string;
  /** `datetime-local` values in the event's time zone. */
  sale_start_date: string;
  sale_end_date: string;
  hide_before_sale_start_date: boolean;
  hide_after_sale_end_date: boolean;
  hide_when_sold_out: boolean;
  is_hidden: boolean;
  is_hidden_without_promo_code: boolean;
  start_collapsed: boolean;
  show_quantity_remaining: boolean;
  is_paused: boolean;
  tax_and_fee_ids: string[];
  validity: TicketValidity;
}

export const VISIBILITY_FLAGS = [
  'hide_before_sale_start_date',
  'hide_after_sale_end_date',
  'hide_when_sold_out',
  'is_hidden',
  'is_hidden_without_promo_code',
  'start_collapsed',
  'show_quantity_remaining',
  'is_paused',
] as const;

export function newPrice(): PriceValues {
  return {
    key: randomId(),
    label: '',
    price: null,
    unlimited: true,
    quantity: '',
    is_hidden: false,
    quantity_sold: 0,
    sale_start_date: '',
    sale_end_date: '',
  };
}

export function initialTicketValues(ticket: Ticket | null, zone: string, defaultTaxIds: number[]): TicketValues {
  const flags = Object.fromEntries(VISIBILITY_FLAGS.map((flag) => [flag, ticket?.[flag] ?? false])) as Pick<
    TicketValues,
    (typeof VISIBILITY_FLAGS)[number]
  >;
  return {
    type: ticket?.type ?? 'PAID',
    title: ticket?.title ?? '',
    description: ticket?.description ?? '',
    prices: ticket
      ? ticket.prices.map((price) => ({
          key: randomId(),
          id: price.id,
          label: price.label ?? '',
          price: price.price,
          unlimited: price.initial_quantity_available === null,
          quantity: price.initial_quantity_available ?? '',
          is_hidden: price.is_hidden,
          quantity_sold: price.quantity_sold,
          sale_start_date: isoToZonedInput(price.sale_start_date, zone),
          sale_end_date: isoToZonedInput(price.sale_end_date, zone),
        }))
      : [newPrice()],
    min_per_order: ticket?.min_per_order ?? '',
    max_per_order: ticket?.max_per_order ?? '',
    sale_start_date: isoToZonedInput(ticket?.sale_start_date, zone),
    sale_end_date: isoToZonedInput(ticket?.sale_end_date, zone),
    ...flags,
    tax_and_fee_ids: (ticket?.tax_and_fee_ids ?? defaultTaxIds).map(String),
    validity: ticket?.validity ?? 'ONE_DATE',
  };
}

const optionalNumber = (value: number | string) => (typeof value === 'number' ? value : null);

/** Prices beyond the first belong only to tiered tickets. */
export function activePrices(values: Pick<TicketValues, 'type' | 'prices'>): PriceValues[] {
  return values.type === 'TIERED' ? values.prices : values.prices.slice(0, 1);
}

/**
 * The request body. `taxIds` is undefined when the user may not see the
 * account's taxes and fees: the server then keeps or defaults them.
 */
export function ticketBodyFromValues(values: TicketValues, zone: string, withTaxes: boolean): CreateTicketBody {
  const free = values.type === 'FREE';
  return {
    type: values.type,
    validity: values.validity,
    title: values.title,
    description: values.description || null,
    prices: activePrices(values).map((price) => ({
      ...(price.id === undefined ? {} : { id: price.id }),
      label: values.type === 'TIERED' ? price.label.trim() : null,
      price: free ? 0 : (price.price ?? 0),
      initial_quantity_available: price.unlimited ? null : optionalNumber(price.quantity),
      is_hidden: values.type === 'TIERED' ? price.is_hidden : false,
      sale_start_date: zonedInputToIso(price.sale_start_date, zone),
      sale_end_date: zonedInputToIso(price.sale_end_date, zone),
    })),
    min_per_order: optionalNumber(values.min_per_order),
    max_per_order: optionalNumber(values.max_per_order),
    sale_start_date: zonedInputToIso(values.sale_start_date, zone),
    sale_end_date: zonedInputToIso(values.sale_end_date, zone),
    ...Object.fromEntries(VISIBILITY_FLAGS.map((flag) => [flag, values[flag]])),
    ...(withTaxes ? { tax_and_fee_ids: free ? [] : values.tax_and_fee_ids.map(Number) } : {}),
  };
}

/** What the schema cannot know: empty prices and quantities, and taxes left on a free ticket. */
export function validateTicket(values: TicketValues, zone: string, withTaxes: boolean): FormErrors {
  const body = ticketBodyFromValues(values, zone, withTaxes);
  const errors: FormErrors = catalogueErrors(createTicketBodySchema, body, ticketFieldMap(body.prices.length));
  activePrices(values).forEach((price, index) => {
    if (values.type !== 'FREE' && price.price === null) errors[`prices.${index}.price`] = t`Please enter a price.`;
    if (!price.unlimited && typeof price.quantity !== 'number') {
      errors[`prices.${index}.quantity`] = t`Enter a quantity, or choose unlimited.`;
    }
  });
  if (withTaxes && values.type === 'FREE' && values.tax_and_fee_ids.length > 0) {
    errors.tax_and_fee_ids = t`A free ticket cannot carry taxes or fees. Remove them first.`;
  }
  return errors;
}

/** Body paths that the form names differently: a price's quantity. */
export function ticketFieldMap(priceCount: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: priceCount }, (_, index) => [`prices.${index}.initial_quantity_available`, `prices.${index}.quantity`]),
  );
}
