import { eq, getTableColumns } from 'drizzle-orm';
import type { PublicWaitingListEntry, WaitingListEntry } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { capacityAssignments, type events, orders, ticketPrices, tickets, waitingListEntries } from '../../platform/db/schema.js';
import { normalizeLocale } from '../../platform/i18n/index.js';
import { positionSql } from './entries.js';
import { checkoutPath } from './mails.js';

/** The columns every answer about entries reads: the entry, its position, its ticket and price, its offer's order, its pool. */
export const entryColumns = {
  ...getTableColumns(waitingListEntries),
  position: positionSql,
  ticketTitle: tickets.title,
  priceLabel: ticketPrices.label,
  orderShortId: orders.shortId,
  poolName: capacityAssignments.name,
};

/** The entries with what they are shown with; the caller adds its conditions, order and limit. */
export function selectEntries(db: Db) {
  return db
    .select(entryColumns)
    .from(waitingListEntries)
    .innerJoin(tickets, eq(tickets.id, waitingListEntries.ticketId))
    .innerJoin(ticketPrices, eq(ticketPrices.id, waitingListEntries.ticketPriceId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.orderId))
    .leftJoin(capacityAssignments, eq(capacityAssignments.id, waitingListEntries.capacityAssignmentId));
}

export type EntryView = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentEntry(row: EntryView): WaitingListEntry {
  return {
    id: row.id,
    event_id: row.eventId,
    ticket_id: row.ticketId,
    ticket_title: row.ticketTitle,
    ticket_price_id: row.ticketPriceId,
    price_label: row.priceLabel,
    date_id: row.eventDateId,
    seat_category: row.seatCategory,
    capacity_assignment_id: row.capacityAssignmentId,
    capacity_assignment_name: row.capacityAssignmentId === null ? null : row.poolName,
    quantity: row.quantity,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    locale: normalizeLocale(row.locale) ?? 'en',
    status: row.status,
    position: row.position === null ? null : Number(row.position),
    order_id: row.orderId,
    order_short_id: row.orderShortId,
    offered_at: iso(row.offeredAt),
    offer_expires_at: iso(row.offerExpiresAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the entrant sees: no address, the checkout of an open offer. */
export function presentPublicEntry(
  row: EntryView,
  event: Pick<typeof events.$inferSelect, 'title'>,
  token: string,
): PublicWaitingListEntry {
  const offered = row.status === 'OFFERED' && row.orderShortId !== null;
  return {
    id: row.id,
    token,
    status: row.status,
    position: row.position === null ? null : Number(row.position),
    event_id: row.eventId,
    event_title: event.title,
    ticket_title: row.ticketTitle,
    price_label: row.priceLabel,
    date_id: row.eventDateId,
    quantity: row.quantity,
    first_name: row.firstName,
    locale: normalizeLocale(row.locale) ?? 'en',
    order_short_id: offered ? row.orderShortId : null,
    checkout_path: offered ? checkoutPath(row.eventId, row.orderShortId!) : null,
    offer_expires_at: offered ? iso(row.offerExpiresAt) : null,
    created_at: row.createdAt.toISOString(),
  };
}
