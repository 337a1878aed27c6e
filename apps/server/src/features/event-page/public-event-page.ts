import { LRUCache } from 'lru-cache';
import { eq } from 'drizzle-orm';
import { dataEnvelope, publicEventWithTicketsSchema } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { organizers } from '../../platform/db/schema.js';
import { imagesOf } from '../../platform/images/images.js';
import { EVENT_ENTITY, presentPublicEvent } from '../events/present-event.js';
import { loadVisibleEvent } from '../events/load-event.js';
import { returnPromoGuess, takePromoGuess } from '../promo-codes/promo-guesses.js';
import { publicTickets } from '../checkout/public-catalogue.js';

export const publicEventResponse = dataEnvelope(publicEventWithTicketsSchema);

interface CachedPage {
  json: string;
  promoValid: boolean;
}

/** Anonymous answers of the event page, by event and promo code. */
export type EventPageCache = LRUCache<string, CachedPage>;

/** Read and written only while PUBLIC_CACHE_MS is above zero (an LRU cache with no ttl would keep entries forever). */
export function createEventPageCache(ctx: AppContext): EventPageCache {
  return new LRUCache<string, CachedPage>({ max: 1000, ttl: ctx.config.publicCacheMs });
}

export interface EventPageRequest {
  eventId: number;
  promoCode: string | undefined;
  /** The date asked for (?date_id=); without one, the first upcoming date. */
  dateId?: number | undefined;
  clientAddress: string;
  /** The request carries no credentials: the answer may come from and go to the cache. */
  anonymous: boolean;
  /** The account of the caller, asked only when the page is built for a caller with credentials (organizers preview hidden events). */
  viewerAccountId: () => Promise<number | null>;
}

/**
 * The event page as JSON: the event with its visible tickets, live availability and status,
 * a promo code applied. A promo code is a guess whether or not the answer comes from the cache
 * (promo-guesses.ts); a valid one, or a failure to answer, gives the guess back.
 */
export async function publicEventPage(ctx: AppContext, cache: EventPageCache, input: EventPageRequest): Promise<string> {
  const { db } = ctx;
  const { eventId, promoCode, anonymous } = input;
  const guess = { ctx, eventId, clientAddress: input.clientAddress };
  if (promoCode) await takePromoGuess(guess);
  const answer = async (): Promise<CachedPage> => {
    // Anonymous buyers share a cached answer for a second; organizers previewing always read fresh.
    const cacheKey = `${eventId}:${promoCode ?? ''}:${input.dateId ?? ''}`;
    const cached = anonymous && ctx.config.publicCacheMs > 0 ? cache.get(cacheKey) : undefined;
    if (cached) return { json: cached.json, promoValid: cached.promoValid };
    const viewerAccountId = anonymous ? null : await input.viewerAccountId();
    const row = await loadVisibleEvent(ctx, eventId, viewerAccountId);
    const [organizer] = await db.select().from(organizers).where(eq(organizers.id, row.organizerId));
    const event = presentPublicEvent(ctx.storage, row, organizer!, await imagesOf(db, EVENT_ENTITY, [row.id]));
    const body = { data: { ...event, ...(await publicTickets(ctx, row, promoCode, { dateId: input.dateId, strict: true })) } };
    const json = JSON.stringify(publicEventResponse.parse(body));
    const promoValid = body.data.promo_code?.valid === true;
    if (anonymous && ctx.config.publicCacheMs > 0) cache.set(cacheKey, { json, promoValid });
    return { json, promoValid };
  };
  let result: CachedPage;
  try {
    result = await answer();
  } catch (error) {
    if (promoCode) await returnPromoGuess(guess);
    throw error;
  }
  if (promoCode && result.promoValid) await returnPromoGuess(guess);
  return result.json;
}
