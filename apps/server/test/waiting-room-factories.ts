import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { request } from './harness.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import type { AppContext } from '../src/platform/context.js';

export interface RoomEvent {
  live: LiveEvent;
  body: { tickets: { ticket_id: number; quantities: { price_id: number; quantity: number }[] }[] };
  onSaleAt: Date;
}

/** A live event with one ticket of `stock` and an enabled room opened an hour ago, on sale at `onSaleAt`. */
export async function eventWithRoom(
  app: FastifyInstance,
  ctx: AppContext,
  room: { onSaleAt: Date; rate?: number | null; shoppingMinutes?: number; stock?: number },
): Promise<RoomEvent> {
  const live = await liveEvent(app, ctx);
  const ticket = await addTicket(app, live, { prices: [{ price: 2500, initial_quantity_available: room.stock ?? 100 }] });
  const body = { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] };
  const saved = await putRoom(app, live, {
    enabled: true,
    opens_at: new Date(Date.now() - 3600_000).toISOString(),
    on_sale_at: room.onSaleAt.toISOString(),
    admission_rate_per_minute: room.rate === undefined ? 120 : room.rate,
    shopping_minutes: room.shoppingMinutes ?? 15,
  });
  expect(saved.status).toBe(200);
  return { live, body, onSaleAt: room.onSaleAt };
}

export function putRoom(app: FastifyInstance, live: LiveEvent, body: Record<string, unknown>) {
  return request(app, 'PUT', `/api/events/${live.eventId}/waiting-room`, { token: live.owner.token, body });
}

export async function join(app: FastifyInstance, eventId: number, queueToken?: string) {
  const response = await request(app, 'POST', `/api/public/events/${eventId}/queue`, {
    body: queueToken ? { queue_token: queueToken } : {},
  });
  expect(response.status).toBe(201);
  return response.body.data as { queue_token: string; status: string; position: number | null; admission_token?: string };
}

export async function poll(app: FastifyInstance, eventId: number, queueToken: string) {
  const response = await request(app, 'GET', `/api/public/events/${eventId}/queue/${queueToken}`);
  expect(response.status).toBe(200);
  return response.body.data as {
    status: string;
    position: number | null;
    estimated_wait_seconds: number | null;
    admission_token?: string;
    admission_expires_at?: string;
  };
}

export function order(app: FastifyInstance, room: RoomEvent, admission?: string, remoteAddress?: string) {
  return request(app, 'POST', `/api/public/events/${room.live.eventId}/order`, {
    body: room.body,
    headers: admission ? { 'stagedoor-admission': admission } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const seconds = (base: Date, s: number) => new Date(base.getTime() + s * 1000);
