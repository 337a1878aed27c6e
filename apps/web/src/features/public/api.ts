/**
 * The checkout's, order's and ticket's calls, with their data in TanStack Query's cache. Answers are
 * checked against their contract schemas in development builds only, as in event-api.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  dataEnvelope,
  paymentStartSchema,
  publicAttendeeTicketSchema,
  questionSchema,
  type OfflinePaymentMethod,
  type OrderDetailsBody,
  type PaymentStart,
  type PublicAttendeeTicket,
  type PublicOrder,
  type Question,
} from '@stagedoor/contracts';
import { publicApi, unchecked, type ResponseSchema } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { fetchPublicEvent, orderAnswer, retryWhenBusy } from './event-api';

const DEV = import.meta.env.DEV;
const questionsAnswer: ResponseSchema<{ data: Question[] }> = DEV ? dataEnvelope(questionSchema.array()) : unchecked();
const ticketAnswer: ResponseSchema<{ data: PublicAttendeeTicket }> = DEV ? dataEnvelope(publicAttendeeTicketSchema) : unchecked();
const paymentStartAnswer: ResponseSchema<PaymentStart> = DEV ? paymentStartSchema : unchecked();

export const publicEventKey = (eventId: string) => ['public', 'event', eventId] as const;
export const publicOrderKey = (eventId: string, shortId: string) => ['public', 'order', eventId, shortId] as const;

/** The event page's data: the event with its tickets, priced with the promo code when one is given. */
export function publicEventQuery(eventId: string, promoCode?: string | null) {
  return queryOptions({
    queryKey: [...publicEventKey(eventId), promoCode ?? null],
    queryFn: ({ signal }) => fetchPublicEvent(eventId, promoCode ?? null, signal),
  });
}

/** The event's own questions (the default name and email questions are part of the form itself). */
export function publicQuestionsQuery(eventId: string) {
  return queryOptions({
    queryKey: [...publicEventKey(eventId), 'questions'],
    queryFn: ({ signal }) => publicApi.get(`events/${eventId}/questions`, { signal, schema: questionsAnswer }).then((r) => r.data),
  });
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
  return rememberOrder(eventId, data);
}

/** Pays by bank transfer or at the door: the order then awaits the payment, with the organizer's instructions. */
export async function chooseOfflinePayment(eventId: string, shortId: string, method: OfflinePaymentMethod): Promise<PublicOrder> {
  const { data } = await publicApi.post(`events/${eventId}/order/${shortId}/offline-payment`, { method }, { schema: orderAnswer });
  return rememberOrder(eventId, data);
}
