import type { LoaderArgs } from '../../../platform/routing';
import { plausiblePromoCode, type PublicEventDate, type PublicEventWithTickets } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { fetchPublicDates, fetchPublicEvent as fetchFromApi } from '../event-api';
import { dateParam, upcomingQuery } from './dates/date-picker';
import { type DatesPage, hasSeveralDates } from './dates/dates-page';

/** The dates of an event with several: the first page of upcoming ones and the date the page shows. */
export interface PageDates {
  /** The first page of upcoming dates (from `now` on). */
  upcoming: DatesPage;
  /** The date whose tickets the page shows, when known. */
  chosen: PublicEventDate | null;
  /** The moment the page was read at: past dates are marked against it, on the server and in the browser alike. */
  now: string;
}

export type EventPageData =
  | { found: true; event: PublicEventWithTickets; promoCode: string | null; promoCodeValid: boolean; dates: PageDates | null }
  | { found: false };

/**
 * Fetches the event priced with a promo code, with a date's tickets when `dateId` is given (the public API by
 * default); `signal` cancels the request.
 */
export type EventFetcher = (
  eventId: string,
  promoCode: string | null,
  signal?: AbortSignal,
  dateId?: number | null,
) => Promise<PublicEventWithTickets>;

/** Fetches the first page of the dates from `now` on. */
export type DatesFetcher = (eventId: string, now: string, signal?: AbortSignal) => Promise<DatesPage>;

/** The element in which the server-rendered event page carries its event (apps/server render-event-page.ts). */
const EVENT_DATA_ID = 'sd-event-data';

/** What the server embeds: the event as the API answers it, for the page's promo code and date. */
export interface EmbeddedEventPage {
  promo_code: string | null;
  date_id?: number | null;
  event: PublicEventWithTickets;
  dates?: DatesPage | null;
  chosen_date?: PublicEventDate | null;
  now?: string;
}

/**
 * The event the server embedded in the page it rendered, when it is the one asked for with the same
 * promo code and date. It is taken once: later visits within the app ask the API.
 */
function takeEmbeddedEvent(eventId: string, promoCode: string | null, dateId: number | null): EmbeddedEventPage | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(EVENT_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent ?? '') as EmbeddedEventPage;
    if (String(embedded.event.id) !== eventId || (embedded.promo_code ?? null) !== promoCode) return null;
    if ((embedded.date_id ?? null) !== dateId) return null;
    return embedded;
  } catch {
    return null;
  }
}

/** Every date the browser has listed, by id: a date chosen from the picker is named on its page without asking again. */
const knownDates = new Map<number, PublicEventDate>();

export function rememberDates(dates: PublicEventDate[]): void {
  if (typeof window === 'undefined') return;
  for (const date of dates) knownDates.set(date.id, date);
}

/** Where the page's data comes from: the API in the browser, what the server read when it draws the page. */
export interface EventPageSources {
  fetchEvent: EventFetcher;
  fetchDates: DatesFetcher;
  /** The page drawn by the server: its event, dates and clock, taken once. */
  embedded?: (eventId: string, promoCode: string | null, dateId: number | null) => EmbeddedEventPage | null;
  /** The date of an id the page has seen listed. */
  knownDate?: (id: number) => PublicEventDate | null;
}

/** How long the browser keeps an event's first page of dates: choosing another date of it asks for no list again. */
const DATES_KEPT_MS = 60_000;
const firstPages = new Map<string, { page: DatesPage; at: number }>();

const fetchFirstPage: DatesFetcher = async (eventId, now, signal) => {
  const kept = firstPages.get(eventId);
  if (kept && Date.now() - kept.at < DATES_KEPT_MS) return kept.page;
  const page = await fetchPublicDates(eventId, upcomingQuery(now, 1), signal);
  firstPages.set(eventId, { page, at: Date.now() });
  return page;
};

const browserSources: EventPageSources = {
  fetchEvent: fromApiOrDateless(fetchFromApi),
  fetchDates: fetchFirstPage,
  embedded: takeEmbeddedEvent,
  knownDate: (id) => knownDates.get(id) ?? null,
};

/**
 * A `?date=` that names no date of the event (a mistyped or stale link) shows the event as if none were given:
 * the API answers 404 or 422 for it.
 */
export function fromApiOrDateless(fetchEvent: EventFetcher): EventFetcher {
  return async (eventId, promoCode, signal, dateId) => {
    try {
      return await fetchEvent(eventId, promoCode, signal, dateId);
    } catch (error) {
      if (!dateId || !isApiError(error) || (error.status !== 404 && error.status !== 422)) throw error;
      return fetchEvent(eventId, promoCode, signal, null);
    }
  };
}

/**
 * SPEC §2: reads the optional promo_code and fetches the event priced with it; the
 * answer says whether the code applied. Once the address has tried too many wrong
 * codes (429), the page shows the event without the discount. A missing event is a
 * state of the page; any other failure goes to the error screen. The request's signal cancels the
 * fetch when the reader moves on before it answers.
 *
 * API.md "Dates": `?date=` asks for that date's tickets; an event with several dates also gets the first
 * page of its upcoming dates, for the picker, and the date it shows.
 */
export async function loadEventPageData(
  eventId: string,
  request: Request,
  sources: Partial<EventPageSources> = {},
): Promise<EventPageData> {
  if (!/^[1-9][0-9]{0,9}$/.test(eventId)) return { found: false };
  const { fetchEvent, fetchDates, embedded: takeEmbedded, knownDate } = { ...browserSources, ...sources };
  const search = new URL(request.url).searchParams;
  const promoCode = search.get('promo_code')?.trim() || null;
  const dateId = dateParam(search);
  // SPEC §5: anything that cannot be a code is not sent, as the server does when it draws the page.
  const plausible = plausiblePromoCode(promoCode);
  try {
    const embedded = takeEmbedded?.(eventId, plausible, dateId) ?? null;
    let event: PublicEventWithTickets;
    if (embedded) event = embedded.event;
    else {
      try {
        event = await fetchEvent(eventId, plausible, request.signal, dateId);
      } catch (error) {
        if (!(plausible && isApiError(error) && error.status === 429)) throw error;
        event = await fetchEvent(eventId, null, request.signal, dateId);
      }
    }
    const promoCodeValid = plausible !== null && (event.promo_code?.valid ?? false);
    const dates = hasSeveralDates(event) ? await loadDates(eventId, event, request.signal, embedded, fetchDates, knownDate) : null;
    return { found: true, event, promoCode, promoCodeValid, dates };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { found: false };
    throw error;
  }
}

async function loadDates(
  eventId: string,
  event: PublicEventWithTickets,
  signal: AbortSignal,
  embedded: EmbeddedEventPage | null,
  fetchDates: DatesFetcher,
  knownDate: EventPageSources['knownDate'],
): Promise<PageDates> {
  const now = embedded?.now ?? new Date().toISOString();
  const upcoming = embedded?.dates ?? (await fetchDates(eventId, now, signal));
  rememberDates(upcoming.data);
  if (embedded?.chosen_date) rememberDates([embedded.chosen_date]);
  const shown = event.event_date_id ?? null;
  const chosen =
    shown === null
      ? null
      : (upcoming.data.find((date) => date.id === shown) ??
        (embedded?.chosen_date?.id === shown ? embedded.chosen_date : null) ??
        knownDate?.(shown) ??
        null);
  return { upcoming, chosen, now };
}

export function eventPageLoader({ params, request }: LoaderArgs): Promise<EventPageData> {
  return loadEventPageData(params.eventId ?? '', request);
}
