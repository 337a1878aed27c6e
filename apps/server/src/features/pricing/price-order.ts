import { AppError } from '../../platform/errors.js';

/**
 * The one pricing function: a selection of tickets becomes line amounts, fees,
 * taxes and totals, in integer minor units. See docs/money.md for the rules.
 */

export interface PricingTaxOrFee {
  id: number;
  name: string;
  type: 'TAX' | 'FEE';
  calculationType: 'PERCENTAGE' | 'FIXED';
  /** PERCENTAGE: thousandths of a percent (19.5 % = 19500); FIXED: minor units per ticket. */
  rate: number;
}

export interface PricingPromo {
  discountType: 'PERCENTAGE' | 'FIXED' | 'NONE';
  /** PERCENTAGE: thousandths of a percent; FIXED: minor units off each ticket. */
  discount: number;
  /** Empty: every ticket. */
  applicableTicketIds: number[];
}

export interface PricingLine {
  ticketId: number;
  priceId: number;
  quantity: number;
  /** Unit price before discount, minor units. */
  unitPrice: number;
  /** The lowest a discount may take the unit price to: a donation's minimum (none: zero). */
  minimumUnitPrice?: number;
  taxesAndFees: PricingTaxOrFee[];
}

export interface PricedAddition {
  id: number;
  name: string;
  type: 'TAX' | 'FEE';
  amount: number;
}

export interface PricedLine {
  ticketId: number;
  priceId: number;
  quantity: number;
  unitPriceBeforeDiscount: number;
  unitDiscount: number;
  unitPrice: number;
  totalBeforeAdditions: number;
  totalFee: number;
  totalTax: number;
  totalGross: number;
  additions: PricedAddition[];
}

export interface PricedOrder {
  lines: PricedLine[];
  totalBeforeAdditions: number;
  totalDiscount: number;
  totalFee: number;
  totalTax: number;
  totalGross: number;
}

/** `amount × rate / 100 000` rounded half away from zero, exactly (BigInt: no float error). */
export function percentOf(amount: number, rateThousandths: number): number {
  const product = BigInt(amount) * BigInt(rateThousandths);
  const quotient = product / 100_000n;
  const remainder = product % 100_000n;
  return Number(remainder * 2n >= 100_000n ? quotient + 1n : quotient);
}

/** Whether the code discounts this ticket: a code without a ticket list discounts every ticket. */
export function promoApplies(promo: PricingPromo | null, ticketId: number): boolean {
  return !!promo && (promo.applicableTicketIds.length === 0 || promo.applicableTicketIds.includes(ticketId));
}

/**
 * Whether the code reveals a ticket hidden unless a promo code is given. Only a code
 * that names the ticket does: a code for everything must not open every hidden ticket.
 */
export function promoUnlocks(promo: PricingPromo | null, ticketId: number): boolean {
  return !!promo && promo.applicableTicketIds.includes(ticketId);
}

/** The discount on one unit: never more than takes it to `minimumUnitPrice` (zero, or a donation's minimum). */
export function unitDiscount(unitPrice: number, ticketId: number, promo: PricingPromo | null, minimumUnitPrice = 0): number {
  if (!promo || !promoApplies(promo, ticketId)) return 0;
  const room = Math.max(0, unitPrice - minimumUnitPrice);
  if (promo.discountType === 'PERCENTAGE') return Math.min(room, percentOf(unitPrice, promo.discount));
  if (promo.discountType === 'FIXED') return Math.min(room, promo.discount);
  return 0;
}

function additionsFor(base: number, quantity: number, taxesAndFees: PricingTaxOrFee[]): PricedAddition[] {
  // A line that costs nothing carries no taxes or fees.
  if (base === 0) return [];
  return taxesAndFees.map((item) => ({
    id: item.id,
    name: item.name,
    type: item.type,
    amount: item.calculationType === 'PERCENTAGE' ? percentOf(base, item.rate) : item.rate * quantity,
  }));
}

export function priceOrder(lines: PricingLine[], promo: PricingPromo | null): PricedOrder {
  const priced = lines.map((line): PricedLine => {
    const discount = unitDiscount(line.unitPrice, line.ticketId, promo, line.minimumUnitPrice);
    const unitPrice = line.unitPrice - discount;
    const totalBeforeAdditions = unitPrice * line.quantity;
    const additions = additionsFor(totalBeforeAdditions, line.quantity, line.taxesAndFees);
    const totalFee = additions.filter((a) => a.type === 'FEE').reduce((sum, a) => sum + a.amount, 0);
    const totalTax = additions.filter((a) => a.type === 'TAX').reduce((sum, a) => sum + a.amount, 0);
    return {
      ticketId: line.ticketId,
      priceId: line.priceId,
      quantity: line.quantity,
      unitPriceBeforeDiscount: line.unitPrice,
      unitDiscount: discount,
      unitPrice,
      totalBeforeAdditions,
      totalFee,
      totalTax,
      totalGross: totalBeforeAdditions + totalFee + totalTax,
      additions,
    };
  });
  const sum = (pick: (line: PricedLine) => number) => priced.reduce((total, line) => total + pick(line), 0);
  const order = {
    lines: priced,
    totalBeforeAdditions: sum((l) => l.totalBeforeAdditions),
    totalDiscount: sum((l) => l.unitDiscount * l.quantity),
    totalFee: sum((l) => l.totalFee),
    totalTax: sum((l) => l.totalTax),
    totalGross: sum((l) => l.totalGross),
  };
  assertExact(order);
  return order;
}

/**
 * Every amount is a sum or product of non-negative integers, so when the two largest
 * results (the gross and the undiscounted subtotal) are safe integers, every step on the
 * way was exact too. Past Number.MAX_SAFE_INTEGER a JSON number would round: refuse.
 */
function assertExact(order: Omit<PricedOrder, 'lines'>): void {
  if (!Number.isSafeInteger(order.totalGross) || !Number.isSafeInteger(order.totalBeforeAdditions + order.totalDiscount)) {
    throw new AppError('VALIDATION_ERROR', { errors: { tickets: ['validation.invalid_amount'] } });
  }
}

/**
 * What one unit shows on the event page. EXCLUSIVE shows the price with taxes and
 * fees listed apart; INCLUSIVE shows them folded in. The amount charged is the same.
 */
export function displayUnitPrice(
  unitPrice: number,
  taxesAndFees: PricingTaxOrFee[],
  mode: 'INCLUSIVE' | 'EXCLUSIVE',
): { price: number; taxesAndFees: number } {
  const additions = additionsFor(unitPrice, 1, taxesAndFees).reduce((sum, a) => sum + a.amount, 0);
  return mode === 'INCLUSIVE' ? { price: unitPrice + additions, taxesAndFees: additions } : { price: unitPrice, taxesAndFees: additions };
}
