import { LRUCache } from 'lru-cache';
import { and, eq } from 'drizzle-orm';
import {
  plausiblePromoCode,
  publicEventWithTicketsSchema,
  type Locale,
  type PublicEventWithTickets,
  type PublicSeatingSummary,
} from '@stagedoor/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { events, organizers } from '../../platform/db/schema.js';
import { imagesOf } from '../../platform/images/images.js';
import { requestLocale } from '../../platform/http/locale.js';
import { AppError } from '../../platform/errors.js';
import { isDatabaseUnavailable } from '../../platform/db/errors.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/http/error-handler.js';
import { EVENT_ENTITY, presentPublicEvent, type EventRow } from '../events/present-event.js';
import { returnPromoGuess, takePromoGuess } from '../promo-codes/promo-guesses.js';
import { publicTickets } from '../checkout/public-catalogue.js';
import { eventPageDates, type EventPageDates } from './page-dates.js';
import { renderEventPage } from './render-event-page.js';
import { readEventPlan } from '../seat-map/event-plan.js';
import { sharedSeatingSummary } from '../seat-claims/shared-seating-summary.js';
import type { EventPageAppRenderer } from './app-renderer.js';

/**
 * /event/{id}/{slug} and /e/{id}/{slug}: the web app's page, rendered with the
 * event in it. A wrong or missing slug redirects to the right one.
 */

/** The `?date=` of a page's address, when it can be a date id (apps/web date-picker.ts reads it the same way). */
export function dateParam(value: string | null): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
interface EventPageOptions {
  indexHtml: string;
  /** The public entry's server renderer (app-renderer.ts); without it the page carries a plain outline. */
  renderer?: EventPageAppRenderer | null;
  /** Each language's catalogue of the public entry, fetched with the app's code. */
  catalogues?: Partial<Record<Locale, string>>;
  /** The seat picker's script modules (and stylesheets), fetched with the app's code on a seated event's page. */
  seatPicker?: string[];
}

