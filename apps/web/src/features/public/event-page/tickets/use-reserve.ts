import { useCallback, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from '../../../../platform/routing';
import type { PublicEventWithTickets, PublicOrder, ReserveOrderBody } from '@stagedoor/contracts';
import { isApiError } from '../../../../platform/api/api-error';
import { errorMessage } from '../../../../platform/api/error-message';
import { useIdempotencyKey } from '../../shared/idempotency';
import { reserveOrder } from '../../event-api';
import { rememberedAffiliate, useRememberAffiliateParam } from '../../shared/affiliate';

export interface ReserveErrors {
  /** Above the continue button. */
  form: string | null;
  /** Beside a ticket, by ticket id. */
  tickets: Map<number, string>;
  promoCode: string | null;
}

const NO_ERRORS: ReserveErrors = { form: null, tickets: new Map(), promoCode: null };

/** The server names a ticket by its index in the request (`tickets.2`); this finds its id. */
function placeErrors(body: ReserveOrderBody, error: unknown): ReserveErrors {
  if (!isApiError(error) || !error.hasFieldErrors) return { ...NO_ERRORS, form: errorMessage(error) };
  const tickets = new Map<number, string>();
  const rest: string[] = [];
  let promoCode: string | null = null;
  for (const [field, messages] of Object.entries(error.errors)) {
    const index = /^tickets\.(\d+)/.exec(field)?.[1];
    const ticketId = index !== undefined ? body.tickets[Number(index)]?.ticket_id : undefined;
    if (ticketId !== undefined) tickets.set(Number(ticketId), messages.join(' '));
    else if (field === 'promo_code') promoCode = messages.join(' ');
    else rest.push(...messages);
  }
  const form = rest.length > 0 ? rest.join(' ') : tickets.size === 0 && !promoCode ? error.message : null;
  return { form, tickets, promoCode };
}

/** Where a held order continues; the event page opens its checkout in place. */
export type OnReserved = (order: PublicOrder, checkoutPath: string) => void | Promise<void>;

/** Hears of a refused reservation first: true when it shows the refusal itself (the seat picker's SEAT_TAKEN). */
export type OnRefused = (error: unknown) => boolean;

/** Holds the chosen tickets and opens the checkout; sold-out and price changes reload the tickets. */
export function useReserve(event: PublicEventWithTickets, onReserved?: OnReserved, onRefused?: OnRefused) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const idempotency = useIdempotencyKey();
  const [errors, setErrors] = useState<ReserveErrors>(NO_ERRORS);
  // The event page and the widget both reserve here, so both remember and send the affiliate.
  useRememberAffiliateParam(event.id);

  const [pending, setPending] = useState(false);
  // A second press while the first is on its way sends nothing: the first answer decides.
  const inFlight = useRef(false);

  const reserve = useCallback(
    async (body: ReserveOrderBody) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      setErrors(NO_ERRORS);
      try {
        const affiliateCode = rememberedAffiliate(event.id);
        const order = await reserveOrder(
          String(event.id),
          affiliateCode ? { ...body, affiliate_code: affiliateCode } : body,
          idempotency.keyFor(body),
        );
        idempotency.settle();
        const checkoutPath = `/checkout/${event.id}/${order.short_id}/details`;
        await (onReserved ? onReserved(order, checkoutPath) : navigate(checkoutPath));
      } catch (error) {
        // A network failure may be retried with the same key; any answer from the server is final.
        if (isApiError(error) && error.status !== 0) idempotency.settle();
        setErrors(onRefused?.(error) ? NO_ERRORS : placeErrors(body, error));
        if (isApiError(error) && (error.code === 'SOLD_OUT' || error.code === 'PRICE_CHANGED')) void revalidator.revalidate();
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [event.id, idempotency, navigate, onReserved, onRefused, revalidator],
  );

  return { reserve: (body: ReserveOrderBody) => void reserve(body), pending, errors, setErrors };
}
