import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import {
  PASSWORD,
  addMember,
  createOrganizer,
  login,
  pngImage,
  registerAccount,
  uniqueEmail,
  uploadImage,
  uploadOrganizerImage,
} from './factories.js';
import { addTicket, details, liveEvent, reserve } from './selling-factories.js';
import { casesFor, operationsOf, sample, type FuzzCase, type FuzzIds, type Operation } from './fuzz-cases.js';

/**
 * Schema-driven fuzz (API.md: "no input, however malformed, may produce a 5xx"):
 * every operation of the OpenAPI document gets malformed bodies, wrong content types,
 * wrong types, missing, huge and odd values per field, odd path ids and bad list
 * parameters, with an administrator's session and without one. The cases come
 * from the document, so a new route is fuzzed as soon as it is registered.
 */

/** Cases per operation and session, sampled deterministically when an operation has more. */
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES_PER_OPERATION || 130);
const SEED = 20261124;
/** Rate limits are counted per address in the database: the fuzz spends its own, not other test files' (they share PostgreSQL). */
const REMOTE_ADDRESS = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

let t: TestApp;
let ids: FuzzIds;
let operations: Operation[];
let ownerEmail: string;
let token: string;

/** Destructive operations last, so that the others run against the whole fixture. */
function rank(op: Operation): number {
  if (op.path === '/api/auth/logout') return 3;
  if (op.method === 'DELETE') return 2;
  if (op.path.endsWith('/status') || op.path.includes('/stripe')) return 1;
  return 0;
}

beforeAll(async () => {
  t = await createTestApp();
  const live = await liveEvent(t.app, t.ctx);
  const { owner, eventId } = live;
  ownerEmail = owner.email;
  token = owner.token;
  const png = await pngImage(1000, 500);
  const member = await addMember(t.app, owner, 'ORGANIZER');
  const invited = await request(t.app, 'POST', '/api/users', {
    token,
    body: { first_name: 'Pending', email: uniqueEmail('pending'), role: 'ADMIN' },
  });
  const event = await request(t.app, 'GET', `/api/events/${eventId}`, { token });
  const organizerId: number = event.body.data.organizer_id;
  const logo = await uploadOrganizerImage(t.app, token, organizerId, png, { type: 'ORGANIZER_LOGO' });
  const cover = await uploadImage(t.app, token, `/api/events/${eventId}/images`, png, { type: 'EVENT_COVER' });
  const tax = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/taxes-and-fees`, {
    token,
    body: { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
  });
  const ticket = await addTicket(t.app, live, { tax_and_fee_ids: [tax.body.data.id] });
  const promo = await request(t.app, 'POST', `/api/events/${eventId}/promo-codes`, {
    token,
    body: { code: 'FUZZ10', discount_type: 'PERCENTAGE', discount: 10 },
  });
  const capacity = await request(t.app, 'POST', `/api/events/${eventId}/capacity-assignments`, {
    token,
    body: { name: 'Hall', capacity: 500, ticket_ids: [ticket.id] },
  });
  const question = await request(t.app, 'POST', `/api/events/${eventId}/questions`, {
    token,
    body: { title: 'Diet?', type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] },
  });
  const checkoutTicket = await addTicket(t.app, live, { title: 'Door' });
  const order = await reserve(t.app, eventId, [{ ticketId: checkoutTicket.id, priceId: checkoutTicket.prices[0]!.id, quantity: 2 }]);
  await details(t.app, eventId, order.body.data, uniqueEmail('buyer'));
  await request(t.app, 'POST', `/api/public/events/${eventId}/order/${order.body.data.short_id}/payment`);
  const paid = await request(t.app, 'POST', `/api/public/events/${eventId}/order/${order.body.data.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  for (const step of [member, invited, logo, cover, tax, promo, capacity, question, order, paid]) {
    if ('status' in step) expect(step.status, JSON.stringify(step.body)).toBeLessThan(300);
  }
  ids = {
    userId: owner.user.id,
    memberId: member.user.id,
    invitedId: invited.body.data.id,
    accountId: owner.account.id,
    organizerId,
    organizerImageId: logo.body.data.id,
    eventId,
    eventImageId: cover.body.data.id,
    ticketId: ticket.id,
    priceId: ticket.prices[0]!.id,
    checkoutTicketId: checkoutTicket.id,
    checkoutPriceId: checkoutTicket.prices[0]!.id,
    promoCodeId: promo.body.data.id,
    promoCode: 'FUZZ10',
    capacityAssignmentId: capacity.body.data.id,
    questionId: question.body.data.id,
    taxAndFeeId: tax.body.data.id,
    orderShortId: order.body.data.short_id,
    attendeeShortId: order.body.data.attendees[0].short_id,
    password: PASSWORD,
  };
  const document = await request(t.app, 'GET', '/api/openapi.json');
  operations = operationsOf(document.body).sort((a, b) => rank(a) - rank(b));
});
afterAll(async () => {
  await t?.close();
});

interface Outcome {
  cases: number;
  statuses: Record<string, number>;
  failures: string[];
  /** Refusals without the error body of API.md ({ message, code, errors? }). */
  malformed: string[];
}

function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    return typeof body.message === 'string' && typeof body.code === 'string';
  } catch {
    return false;
  }
}

/**
 * Each operation on an order gets an order of its own, one attendee, in the state the
 * step expects (reserved; with buyer details from the payment step on), so that
 * one operation's cases never leave the next one an expired or paid order.
 */
