import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, idSchema, publicAttendeeTicketSchema } from '@stagedoor/contracts';
import { attendees, events, orders, organizers } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';
import { imagesOf } from '../../platform/images/images.js';
import { EVENT_ENTITY, presentPublicEvent, settingsOf } from '../events/present-event.js';
import { withLines } from '../checkout/load-order.js';
import { presentAttendee } from '../checkout/present-public-order.js';
import { signedTicketCode } from '../../platform/auth/ticket-signing.js';

/** The ticket page (/ticket/{eventId}/{attendeeShortId}): the attendee's ticket with its QR payload. */
export const attendeePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/public/events/:event_id/attendees/:short_id',
    {
      schema: {
        operationId: 'getPublicAttendeeTicket',
        tags: ['public'],
        summary: 'Ticket page data, QR payload included',
        params: z.object({ event_id: idSchema, short_id: z.string().min(1).max(64) }),
        response: { 200: dataEnvelope(publicAttendeeTicketSchema) },
      },
    },
    async (request) => {
      const [attendee] = await db
        .select()
        .from(attendees)
        .where(and(eq(attendees.eventId, request.params.event_id), eq(attendees.shortId, request.params.short_id)));
      if (!attendee) throw notFound();
      const [order] = await db.select().from(orders).where(eq(orders.id, attendee.orderId));
      // A ticket exists for its holder once the order is paid (or was, before a refund).
      if (!order || attendee.status === 'AWAITING_PAYMENT') throw notFound();
      const [event] = await db.select().from(events).where(eq(events.id, attendee.eventId));
      const [organizer] = await db.select().from(organizers).where(eq(organizers.id, event!.organizerId));
      const loaded = await withLines(db, order);
      return {
        data: {
          attendee: {
            ...presentAttendee(attendee, loaded.items, loaded.dates),
            checked_in_at: attendee.checkedInAt?.toISOString() ?? null,
          },
          order: { public_reference: order.publicReference, status: order.status, is_test: order.isTest },
          event: presentPublicEvent(app.ctx.storage, event!, organizer!, await imagesOf(db, EVENT_ENTITY, [event!.id])),
          qr_code: await signedTicketCode(db, app.ctx.config.appSecret, {
            accountId: attendee.accountId,
            eventId: attendee.eventId,
            ticketId: attendee.ticketId,
            attendeeShortId: attendee.shortId,
          }),
          ticket_page_message: settingsOf(event!).ticket_page_message,
        },
      };
    },
  );
};
