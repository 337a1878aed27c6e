import type { LoaderArgs } from '../../../platform/routing';
import { plausiblePromoCode, type PublicEventWithTickets } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { fetchPublicEvent as fetchFromApi } from '../event-api';

export type EventPageData =
  | { found: true; event: PublicEventWithTickets; promoCode: string | null; promoCodeValid: boolean }
  | { found: false };

/** Fetches the event priced with a promo code (the public API by default); `signal` cancels the request. */
export type EventFetcher = (eventId: string, promoCode: string | null, signal?: AbortSignal) => Promise<PublicEventWithTickets>;

/** The element in which the server-rendered event page carries its event (apps/server render-event-page.ts). */
const EVENT_DATA_ID = 'sd-event-data';

/**
 * The event the server embedded in the page it rendered, when it is the one asked for with the same
 * promo code. It is taken once: later visits within the app ask the API.
 */
function takeEmbeddedEvent(eventId: string, promoCode: string | null): PublicEventWithTickets | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(EVENT_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent ?? '') as { promo_code: string | null; event: PublicEventWithTickets };
    if (String(embedded.event.id) !== eventId || (embedded.promo_code ?? null) !== promoCode) return null;
    return embedded.event;
  } catch {
    return null;
  }
}

const fetchPublicEvent: EventFetcher = (eventId, promoCode, signal) => {
  const embedded = takeEmbeddedEvent(eventId, promoCode);
  return embedded ? Promise.resolve(embedded) : fetchFromApi(eventId, promoCode, signal);
};

/**
 * SPEC §2: reads the optional promo_code and fetches the event priced with it; the
 * answer says whether the code applied. Once the address has tried too many wrong
 * codes (429), the page shows the event without the discount. A missing event is a
 * state of the page; any other failure goes to the error screen. The request's signal cancels the
 * fetch when the reader moves on before it answers.
 */
export async function loadEventPageData(
  eventId: string,
  request: Request,
  fetchEvent: EventFetcher = fetchPublicEvent,
): Promise<EventPageData> {
  if (!/^[1-9][0-9]{0,9}$/.test(eventId)) return { found: false };
  const promoCode = new URL(request.url).searchParams.get('promo_code')?.trim() || null;
  // SPEC §5: anything that cannot be a code is not sent, as the server does when it draws the page.
  const plausible = plausiblePromoCode(promoCode);
  try {
    let event: PublicEventWithTickets;
    try {
      event = await fetchEvent(eventId, plausible, request.signal);
    } catch (error) {
      if (!(plausible && isApiError(error) && error.status === 429)) throw error;
      event = await fetchEvent(eventId, null, request.signal);
    }
    const promoCodeValid = plausible !== null && (event.promo_code?.valid ?? false);
    return { found: true, event, promoCode, promoCodeValid };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { found: false };
    throw error;
  }
}

export function eventPageLoader({ params, request }: LoaderArgs): Promise<EventPageData> {
  return loadEventPageData(params.eventId ?? '', request);
}
