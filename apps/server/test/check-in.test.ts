import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import { parseSignedTicketCode } from '@stagedoor/contracts';
import { ticketCode } from '../src/platform/auth/ticket-code.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember } from './factories.js';
import { liveEvent } from './selling-factories.js';
import { checkInTools } from './check-in-factories.js';

/** Lists and the public scanner API with its codes: through HTTP on PGlite or PostgreSQL. */
let t: TestApp;
const { setup, walkIn, scan } = checkInTools(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('check-in lists', () => {
  it('creates, reads, edits and deletes a list with its derived status and live counts', async () => {
    const s = await setup({ description: 'Wristbands here', activates_at: '2020-01-01T10:00:00Z' });
    const url = `/api/events/${s.live.eventId}/check-in-lists/${s.listId}`;
    const token = s.live.owner.token;
    const read = await request(t.app, 'GET', url, { token });
    expect(read.body.data).toMatchObject({
      name: 'Front door',
      description: 'Wristbands here',
      ticket_ids: [s.ticketId],
      status: 'ACTIVE',
      checked_in_count: 0,
      total_count: 0,
    });
    expect(read.body.data.short_id.length).toBeGreaterThanOrEqual(10);

    await walkIn(s);
    const future = await request(t.app, 'PUT', url, {
      token,
      body: { name: 'Later door', ticket_ids: [s.ticketId, s.otherTicketId], activates_at: '2099-01-01T00:00:00Z' },
    });
    expect(future.status).toBe(200);
    expect(future.body.data).toMatchObject({
      status: 'NOT_ACTIVE',
      description: null,
      ticket_ids: [s.ticketId, s.otherTicketId].sort((a, b) => a - b),
      total_count: 1,
    });
    const expired = await request(t.app, 'PUT', url, {
      token,
      body: { name: 'Past door', ticket_ids: [s.ticketId], expires_at: '2021-01-01T00:00:00Z' },
    });
    expect(expired.body.data.status).toBe('EXPIRED');

    const listed = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists?filter_fields[status][eq]=EXPIRED`, { token });
    expect(listed.body.data.map((l: { id: number }) => l.id)).toEqual([s.listId]);
    expect((await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists?sort_by=nope`, { token })).status).toBe(422);

    expect((await request(t.app, 'DELETE', url, { token })).status).toBe(200);
    expect((await request(t.app, 'GET', url, { token })).status).toBe(404);
  });

  it('answers 422 without a ticket, with another event’s ticket, or with expiry before activation', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const url = `/api/events/${live.eventId}/check-in-lists`;
    const none = await request(t.app, 'POST', url, { token: live.owner.token, body: { name: 'Door', ticket_ids: [1] } });
    expect(none.status).toBe(422);
    expect(none.body.errors.ticket_ids).toBeDefined();
    const s = await setup();
    const foreign = await request(t.app, 'POST', url.replace(String(live.eventId), String(s.live.eventId)), {
      token: s.live.owner.token,
      body: { name: 'Door', ticket_ids: [s.ticketId + 1000] },
    });
    expect(foreign.status).toBe(422);
    const backwards = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
      token: s.live.owner.token,
      body: { name: 'Door', ticket_ids: [s.ticketId], activates_at: '2030-01-02T00:00:00Z', expires_at: '2030-01-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.expires_at).toBeDefined();
    const badDate = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
      token: s.live.owner.token,
      body: { name: 'Door', ticket_ids: [s.ticketId], activates_at: 'soon' },
    });
    expect(badDate.status).toBe(422);
  });

  it('lets an ORGANIZER member manage lists', async () => {
    const s = await setup();
    const member = await addMember(t.app, s.live.owner, 'ORGANIZER');
    const created = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
      token: member.token,
      body: { name: 'Staff door', ticket_ids: [s.ticketId] },
    });
    expect(created.status).toBe(201);
  });

  it('rotates the short id: the old link stops working at once', async () => {
    const s = await setup();
    const rotated = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}/rotate`, {
      token: s.live.owner.token,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.short_id).not.toBe(s.shortId);
    const old = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}`);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ code: 'CHECK_IN_LIST_NOT_FOUND', message: 'Check-in list not found' });
    expect((await request(t.app, 'GET', `/api/public/check-in-lists/${rotated.body.data.short_id}`)).status).toBe(200);
  });

  it('counts a person once for the event and once per list, and the event stats agree', async () => {
    const s = await setup();
    const both = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
      token: s.live.owner.token,
      body: { name: 'Every door', ticket_ids: [s.ticketId, s.otherTicketId] },
    });
    const standing = await walkIn(s);
    await walkIn(s, s.otherTicketId);
    expect((await scan(s.shortId, { attendee_short_id: standing.short_id, action: 'check_in' })).status).toBe(200);
    // The same person at the second list: refused, so never counted twice.
    expect((await scan(both.body.data.short_id, { attendee_short_id: standing.short_id, action: 'check_in' })).status).toBe(409);
    const lists = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists?sort_by=name`, { token: s.live.owner.token });
    expect(
      lists.body.data.map((l: { name: string; checked_in_count: number; total_count: number }) => [
        l.name,
        l.checked_in_count,
        l.total_count,
      ]),
    ).toEqual([
      ['Every door', 1, 2],
      ['Front door', 1, 1],
    ]);
    const stats = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check_in_stats`, { token: s.live.owner.token });
    expect(stats.body.data ?? stats.body).toMatchObject({ total_attendees: 2, checked_in: 1 });
  });
});

