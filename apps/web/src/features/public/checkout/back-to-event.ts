import type { PublicEvent, PublicOrder } from '@stagedoor/contracts';
import { eventPagePath } from '../shared/venue';
import { widgetPath } from '../../widget/widget-settings';

interface BackToEvent {
  eventId: string;
  event: Pick<PublicEvent, 'id' | 'slug'> | null;
  /** Inside the widget's frame the way back leads to the widget rather than the full event page. */
  framed: boolean;
  order: Pick<PublicOrder, 'promo_code'> | null | undefined;
}

/**
 * Where "back to the event" leads from an order: the event page, or the widget in its frame, priced with
 * the order's promo code, so a buyer whose hold ran out starts again with the discount they came with.
 */
export function backToEventPath({ eventId, event, framed, order }: BackToEvent): string {
  const path = framed ? widgetPath(eventId) : event ? eventPagePath(event) : `/event/${eventId}`;
  const code = order?.promo_code;
  return code ? `${path}?${new URLSearchParams({ promo_code: code }).toString()}` : path;
}
