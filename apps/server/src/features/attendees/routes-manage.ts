import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendeeDetailsSchema,
  attendeeSchema,
  createAttendeeBodySchema,
  reactivateAttendeeBodySchema,
  dataEnvelope,
  errorResponseSchema,
  exportBodySchema,
  listEnvelope,
  messageResponseSchema,
  updateAttendeeBodySchema,
} from '@stagedoor/contracts';
import { requestLocale } from '../../platform/http/locale.js';
import { eventItemParamsSchema, eventParamsSchema, requireEventManager } from '../events/event-access.js';
import { answersOf, showsHiddenQuestions } from './attendee-answers.js';
import { cancelAttendee, reactivateAttendee } from './cancel-attendee.js';
import { createManualAttendee } from './create-manual-attendee.js';
import { exportAttendees } from './export-attendees.js';
import { listAttendees, ATTENDEE_LIST } from './list-attendees.js';
import { findAttendee, presentAttendee } from './present-attendee.js';
import { resendTicket } from './resend-ticket.js';
import { updateAttendee } from './update-attendee.js';
import { EXPORT_MEDIA_TYPES } from '../../platform/http/openapi.js';
import { EXPORT_COMPRESSION, exportListRequest } from '../../platform/exports/index.js';
import { sendExport } from '../../platform/http/send-export.js';

const tags = ['attendees'];
const security = [{ bearer: [] }];
const params = eventItemParamsSchema;
const attendeeEnvelope = dataEnvelope(attendeeDetailsSchema);
/** The error answers an operation documents, all in the `{message, code, errors}` shape. */
const errors = (...statuses: number[]) => Object.fromEntries([401, 403, 404, ...statuses].map((status) => [status, errorResponseSchema]));

/** The organizer's attendee management under /events/{event_id}/attendees (API.md "Operations"). */
export const attendeeManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, ctx.db, eventId);
  const details = async (accountId: number, eventId: number, id: number) => {
    const row = await findAttendee(ctx.db, accountId, eventId, id);
    const showHidden = await showsHiddenQuestions(ctx.db, eventId);
    return { ...presentAttendee(row), answers: (await answersOf(ctx.db, [id], showHidden)).get(id) ?? [] };
  };

  app.get(
    '/events/:event_id/attendees',
    {
      schema: {
        list: ATTENDEE_LIST,
        tags,
        security,
        operationId: 'listAttendees',
        summary:
          'Attendees of an event, paged; search names, email, short id or order reference; filter by ticket_id, ticket_price_id, status, checked_in, event_date_id',
        params: eventParamsSchema,
        response: { 200: listEnvelope(attendeeSchema), ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return listAttendees(ctx, auth.accountId, request.params.event_id, request.query as Record<string, unknown>);
    },
  );

  app.post(
    '/events/:event_id/attendees',
    {
      schema: {
        errors: ['SOLD_OUT', 'WAITING_LIST_FIRST', 'DATE_REQUIRED'],
        tags,
        security,
        operationId: 'createAttendee',
        summary:
          'Add an attendee by hand: a completed, manually created order of one ticket (409 SOLD_OUT when none is left; ' +
          '409 WAITING_LIST_FIRST when the waiting list keeps the units, unless take_from_waiting_list)',
        params: eventParamsSchema,
        body: createAttendeeBodySchema,
        response: { 201: attendeeEnvelope, ...errors(409, 422) },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      const id = await createManualAttendee(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        input: request.body,
        locale: requestLocale(request),
        actorUserId: auth.userId,
      });
      return reply.status(201).send({ data: await details(auth.accountId, request.params.event_id, id) });
    },
  );

  app.get(
    '/events/:event_id/attendees/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'getAttendee',
        summary: 'One attendee with its answers to attendee questions',
        params,
        response: { 200: attendeeEnvelope, ...errors() },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      return { data: await details(auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.put(
    '/events/:event_id/attendees/:id',
    {
      schema: {
        tags,
        security,
        operationId: 'updateAttendee',
        summary: "Edit an attendee's name, email, email language and answers",
        params,
        body: updateAttendeeBodySchema,
        response: { 200: attendeeEnvelope, ...errors(422) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await updateAttendee(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        attendeeId: request.params.id,
        input: request.body,
        actorUserId: auth.userId,
      });
      return { data: await details(auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.post(
    '/events/:event_id/attendees/:id/cancel',
    {
      schema: {
        tags,
        security,
        operationId: 'cancelAttendee',
        summary: 'Cancel a ticket: it becomes invalid and its unit goes back on sale (409 when already cancelled)',
        params,
        response: { 200: attendeeEnvelope, ...errors(409) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await cancelAttendee(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        attendeeId: request.params.id,
        actorUserId: auth.userId,
      });
      return { data: await details(auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.post(
    '/events/:event_id/attendees/:id/reactivate',
    {
      schema: {
        tags,
        security,
        errors: ['SOLD_OUT', 'WAITING_LIST_FIRST'],
        operationId: 'reactivateAttendee',
        summary:
          'Make a cancelled ticket valid again while stock is left (409 SOLD_OUT otherwise); a unit the waiting list ' +
          'keeps only with take_from_waiting_list (409 WAITING_LIST_FIRST otherwise)',
        params,
        body: reactivateAttendeeBodySchema.nullish(),
        response: { 200: attendeeEnvelope, ...errors(409) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await reactivateAttendee(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        attendeeId: request.params.id,
        actorUserId: auth.userId,
        takeFromWaitingList: request.body?.take_from_waiting_list ?? false,
      });
      return { data: await details(auth.accountId, request.params.event_id, request.params.id) };
    },
  );

  app.post(
    '/events/:event_id/attendees/:id/resend_ticket',
    {
      schema: {
        tags,
        security,
        operationId: 'resendAttendeeTicket',
        summary: "Send the ticket email again, in the attendee's language",
        params,
        response: { 200: messageResponseSchema, ...errors(409) },
      },
    },
    async (request) => {
      const auth = await caller(request, request.params.event_id);
      await resendTicket(ctx, {
        accountId: auth.accountId,
        eventId: request.params.event_id,
        attendeeId: request.params.id,
        actorUserId: auth.userId,
      });
      return { message: 'ok' };
    },
  );

  app.post(
    '/events/:event_id/attendees/export',
    {
      compress: EXPORT_COMPRESSION,
      schema: {
        download: EXPORT_MEDIA_TYPES,
        tags,
        security,
        operationId: 'exportAttendees',
        summary:
          'The attendee list as a CSV or XLSX file, streamed, with a column per attendee question; the list parameters (in the query string or the body) filter it and X-Total-Count holds the row count',
        params: eventParamsSchema,
        body: exportBodySchema,
        response: {
          200: z.string().describe('The file: text/csv (UTF-8, header row) or an XLSX workbook, sent as an attachment'),
          ...errors(422),
        },
      },
    },
    async (request, reply) => {
      const auth = await caller(request, request.params.event_id);
      return sendExport(
        reply,
        await exportAttendees(ctx, {
          accountId: auth.accountId,
          eventId: request.params.event_id,
          ...exportListRequest(request.query, request.body),
          locale: requestLocale(request),
        }),
      );
    },
  );
};
