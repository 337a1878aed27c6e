import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendeeDetailsSchema, dataEnvelope, moveSeatBodySchema } from '@stagedoor/contracts';
import { TOKEN } from '../../platform/http/openapi.js';
import { eventItemParamsSchema, requireEventManager } from '../events/event-access.js';
import { answersOf, showsHiddenQuestions } from '../attendees/attendee-answers.js';
import { findAttendee, presentAttendee } from '../attendees/present-attendee.js';
import { moveAttendeeSeat } from './move-attendee-seat.js';

/** The box office moves an attendee to another seat (API.md "Seating"). */
export const moveSeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.put(
    '/events/:event_id/attendees/:id/seat',
    {
      schema: {
        operationId: 'moveAttendeeSeat',
        summary:
          'Move an attendee to a free seat of the same category on the attendee’s date (409 SEAT_TAKEN when it is not free; 422 for a seat of another category or not in the plan)',
        errors: ['SEAT_TAKEN', 'ATTENDEE_CANCELLED', 'CONFLICT'],
        tags: ['attendees'],
        security: TOKEN,
        params: eventItemParamsSchema,
        body: moveSeatBodySchema,
        response: { 200: dataEnvelope(attendeeDetailsSchema) },
      },
    },
    async (request) => {
      const { event_id: eventId, id } = request.params;
      const auth = await requireEventManager(request, ctx.db, eventId);
      await moveAttendeeSeat(ctx, {
        accountId: auth.accountId,
        eventId,
        attendeeId: id,
        seatId: request.body.seat_id,
        actorUserId: auth.userId,
      });
      const row = await findAttendee(ctx.db, auth.accountId, eventId, id);
      const answers = await answersOf(ctx.db, [id], await showsHiddenQuestions(ctx.db, eventId));
      return { data: { ...presentAttendee(row), answers: answers.get(id) ?? [] } };
    },
  );
};
