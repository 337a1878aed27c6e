/** An event's dates through the API. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EventDate } from '@stagedoor/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context.js';
import { eventDates } from '../src/platform/db/schema.js';
import { request } from './harness.js';
import type { LiveEvent } from './selling-factories.js';

export const datesOf = (eventId: number) => `/api/events/${eventId}/dates`;

/** Adds a date to an event, expecting 201. */
export async function addDate(app: FastifyInstance, token: string, eventId: number, body: Record<string, unknown>): Promise<EventDate> {
  const response = await request(app, 'POST', datesOf(eventId), { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** Every date of an event (up to 100), as the organizer lists them. */
export async function allDates(app: FastifyInstance, token: string, eventId: number): Promise<EventDate[]> {
  const response = await request(app, 'GET', `${datesOf(eventId)}?per_page=100`, { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** The event's start and end as its answer gives them: the span of its dates. */
export async function eventSpan(app: FastifyInstance, token: string, eventId: number) {
  const response = await request(app, 'GET', `/api/events/${eventId}`, { token });
  return { start_date: response.body.data.start_date as string, end_date: response.body.data.end_date as string | null };
}

/** The event's first date, and a second one ("Matinee") added next to it. */
export async function twoDates(ctx: AppContext, live: LiveEvent) {
  const [first] = await ctx.db.select().from(eventDates).where(eq(eventDates.eventId, live.eventId));
  const [second] = await ctx.db
    .insert(eventDates)
    .values({
      accountId: first!.accountId,
      eventId: live.eventId,
      startDate: new Date('2031-07-02T14:00:00Z'),
      endDate: new Date('2031-07-02T17:00:00Z'),
      label: 'Matinee',
    })
    .returning();
  return { first: first!, second: second! };
}
