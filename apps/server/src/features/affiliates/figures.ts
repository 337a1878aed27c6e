/**
 * An affiliate's figures, computed from its orders each time rather than kept as
 * running totals: a refund, a cancellation or a late payment changes them without
 * anyone having to remember to. Each expression reads orders_affiliate_idx.
 */
import { sql, type SQL } from 'drizzle-orm';
import { attendees, orders } from '../../platform/db/schema.js';

/**
 * Orders that still count as sales: paid and not taken back. A partial refund
 * keeps the order (its gross shrinks); a full refund or a cancellation removes it.
 * Written out rather than bound, so that the planner matches the index on status.
 */
const COUNTING = sql.raw(`('COMPLETED', 'PARTIALLY_REFUNDED', 'REFUND_PENDING', 'REFUND_FAILED')`);

/** Qualified by hand: in a select from one table the column is rendered bare, which the subqueries would misread. */
const AFFILIATE_ID = sql.raw('"affiliates"."id"');

/** With a date, only the orders placed for that date (a pass bought for it included): the figures of one date. */
const ofDate = (dateId: number | undefined) => (dateId === undefined ? sql`` : sql` and o.event_date_id = ${dateId}`);

export function salesCountSql(dateId?: number): SQL<number> {
  return sql<number>`(select count(*)::integer from ${orders} o where o.affiliate_id = ${AFFILIATE_ID} and o.status in ${COUNTING}${ofDate(dateId)})`;
}

export function salesGrossSql(dateId?: number): SQL<number> {
  return sql<number>`(select coalesce(sum(o.total_gross - o.total_refunded), 0)::bigint from ${orders} o
    where o.affiliate_id = ${AFFILIATE_ID} and o.status in ${COUNTING}${ofDate(dateId)})`;
}

/** Tickets of those orders that are still valid (an attendee cancelled alone no longer counts). */
export function ticketsCountSql(dateId?: number): SQL<number> {
  return sql<number>`(select count(*)::integer from ${orders} o join ${attendees} t on t.order_id = o.id
    where o.affiliate_id = ${AFFILIATE_ID} and o.status in ${COUNTING}${ofDate(dateId)} and t.status = 'ACTIVE')`;
}

export const figureColumns = (dateId?: number) => ({
  salesCount: salesCountSql(dateId),
  salesGross: salesGrossSql(dateId),
  ticketsCount: ticketsCountSql(dateId),
});
