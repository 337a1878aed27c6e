import { eq } from 'drizzle-orm';
import type { OfflinePaymentMethod } from '@stagedoor/contracts';
import type { Db } from '../../platform/db/client.js';
import { eventDates, events } from '../../platform/db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before its deadline an offline order is reminded, at most (half the hold when that is shorter). */
export const REMINDER_LEAD_MS = DAY_MS;

export interface OfflineHold {
  /** The order's new reserved_until: its stock is held until then, and it expires after it. */
  deadline: Date;
  /** When the reminder goes out; null when the hold is too short for one to make sense. */
  reminderDueAt: Date | null;
}

/**
 * How long an offline order holds its stock (docs/payments.md "Offline payments"): a bank transfer has
 * `offline_payment_days`, never past the start of its date (a transfer after the show is of no use); paying at the
 * door holds until the date ends (its start plus a day when it has no end), since the buyer pays on arrival.
 * Never shorter than the hold the order already has.
 */
export async function offlineHold(
  tx: Db,
  order: { eventId: number; eventDateId: number | null; reservedUntil: Date | null },
  method: OfflinePaymentMethod,
  days: number,
  now = new Date(),
): Promise<OfflineHold> {
  const when = await dateBounds(tx, order.eventId, order.eventDateId);
  const end = when.end ?? new Date(when.start.getTime() + DAY_MS);
  let deadline = method === 'PAY_AT_DOOR' ? end : new Date(Math.min(now.getTime() + days * DAY_MS, when.start.getTime()));
  if (order.reservedUntil && order.reservedUntil > deadline) deadline = order.reservedUntil;
  const span = deadline.getTime() - now.getTime();
  // A reminder a few minutes after the instructions would only be noise.
  const reminderDueAt = span >= 2 * 60 * 60 * 1000 ? new Date(deadline.getTime() - Math.min(REMINDER_LEAD_MS, span / 2)) : null;
  return { deadline, reminderDueAt };
}

async function dateBounds(tx: Db, eventId: number, dateId: number | null): Promise<{ start: Date; end: Date | null }> {
  if (dateId !== null) {
    const [date] = await tx
      .select({ start: eventDates.startDate, end: eventDates.endDate })
      .from(eventDates)
      .where(eq(eventDates.id, dateId));
    if (date) return date;
  }
  const [event] = await tx.select({ start: events.startDate, end: events.endDate }).from(events).where(eq(events.id, eventId));
  return event ?? { start: new Date(), end: null };
}
