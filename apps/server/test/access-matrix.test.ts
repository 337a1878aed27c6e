import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_ID } from '@stagedoor/contracts';
import { createTestApp, request, type ApiResponse, type TestApp } from './harness.js';
import {
  PASSWORD,
  addMember,
  createOrganizer,
  linkToken,
  pngImage,
  registerAccount,
  uniqueEmail,
  uploadImage,
  uploadOrganizerImage,
  waitForMail,
  type Registered,
} from './factories.js';
import { EVENT_DATES, MATRIX, PUBLIC_PREFIXES, type Fixture, type Row } from './access-matrix-routes.js';

/**
 * The access matrix (HOUSE-STYLE 11): every authenticated route, with a request that
 * the account's administrator may make. Each row is checked for
 *  (a) no token or a bad token → 401,
 *  (b) another account's token on this account's ids → 404 (422 for an id in the body), with
 *      exactly the answer an id that never existed gets, and nothing changes,
 *  (c) an ORGANIZER of the same account on an ADMIN-only route → 403 (on a route that
 *      acts on the caller's own user only → 404), and nothing changes.
 * A control run shows each request is valid for the administrator, so that the
 * refusals above happen for the right reason. The last test fails when a route is
 * registered without a row here.
 */


let t: TestApp;
let victim: Fixture;
let stranger: Registered;
let cover: Buffer;

