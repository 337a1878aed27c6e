import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSignedTicketCode } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { checkInTools } from './check-in-factories.js';

/** The keys that sign ticket codes: rotation, revocation and a changed APP_SECRET. */
let t: TestApp;
const { setup, walkIn, scan } = checkInTools(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('signing key rotation', () => {
  it('keeps codes of a retired key valid, refuses those of a revoked key, and signs new tickets with the new key', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const b = await walkIn(s);
    const codeOf = async (shortId: string) =>
      (await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/attendees/${shortId}`)).body.data.qr_code as string;
    const oldA = await codeOf(a.short_id);
    const oldB = await codeOf(b.short_id);
    const keysUrl = `/api/accounts/${s.live.owner.account.id}/ticket-signing-keys`;
    const token = s.live.owner.token;

    const rotated = await request(t.app, 'POST', `${keysUrl}/rotate`, { token, body: {} });
    expect(rotated.status).toBe(200);
    const [current, retired] = rotated.body.data;
    expect(retired).toMatchObject({ key_id: parseSignedTicketCode(oldA)!.keyId, revoked_at: null });
    expect(retired.retired_at).not.toBeNull();
    expect(parseSignedTicketCode(await codeOf(a.short_id))!.keyId).toBe(current.key_id);
    expect((await scan(s.shortId, { qr: oldA, action: 'check_in' })).status).toBe(200);
    const offline = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/offline`);
    expect(offline.body.data.public_keys.map((k: { key_id: string }) => k.key_id)).toEqual([current.key_id, retired.key_id]);

    const revoked = await request(t.app, 'POST', `${keysUrl}/rotate`, { token, body: { revoke_previous: true } });
    expect(revoked.body.data).toHaveLength(3);
    // Only the key that was current is revoked; the one retired before keeps its codes valid.
    expect(revoked.body.data[1]).toMatchObject({ key_id: current.key_id });
    expect(revoked.body.data[1].revoked_at).not.toBeNull();
    expect(revoked.body.data[2]).toMatchObject({ key_id: retired.key_id, revoked_at: null });
    const codeOfCurrent = await codeOf(b.short_id);
    expect(parseSignedTicketCode(codeOfCurrent)!.keyId).toBe(revoked.body.data[0].key_id);
    expect((await scan(s.shortId, { qr: oldB, action: 'check_in' })).status).toBe(200);

    const c = await walkIn(s);
    const before = await codeOf(c.short_id);
    await request(t.app, 'POST', `${keysUrl}/rotate`, { token, body: { revoke_previous: true } });
    const refused = await scan(s.shortId, { qr: before, action: 'check_in' });
    expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await scan(s.shortId, { qr: await codeOf(c.short_id), action: 'check_in' })).status).toBe(200);
    const listed = await request(t.app, 'GET', keysUrl, { token });
    expect(listed.body.data).toHaveLength(4);
  });
});

describe('a changed APP_SECRET', () => {
  it('retires the unreadable key and signs with a new one, and old codes still verify', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const url = `/api/public/events/${s.live.eventId}/attendees/${a.short_id}`;
    const before = (await request(t.app, 'GET', url)).body.data.qr_code as string;
    const secret = t.ctx.config.appSecret;
    t.ctx.config.appSecret = 'another-secret';
    try {
      const page = await request(t.app, 'GET', url);
      expect(page.status).toBe(200);
      expect(parseSignedTicketCode(page.body.data.qr_code)!.keyId).not.toBe(parseSignedTicketCode(before)!.keyId);
      expect((await scan(s.shortId, { qr: before, action: 'check_in' })).status).toBe(200);
    } finally {
      t.ctx.config.appSecret = secret;
    }
  });
});
