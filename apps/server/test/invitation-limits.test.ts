import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { registerAccount, uniqueEmail, waitForMail, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitInvitationsAccount: 4, rateLimitInvitationsAddress: 2 });
});
afterAll(async () => {
  await t.close();
});

function invite(admin: Registered, email: string, names: Record<string, string> = { first_name: 'Ivy' }) {
  return request(t.app, 'POST', '/api/users', { token: admin.token, body: { ...names, email, role: 'ORGANIZER' } });
}

function expectLimited(response: { status: number; body: { code?: string }; headers: Record<string, unknown> }) {
  expect(response.status).toBe(429);
  expect(response.body.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe('invitation limits', () => {
  it('limits invitations and resends to one address, over every account', async () => {
    const first = await registerAccount(t.app);
    const second = await registerAccount(t.app);
    const email = uniqueEmail('target');
    const invited = await invite(first, email);
    expect(invited.status).toBe(201);
    expect((await request(t.app, 'POST', `/api/users/${invited.body.data.id}/invitation`, { token: first.token })).status).toBe(200);
    expectLimited(await request(t.app, 'POST', `/api/users/${invited.body.data.id}/invitation`, { token: first.token }));
    expectLimited(await invite(second, email.toUpperCase()));
    // Other addresses go on.
    expect((await invite(second, uniqueEmail('other'))).status).toBe(201);
  });

  it('limits the invitations of one account, whatever the addresses', async () => {
    const admin = await registerAccount(t.app);
    for (let i = 0; i < 4; i += 1) expect((await invite(admin, uniqueEmail(`many${i}`))).status).toBe(201);
    expectLimited(await invite(admin, uniqueEmail('one-too-many')));
    expect((await invite(await registerAccount(t.app), uniqueEmail('elsewhere'))).status).toBe(201);
  });
});

describe('names in invitation mails', () => {
  it('are plain text: markup is escaped and nothing in a name reads as a link', async () => {
    const admin = await registerAccount(t.app, { first_name: 'Visit https://phish.example', last_name: 'now' });
    const email = uniqueEmail('reader');
    const invited = await invite(admin, email, { first_name: '<a href="https://evil.example">x</a>', last_name: 'www.evil.example/login' });
    expect(invited.status).toBe(201);
    const mail = await waitForMail(t.app, email);

    expect(mail.html).toContain('&#60;a href=');
    expect(mail.html).not.toContain('<a href="https://evil');
    for (const linkLike of ['https://evil.example', 'https://phish.example', 'phish.example', 'evil.example']) {
      expect(mail.html).not.toContain(linkLike);
      expect(mail.text).not.toContain(linkLike);
      expect(mail.subject).not.toContain(linkLike);
    }
    // Still readable: only zero-width spaces were added.
    expect(mail.text.replaceAll('\u200B', '')).toContain('Visit https://phish.example now');
    expect(mail.html.replaceAll('\u200B', '')).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;x&#60;/a&#62;');
  });
});
