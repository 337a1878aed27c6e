import { useEffect, useState } from 'react';
import { fetchPublicOrder } from '../public/event-api';
import { orderOutcome, type OrderOutcome } from './order-outcome';

/** How often a visible widget asks about an order whose checkout is open in another tab. */
const CHECK_EVERY_MS = 4_000;

/**
 * The outcome of an order paid in another tab. That tab is another site's top-level page than this frame,
 * so browsers that partition storage by site let no message or storage event through: the widget asks the
 * server, when it becomes visible again (the buyer came back) and every few seconds while it is shown,
 * until the order is paid or over.
 */
export function useOrderOutcome(eventId: string, shortId: string): OrderOutcome {
  const [outcome, setOutcome] = useState<OrderOutcome>('held');
  const settled = outcome !== 'held';

  useEffect(() => {
    if (settled) return;
    const controller = new AbortController();
    const check = () => {
      if (document.visibilityState === 'hidden') return;
      fetchPublicOrder(eventId, shortId, controller.signal).then(
        (order) => {
          if (!controller.signal.aborted) setOutcome(orderOutcome(order));
        },
        () => {
          // Offline or busy: the next check tries again.
        },
      );
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [eventId, shortId, settled]);

  return outcome;
}
