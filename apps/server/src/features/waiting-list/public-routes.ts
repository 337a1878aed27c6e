import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  joinedWaitingListSchema,
  joinWaitingListBodySchema,
  messageResponseSchema,
  publicWaitingListEntrySchema,
} from '@stagedoor/contracts';
import { hashToken } from '../../platform/auth/tokens.js';
import { notFound } from '../../platform/errors.js';
import { requestLocale } from '../../platform/http/locale.js';
import { enforceRateLimit } from '../../platform/rate-limit.js';
import { eq } from 'drizzle-orm';
import { waitingListEntries } from '../../platform/db/schema.js';
import { joinWaitingList } from './join.js';
import { cancelEntry, entryOfToken } from './leave.js';
import { settleOffers } from './entries.js';
import { presentPublicEntry, selectEntries } from './present.js';

const tags = ['waiting-list'];
const tokenParams = z.object({ token: z.string().min(16).max(128) });

/** API.md "On-sale": joining a sold-out price's list, and the entrant's page (the secret token is the key). */
export const publicWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/public/events/:event_id/waiting-list',
    {
      schema: {
        tags,
        operationId: 'joinWaitingList',
        errors: ['NOT_SOLD_OUT', 'WAITING_LIST_DUPLICATE', 'DATE_REQUIRED', 'DATE_CANCELLED', 'RATE_LIMITED'],
        summary:
          'Joins the waiting list of a price (on a date) while it is sold out (409 NOT_SOLD_OUT otherwise): a party of up to ' +
          "the ticket's maximum per order; one entry per email, price and date (409 WAITING_LIST_DUPLICATE); a mail confirms " +
          'with the link to the position. Rate limited per address like a purchase.',
        params: z.object({ event_id: idSchema }),
        body: joinWaitingListBodySchema,
        response: { 201: joinedWaitingListSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, `waiting-list:${request.ip}`, { max: app.ctx.config.rateLimitCheckout, windowSeconds: 60 });
      const joined = await joinWaitingList(app.ctx, {
        eventId: request.params.event_id,
        input: request.body,
        locale: requestLocale(request),
      });
      return reply.status(201).send(joined);
    },
  );

  app.get(
    '/public/waiting-list/:token',
    {
      schema: {
        tags,
        operationId: 'getWaitingListEntry',
        summary: "The entrant's entry: status, position while waiting, and an open offer's checkout and expiry",
        params: tokenParams,
        response: { 200: dataEnvelope(publicWaitingListEntrySchema) },
      },
    },
    async (request) => {
      const { entry, event } = await entryOfToken(app.ctx, hashToken(request.params.token));
      await settleOffers(db, { entryId: entry.id });
      const [row] = await selectEntries(db).where(eq(waitingListEntries.id, entry.id));
      if (!row) throw notFound();
      return { data: presentPublicEntry(row, event, request.params.token) };
    },
  );

  app.delete(
    '/public/waiting-list/:token',
    {
      schema: {
        tags,
        operationId: 'leaveWaitingList',
        errors: ['WAITING_LIST_ENTRY_NOT_WAITING', 'BUSY'],
        summary: 'Leaves the list (CANCELLED); an open offer is withdrawn and its tickets pass to the next entry',
        params: tokenParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { entry } = await entryOfToken(app.ctx, hashToken(request.params.token));
      await cancelEntry(app.ctx, { entryId: entry.id });
      return { message: 'ok' };
    },
  );
};
