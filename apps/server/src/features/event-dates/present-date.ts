import type { EventDate } from '@stagedoor/contracts';
import type { eventDates } from '../../platform/db/schema.js';

export type EventDateRow = typeof eventDates.$inferSelect;

/** A date as the organizer sees it, with the units held on it (date-sales.ts). */
export function presentDate(row: EventDateRow, sold: number): EventDate {
  return {
    id: row.id,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    label: row.label,
    status: row.status,
    capacity: row.capacity,
    sold_count: sold,
    available: row.capacity === null ? null : Math.max(0, row.capacity - sold),
    cancellation: row.cancelledAt
      ? {
          cancelled_at: row.cancelledAt.toISOString(),
          refund: row.cancelRefund,
          notify_buyers: row.cancelNotify,
          message: row.cancelMessage,
          orders_total: row.cancellationOrdersTotal ?? 0,
          orders_done: row.cancellationOrdersDone,
        }
      : null,
  };
}
