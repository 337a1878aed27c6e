import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, request, type TestApp } from './harness.js';
import { apiTokens } from '../src/platform/db/schema.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createToken(live: LiveEvent, scopes: string[], extra: Record<string, unknown> = {}) {
  const response = await request(t.app, 'POST', `/api/accounts/${live.owner.account.id}/api-tokens`, {
    token: live.owner.token,
    body: { name: 'CRM sync', scopes, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number; token: string; scopes: string[] };
}

async function walkIn(live: LiveEvent, ticketId: number) {
  const response = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
    token: live.owner.token,
    body: { ticket_id: ticketId, first_name: 'Walk', last_name: 'In', email: uniqueEmail('walkin'), answers: [] },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number };
}

describe('API tokens', () => {
  it('shows the secret once, stores only its hash and lists the token without it', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const created = await createToken(live, ['events:read', 'orders:read']);
    expect(created.token).toMatch(/^sd_live_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await request(t.app, 'GET', `/api/accounts/${live.owner.account.id}/api-tokens`, { token: live.owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'CRM sync',
        scopes: ['events:read', 'orders:read'],
        last_used_at: null,
        expires_at: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
  });

  it('refuses unknown scopes, no scopes and an expiry in the past with 422', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const url = `/api/accounts/${live.owner.account.id}/api-tokens`;
    for (const body of [
      { name: 'x', scopes: ['admin'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['events:read'], expires_at: '2001-01-01T00:00:00Z' },
      { name: '', scopes: ['events:read'] },
    ]) {
      const response = await request(t.app, 'POST', url, { token: live.owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('acts for its account within its scopes and answers 403 outside them', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const attendee = await walkIn(live, ticket.id);
    const reader = (await createToken(live, ['events:read'])).token;
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}`, { token: reader })).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/tickets`, { token: reader })).status).toBe(200);
    expect((await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: reader, body: { status: 'DRAFT' } })).status).toBe(
      403,
    );
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/orders`, { token: reader })).status).toBe(403);

    const orders = (await createToken(live, ['orders:read'])).token;
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/orders`, { token: orders })).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/attendees`, { token: orders })).status).toBe(200);
    // An export is a read, though it is a POST.
    expect(
      (await request(t.app, 'POST', `/api/events/${live.eventId}/orders/export`, { token: orders, body: { format: 'csv' } })).status,
    ).toBe(200);
    expect((await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${attendee.id}/cancel`, { token: orders })).status).toBe(
      403,
    );
    expect((await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${attendee.id}/check_in`, { token: orders })).status).toBe(
      403,
    );

    const door = (await createToken(live, ['check-in:write'])).token;
    const checkIn = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${attendee.id}/check_in`, { token: door });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.data.attendee.checked_in_at).not.toBeNull();
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/attendees`, { token: door })).status).toBe(403);

    // A write scope includes reading its area.
    const writer = (await createToken(live, ['events:write'])).token;
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/tickets`, { token: writer })).status).toBe(200);
    expect((await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: writer, body: { status: 'DRAFT' } })).status).toBe(
      200,
    );
  });

  it('needs orders:read for personal data, check-in:write for check-in links and messages:write to mail buyers', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    await walkIn(live, ticket.id);
    const base = `/api/events/${live.eventId}`;
    const list = await request(t.app, 'POST', `${base}/check-in-lists`, {
      token: live.owner.token,
      body: { name: 'Main door', ticket_ids: [ticket.id] },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const message = {
      subject: 'Doors',
      content: '<p>Doors open at seven</p>',
      type: 'ALL_ATTENDEES',
      is_test: true,
      acknowledgement: true,
    };
    const allowed = async (scopes: string[], method: 'GET' | 'POST', url: string, body?: unknown) => {
      const token = (await createToken(live, scopes)).token;
      const response = await request(t.app, method, url, { token, body });
      expect([200, 201, 403], `${method} ${url} ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      return response.status !== 403;
    };
    const lists = `${base}/check-in-lists`;
    const conflicts = `${lists}/${list.body.data.id}/conflicts`;
    expect(await allowed(['events:read', 'events:write'], 'GET', lists)).toBe(false);
    expect(await allowed(['events:write'], 'GET', `${lists}/${list.body.data.id}`)).toBe(false);
    expect(await allowed(['events:write'], 'POST', lists, { name: 'Side door', ticket_ids: [ticket.id] })).toBe(false);
    expect(await allowed(['orders:write'], 'GET', lists)).toBe(false);
    expect(await allowed(['check-in:write'], 'GET', lists)).toBe(true);
    expect(await allowed(['events:write', 'check-in:write'], 'GET', conflicts)).toBe(false);
    expect(await allowed(['orders:read'], 'GET', conflicts)).toBe(true);
    expect(await allowed(['events:write'], 'POST', `${base}/messages`, message)).toBe(false);
    expect(await allowed(['orders:write'], 'POST', `${base}/messages`, message)).toBe(false);
    expect(await allowed(['messages:write'], 'POST', `${base}/messages`, message)).toBe(true);
    expect(await allowed(['events:write', 'messages:write'], 'GET', `${base}/messages`)).toBe(false);
    expect(await allowed(['orders:read'], 'GET', `${base}/messages`)).toBe(true);
  });

  it("never reaches another account's data", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const other = await liveEvent(t.app, t.ctx);
    const token = (await createToken(other, ['events:read', 'orders:read'])).token;
    const response = await request(t.app, 'GET', `/api/events/${live.eventId}`, { token });
    expect(response.status).toBe(404);
  });

  it('is refused on user, account-settings, token and webhook routes, whatever its scopes', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const token = (
      await createToken(live, ['events:read', 'events:write', 'orders:read', 'orders:write', 'check-in:write', 'messages:write'])
    ).token;
    const account = `/api/accounts/${live.owner.account.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/me', { first_name: 'Robot' }],
      ['GET', '/api/users'],
      ['GET', account],
      ['PUT', account, { name: 'Taken over' }],
      ['GET', `${account}/payment-settings`],
      ['GET', `${account}/api-tokens`],
      ['POST', `${account}/api-tokens`, { name: 'wider', scopes: ['orders:write'] }],
      ['GET', `${account}/webhooks`],
      ['POST', '/api/auth/logout'],
    ];
    for (const [method, url, body] of calls) {
      const response = await request(t.app, method as 'GET', url, { token, body });
      expect(response.status, `${method} ${url}`).toBe(403);
    }
    const account2 = await request(t.app, 'GET', account, { token: live.owner.token });
    expect(account2.body.data.name).not.toBe('Taken over');
  });

  it('stops working at once when revoked, and when expired', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const created = await createToken(live, ['events:read'], { expires_at: '2099-01-01T00:00:00Z' });
    expect((await request(t.app, 'GET', '/api/events', { token: created.token })).status).toBe(200);
    const revoked = await request(t.app, 'DELETE', `/api/accounts/${live.owner.account.id}/api-tokens/${created.id}`, {
      token: live.owner.token,
    });
    expect(revoked.status).toBe(200);
    const after = await request(t.app, 'GET', '/api/events', { token: created.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');

    const expiring = await createToken(live, ['events:read'], { expires_at: '2099-01-01T00:00:00Z' });
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.id));
    expect((await request(t.app, 'GET', '/api/events', { token: expiring.token })).status).toBe(401);
  });

  it('records when it was last used, at most once a minute', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const created = await createToken(live, ['events:read']);
    await request(t.app, 'GET', '/api/events', { token: created.token });
    const first = (await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0]!.lastUsedAt;
    expect(first).not.toBeNull();
    await request(t.app, 'GET', '/api/events', { token: created.token });
    const second = (await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0]!.lastUsedAt;
    expect(second!.getTime()).toBe(first!.getTime());
    await t.ctx.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, created.id));
    await request(t.app, 'GET', '/api/events', { token: created.token });
    const third = (await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0]!.lastUsedAt;
    expect(third!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('is documented as a second security scheme with the scope each operation needs', async () => {
    const document = (await request(t.app, 'GET', '/api/openapi.json')).body;
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/events/{event_id}/orders'].get.security).toContainEqual({ apiToken: ['orders:read'] });
    expect(document.paths['/api/events/{event_id}/attendees/{id}/check_in'].post.security).toContainEqual({ apiToken: ['check-in:write'] });
    expect(document.paths['/api/events/{event_id}/messages'].post.security).toContainEqual({ apiToken: ['messages:write'] });
    expect(document.paths['/api/events/{event_id}/check-in-lists'].get.security).toContainEqual({ apiToken: ['check-in:write'] });
    expect(JSON.stringify(document.paths['/api/users/me'].get.security)).not.toContain('apiToken');
  });
});

describe('rate limit per token', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_API_TOKEN calls a minute, for that token only', async () => {
    const limited = await createTestApp({ rateLimitApiToken: 3 });
    try {
      const live = await liveEvent(limited.app, limited.ctx);
      const make = async () =>
        (
          await request(limited.app, 'POST', `/api/accounts/${live.owner.account.id}/api-tokens`, {
            token: live.owner.token,
            body: { name: 'n', scopes: ['events:read'] },
          })
        ).body.data.token as string;
      const [busy, quiet] = [await make(), await make()];
      for (let i = 0; i < 3; i++) expect((await request(limited.app, 'GET', '/api/events', { token: busy })).status).toBe(200);
      const over = await request(limited.app, 'GET', '/api/events', { token: busy });
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(limited.app, 'GET', '/api/events', { token: quiet })).status).toBe(200);
      // People's sessions are not counted against it.
      expect((await request(limited.app, 'GET', '/api/events', { token: live.owner.token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
