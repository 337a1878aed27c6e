import { queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  imageSchema,
  paymentStartSchema,
  promoCodeCheckSchema,
  publicAttendeeTicketSchema,
  publicEventWithTicketsSchema,
  publicOrderSchema,
  questionSchema,
  type Image,
  type OrderDetailsBody,
  type PaymentStart,
  type PublicAttendeeTicket,
  type PublicEventWithTickets,
  type PublicOrder,
  type Question,
  type ReserveOrderBody,
} from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { publicApi, unchecked, type ResponseSchema } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';

/**
 * The answers of the public calls, typed by the shared contracts. Development builds check each answer
 * against its schema; production builds leave the schemas (and zod) out of the buyer pages' bundle.
 */
const DEV = import.meta.env.DEV;
const eventAnswer: ResponseSchema<{ data: PublicEventWithTickets }> = DEV ? dataEnvelope(publicEventWithTicketsSchema) : unchecked();
const filesAnswer: ResponseSchema<{ data: Image[] }> = DEV ? dataEnvelope(imageSchema.array()) : unchecked();
const questionsAnswer: ResponseSchema<{ data: Question[] }> = DEV ? dataEnvelope(questionSchema.array()) : unchecked();
const orderAnswer: ResponseSchema<{ data: PublicOrder }> = DEV ? dataEnvelope(publicOrderSchema) : unchecked();
const ticketAnswer: ResponseSchema<{ data: PublicAttendeeTicket }> = DEV ? dataEnvelope(publicAttendeeTicketSchema) : unchecked();
const promoCodeAnswer: ResponseSchema<{ valid: boolean }> = DEV ? promoCodeCheckSchema : unchecked();
const paymentStartAnswer: ResponseSchema<PaymentStart> = DEV ? paymentStartSchema : unchecked();

const BUSY_RETRIES = 3;
const BUSY_WAIT_MS = 1_000;

export const publicEventKey = (eventId: string) => ['public', 'event', eventId] as const;
export const publicOrderKey = (eventId: string, shortId: string) => ['public', 'order', eventId, shortId] as const;

/** The event page's data: the event with its tickets, priced with the promo code when one is given. */
export function publicEventQuery(eventId: string, promoCode?: string | null) {
  return queryOptions({
    queryKey: [...publicEventKey(eventId), promoCode ?? null],
    queryFn: ({ signal }) =>
      publicApi
        .get(`events/${eventId}`, { signal, query: { promo_code: promoCode }, schema: eventAnswer })
        .then((response) => response.data),
  });
}

export function eventFilesQuery(eventId: string) {
  return queryOptions({
    queryKey: [...publicEventKey(eventId), 'files'],
    queryFn: ({ signal }) => publicApi.get(`events/${eventId}/files`, { signal, schema: filesAnswer }).then((r) => r.data),
  });
}

/** The event's own questions (the default name and email questions are part of the form itself). */
export function publicQuestionsQuery(eventId: string) {
  return queryOptions({
    queryKey: [...publicEventKey(eventId), 'questions'],
    queryFn: ({ signal }) => publicApi.get(`events/${eventId}/questions`, { signal, schema: questionsAnswer }).then((r) => r.data),
  });
}

export async function checkPromoCode(eventId: string, code: string, signal?: AbortSignal): Promise<boolean> {
  const result = await publicApi.get(`events/${eventId}/promo-codes/${encodeURIComponent(code)}`, { signal, schema: promoCodeAnswer });
  return result.valid;
}

export function publicOrderQuery(eventId: string, shortId: string) {
  return queryOptions({
    queryKey: publicOrderKey(eventId, shortId),
    queryFn: ({ signal }) => publicApi.get(`events/${eventId}/order/${shortId}`, { signal, schema: orderAnswer }).then((r) => r.data),
  });
}

export function attendeeTicketQuery(eventId: string, attendeeShortId: string) {
  return queryOptions({
    queryKey: ['public', 'ticket', eventId, attendeeShortId],
    queryFn: ({ signal }) =>
      publicApi.get(`events/${eventId}/attendees/${attendeeShortId}`, { signal, schema: ticketAnswer }).then((r) => r.data),
  });
}

function rememberOrder(eventId: string, order: PublicOrder): PublicOrder {
  queryClient.setQueryData(publicOrderKey(eventId, order.short_id), order);
  return order;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Many buyers at once make the server answer BUSY; the same request (same key) is tried again shortly. */
async function retryWhenBusy<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isApiError(error) || error.code !== 'BUSY' || attempt >= BUSY_RETRIES) throw error;
      await wait(BUSY_WAIT_MS * (attempt + 1));
    }
  }
}

export async function reserveOrder(eventId: string, body: ReserveOrderBody, idempotencyKey: string): Promise<PublicOrder> {
  const { data } = await retryWhenBusy(() =>
    publicApi.post(`events/${eventId}/order`, body, { headers: { 'Idempotency-Key': idempotencyKey }, schema: orderAnswer }),
  );
  await queryClient.invalidateQueries({ queryKey: publicEventKey(eventId) });
  return rememberOrder(eventId, data);
}

export async function saveOrderDetails(eventId: string, shortId: string, body: OrderDetailsBody): Promise<PublicOrder> {
  const { data } = await publicApi.put(`events/${eventId}/order/${shortId}`, body, { schema: orderAnswer });
  return rememberOrder(eventId, data);
}

export function startPayment(eventId: string, shortId: string) {
  return publicApi.post(`events/${eventId}/order/${shortId}/payment`, undefined, { schema: paymentStartAnswer });
}

export async function payWithTestCard(eventId: string, shortId: string, cardNumber: string, idempotencyKey: string): Promise<PublicOrder> {
  const { data } = await retryWhenBusy(() =>
    publicApi.post(
      `events/${eventId}/order/${shortId}/test-payment`,
      { card_number: cardNumber },
      { headers: { 'Idempotency-Key': idempotencyKey }, schema: orderAnswer },
    ),
  );
  return rememberOrder(eventId, data);
}

/** Asks the payment provider how the order's payment stands and applies its answer, so the outcome need not wait for a webhook. */
export async function refreshPayment(eventId: string, shortId: string): Promise<PublicOrder> {
  const { data } = await publicApi.post(`events/${eventId}/order/${shortId}/payment/refresh`, undefined, { schema: orderAnswer });
  return rememberOrder(eventId, data);
}

export async function abandonOrder(eventId: string, shortId: string): Promise<PublicOrder> {
  const { data } = await publicApi.post(`events/${eventId}/order/${shortId}/abandon`, undefined, { schema: orderAnswer });
  await queryClient.invalidateQueries({ queryKey: publicEventKey(eventId) });
  return rememberOrder(eventId, data);
}
