/**
 * The public calls of the event page and the widget, without TanStack Query: those pages fetch through
 * their loaders and send one reservation, and leave the library out of their first load. The checkout,
 * order and ticket pages keep their data in the query cache (api.ts).
 */
import {
  dataEnvelope,
  imageSchema,
  listEnvelope,
  promoCodeCheckSchema,
  publicEventDateSchema,
  publicEventWithTicketsSchema,
  publicOrderSchema,
  type Image,
  type PublicEventWithTickets,
  type PublicOrder,
  type ReserveOrderBody,
} from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { api, publicApi, unchecked, type ResponseSchema } from '../../platform/api/client';
import type { DatesPage } from './event-page/dates/dates-page';

/**
 * The answers of the public calls, typed by the shared contracts. Development builds check each answer
 * against its schema; production builds leave the schemas (and zod) out of the buyer pages' bundle.
 */
const DEV = import.meta.env.DEV;
export const eventAnswer: ResponseSchema<{ data: PublicEventWithTickets }> = DEV ? dataEnvelope(publicEventWithTicketsSchema) : unchecked();
const datesAnswer: ResponseSchema<DatesPage> = DEV ? listEnvelope(publicEventDateSchema) : unchecked();
export const orderAnswer: ResponseSchema<{ data: PublicOrder }> = DEV ? dataEnvelope(publicOrderSchema) : unchecked();
const filesAnswer: ResponseSchema<{ data: Image[] }> = DEV ? dataEnvelope(imageSchema.array()) : unchecked();
const promoCodeAnswer: ResponseSchema<{ valid: boolean }> = DEV ? promoCodeCheckSchema : unchecked();

const BUSY_RETRIES = 3;
const BUSY_WAIT_MS = 1_000;

/**
 * The event with its tickets, priced with the promo code when one is given; `dateId` asks for that date's
 * tickets, prices and availability (the first upcoming date's otherwise).
 */
export async function fetchPublicEvent(
  eventId: string,
  promoCode: string | null,
  signal?: AbortSignal,
  dateId?: number | null,
): Promise<PublicEventWithTickets> {
  const response = await publicApi.get(`events/${eventId}`, {
    signal,
    query: { promo_code: promoCode, date_id: dateId ?? null },
    schema: eventAnswer,
  });
  return response.data;
}

/** A page of the event's dates (GET /public/events/{id}/dates), from and to the given moments. */
export async function fetchPublicDates(
  eventId: string,
  query: { from?: string; to?: string; page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<DatesPage> {
  return publicApi.get(`events/${eventId}/dates`, { signal, query, schema: datesAnswer });
}

/**
 * The organizer's preview of the widget reads the event with their session, so a draft
 * shows too. An expired session reads it like anyone else.
 */
export async function fetchPreviewEvent(
  eventId: string,
  promoCode: string | null,
  signal?: AbortSignal,
  dateId?: number | null,
): Promise<PublicEventWithTickets> {
  const response = await api.get(`public/events/${eventId}`, {
    signal,
    query: { promo_code: promoCode, date_id: dateId ?? null },
    authRedirect: false,
    schema: eventAnswer,
  });
  return response.data;
}

export async function fetchEventFiles(eventId: string, signal?: AbortSignal): Promise<Image[]> {
  const response = await publicApi.get(`events/${eventId}/files`, { signal, schema: filesAnswer });
  return response.data;
}

export async function checkPromoCode(eventId: string, code: string, signal?: AbortSignal): Promise<boolean> {
  const result = await publicApi.get(`events/${eventId}/promo-codes/${encodeURIComponent(code)}`, { signal, schema: promoCodeAnswer });
  return result.valid;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Many buyers at once make the server answer BUSY; the same request (same key) is tried again shortly. */
export async function retryWhenBusy<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isApiError(error) || error.code !== 'BUSY' || attempt >= BUSY_RETRIES) throw error;
      await wait(BUSY_WAIT_MS * (attempt + 1));
    }
  }
}

/** The admission the waiting room page (public/queue.js) keeps for the event, if any. */
function admissionHeader(eventId: string): Record<string, string> {
  try {
    const kept = localStorage.getItem(`stagedoor-admission:${eventId}`);
    const token = kept ? (JSON.parse(kept) as { token?: unknown }).token : undefined;
    return typeof token === 'string' ? { 'Stagedoor-Admission': token } : {};
  } catch {
    return {};
  }
}

export async function reserveOrder(eventId: string, body: ReserveOrderBody, idempotencyKey: string): Promise<PublicOrder> {
  try {
    const { data } = await retryWhenBusy(() =>
      publicApi.post(`events/${eventId}/order`, body, {
        headers: { 'Idempotency-Key': idempotencyKey, ...admissionHeader(eventId) },
        schema: orderAnswer,
      }),
    );
    return data;
  } catch (error) {
    // docs/waiting-room.md: while the event's waiting room is open, a buyer without an admission goes to the queue.
    if (isApiError(error) && error.code === 'QUEUE_REQUIRED') window.location.assign(`/queue.html?event=${eventId}`);
    throw error;
  }
}

/** The order as its buyer sees it: the widget checks on an order whose checkout it opened in another tab. */
export async function fetchPublicOrder(eventId: string, shortId: string, signal?: AbortSignal): Promise<PublicOrder> {
  const { data } = await publicApi.get(`events/${eventId}/order/${shortId}`, { signal, schema: orderAnswer });
  return data;
}
