import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendeeCheckInBodySchema, checkInResultSchema, dataEnvelope, errorResponseSchema } from '@stagedoor/contracts';
import { eventItemParamsSchema, requireEventManager } from '../events/event-access.js';
import { checkInAttendee, checkOutAttendee } from './check-in-attendee.js';

const tags = ['attendees'];
const security = [{ bearer: [] }];
const params = eventItemParamsSchema;
/** The error answers an operation documents, all in the `{message, code, errors}` shape. */
const errors = (...statuses: number[]) => Object.fromEntries([401, 403, 404, ...statuses].map((status) => [status, errorResponseSchema]));

/** The organizer checks an attendee in or out by hand, under /events/{event_id}/attendees/{id} (API.md "Operations"). */
export const attendeeCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const caller = (request: FastifyRequest, eventId: number) => requireEventManager(request, ctx.db, eventId);

  for (const [path, action, operationId, summary] of [
    [
      'check_in',
      checkInAttendee,
      'checkInAttendee',
      'Check an attendee in, on a date (409 ALREADY_CHECKED_IN with the time, 409 ATTENDEE_CANCELLED, 409 WRONG_DATE, 409 NO_DATE_TODAY)',
    ],
    [
      'check_out',
      checkOutAttendee,
      'checkOutAttendee',
      'Check an attendee out again, of a date (409 NOT_CHECKED_IN, 409 WRONG_DATE, 409 NO_DATE_TODAY)',
    ],
  ] as const) {
    app.post(
      `/events/:event_id/attendees/:id/${path}`,
      {
        schema: {
          tags,
          security,
          operationId,
          summary,
          params,
          body: attendeeCheckInBodySchema.nullish(),
          response: { 200: dataEnvelope(checkInResultSchema), ...errors(409, 422) },
        },
      },
      async (request) => {
        const auth = await caller(request, request.params.event_id);
        return {
          data: await action(ctx, {
            accountId: auth.accountId,
            eventId: request.params.event_id,
            attendeeId: request.params.id,
            userId: auth.userId,
            eventDateId: request.body?.event_date_id ?? null,
          }),
        };
      },
    );
  }
};
