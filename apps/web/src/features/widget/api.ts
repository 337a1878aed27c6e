import { dataEnvelope, publicEventWithTicketsSchema } from '@stagedoor/contracts';
import { api } from '../../platform/api/client';
import { queryClient } from '../../platform/query/query-client';
import { publicEventKey } from '../public/api';
import type { EventFetcher } from '../public/event-page/event-page-loader';

const eventAnswer = dataEnvelope(publicEventWithTicketsSchema);

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
