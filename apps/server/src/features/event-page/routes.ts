import { and, eq } from 'drizzle-orm';
import { publicEventWithTicketsSchema } from '@stagedoor/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { events, organizers } from '../../platform/db/schema.js';
import { imagesOf } from '../../platform/images/images.js';
import { requestLocale } from '../../platform/http/locale.js';
import { AppError } from '../../platform/errors.js';
import { EVENT_ENTITY, presentPublicEvent, type EventRow } from '../events/present-event.js';
import { returnPromoGuess, takePromoGuess } from '../promo-codes/promo-guesses.js';
import { publicTickets } from '../checkout/public-catalogue.js';
import { renderEventPage } from './render-event-page.js';

/**
 * /event/{id}/{slug} and /e/{id}/{slug}: the web app's page, rendered with the
 * event in it. A wrong or missing slug redirects to the right one.
 */
export const eventPageRoutes: FastifyPluginAsync<{ indexHtml: string }> = async (app, { indexHtml }) => {
  const { db } = app.ctx;

  /**
   * The tickets with the page's ?promo_code= applied, as one guess of promo-guesses.ts. Once
   * the address has used up its guesses the page still renders, without the discount.
   */
  const ticketsWithPromo = async (row: EventRow, promo: string | undefined, clientAddress: string) => {
    if (!promo) return publicTickets(app.ctx, row, undefined);
    const guess = { ctx: app.ctx, eventId: row.id, clientAddress };
    try {
      await takePromoGuess(guess);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return publicTickets(app.ctx, row, undefined);
      throw error;
    }
    const tickets = await publicTickets(app.ctx, row, promo);
    if (tickets.promo_code?.valid) await returnPromoGuess(guess);
    return tickets;
  };

  const handler = (prefix: 'event' | 'e') => async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as { id: string; slug?: string };
    const id = Number(params.id);
    const html = () => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
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
    const promoCode = new URLSearchParams(query).get('promo_code') || undefined;
    // Shaped exactly as GET /api/public/events/{id} answers it: the page embeds it for the web app.
    const event = publicEventWithTicketsSchema.parse({
      ...presentPublicEvent(app.ctx.storage, row, organizer!, await imagesOf(db, EVENT_ENTITY, [row.id])),
      ...(await ticketsWithPromo(row, promoCode, request.ip)),
    });
    const url = `${app.ctx.config.appUrl}/${prefix}/${row.id}/${row.slug}`;
    return html().send(
      renderEventPage(indexHtml, event, { url, appUrl: app.ctx.config.appUrl, locale: requestLocale(request), promoCode: promoCode ?? null }),
    );
  };

  for (const prefix of ['event', 'e'] as const) {
    app.get(`/${prefix}/:id`, { schema: { hide: true } }, handler(prefix));
    app.get(`/${prefix}/:id/:slug`, { schema: { hide: true } }, handler(prefix));
  }
};
