import { dataEnvelope, publicEventWithTicketsSchema, type PublicEventWithTickets } from '@stagedoor/contracts';
import { api, unchecked, type ResponseSchema } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { publicEventKey } from '../public/api';
import type { EventFetcher } from '../public/event-page/event-page-loader';

/** Checked against the contract in development builds only, as on the other buyer pages (features/public/api.ts). */
const eventAnswer: ResponseSchema<{ data: PublicEventWithTickets }> = import.meta.env.DEV ? dataEnvelope(publicEventWithTicketsSchema) : unchecked();

/**
 * The organizer's preview of the widget reads the event with their session, so a draft
 * shows too. An expired session reads it like anyone else.
 */
export const fetchPreviewEvent: EventFetcher = (eventId, promoCode) =>
  queryClient.fetchQuery({
    queryKey: [...publicEventKey(eventId), promoCode, 'preview'],
    queryFn: ({ signal }) =>
      api
        .get(`public/events/${eventId}`, { signal, query: { promo_code: promoCode }, authRedirect: false, schema: eventAnswer })
        .then((response) => response.data),
    staleTime: 0,
  });
