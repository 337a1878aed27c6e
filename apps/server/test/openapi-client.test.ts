import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/platform/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import type { paths } from './generated/openapi.js';

/**
 * A client generated from the served OpenAPI document (openapi-typescript types, checked by
 * `npm run typecheck`, and openapi-fetch) drives the API over HTTP: if the document drifts from
 * the server, either the types stop compiling or these requests stop working.
 * `npm run openapi:types` regenerates the types after a change to the API.
 */

const GENERATED = new URL('./generated/openapi.ts', import.meta.url);
const HEADER = '// Generated from GET /api/openapi.json by `npm run openapi:types`: do not edit.\n';
const PASSWORD = 'correct horse battery staple';

/** True when T is `never`: an error type the document does not declare would be. */
type IsNever<T> = [T] extends [never] ? true : false;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the document the server serves now', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenAPI3;
    const generated = HEADER + astToString(await openapiTS(document));
    if (process.env.UPDATE_OPENAPI_TYPES === '1') writeFileSync(GENERATED, generated);
    expect(
      readFileSync(GENERATED, 'utf8') === generated,
      'apps/server/test/generated/openapi.ts is stale: run `npm run openapi:types`',
    ).toBe(true);
  });

  it('registers, logs in, sets up an event with a ticket, buys it and reads a typed error', async () => {
    const anonymous = createClient<paths>({ baseUrl });
    const email = `client-${randomBytes(4).toString('hex')}@example.test`;

    const registered = await anonymous.POST('/api/auth/register', {
      body: { first_name: 'Cleo', last_name: 'Client', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(registered.response.status).toBe(201);
    expect(registered.response.headers.get('x-auth-token')).toBe(registered.data?.token);
    // Going live needs a confirmed email; the mail round trip is the subject of other tests.
    await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));

    const loggedIn = await anonymous.POST('/api/auth/login', { body: { email, password: PASSWORD } });
    if (!loggedIn.data || !('token' in loggedIn.data)) throw new Error(`login: ${JSON.stringify(loggedIn.error ?? loggedIn.data)}`);
    expect(loggedIn.data.data.email).toBe(email);
    const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${loggedIn.data.token}` } });

    const organizer = await api.POST('/api/organizers', {
      body: { name: 'Typed Events', email: `org-${email}`, currency: 'EUR', timezone: 'Europe/Berlin' },
    });
    const created = await api.POST('/api/events', {
      body: {
        organizer_id: organizer.data!.data.id,
        title: 'Generated Client Night',
        start_date: '2031-09-01T19:00:00Z',
        end_date: '2031-09-01T23:00:00Z',
      },
    });
    expect(created.response.status).toBe(201);
    const eventId = created.data!.data.id;
    const ticket = await api.POST('/api/events/{event_id}/tickets', {
      params: { path: { event_id: eventId } },
      body: { type: 'PAID', title: 'Front row', prices: [{ price: 4200, initial_quantity_available: 2 }] },
    });
    expect(ticket.response.status).toBe(201);
    const price = ticket.data!.data.prices[0]!;
    const live = await api.PUT('/api/events/{id}/status', { params: { path: { id: eventId } }, body: { status: 'LIVE' } });
    expect(live.data?.data.status).toBe('LIVE');

    const page = await anonymous.GET('/api/public/events/{id}', { params: { path: { id: eventId } } });
    expect(page.data?.data.tickets.map((t) => [t.id, t.status])).toEqual([[ticket.data!.data.id, 'ON_SALE']]);

    const lines = { tickets: [{ ticket_id: ticket.data!.data.id, quantities: [{ price_id: price.id, quantity: 2 }] }] };
    const key = randomBytes(8).toString('hex');
    const reserved = await anonymous.POST('/api/public/events/{event_id}/order', {
      params: { path: { event_id: eventId }, header: { 'Idempotency-Key': key } },
      body: lines,
    });
    expect(reserved.response.status).toBe(201);
    const order = reserved.data!.data;
    expect([order.status, order.total_gross]).toEqual(['RESERVED', 8400]);
    const repeated = await anonymous.POST('/api/public/events/{event_id}/order', {
      params: { path: { event_id: eventId }, header: { 'Idempotency-Key': key } },
      body: lines,
    });
    expect(repeated.data?.data.short_id).toBe(order.short_id);

    const orderPath = { path: { event_id: eventId, short_id: order.short_id } };
    const buyer = { first_name: 'Bea', last_name: 'Buyer', email: `buyer-${email}` };
    const detailed = await anonymous.PUT('/api/public/events/{event_id}/order/{short_id}', {
      params: orderPath,
      body: { order: buyer, attendees: order.attendees.map((attendee) => ({ ticket_price_id: attendee.ticket_price_id, ...buyer })) },
    });
    expect(detailed.response.status).toBe(200);
    const started = await anonymous.POST('/api/public/events/{event_id}/order/{short_id}/payment', { params: orderPath });
    expect(started.data?.provider).toBe('test');
    const paid = await anonymous.POST('/api/public/events/{event_id}/order/{short_id}/test-payment', {
      params: orderPath,
      body: { card_number: '4242424242424242' },
    });
    expect(paid.data?.data.status).toBe('COMPLETED');

    const orders = await api.GET('/api/events/{event_id}/orders', {
      params: { path: { event_id: eventId }, query: { per_page: 5, 'filter_fields[status]': { eq: 'COMPLETED' } } },
    });
    expect(orders.data?.data.map((o) => o.short_id)).toEqual([order.short_id]);
    expect(orders.data?.meta.total).toBe(1);

    // Both units are sold: the next hold is refused with a declared, typed error.
    const refused = await anonymous.POST('/api/public/events/{event_id}/order', { params: { path: { event_id: eventId } }, body: lines });
    const declared: IsNever<NonNullable<typeof refused.error>> = false;
    expect(declared).toBe(false);
    expect(refused.response.status).toBe(409);
    expect(refused.error?.code).toBe('SOLD_OUT');
    expect(typeof refused.error?.message).toBe('string');

    const invalid = await api.POST('/api/events', { body: { organizer_id: organizer.data!.data.id, title: '', start_date: 'soon' } });
    expect(invalid.response.status).toBe(422);
    expect(invalid.error?.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(invalid.error?.errors ?? {})).toEqual(expect.arrayContaining(['title', 'start_date']));
  });
});