/** An account with an organizer member, a pending invitation, an organizer with a logo, an event with a cover and two live mail links. */
async function buildFixture(app: FastifyInstance): Promise<Fixture> {
  const marker = `marker-${randomBytes(4).toString('hex')}`;
  const owner = await registerAccount(app, { last_name: marker });
  const member = await addMember(app, owner, 'ORGANIZER');
  const invited = await request(app, 'POST', '/api/users', { token: owner.token, body: { first_name: 'Pending', email: uniqueEmail('pending'), role: 'ADMIN' } });
  const organizer = await createOrganizer(app, owner.token, { name: `Hall ${marker}` });
  const logo = await uploadOrganizerImage(app, owner.token, organizer.id, cover, { type: 'ORGANIZER_LOGO' });
  const event = await request(app, 'POST', '/api/events', { token: owner.token, body: { organizer_id: organizer.id, title: `Night ${marker}`, ...EVENT_DATES } });
  const eventCover = await uploadImage(app, owner.token, `/api/events/${event.body.data.id}/images`, cover, { type: 'EVENT_COVER' });
  const eventId: number = event.body.data.id;
  const tax = await request(app, 'POST', `/api/accounts/${owner.account.id}/taxes-and-fees`, {
    token: owner.token,
    body: { name: `VAT ${marker}`, type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
  });
  const ticket = await request(app, 'POST', `/api/events/${eventId}/tickets`, {
    token: owner.token,
    body: { type: 'PAID', title: `Ticket ${marker}`, prices: [{ price: 2500 }], tax_and_fee_ids: [tax.body.data.id] },
  });
  const promoCode = await request(app, 'POST', `/api/events/${eventId}/promo-codes`, {
    token: owner.token,
    body: { code: `CODE-${marker}`, discount_type: 'FIXED', discount: 500, applicable_ticket_ids: [ticket.body.data.id] },
  });
  const capacityAssignment = await request(app, 'POST', `/api/events/${eventId}/capacity-assignments`, {
    token: owner.token,
    body: { name: `Hall ${marker}`, capacity: 100, ticket_ids: [ticket.body.data.id] },
  });
  const question = await request(app, 'POST', `/api/events/${eventId}/questions`, {
    token: owner.token,
    body: { title: `Question ${marker}`, type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [ticket.body.data.id] },
  });
  const confirmEmailToken = linkToken(await waitForMail(app, owner.email), '/manage/profile/confirm-email-address');
  const newEmail = uniqueEmail('moving');
  await request(app, 'PUT', '/api/users/me', { token: owner.token, body: { email: newEmail, current_password: PASSWORD } });
  const emailChangeToken = linkToken(await waitForMail(app, newEmail), '/manage/profile/confirm-email-change');
  return {
    owner,
    member,
    invitedId: invited.body.data.id,
    organizerId: organizer.id,
    imageId: logo.body.data.id,
    eventId: event.body.data.id,
    eventImageId: eventCover.body.data.id,
    taxAndFeeId: tax.body.data.id,
    ticketId: ticket.body.data.id,
    promoCodeId: promoCode.body.data.id,
    capacityAssignmentId: capacityAssignment.body.data.id,
    questionId: question.body.data.id,
    confirmEmailToken,
    emailChangeToken,
    marker,
  };
}

/** The same fixture with every id replaced by one that does not exist. */
function ghostOf(f: Fixture): Fixture {
  const owner = { ...f.owner, user: { ...f.owner.user, id: MAX_ID }, account: { ...f.owner.account, id: MAX_ID } };
  return {
    ...f,
    owner,
    member: { ...f.member, user: { id: MAX_ID } },
    invitedId: MAX_ID,
    organizerId: MAX_ID,
    imageId: MAX_ID,
    eventId: MAX_ID,
    eventImageId: MAX_ID,
    taxAndFeeId: MAX_ID,
    ticketId: MAX_ID,
    promoCodeId: MAX_ID,
    capacityAssignmentId: MAX_ID,
    questionId: MAX_ID,
  };
}

function send(row: Row, f: Fixture, token: string | undefined): Promise<ApiResponse> {
  if (row.upload) return uploadImage(t.app, token, row.url(f), cover, { type: row.upload });
  return request(t.app, row.method, row.url(f), { token, body: row.body?.(f) });
}

/** Everything of the victim's account that a request could change, as its administrator sees it. */
async function snapshot(f: Fixture) {
  const token = f.owner.token;
  const [users, account, organizers, events] = await Promise.all([
    request(t.app, 'GET', '/api/users?per_page=100', { token }),
    request(t.app, 'GET', `/api/accounts/${f.owner.account.id}`, { token }),
    request(t.app, 'GET', '/api/organizers?per_page=100', { token }),
    request(t.app, 'GET', '/api/events?per_page=100', { token }),
  ]);
  expect(users.status).toBe(200);
  const catalogue = await Promise.all(
    [
      `/api/accounts/${f.owner.account.id}/taxes-and-fees`,
      `/api/events/${f.eventId}/tickets`,
      `/api/events/${f.eventId}/promo-codes?per_page=100`,
      `/api/events/${f.eventId}/capacity-assignments`,
      `/api/events/${f.eventId}/questions`,
    ].map(async (url) => (await request(t.app, 'GET', url, { token })).body),
  );
  return { users: users.body, account: account.body, organizers: organizers.body, events: events.body, catalogue };
}

beforeAll(async () => {
  t = await createTestApp();
  cover = await pngImage(1000, 500);
  victim = await buildFixture(t.app);
  stranger = await registerAccount(t.app);
});
afterAll(async () => {
  await t.close();
});

const label = (row: Row) => `${row.method} ${row.route}`;

describe('(a) without a token or with a bad one: 401', () => {
  it.each(MATRIX)('$method $route', async (row) => {
    const before = await snapshot(victim);
    for (const token of [undefined, 'not-a-session-token']) {
      const response = await send(row, victim, token);
      expect(response.status, label(row)).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot(victim)).toEqual(before);
  });
});

describe("(b) another account's token: this account's ids are as missing as ids that never existed", () => {
  it.each(MATRIX.filter((row) => row.scope !== 'caller'))('$method $route', async (row) => {
    const before = await snapshot(victim);
    const response = await send(row, victim, stranger.token);
    if (row.scope === 'ids' || row.scope === 'body') {
      expect(response.status, label(row)).toBe(row.scope === 'ids' ? 404 : 422);
      const missing = await send(row, ghostOf(victim), stranger.token);
      expect({ status: response.status, body: response.body }).toEqual({ status: missing.status, body: missing.body });
    } else {
      expect(response.status, label(row)).toBeLessThan(400);
      expect(JSON.stringify(response.body)).not.toContain(victim.marker);
    }
    expect(await snapshot(victim)).toEqual(before);
  });
});

describe('(c) an ORGANIZER of the same account: 403 on ADMIN routes, 404 on routes for the user themselves', () => {
  it.each(MATRIX.filter((row) => row.access !== 'member'))('$method $route', async (row) => {
    const before = await snapshot(victim);
    const response = await send(row, victim, victim.member.token);
    const expected = row.access === 'admin' ? 403 : 404;
    expect(response.status, label(row)).toBe(expected);
    expect(response.body.code).toBe(expected === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
    expect(await snapshot(victim)).toEqual(before);
  });
});

describe('the matrix itself', () => {
  it("holds requests that the account's administrator may make (control)", async () => {
    const control = await buildFixture(t.app);
    for (const row of MATRIX) {
      const response = await send(row, control, control.owner.token);
      // 409: resending the confirmation after the address was confirmed a row earlier.
      expect(response.status < 400 || response.status === 409, `${label(row)} answered ${response.status} ${JSON.stringify(response.body)}`).toBe(true);
    }
  });

  it('covers every authenticated route the app registers', () => {
    const inMatrix = new Set(MATRIX.map(label));
    const registered = t.routes.map((route) => `${route.method} ${route.url}`);
    const authenticated = t.routes
      .filter((route) => route.url.startsWith('/api/') && !PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
      .map((route) => `${route.method} ${route.url}`);
    expect(authenticated.filter((route) => !inMatrix.has(route)), 'routes without a row in the access matrix').toEqual([]);
    expect([...inMatrix].filter((route) => !registered.includes(route)), 'rows for routes that do not exist').toEqual([]);
  });
});