export const eventPageRoutes: FastifyPluginAsync<EventPageOptions> = async (
  app,
  { indexHtml, renderer, catalogues = {}, seatPicker = [] },
) => {
  const { db } = app.ctx;
  // A rush on one event's page draws it once a second per address and language, as GET /api/public/events/{id}
  // is read once a second (PUBLIC_CACHE_MS): the page is the same for every anonymous reader. Pages priced
  // with a promo code are drawn each time, since every code is a counted guess.
  const pageCache = new LRUCache<string, string>({ max: 1000, ttl: app.ctx.config.publicCacheMs });
  const caching = app.ctx.config.publicCacheMs > 0;

  /**
   * The tickets with the page's ?promo_code= applied, as one guess of promo-guesses.ts. Once
   * the address has used up its guesses the page still renders, without the discount.
   */
  const ticketsWithPromo = async (row: EventRow, promo: string | undefined, clientAddress: string, dateId: number | undefined) => {
    const date = { dateId, strict: false };
    if (!promo) return publicTickets(app.ctx, row, undefined, date);
    const guess = { ctx: app.ctx, eventId: row.id, clientAddress };
    try {
      await takePromoGuess(guess);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return publicTickets(app.ctx, row, undefined, date);
      throw error;
    }
    const tickets = await publicTickets(app.ctx, row, promo, date);
    if (tickets.promo_code?.valid) await returnPromoGuess(guess);
    return tickets;
  };

  /**
   * A seated event's date without its plan; null when the event has no plan after all. The computation the page's
   * tickets were priced from (publicTickets), shared with GET /api/public/events/{id} (shared-seating-summary.ts).
   */
  const seatingSummary = async (eventId: number, dateId: number | null): Promise<PublicSeatingSummary | null> => {
    if (dateId === null) return null;
    const plan = await readEventPlan(db, eventId);
    return plan ? sharedSeatingSummary(db, plan, dateId, app.ctx.config.publicCacheMs) : null;
  };

  /** The page's app as the browser will hydrate it; null leaves the page to the plain outline. */
  const drawApp = async (
    href: string,
    locale: Locale,
    event: PublicEventWithTickets,
    dates: EventPageDates | null,
  ): Promise<string | null> => {
    if (!renderer) return null;
    try {
      return await renderer.renderEventPageApp({
        href,
        locale,
        event,
        ...(dates ? { dates: dates.upcoming, chosenDate: dates.shown, now: dates.now.toISOString() } : {}),
      });
    } catch (error) {
      app.log.error({ err: error, eventId: event.id }, 'the event page could not be drawn on the server');
      return null;
    }
  };

  const drawPage = async (prefix: 'event' | 'e', request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as { id: string; slug?: string };
    const id = Number(params.id);
    const html = () => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const locale = requestLocale(request);
    const cacheKey = caching && !new URL(request.url, 'http://page').searchParams.has('promo_code') ? `${request.url} ${locale}` : null;
    const cached = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (cached) return html().send(cached);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return html().status(404).send(indexHtml);
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.status, 'LIVE')));
    // Drafts and unknown events: the app itself shows the preview or the not-found state.
    if (!row) return html().status(404).send(indexHtml);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (params.slug !== row.slug) return reply.redirect(`/${prefix}/${row.id}/${row.slug}${query}`, 301);

    const [organizer] = await db.select().from(organizers).where(eq(organizers.id, row.organizerId));
    // Read as the browser reads it (event-page-loader.ts), so that it hydrates a page priced the same way.
    const promoCode = plausiblePromoCode(new URLSearchParams(query).get('promo_code')) ?? undefined;
    // API.md "Dates": `?date=` is the page of one date of an event with several, read as the browser reads it; an
    // unknown one shows the first upcoming date. Its tickets are that date's, as GET /api/public/events/{id}?date_id=
    // answers them.
    const dateId = dateParam(new URLSearchParams(query).get('date'));
    const found = await eventPageDates(db, row.id, dateId);
    const dates = found.count > 1 ? found : null;
    // Shaped exactly as GET /api/public/events/{id}?date_id= answers it: the page embeds it for the web app.
    const event = publicEventWithTicketsSchema.parse({
      ...presentPublicEvent(app.ctx.storage, row, organizer!, await imagesOf(db, EVENT_ENTITY, [row.id])),
      ...(await ticketsWithPromo(row, promoCode, request.ip, dates?.shown?.id ?? dateId ?? undefined)),
    });
    const url = `${app.ctx.config.appUrl}/${prefix}/${row.id}/${row.slug}`;
    const appHtml = await drawApp(`${url}${query}`, locale, event, dates);
    const seating = event.seated ? await seatingSummary(row.id, event.event_date_id) : null;
    const preload = [...(appHtml && catalogues[locale] ? [catalogues[locale]] : []), ...(appHtml && seating ? seatPicker : [])];
    const page = renderEventPage(indexHtml, event, {
      url,
      appUrl: app.ctx.config.appUrl,
      locale,
      promoCode: promoCode ?? null,
      dateId,
      dates,
      appHtml,
      preload,
      seating,
    });
    if (cacheKey) pageCache.set(cacheKey, page);
    return html().send(page);
  };

  /**
   * A reader whom the database cannot serve right now still gets a page, not the API's JSON error: the app's own
   * page with 503 and Retry-After. In the browser it asks the API for the event again and says what it answers.
   */
  const handler = (prefix: 'event' | 'e') => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await drawPage(prefix, request, reply);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ err: error }, 'the event page could not be read: the database is unavailable');
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(indexHtml);
    }
  };

  for (const prefix of ['event', 'e'] as const) {
    app.get(`/${prefix}/:id`, { schema: { hide: true } }, handler(prefix));
    app.get(`/${prefix}/:id/:slug`, { schema: { hide: true } }, handler(prefix));
  }
};
