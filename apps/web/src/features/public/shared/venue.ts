import type { PublicEvent } from '@stagedoor/contracts';

type Located = Pick<PublicEvent, 'location_details' | 'settings'>;

/** The venue name, then the address, one line each; empty when the event has no location. */
export function venueLines(event: Pick<PublicEvent, 'location_details'>): string[] {
  const l = event.location_details;
  if (!l) return [];
  const cityLine = [l.zip_or_postal_code, l.city].filter(Boolean).join(' ');
  return [l.venue_name, l.address_line_1, l.address_line_2, cityLine, l.state_or_region, l.country].filter(
    (line): line is string => !!line && line.trim() !== '',
  );
}

/** The organizer's own map link, else a map search for the address. */
export function mapUrl(event: Located): string | null {
  if (event.settings.custom_map_url) return event.settings.custom_map_url;
  const lines = venueLines(event);
  if (lines.length === 0) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}`;
}

/** The public event page of an event; the server redirects a missing slug to the right one. */
export function eventPagePath(event: { id: number; slug?: string | null }): string {
  return event.slug ? `/event/${event.id}/${event.slug}` : `/event/${event.id}`;
}