describe('public check-in', () => {
  it('shows the list and event; 409 before activation (with the date) and after expiry', async () => {
    const s = await setup();
    const shown = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      name: 'Front door',
      status: 'ACTIVE',
      tickets: [{ id: s.ticketId, title: 'Standing' }],
      event: { id: s.live.eventId },
    });

    const later = await setup({ activates_at: '2099-05-01T08:00:00Z' });
    const early = await request(t.app, 'GET', `/api/public/check-in-lists/${later.shortId}`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'CHECK_IN_LIST_NOT_ACTIVE',
      message: 'Check-in list is not active',
      details: { activates_at: '2099-05-01T08:00:00.000Z' },
    });
    const a = await walkIn(later);
    expect((await scan(later.shortId, { attendee_short_id: a.short_id, action: 'check_in' })).body.code).toBe('CHECK_IN_LIST_NOT_ACTIVE');

    const past = await setup({ expires_at: '2021-05-01T08:00:00Z' });
    const late = await request(t.app, 'GET', `/api/public/check-in-lists/${past.shortId}`, { headers: { 'accept-language': 'de' } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CHECK_IN_LIST_EXPIRED', message: 'Die Check-in-Liste ist abgelaufen' });
    expect((await request(t.app, 'GET', '/api/public/check-in-lists/c_doesnotexist00')).status).toBe(404);
  });

  it('searches attendees of the list’s tickets only once a term is given, without emails', async () => {
    const s = await setup();
    const mine = await walkIn(s, s.ticketId, 'Zimmermann');
    const notMine = await walkIn(s, s.otherTicketId, 'Zimmerli');
    const url = `/api/public/check-in-lists/${s.shortId}/attendees`;
    expect((await request(t.app, 'GET', url)).status).toBe(422);
    const found = await request(t.app, 'GET', `${url}?query=zimm`);
    expect(found.status).toBe(200);
    // Door answers name an attendee by the list's door id, never by the ticket's short id.
    expect(found.body.data.map((a: { short_id: string }) => a.short_id)).toEqual([expect.stringMatching(/^d_\d+_/)]);
    expect(JSON.stringify(found.body)).not.toContain(mine.short_id);
    expect(found.body.data[0]).toMatchObject({
      first_name: 'Gate',
      last_name: 'Zimmermann',
      ticket_title: 'Standing',
      status: 'ACTIVE',
      checked_in: false,
    });
    expect(JSON.stringify(found.body)).not.toContain('@');
    expect(JSON.stringify(found.body)).not.toContain(mine.email);
    const byId = await request(t.app, 'GET', `${url}?query=${mine.short_id}`);
    expect(byId.body.meta.total).toBe(1);
    expect((await request(t.app, 'GET', `${url}?query=${notMine.short_id}`)).body.meta.total).toBe(0);
    // LIKE wildcards are text, not patterns.
    expect((await request(t.app, 'GET', `${url}?query=%25`)).body.meta.total).toBe(0);
  });

  it('admits once, then 409 ALREADY_CHECKED_IN with when and which device; check-out is a record too', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const scannedAt = new Date(Date.now() - 1000).toISOString();
    const first = await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_in', device_id: 'phone-a', scanned_at: scannedAt });
    expect(first.status).toBe(200);
    const doorId = first.body.data.attendee.short_id;
    expect(first.body.data.attendee).toMatchObject({ short_id: expect.stringMatching(/^d_\d+_/), checked_in: true });
    expect(first.body.data.check_in).toMatchObject({
      action: 'CHECK_IN',
      device_id: 'phone-a',
      check_in_list_id: s.listId,
      scanned_at: scannedAt,
      attendee_short_id: doorId,
    });
    expect(JSON.stringify(first.body)).not.toContain(a.short_id);
    expect(JSON.stringify(first.body)).not.toContain('@');

    const second = await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_in', device_id: 'phone-b' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ALREADY_CHECKED_IN');
    expect(second.body.details).toMatchObject({
      device_id: 'phone-a',
      checked_in_at: first.body.data.attendee.checked_in_at,
      attendee: { short_id: doorId },
    });
    expect(JSON.stringify(second.body)).not.toContain('@');

    const out = await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_out', device_id: 'phone-b' });
    expect(out.status).toBe(200);
    expect(out.body.data.check_in.action).toBe('CHECK_OUT');
    expect((await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_out' })).body.code).toBe('NOT_CHECKED_IN');
    expect((await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_in', device_id: 'phone-b' })).status).toBe(200);

    // The organizer's screens see the same admission.
    const managed = await request(t.app, 'GET', `/api/events/${s.live.eventId}/attendees/${a.id}`, { token: s.live.owner.token });
    expect(managed.body.data.checked_in_at).not.toBeNull();
  });

  it('refuses a cancelled ticket, a ticket not on the list and an unknown one, each with its own code', async () => {
    const s = await setup();
    const cancelled = await walkIn(s);
    await request(t.app, 'POST', `/api/events/${s.live.eventId}/attendees/${cancelled.id}/cancel`, { token: s.live.owner.token });
    const elsewhere = await walkIn(s, s.otherTicketId);
    const c = await scan(s.shortId, { attendee_short_id: cancelled.short_id, action: 'check_in' });
    expect([c.status, c.body.code]).toEqual([409, 'ATTENDEE_CANCELLED']);
    const n = await scan(s.shortId, { attendee_short_id: elsewhere.short_id, action: 'check_in' });
    expect([n.status, n.body.code]).toEqual([409, 'TICKET_NOT_ON_LIST']);
    const u = await scan(s.shortId, { attendee_short_id: 'a_unknownunknown', action: 'check_in' });
    expect([u.status, u.body.code]).toEqual([404, 'NOT_FOUND']);
    // Another event's attendee is unknown here.
    const stranger = await setup();
    const theirs = await walkIn(stranger);
    expect((await scan(s.shortId, { attendee_short_id: theirs.short_id, action: 'check_in' })).status).toBe(404);
    expect((await scan(s.shortId, { action: 'check_in' })).status).toBe(422);
    expect((await scan(s.shortId, { attendee_short_id: cancelled.short_id, qr: 'x', action: 'check_in' })).status).toBe(422);
  });

  it('admits by signed QR code and by the older HMAC code, and refuses forged and foreign codes', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const page = await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/attendees/${a.short_id}`);
    const qr: string = page.body.data.qr_code;
    const parsed = parseSignedTicketCode(qr)!;
    expect(parsed).toMatchObject({ eventId: s.live.eventId, ticketId: s.ticketId, attendeeShortId: a.short_id });

    // What a device does offline: verify with the downloaded public key.
    const offline = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/offline`);
    const key = offline.body.data.public_keys.find((k: { key_id: string }) => k.key_id === parsed.keyId);
    const publicKey = createPublicKey({ key: key.jwk, format: 'jwk' });
    expect(verify(null, Buffer.from(parsed.signedText), publicKey, Buffer.from(parsed.signature, 'base64url'))).toBe(true);
    const other = await walkIn(s);
    const forgedText = parsed.signedText.replace(a.short_id, other.short_id);
    expect(verify(null, Buffer.from(forgedText), publicKey, Buffer.from(parsed.signature, 'base64url'))).toBe(false);

    const forged = await scan(s.shortId, { qr: `${forgedText}.${parsed.signature}`, action: 'check_in' });
    expect([forged.status, forged.body.code]).toEqual([404, 'NOT_FOUND']);
    const garbage = await scan(s.shortId, { qr: 'SD2.nope', action: 'check_in' });
    expect(garbage.status).toBe(404);
    expect((await scan(s.shortId, { qr, action: 'check_in', device_id: 'cam' })).status).toBe(200);
    expect((await scan(s.shortId, { qr: ticketCode(t.ctx.config.appSecret, other.short_id), action: 'check_in' })).status).toBe(200);

    // A genuine code of another account's event names nothing at this door.
    const foreign = await setup();
    const theirs = await walkIn(foreign);
    const theirPage = await request(t.app, 'GET', `/api/public/events/${foreign.live.eventId}/attendees/${theirs.short_id}`);
    expect((await scan(s.shortId, { qr: theirPage.body.data.qr_code, action: 'check_in' })).status).toBe(404);
  });

  it('writes every admission to the audit log as the back office does', async () => {
    const s = await setup();
    const a = await walkIn(s);
    await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_in', device_id: 'phone-a' });
    const rows = await t.ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`SELECT action, data FROM audit_log WHERE subject_type = 'ATTENDEE' AND subject_id = ${a.id} AND action = 'CHECKED_IN'`,
    );
    const entries = (rows as unknown as { rows: { data: Record<string, unknown> }[] }).rows;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data).toMatchObject({ check_in_list_id: s.listId, device_id: 'phone-a' });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client exceeds the public check-in allowance', async () => {
    const allowance = t.ctx.config.rateLimitCheckIn;
    t.ctx.config.rateLimitCheckIn = 3;
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await request(t.app, 'GET', '/api/public/check-in-lists/c_ratelimitedxxxx', { remoteAddress: '203.0.113.9' });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(t.app, 'GET', '/api/public/check-in-lists/c_ratelimitedxxxx', { remoteAddress: '203.0.113.10' })).status).toBe(
        404,
      );
    } finally {
      t.ctx.config.rateLimitCheckIn = allowance;
    }
  });
});
