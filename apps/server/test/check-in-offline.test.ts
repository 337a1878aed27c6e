import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { createTestApp, request, type TestApp } from './harness.js';
import { checkInTools } from './check-in-factories.js';

/** The scanner's offline download and its batch upload: through HTTP on PGlite or PostgreSQL. */
let t: TestApp;
const { setup, walkIn, scan } = checkInTools(() => t);
/** Scan times of the last minute, seconds apart: times a scanner can have made them (not in the future, not before the list). */
const base = Date.now() - 60_000;
const times = Array.from({ length: 31 }, (_, second) => new Date(base + second * 1000).toISOString());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('offline download and batch upload', () => {
  it('downloads the list, event, attendees as compact rows and keys, gzipped when asked, without emails', async () => {
    const s = await setup();
    const a = await walkIn(s);
    await walkIn(s, s.otherTicketId);
    await scan(s.shortId, { attendee_short_id: a.short_id, action: 'check_in' });
    const plain = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/offline`);
    expect(plain.status).toBe(200);
    const data = plain.body.data;
    expect(data.attendee_columns).toEqual([
      'short_id',
      'first_name',
      'last_name',
      'ticket_id',
      'status',
      'checked_in_at',
      'code_hash',
      'event_date_id',
      'validity',
      'admitted_date_ids',
      'seat',
    ]);
    const codeHash = createHash('sha256').update(`sd-ticket:${a.short_id}`).digest('hex').slice(0, 20);
    expect(data.attendees).toHaveLength(1);
    expect(data.attendees[0].slice(0, 7)).toEqual([
      expect.stringMatching(/^d_\d+_[0-9a-f]{20}$/),
      'Gate',
      'Holder',
      s.ticketId,
      'ACTIVE',
      expect.any(String),
      codeHash,
    ]);
    expect(data.attendees[0].slice(8)).toEqual(['ONE_DATE', [], null]);
    expect(JSON.stringify(plain.body)).not.toContain(a.short_id);
    expect(data.check_in_list).toMatchObject({ short_id: s.shortId, ticket_ids: [s.ticketId], checked_in_count: 1 });
    expect(data.event.id).toBe(s.live.eventId);
    expect(data.public_keys[0]).toMatchObject({ algorithm: 'Ed25519', jwk: { kty: 'OKP', crv: 'Ed25519' } });
    expect(JSON.stringify(plain.body)).not.toContain('@');
    const zipped = await t.app.inject({
      method: 'GET',
      url: `/api/public/check-in-lists/${s.shortId}/offline`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).data.attendees).toHaveLength(1);
  });

  it('applies each scan on its own, records conflicts for the organizer, and changes nothing when uploaded twice', async () => {
    const s = await setup();
    const fresh = await walkIn(s);
    const taken = await walkIn(s);
    const cancelled = await walkIn(s);
    const elsewhere = await walkIn(s, s.otherTicketId);
    await request(t.app, 'POST', `/api/events/${s.live.eventId}/attendees/${cancelled.id}/cancel`, { token: s.live.owner.token });
    await scan(s.shortId, { attendee_short_id: taken.short_id, action: 'check_in', device_id: 'phone-a' });

    const batch = {
      device_id: 'phone-b',
      check_ins: [
        { attendee_short_id: fresh.short_id, action: 'check_in', scanned_at: times[10]! },
        { attendee_short_id: taken.short_id, action: 'check_in', scanned_at: times[11]! },
        { attendee_short_id: cancelled.short_id, action: 'check_in', scanned_at: times[12]! },
        { attendee_short_id: elsewhere.short_id, action: 'check_in', scanned_at: times[13]! },
        { attendee_short_id: 'a_nobodynobodyno', action: 'check_in', scanned_at: times[14]! },
      ],
    };
    const url = `/api/public/check-in-lists/${s.shortId}/check-ins/batch`;
    const first = await request(t.app, 'POST', url, { body: batch });
    expect(first.status).toBe(200);
    const summary = (body: { data: { results: { result: string; conflict: boolean; duplicate: boolean }[] } }) =>
      body.data.results.map((r) => [r.result, r.conflict, r.duplicate]);
    expect(summary(first.body)).toEqual([
      ['APPLIED', false, false],
      ['ALREADY_CHECKED_IN', true, false],
      ['ATTENDEE_CANCELLED', false, false],
      ['TICKET_NOT_ON_LIST', false, false],
      ['NOT_FOUND', false, false],
    ]);
    expect(first.body.data.results[1]).toMatchObject({ checked_in_device_id: 'phone-a' });

    const before = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}`, { token: s.live.owner.token });
    const again = await request(t.app, 'POST', url, { body: batch });
    // An id that names nobody is refused before anything is written: nothing stored, nothing to repeat.
    expect(summary(again.body)).toEqual(summary(first.body).map(([result, conflict]) => [result, conflict, result !== 'NOT_FOUND']));
    const after = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}`, { token: s.live.owner.token });
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data).toMatchObject({ checked_in_count: 2, conflicts_count: 1 });

    const history = await t.ctx.db.execute(
      (await import('drizzle-orm')).sql`SELECT count(*)::int AS n FROM check_ins WHERE attendee_id = ${fresh.id}`,
    );
    expect((history as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const conflicts = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}/conflicts`, {
      token: s.live.owner.token,
    });
    expect(conflicts.status).toBe(200);
    expect(conflicts.body.data).toEqual([
      expect.objectContaining({
        attendee_short_id: taken.short_id,
        device_id: 'phone-b',
        scanned_at: times[11]!,
        checked_in_device_id: 'phone-a',
        last_name: 'Holder',
      }),
    ]);
    expect(JSON.stringify(conflicts.body)).not.toContain('@');
  });

  it('treats a device’s own repeat as no conflict, takes check-outs, and refuses an unknown list', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const url = `/api/public/check-in-lists/${s.shortId}/check-ins/batch`;
    const own = await request(t.app, 'POST', url, {
      body: {
        device_id: 'phone-c',
        check_ins: [
          { attendee_short_id: a.short_id, action: 'check_in', scanned_at: times[0]! },
          { attendee_short_id: a.short_id, action: 'check_in', scanned_at: times[1]! },
          { attendee_short_id: a.short_id, action: 'check_out', scanned_at: times[30]! },
        ],
      },
    });
    expect(own.body.data.results.map((r: { result: string; conflict: boolean }) => [r.result, r.conflict])).toEqual([
      ['APPLIED', false],
      ['ALREADY_CHECKED_IN', false],
      ['APPLIED', false],
    ]);
    expect(
      (
        await request(t.app, 'POST', '/api/public/check-in-lists/c_nolistnolistno/check-ins/batch', {
          body: { device_id: 'x', check_ins: [{ attendee_short_id: a.short_id, action: 'check_in', scanned_at: times[0]! }] },
        })
      ).status,
    ).toBe(404);
    expect((await request(t.app, 'POST', url, { body: { device_id: 'x', check_ins: [] } })).status).toBe(422);
    expect(
      (
        await request(t.app, 'POST', url, {
          body: { device_id: 'x', check_ins: [{ attendee_short_id: a.short_id, action: 'jump', scanned_at: 'now' }] },
        })
      ).status,
    ).toBe(422);
  });
});