async function freshOrder(op: Operation): Promise<void> {
  if (!op.path.includes('/order/{short_id}')) return;
  const line = [{ ticketId: ids.checkoutTicketId, priceId: ids.checkoutPriceId, quantity: 1 }];
  let order = await reserve(t.app, ids.eventId, line);
  // Operations listed after the dates routes find the event with the dates their cases added: a date is then named.
  if (order.status === 422 && order.body.code === 'DATE_REQUIRED') {
    // Some of them were cancelled by other cases: the first one still on sale.
    const dates = await request(t.app, 'GET', `/api/events/${ids.eventId}/dates?per_page=100`, { token });
    for (const date of dates.body.data as { id: number }[]) {
      order = await reserve(t.app, ids.eventId, line, { date_id: date.id });
      if (order.status === 201) break;
    }
  }
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  if (op.path.includes('/payment') || op.path.includes('/abandon')) {
    const saved = await details(t.app, ids.eventId, order.body.data, uniqueEmail('buyer'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  if (op.path.endsWith('/test-payment'))
    await request(t.app, 'POST', `/api/public/events/${ids.eventId}/order/${order.body.data.short_id}/payment`);
  ids.orderShortId = order.body.data.short_id;
}

async function run(cases: FuzzCase[], outcome: Outcome, authorization: string | null, app = t.app) {
  for (const c of cases) {
    const headers = authorization && !c.headers.authorization ? { ...c.headers, authorization } : c.headers;
    let status: number;
    let body = '';
    try {
      const response = await app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers,
        remoteAddress: REMOTE_ADDRESS,
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      status = response.statusCode;
      body = response.body;
    } catch (error) {
      status = 599;
      body = String(error);
    }
    outcome.cases += 1;
    outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1;
    if (status >= 400 && status < 500 && !isErrorBody(body))
      outcome.malformed.push(`${c.op} [${c.kind}] → ${status} ${body.slice(0, 120)}`);
    if (status >= 500)
      outcome.failures.push(`${c.op} [${c.kind}] ${authorization ? 'admin' : 'anonymous'} → ${status} ${body.slice(0, 200)}`);
  }
}

/** The administrator's session, logged in again if a fuzzed request ended it. */
async function adminSession(): Promise<string> {
  const me = await request(t.app, 'GET', '/api/users/me', { token });
  if (me.status === 200) return token;
  const again = await login(t.app, ownerEmail);
  expect(again.status, 'the fuzzed administrator can log in again').toBe(200);
  token = again.body.token;
  return token;
}

function report(label: string, outcome: Outcome) {
  const statuses = Object.entries(outcome.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(`fuzz (${label}): ${outcome.cases} cases over ${operations.length} operations; answers ${statuses}`);
}

describe('schema-driven fuzz over every operation of the OpenAPI document', () => {
  it('answers nothing with a 5xx and refuses in the error shape, without a session', async () => {
    const outcome: Outcome = { cases: 0, statuses: {}, failures: [], malformed: [] };
    for (const op of operations) {
      await freshOrder(op);
      const cases = sample(casesFor(op, ids), op.secured ? 30 : CASES_PER_OPERATION, SEED, (c) => c.kind === 'valid body');
      await run(cases, outcome, null);
    }
    report('anonymous', outcome);
    expect(outcome.failures).toEqual([]);
    expect(outcome.malformed).toEqual([]);
    expect(outcome.statuses['401'] ?? 0, 'secured operations refuse anonymous callers').toBeGreaterThan(0);
  }, 600_000);

  it("answers nothing with a 5xx and refuses in the error shape, with an administrator's session", async () => {
    const outcome: Outcome = { cases: 0, statuses: {}, failures: [], malformed: [] };
    for (const op of operations) {
      await freshOrder(op);
      const cases = sample(casesFor(op, ids), CASES_PER_OPERATION, SEED, (c) => c.kind === 'valid body');
      await run(cases, outcome, `Bearer ${await adminSession()}`);
    }
    report('administrator', outcome);
    expect(outcome.failures).toEqual([]);
    expect(outcome.malformed).toEqual([]);
    expect(outcome.statuses['422'] ?? 0, 'fuzzed input reaches validation').toBeGreaterThan(0);
  }, 600_000);

  it('catches a 5xx behind validation (control: a handler with a planted defect)', async () => {
    const planted = 'PUT /api/organizers/:id';
    const control = await createTestApp(
      {},
      {
        onRoute(route) {
          if (`${[route.method].flat().join()} ${route.url}` !== planted) return;
          const handler = route.handler;
          route.handler = function (this: unknown, request, reply) {
            if (JSON.stringify(request.body).includes('\u202e')) throw new Error('planted defect: right-to-left text');
            return handler.call(this as never, request, reply);
          };
        },
      },
    );
    try {
      const owner = await registerAccount(control.app);
      const organizer = await createOrganizer(control.app, owner.token);
      const document = await request(control.app, 'GET', '/api/openapi.json');
      const op = operationsOf(document.body).find((o) => o.method === 'PUT' && o.path === '/api/organizers/{id}')!;
      const outcome: Outcome = { cases: 0, statuses: {}, failures: [], malformed: [] };
      await run(
        sample(casesFor(op, { ...ids, organizerId: organizer.id }), CASES_PER_OPERATION, SEED),
        outcome,
        `Bearer ${owner.token}`,
        control.app,
      );
      expect(outcome.failures.length).toBeGreaterThan(0);
      expect(
        outcome.failures.every((failure) => failure.startsWith('PUT /api/organizers/{id} [field ')),
        outcome.failures.join('\n'),
      ).toBe(true);
    } finally {
      await control.close();
    }
  }, 300_000);
});
