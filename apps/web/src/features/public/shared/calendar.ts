import { API_BASE_URL } from '../../../platform/api/client';

/** The event as an iCalendar file (GET /api/public/events/{eventId}/calendar.ics), for "Add to calendar". */
export function calendarUrl(eventId: string | number): string {
  return `${API_BASE_URL}/public/events/${eventId}/calendar.ics`;
}
