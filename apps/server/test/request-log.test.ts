import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { linkToken, registerAccount, waitForMail } from './factories.js';

/** What the app writes to its log at the production level (info), one parsed line each. */
const lines: { msg?: string; req?: { url?: string } }[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger });
});
afterAll(async () => {
  await t.close();
});

const loggedUrls = () => lines.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url ?? '');

describe('the request log', () => {
  it('writes reset, invitation and email tokens and public short ids redacted', async () => {
    const owner = await registerAccount(t.app);
    expect((await request(t.app, 'POST', '/api/auth/forgot-password', { body: { email: owner.email } })).status).toBe(200);
    const resetToken = linkToken(
      await waitForMail(t.app, owner.email, (mail) => mail.text.includes('/auth/reset-password/')),
      '/auth/reset-password',
    );
    expect((await request(t.app, 'GET', `/api/auth/reset-password/${resetToken}`)).status).toBe(200);

    // Unknown values are routed (and logged) like real ones: each is a secret the log must not keep.
    const secrets = {
      invitation: 'invitationsecret0123456789',
      confirm: 'confirmsecret0123456789',
      change: 'changesecret0123456789',
      checkIn: 'ckl5ecret99',
      query: 'querysecret0123456789',
    };
    await request(t.app, 'GET', `/api/auth/invitation/${secrets.invitation}`);
    await request(t.app, 'POST', `/api/users/${owner.user.id}/confirm-email/${secrets.confirm}`, { token: owner.token });
    await request(t.app, 'POST', `/api/users/${owner.user.id}/email-change/${secrets.change}`, { token: owner.token });
    await request(t.app, 'GET', `/api/public/check-in-lists/${secrets.checkIn}/attendees?query=ann`);
    await request(t.app, 'GET', `/api/health?token=${secrets.query}&other=kept`);

    const urls = loggedUrls();
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/reset-password/[redacted]',
        '/api/auth/invitation/[redacted]',
        `/api/users/${owner.user.id}/confirm-email/[redacted]`,
        `/api/users/${owner.user.id}/email-change/[redacted]`,
        '/api/public/check-in-lists/[redacted]/attendees?query=ann',
        '/api/health?token=[redacted]&other=kept',
      ]),
    );
    const everything = JSON.stringify(lines);
    for (const secret of [resetToken, ...Object.values(secrets)]) expect(everything).not.toContain(secret);
  });
});
