import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { checkInTools } from './check-in-factories.js';

/**
 * A check-in link admits at its door and opens nothing else (API.md "Public check-in"): the
 * door sees attendees by a door id of the list, never by the ticket's short id (the key of
 * the ticket page, with the email and a valid QR code).
 */
let t: TestApp;
const { setup, walkIn, scan } = checkInTools(() => t);

beforeAll(async () => {
  t = await createTestApp({ rateLimitCheckIn: 0 });
});
afterAll(async () => {
  await t.close();
});

describe('door ids', () => {
  it('no door answer carries a ticket short id, an email or a QR code; a door id opens no ticket page', async () => {
    const s = await setup();
    const a = await walkIn(s, s.ticketId, 'Aster');
    const offline = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/offline`);
    const search = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/attendees?query=a`);
    for (const answer of [offline, search]) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(a.short_id);
      expect(text).not.toContain('@');
      expect(text).not.toContain('SD2.');
    }
    const doorId: string = offline.body.data.attendees[0][0];
    expect(search.body.data[0].short_id).toBe(doorId);
    expect((await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/attendees/${doorId}`)).status).toBe(404);

    const admitted = await scan(s.shortId, { attendee_short_id: doorId, action: 'check_in', device_id: 'door-1' });
    expect(admitted.status).toBe(200);
    expect(JSON.stringify(admitted.body)).not.toContain(a.short_id);
    const again = await scan(s.shortId, { attendee_short_id: doorId, action: 'check_in' });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_CHECKED_IN']);
    expect(JSON.stringify(again.body)).not.toContain(a.short_id);
  });

  it('a door id checks in on its own list only, and a forged one names nobody', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const second = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
      token: s.live.owner.token,
      body: { name: 'Side door', ticket_ids: [s.ticketId] },
    });
    const otherList: string = second.body.data.short_id;
    const found = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/attendees?query=${a.short_id}`);
    const doorId: string = found.body.data[0].short_id;
    expect((await scan(otherList, { attendee_short_id: doorId, action: 'check_in' })).status).toBe(404);
    const forged = doorId.replace(/_[0-9a-f]{20}$/, '_00000000000000000000');
    expect((await scan(s.shortId, { attendee_short_id: forged, action: 'check_in' })).status).toBe(404);
    const upload = await request(t.app, 'POST', `/api/public/check-in-lists/${otherList}/check-ins/batch`, {
      body: { device_id: 'side', check_ins: [{ attendee_short_id: doorId, action: 'check_in', scanned_at: new Date().toISOString() }] },
    });
    expect(upload.body.data.results[0].result).toBe('NOT_FOUND');

    // Its own list takes it online and in an upload; the list's own id is the same after a rotation.
    await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}/rotate`, { token: s.live.owner.token });
    const rotated = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}`, { token: s.live.owner.token });
    const own = await request(t.app, 'POST', `/api/public/check-in-lists/${rotated.body.data.short_id}/check-ins/batch`, {
      body: { device_id: 'front', check_ins: [{ attendee_short_id: doorId, action: 'check_in', scanned_at: new Date().toISOString() }] },
    });
    expect(own.body.data.results[0]).toMatchObject({ result: 'APPLIED', attendee_short_id: doorId });
  });
});
