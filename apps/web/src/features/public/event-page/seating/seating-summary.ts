import type { PublicSeatingSummary } from '@stagedoor/contracts';

/** The element in which the server-rendered page of a seated event carries its summary (render-event-page.ts). */
export const SUMMARY_ID = 'sd-seating-summary';

let embedded: (PublicSeatingSummary & { event_id: number }) | null | undefined;

/**
 * The seating summary the server embedded in the page (categories, prices, free seats; no plan), when it is of this
 * event and date. It stands for the page's first moments only: once the picker has an answer of its own, or after a
 * refused reservation, it is forgotten (`forgetSeatingSummary`) and the picker asks the API.
 */
export function embeddedSeatingSummary(eventId: number, dateId: number | null): PublicSeatingSummary | null {
  if (embedded === undefined) {
    embedded = null;
    const element = typeof document === 'undefined' ? null : document.getElementById(SUMMARY_ID);
    try {
      if (element) embedded = JSON.parse(element.textContent ?? '') as PublicSeatingSummary & { event_id: number };
    } catch {
      embedded = null;
    }
  }
  if (!embedded || embedded.event_id !== eventId || embedded.date_id !== dateId) return null;
  return embedded;
}

export function forgetSeatingSummary(): void {
  embedded = null;
}

/** Reads the page's element again on the next call (tests draw several pages in one document). */
export function rereadSeatingSummary(): void {
  embedded = undefined;
}
