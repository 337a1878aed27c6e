import { API_BASE_URL } from '../../../platform/api/client';

/**
 * The event as an iCalendar file (GET /api/public/events/{eventId}/calendar.ics), for "Add to calendar";
 * with the date of an order or ticket, that date's file.
 */
export function calendarUrl(eventId: string | number, dateId: number | null = null): string {
  return `${API_BASE_URL}/public/events/${eventId}/calendar.ics${dateId ? `?date_id=${dateId}` : ''}`;
}
