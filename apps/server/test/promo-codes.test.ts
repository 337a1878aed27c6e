import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, PromoCode, Ticket } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, createLiveEvent, createTicket, recordOrder, registerAccount, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Rate-limit counters live in the database, which test files share on PostgreSQL: each test checks from its own address. */
const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

async function createCode(owner: Registered, eventId: number, body: Record<string, unknown>): Promise<PromoCode> {
  const response = await request(t.app, 'POST', `/api/events/${eventId}/promo-codes`, {
    token: owner.token,
    body: { discount_type: 'NONE', ...body },
  });
  if (response.status !== 201) throw new Error(`promo code failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

function useCode(
  owner: Registered,
  event: Event,
  ticket: Ticket,
  promoCodeId: number,
  extra: { status?: 'COMPLETED' | 'RESERVED' | 'CANCELLED' | 'REFUNDED'; reservedUntil?: Date } = {},
) {
  return recordOrder(t.ctx.db, {
    accountId: owner.account.id,
    eventId: event.id,
    promoCodeId,
    ...extra,
    items: [{ ticketId: ticket.id, ticketPriceId: ticket.prices[0]!.id, quantity: 1 }],
  });
}

describe('promo codes', () => {
  it('creates percentage, fixed and no-discount codes', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const percent = await createCode(owner, event.id, {
      code: 'SUMMER12',
      discount_type: 'PERCENTAGE',
      discount: 12.5,
      applicable_ticket_ids: [ticket.id],
    });
    expect(percent).toEqual({
      id: expect.any(Number),
      event_id: event.id,
      code: 'SUMMER12',
      discount_type: 'PERCENTAGE',
      discount: 12.5,
      applicable_ticket_ids: [ticket.id],
      expiry_date: null,
      max_allowed_usages: null,
      usage_count: 0,
    });
    const fixed = await createCode(owner, event.id, {
      code: 'FIVEOFF',
      discount_type: 'FIXED',
      discount: 500,
      max_allowed_usages: 10,
      expiry_date: '2031-01-01T00:00:00+01:00',
    });
    expect(fixed).toMatchObject({ discount: 500, max_allowed_usages: 10, expiry_date: '2030-12-31T23:00:00.000Z' });
    const none = await createCode(owner, event.id, { code: 'UNLOCK', discount: 40 });
    expect(none.discount).toBe(0);
    const fetched = await request(t.app, 'GET', `/api/events/${event.id}/promo-codes/${percent.id}`, { token: owner.token });
    expect(fetched.body.data).toEqual(percent);
  });

  it('validates the code, the discount and the tickets', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const otherEvent = await createEvent(t.app, owner.token);
    const foreignTicket = await createTicket(t.app, owner.token, otherEvent.id);
    const cases: [object, string, string?][] = [
      [{ code: 'AB', discount_type: 'NONE' }, 'code', 'The promo code must be between 3 and 50 characters.'],
      [{ code: 'X'.repeat(51), discount_type: 'NONE' }, 'code'],
      [{ code: 'TWO WORDS', discount_type: 'NONE' }, 'code', 'The promo code must not contain spaces.'],
      [{ code: 'PCT', discount_type: 'PERCENTAGE', discount: 0 }, 'discount'],
      [{ code: 'PCT', discount_type: 'PERCENTAGE', discount: 101 }, 'discount'],
      [{ code: 'FIX', discount_type: 'FIXED', discount: 9.99 }, 'discount'],
      [{ code: 'LIM', discount_type: 'NONE', max_allowed_usages: 0 }, 'max_allowed_usages'],
      [{ code: 'DATE', discount_type: 'NONE', expiry_date: 'tomorrow' }, 'expiry_date'],
      [
        { code: 'TIX', discount_type: 'NONE', applicable_ticket_ids: [foreignTicket.id] },
        'applicable_ticket_ids',
        'Choose tickets of this event.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await request(t.app, 'POST', `/api/events/${event.id}/promo-codes`, { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual([field]);
      if (message) expect(response.body.errors[field]).toEqual([message]);
    }
  });

  it('keeps codes unique per event ignoring case, even for requests that race', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const first = await createCode(owner, event.id, { code: 'Early' });
    const clash = await request(t.app, 'POST', `/api/events/${event.id}/promo-codes`, {
      token: owner.token,
      body: { code: 'EARLY', discount_type: 'NONE' },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ code: ['This event already has this promo code.'] });

    const other = await createCode(owner, event.id, { code: 'LATE' });
    const renameClash = await request(t.app, 'PUT', `/api/events/${event.id}/promo-codes/${other.id}`, {
      token: owner.token,
      body: { code: 'early', discount_type: 'NONE' },
    });
    expect(renameClash.status).toBe(422);
    const recase = await request(t.app, 'PUT', `/api/events/${event.id}/promo-codes/${first.id}`, {
      token: owner.token,
      body: { code: 'EARLY', discount_type: 'FIXED', discount: 100 },
    });
    expect(recase.status).toBe(200);
    expect(recase.body.data).toMatchObject({ code: 'EARLY', discount_type: 'FIXED', discount: 100 });

    // Another event may use the same code.
    const secondEvent = await createEvent(t.app, owner.token);
    await createCode(owner, secondEvent.id, { code: 'early' });

    const racers = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(t.app, 'POST', `/api/events/${event.id}/promo-codes`, {
          token: owner.token,
          body: { code: 'RACE', discount_type: 'NONE' },
        }),
      ),
    );
    expect(racers.map((response) => response.status).sort()).toEqual([201, 422, 422, 422]);
    for (const loser of racers.filter((response) => response.status === 422)) expect(Object.keys(loser.body.errors)).toEqual(['code']);
  });

  it('counts usage from the orders that hold stock', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const code = await createCode(owner, event.id, { code: 'COUNTME' });
    await useCode(owner, event, ticket, code.id, { status: 'COMPLETED' });
    await useCode(owner, event, ticket, code.id, { status: 'RESERVED', reservedUntil: new Date(Date.now() + 600_000) });
    await useCode(owner, event, ticket, code.id, { status: 'RESERVED', reservedUntil: new Date(Date.now() - 1000) });
    await useCode(owner, event, ticket, code.id, { status: 'CANCELLED' });
    await useCode(owner, event, ticket, code.id, { status: 'REFUNDED' });
    const response = await request(t.app, 'GET', `/api/events/${event.id}/promo-codes/${code.id}`, { token: owner.token });
    expect(response.body.data.usage_count).toBe(2);
  });

  it('lists with paging, search by code, sorting by code and usage, and a discount type filter', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const alpha = await createCode(owner, event.id, { code: 'alpha', discount_type: 'PERCENTAGE', discount: 10 });
    const bravo = await createCode(owner, event.id, { code: 'BRAVO', discount_type: 'FIXED', discount: 200 });
    await createCode(owner, event.id, { code: 'charlie' });
    for (let i = 0; i < 2; i += 1) await useCode(owner, event, ticket, bravo.id);
    await useCode(owner, event, ticket, alpha.id);
    const list = (query: string) => request(t.app, 'GET', `/api/events/${event.id}/promo-codes?${query}`, { token: owner.token });
    const codes = (response: { body: { data: PromoCode[] } }) => response.body.data.map((code) => code.code);

    expect(codes(await list('sort_by=code'))).toEqual(['alpha', 'BRAVO', 'charlie']);
    expect(codes(await list('sort_by=usage&sort_direction=desc'))).toEqual(['BRAVO', 'alpha', 'charlie']);
    expect(codes(await list('query=RAV'))).toEqual(['BRAVO']);
    expect(codes(await list('filter_fields[discount_type][in]=PERCENTAGE,NONE&sort_by=code'))).toEqual(['alpha', 'charlie']);
    const page = await list('sort_by=code&per_page=2&page=2');
    expect(codes(page)).toEqual(['charlie']);
    expect(page.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await list('sort_by=discount')).status).toBe(422);
    expect((await list('filter_fields[code][eq]=alpha')).status).toBe(422);
  });

  it("deletes a code; another account's event or code answers 404", async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const code = await createCode(owner, event.id, { code: 'BYEBYE' });
    const base = `/api/events/${event.id}/promo-codes`;
    expect((await request(t.app, 'GET', base, { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'GET', `${base}/${code.id}`, { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'DELETE', `${base}/${code.id}`, { token: stranger.token })).status).toBe(404);
    const strangerEvent = await createEvent(t.app, stranger.token);
    expect(
      (await request(t.app, 'DELETE', `/api/events/${strangerEvent.id}/promo-codes/${code.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await request(t.app, 'DELETE', `${base}/${code.id}`, { token: owner.token })).status).toBe(200);
    expect((await request(t.app, 'GET', `${base}/${code.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('public promo code check', () => {
  const check = (eventId: number, code: string, options: { token?: string; remoteAddress?: string } = {}) =>
    request(t.app, 'GET', `/api/public/events/${eventId}/promo-codes/${encodeURIComponent(code)}`, {
      remoteAddress: randomIp(),
      ...options,
    });

  it('is valid for an existing code of a live event, ignoring case; invalid otherwise', async () => {
    const owner = await registerAccount(t.app);
    const event = await createLiveEvent(t.app, owner);
    await createCode(owner, event.id, { code: 'WELCOME' });
    expect((await check(event.id, 'welcome')).body).toEqual({ valid: true });
    expect((await check(event.id, 'WELCOME')).body).toEqual({ valid: true });
    expect((await check(event.id, 'WELCOME2')).body).toEqual({ valid: false });
    const otherEvent = await createLiveEvent(t.app, await registerAccount(t.app));
    expect((await check(otherEvent.id, 'WELCOME')).body).toEqual({ valid: false });
  });

  it('is invalid once the code has expired', async () => {
    const owner = await registerAccount(t.app);
    const event = await createLiveEvent(t.app, owner);
    await createCode(owner, event.id, { code: 'YESTERDAY', expiry_date: new Date(Date.now() - 86_400_000).toISOString() });
    await createCode(owner, event.id, { code: 'TOMORROW', expiry_date: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await check(event.id, 'yesterday')).body).toEqual({ valid: false });
    expect((await check(event.id, 'tomorrow')).body).toEqual({ valid: true });
  });

  it('is invalid once orders holding stock reach the usage limit', async () => {
    const owner = await registerAccount(t.app);
    const event = await createLiveEvent(t.app, owner);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const code = await createCode(owner, event.id, { code: 'TWICE', max_allowed_usages: 2 });
    await useCode(owner, event, ticket, code.id, { status: 'COMPLETED' });
    await useCode(owner, event, ticket, code.id, { status: 'RESERVED', reservedUntil: new Date(Date.now() - 1000) });
    await useCode(owner, event, ticket, code.id, { status: 'CANCELLED' });
    expect((await check(event.id, 'TWICE')).body).toEqual({ valid: true });
    await useCode(owner, event, ticket, code.id, { status: 'RESERVED', reservedUntil: new Date(Date.now() + 600_000) });
    expect((await check(event.id, 'TWICE')).body).toEqual({ valid: false });
  });

  it('answers 404 for a draft event, except to members of its account previewing it', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    await createCode(owner, event.id, { code: 'PREVIEW' });
    expect((await check(event.id, 'PREVIEW')).status).toBe(404);
    const stranger = await registerAccount(t.app);
    expect((await check(event.id, 'PREVIEW', { token: stranger.token })).status).toBe(404);
    const preview = await check(event.id, 'PREVIEW', { token: owner.token });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ valid: true });
    expect((await check(2_000_000_000, 'PREVIEW')).status).toBe(404);
  });

  it('limits guessing to RATE_LIMIT_PROMO_CODES wrong codes a minute per address', async () => {
    const owner = await registerAccount(t.app);
    const event = await createLiveEvent(t.app, owner);
    const ip = randomIp();
    const max = t.ctx.config.rateLimitPromoCodes;
    for (let i = 0; i < max; i += 1) expect((await check(event.id, `GUESS${i}`, { remoteAddress: ip })).status).toBe(200);
    const blocked = await check(event.id, 'GUESS60', { remoteAddress: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await check(event.id, 'GUESS60')).status).toBe(200);
  });
});

describe('deleting a ticket that promo codes name', () => {
  it('takes the ticket out of every code, and expires a code that named only deleted tickets instead of widening it', async () => {
    const owner = await registerAccount(t.app);
    const event = await createLiveEvent(t.app, owner);
    const gone = await createTicket(t.app, owner.token, event.id, { title: 'Gone' });
    const kept = await createTicket(t.app, owner.token, event.id, { title: 'Kept' });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const both = await createCode(owner, event.id, { code: 'BOTH', applicable_ticket_ids: [gone.id, kept.id] });
    const onlyGone = await createCode(owner, event.id, { code: 'ONLYGONE', applicable_ticket_ids: [gone.id] });
    const everything = await createCode(owner, event.id, { code: 'EVERYTHING' });
    const expired = await createCode(owner, event.id, { code: 'OLD', applicable_ticket_ids: [gone.id], expiry_date: past });

    const before = Date.now();
    const deleted = await request(t.app, 'DELETE', `/api/events/${event.id}/tickets/${gone.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);

    const list = await request(t.app, 'GET', `/api/events/${event.id}/promo-codes`, { token: owner.token });
    const byId = new Map((list.body.data as PromoCode[]).map((code) => [code.id, code]));
    expect(byId.get(both.id)).toMatchObject({ applicable_ticket_ids: [kept.id], expiry_date: null });
    expect(byId.get(everything.id)).toMatchObject({ applicable_ticket_ids: [], expiry_date: null });
    const deactivated = byId.get(onlyGone.id)!;
    expect(deactivated.applicable_ticket_ids).toEqual([]);
    expect(new Date(deactivated.expiry_date!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(deactivated.expiry_date!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(byId.get(expired.id)).toMatchObject({ applicable_ticket_ids: [], expiry_date: new Date(past).toISOString() });

    const check = (code: string) =>
      request(t.app, 'GET', `/api/public/events/${event.id}/promo-codes/${code}`, { remoteAddress: randomIp() });
    expect((await check('BOTH')).body).toEqual({ valid: true });
    expect((await check('ONLYGONE')).body).toEqual({ valid: false });
  });

  it('leaves the codes alone when the ticket cannot be deleted', async () => {
    const owner = await registerAccount(t.app);
    const event = await createLiveEvent(t.app, owner);
    const sold = await createTicket(t.app, owner.token, event.id);
    const code = await createCode(owner, event.id, { code: 'SOLDOUT', applicable_ticket_ids: [sold.id] });
    await useCode(owner, event, sold, code.id, { status: 'COMPLETED' });
    const refused = await request(t.app, 'DELETE', `/api/events/${event.id}/tickets/${sold.id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    const again = await request(t.app, 'GET', `/api/events/${event.id}/promo-codes/${code.id}`, { token: owner.token });
    expect(again.body.data).toMatchObject({ applicable_ticket_ids: [sold.id], expiry_date: null });
  });
});
