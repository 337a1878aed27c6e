import type { OrderItemRow, OrderRow } from './load-order.js';

/** One line of an order's totals: what the line costs before any promo discount. */
export interface OrderTotalsLine {
  ticketPriceId: number;
  title: string;
  quantity: number;
  amountBeforeDiscount: number;
}

/**
 * An order's figures as every reader sees them, in minor units: the lines at their
 * undiscounted price, then the promo discount, fees, taxes and the total. The public
 * order (and so the buyer's pages) and the order confirmation mail both present these,
 * so they always agree. `discount` is what the promo code took off the lines.
 */
export interface OrderTotals {
  currency: string;
  lines: OrderTotalsLine[];
  discount: number;
  promoCode: string | null;
  fee: number;
  tax: number;
  gross: number;
}

export function orderTotals(order: OrderRow, items: OrderItemRow[]): OrderTotals {
  return {
    currency: order.currency,
    lines: items.map((item) => ({
      ticketPriceId: item.ticketPriceId,
      title: item.priceLabel ? `${item.ticketTitle} (${item.priceLabel})` : item.ticketTitle,
      quantity: item.quantity,
      amountBeforeDiscount: item.priceBeforeDiscount * item.quantity,
    })),
    discount: items.reduce((sum, item) => sum + (item.priceBeforeDiscount - item.price) * item.quantity, 0),
    promoCode: order.promoCode,
    fee: order.totalFee,
    tax: order.totalTax,
    gross: order.totalGross,
  };
}

/**
 * The totals as labelled rows, in the order of the buyer's order summary page: lines,
 * then the discount (negative, only when there is one), fees and taxes when not zero,
 * and the total. `labels` are the reader's words; `money` formats minor units.
 */
export function orderTotalsRows(
  totals: OrderTotals,
  labels: { discount: string; fees: string; taxes: string; total: string },
  money: (amount: number) => string,
): [string, string][] {
  return [
    ...totals.lines.map((line): [string, string] => [`${line.quantity} × ${line.title}`, money(line.amountBeforeDiscount)]),
    ...(totals.discount > 0
      ? [
          [totals.promoCode ? `${labels.discount} (${totals.promoCode})` : labels.discount, `−${money(totals.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(totals.fee ? [[labels.fees, money(totals.fee)] as [string, string]] : []),
    ...(totals.tax ? [[labels.taxes, money(totals.tax)] as [string, string]] : []),
    [labels.total, money(totals.gross)],
  ];
}
