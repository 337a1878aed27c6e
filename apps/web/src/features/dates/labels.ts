import { t } from '@lingui/core/macro';
import { formatEventDates } from '../../platform/dates';
import type { EventDate, EventDateStatus } from './api';

export function dateStatusLabels(): Record<EventDateStatus, string> {
  return { SCHEDULED: t`Scheduled`, CANCELLED: t`Cancelled` };
}

export const DATE_STATUS_COLORS: Record<EventDateStatus, string> = { SCHEDULED: 'teal', CANCELLED: 'red' };

/** "12 Dec 2026, 19:00 – 22:00 · Matinee" on the event's clock. */
export function dateTitle(date: Pick<EventDate, 'start_date' | 'end_date' | 'label'>, zone: string, locale: string): string {
  const when = formatEventDates({ start_date: date.start_date, end_date: date.end_date, timezone: zone }, locale);
  return date.label ? `${when} · ${date.label}` : when;
}

export function cancellationProgress(date: EventDate): string | null {
  if (!date.cancellation) return null;
  const { orders_done: done, orders_total: total } = date.cancellation;
  return done < total ? t`Cancelling orders: ${done}/${total}` : t`${done}/${total} orders cancelled`;
}
