import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve } from './selling-factories.js';
import { turnOnInvoicing } from './invoice-factories.js';

/**
 * The public side of the access matrix: every public route that names an event and
 * something of it (an order, a ticket, a promo code) is tried with another account's
 * event and this one's thing. The routes come from the route table; the test fails when
 * a new one names something it cannot fill in.
 */

interface Side {
  eventId: number;
  orderShortId: string;
  /** The order, as its buyer sees it. */
  order: { short_id: string; attendees: { ticket_price_id: number }[] };
  attendeeShortId: string;
  promoCode: string;
  /** The completed order, with an invoice. */
  paidShortId: string;
  invoiceId: number;
  queueToken: string;
}

let t: TestApp;
/** The promo-code check is rate limited per address, counted in the database that test files share on PostgreSQL. */
const remoteAddress = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
let victim: Side;
let stranger: Side;

async function side(): Promise<Side> {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, {});
  const code = `SIDE-${randomBytes(3).toString('hex').toUpperCase()}`;
  const promo = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
    token: live.owner.token,
    body: { code, discount_type: 'PERCENTAGE', discount: 10 },
  });
  expect(promo.status).toBe(201);
  const line = [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }];
  await turnOnInvoicing(t.app, live);
  const paid = (await reserve(t.app, live.eventId, line)).body.data;
  await details(t.app, live.eventId, paid, uniqueEmail('buyer'));
  await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${paid.short_id}/payment`);
  const done = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${paid.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  expect(done.body.data.status).toBe('COMPLETED');
  const invoices = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${paid.short_id}/invoices`);
  expect(invoices.body.data).toHaveLength(1);
  const open = (await reserve(t.app, live.eventId, line)).body.data;
  await details(t.app, live.eventId, open, uniqueEmail('buyer'));
  // A waiting room whose queue is open and whose on-sale is tomorrow, so that a buyer holds a place in it.
  const room = await request(t.app, 'PUT', `/api/events/${live.eventId}/waiting-room`, {
    token: live.owner.token,
    body: {
      enabled: true,
      opens_at: new Date(Date.now() - 3600_000).toISOString(),
      on_sale_at: new Date(Date.now() + 86_400_000).toISOString(),
      admission_rate_per_minute: 60,
    },
  });
  expect(room.status).toBe(200);
  const queued = await request(t.app, 'POST', `/api/public/events/${live.eventId}/queue`, { body: {} });
  expect(queued.status).toBe(201);
  return {
    eventId: live.eventId,
    orderShortId: open.short_id,
    order: open,
    attendeeShortId: paid.attendees[0].short_id,
    promoCode: code,
    paidShortId: paid.short_id,
    invoiceId: invoices.body.data[0].id,
    queueToken: queued.body.data.queue_token,
  };
}

/** The value of a route's second parameter on one side; undefined when the matrix does not know the parameter. */
function thing(route: string, param: string, s: Side): string | undefined {
  if (param === 'short_id') {
    if (route.includes('/attendees/')) return s.attendeeShortId;
    return route.includes('/invoices/') ? s.paidShortId : s.orderShortId;
  }
  if (param === 'code') return s.promoCode;
  if (param === 'id' && route.includes('/invoices/')) return String(s.invoiceId);
  if (param === 'queue_token') return s.queueToken;
  return undefined;
}

/** Valid bodies, so that the answer is about the ids and not about the input. */
function bodyFor(method: string, route: string, s: Side): unknown {
  if (method === 'PUT' && route.endsWith('/order/:short_id')) {
    const holder = { first_name: 'Bea', last_name: 'Buyer', email: uniqueEmail('buyer') };
    return {
      order: { ...holder, answers: [] },
      attendees: s.order.attendees.map((a) => ({ ticket_price_id: a.ticket_price_id, ...holder, answers: [] })),
    };
  }
  if (route.endsWith('/test-payment')) return { card_number: '4242424242424242' };
  if (route.endsWith('/offline-payment')) return { method: 'BANK_TRANSFER' };
  return undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  victim = await side();
  stranger = await side();
});
afterAll(async () => {
  await t.close();
});

function publicRoutesWithTwoIds() {
  return t.routes
    .filter((route) => route.url.startsWith('/api/public/events/') && !route.secured)
    .map((route) => ({ ...route, params: [...route.url.matchAll(/:([a-z_]+)/gi)].map((match) => match[1]!) }))
    .filter((route) => route.params.length >= 2);
}

describe("public routes: another account's event with this account's order, ticket or promo code", () => {
  it('knows every parameter of every such route', () => {
    const routes = publicRoutesWithTwoIds();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const unknown = routes.flatMap((route) =>
      route.params
        .slice(1)
        .filter((param) => thing(route.url, param, victim) === undefined)
        .map((param) => `${route.method} ${route.url}: ${param}`),
    );
    expect(unknown, 'parameters this matrix cannot fill in').toEqual([]);
  });

  it('answers as for one that never existed, and changes nothing', async () => {
    const routes = publicRoutesWithTwoIds();
    const tried: string[] = [];
    for (const route of routes) {
      const [eventParam, ...rest] = route.params;
      const urlFor = (s: Side, pick: (param: string) => string) =>
        rest.reduce((url, param) => url.replace(`:${param}`, pick(param)), route.url.replace(`:${eventParam}`, String(s.eventId)));
      const before = await request(t.app, 'GET', `/api/public/events/${victim.eventId}/order/${victim.orderShortId}`);
      const foreign = await request(
        t.app,
        route.method as 'GET',
        urlFor(stranger, (param) => encodeURIComponent(thing(route.url, param, victim)!)),
        {
          body: bodyFor(route.method, route.url, victim),
          remoteAddress,
        },
      );
      const missing = await request(
        t.app,
        route.method as 'GET',
        urlFor(stranger, (param) => {
          if (param === 'code') return 'NEVER-EXISTED';
          if (param === 'id') return '2147480000';
          return `o_${randomBytes(12).toString('base64url')}`;
        }),
        {
          body: bodyFor(route.method, route.url, victim),
          remoteAddress,
        },
      );
      const label = `${route.method} ${route.url}`;
      // 404, or for the promo-code check the same "not valid" that any unknown code gets.
      expect([200, 404], label).toContain(foreign.status);
      expect({ status: foreign.status, body: foreign.body }, label).toEqual({ status: missing.status, body: missing.body });
      const after = await request(t.app, 'GET', `/api/public/events/${victim.eventId}/order/${victim.orderShortId}`);
      expect(after.body, label).toEqual(before.body);
      tried.push(label);
    }
    expect(tried).toHaveLength(routes.length);
  });

  it('answers the same requests on the right event (control)', async () => {
    for (const route of publicRoutesWithTwoIds().filter((r) => r.method === 'GET')) {
      const [eventParam, ...rest] = route.params;
      const url = rest.reduce(
        (u, param) => u.replace(`:${param}`, encodeURIComponent(thing(route.url, param, victim)!)),
        route.url.replace(`:${eventParam}`, String(victim.eventId)),
      );
      const own = await request(t.app, 'GET', url, { remoteAddress });
      expect(own.status, `${route.method} ${route.url}`).toBe(200);
      const foreign = await request(t.app, 'GET', url.replace(`/events/${victim.eventId}/`, `/events/${stranger.eventId}/`), {
        remoteAddress,
      });
      expect({ status: foreign.status, body: foreign.body }, `${route.method} ${route.url}`).not.toEqual({
        status: own.status,
        body: own.body,
      });
    }
  });
});
