import { t } from '@lingui/core/macro';
import type { Event } from '@stagedoor/contracts';

/** Where an event happens, in one line: "Online", or the venue and city. */
export function eventPlace(event: Pick<Event, 'is_online_event' | 'location_details'>): string | null {
  if (event.is_online_event) return t`Online event`;
  const location = event.location_details;
  if (!location) return null;
  return [location.venue_name, location.city, location.country].filter(Boolean).join(', ') || null;
}

/** The full address for previews: venue, street, postal code and city, region, country. */
export function eventAddress(event: Pick<Event, 'location_details'>): string | null {
  const l = event.location_details;
  if (!l) return null;
  const cityLine = [l.zip_or_postal_code, l.city].filter(Boolean).join(' ');
  return [l.venue_name, l.address_line_1, l.address_line_2, cityLine, l.state_or_region, l.country].filter(Boolean).join(', ') || null;
}
