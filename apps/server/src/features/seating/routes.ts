import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  eventSeatingBodySchema,
  eventSeatingQuerySchema,
  eventSeatingSchema,
  seatBlocksBodySchema,
  seatBlocksResultSchema,
  seatListQuerySchema,
} from '@stagedoor/contracts';
import { EXPORT_MEDIA_TYPES, TOKEN } from '../../platform/http/openapi.js';
import { EXPORT_COMPRESSION } from '../../platform/exports/index.js';
import { requestLocale } from '../../platform/http/locale.js';
import { sendExport } from '../../platform/http/send-export.js';
import { eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { dateOfEvent } from './event-dates.js';
import { readEventSeating } from './event-seating.js';
import { exportSeatList } from './export-seat-list.js';
import { saveEventSeating } from './save-event-seating.js';
import { blockSeats, unblockSeats } from './seat-blocks.js';

const tags = ['seating'];

/** An event's seating (API.md "Seating"): its plan and category prices, the house on a date, blocks and the seat list. */
export const eventSeatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, ctx.db, eventId);

  app.get(
    '/events/:event_id/seating',
    {
      schema: {
        operationId: 'getEventSeating',
        summary:
          'The plan an event is sold with and the prices of each category; with date_id, the state of every seat that is not AVAILABLE on that date with its attendee, and the standing areas’ use (404 for a date of another event)',
        tags,
        security: TOKEN,
        params: eventParamsSchema,
        querystring: eventSeatingQuerySchema,
        response: { 200: dataEnvelope(eventSeatingSchema) },
      },
    },
    async (request) => {
      const { event_id: eventId } = request.params;
      const auth = await caller(request, eventId);
      const dateId = request.query.date_id === undefined ? null : await dateOfEvent(ctx.db, eventId, request.query.date_id, 'query');
      return { data: await readEventSeating(ctx.db, auth.accountId, eventId, dateId) };
    },
  );

  app.put(
    '/events/:event_id/seating',
    {
      schema: {
        operationId: 'setEventSeating',
        summary:
          'Sell an event from a plan of the account, each category by its ONE_DATE prices (a price in one category at most); seating_plan_id null makes it general admission again. Changing or removing the plan while seats are sold or held: 409 PLAN_IN_USE',
        errors: ['PLAN_IN_USE'],
        tags,
        security: TOKEN,
        params: eventParamsSchema,
        body: eventSeatingBodySchema,
        response: { 200: dataEnvelope(eventSeatingSchema) },
      },
    },
    async (request) => {
      const { event_id: eventId } = request.params;
      const auth = await caller(request, eventId);
      await saveEventSeating(ctx, { accountId: auth.accountId, eventId, input: request.body });
      return { data: await readEventSeating(ctx.db, auth.accountId, eventId, null) };
    },
  );

  app.post(
    '/events/:event_id/seating/blocks',
    {
      schema: {
        operationId: 'blockSeats',
        summary:
          'Keep seats off sale on a date, or on every scheduled date when date_id is left out: all or none, 409 SEAT_TAKEN naming the seats sold or held there (409 CONFLICT for an event without a plan)',
        errors: ['SEAT_TAKEN', 'CONFLICT'],
        tags,
        security: TOKEN,
        params: eventParamsSchema,
        body: seatBlocksBodySchema,
        response: { 201: dataEnvelope(seatBlocksResultSchema) },
      },
    },
    async (request, reply) => {
      const { event_id: eventId } = request.params;
      await caller(request, eventId);
      return reply.status(201).send({ data: await blockSeats(ctx, eventId, request.body) });
    },
  );

  app.delete(
    '/events/:event_id/seating/blocks',
    {
      schema: {
        operationId: 'unblockSeats',
        summary:
          'Put blocked seats back on sale on a date, or on every date of the event when date_id is left out; seats held or sold stay as they are',
        errors: ['CONFLICT'],
        tags,
        security: TOKEN,
        params: eventParamsSchema,
        body: seatBlocksBodySchema,
        response: { 200: dataEnvelope(seatBlocksResultSchema) },
      },
    },
    async (request) => {
      const { event_id: eventId } = request.params;
      await caller(request, eventId);
      return { data: await unblockSeats(ctx, eventId, request.body) };
    },
  );

  app.get(
    '/events/:event_id/seating/seat-list',
    {
      compress: EXPORT_COMPRESSION,
      schema: {
        download: EXPORT_MEDIA_TYPES,
        operationId: 'exportSeatList',
        summary:
          'Every seat of the plan on a date, in plan order, and then each standing area (a row of its free places, then one per place taken), as a CSV or XLSX file, streamed: section, row, seat, category, accessibility, state, attendee, order and places; X-Total-Count holds the row count (404 for a date of another event)',
        errors: ['CONFLICT'],
        tags,
        security: TOKEN,
        params: eventParamsSchema,
        querystring: seatListQuerySchema,
        response: { 200: z.string().describe('The file: text/csv (UTF-8, header row) or an XLSX workbook, sent as an attachment') },
      },
    },
    async (request, reply) => {
      const { event_id: eventId } = request.params;
      await caller(request, eventId);
      const { date_id: dateId, format } = request.query;
      return sendExport(reply, await exportSeatList(ctx, { eventId, dateId, format, locale: requestLocale(request) }));
    },
  );
};
