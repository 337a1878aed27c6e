import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../src/platform/db/client.js';
import { oneTimeTokens } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { linkToken, login, mailsTo, registerAccount, uniqueEmail, waitForMail } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'new-secret-password-2';
const isReset = (mail: { subject: string; text: string }) => mail.text.includes('/auth/reset-password/');

async function requestReset(email: string, headers: Record<string, string> = {}) {
  return request(t.app, 'POST', '/api/auth/forgot-password', { body: { email }, headers });
}

/** Registers someone and has a reset link mailed to them. */
async function resetLinkFor(overrides: Record<string, unknown> = {}) {
  const owner = await registerAccount(t.app, overrides);
  expect((await requestReset(owner.email)).status).toBe(200);
  const token = linkToken(await waitForMail(t.app, owner.email, isReset), '/auth/reset-password');
  return { owner, token };
}

function setPassword(token: string, password = NEW_PASSWORD, confirmation = password) {
  return request(t.app, 'POST', `/api/auth/reset-password/${token}`, { body: { password, password_confirmation: confirmation } });
}

describe('forgot password', () => {
  it('answers unknown emails exactly like known ones, and mails nobody then', async () => {
    const owner = await registerAccount(t.app);
    const unknown = uniqueEmail('nobody');
    const unknownAnswer = await requestReset(unknown);
    const knownAnswer = await requestReset(owner.email);
    expect(unknownAnswer.status).toBe(200);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);

    // The known address's mail was queued after the unknown request: once it is delivered, the queue is through.
    await waitForMail(t.app, owner.email, isReset);
    expect(await mailsTo(t.app, unknown)).toEqual([]);
  });

  it('answers a known and an unknown address identically, down to the headers, and leaves nothing for the unknown one', async () => {
    const owner = await registerAccount(t.app);
    const unknown = uniqueEmail('nobody');
    const tokensBefore = await t.ctx.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.kind, 'PASSWORD_RESET'));
    const answers = [await requestReset(unknown), await requestReset(owner.email), await requestReset(unknown.toUpperCase())];
    const shape = (answer: Awaited<ReturnType<typeof requestReset>>) => {
      const { date: _date, ...headers } = answer.headers;
      return { status: answer.status, body: answer.body, headers };
    };
    expect(shape(answers[0]!)).toEqual(shape(answers[1]!));
    expect(shape(answers[2]!)).toEqual(shape(answers[1]!));

    // Exactly one new link, the known user's; the unknown address's work was rolled back with its mail job.
    const tokensAfter = await t.ctx.db
      .select({ userId: oneTimeTokens.userId, id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.kind, 'PASSWORD_RESET'));
    const added = tokensAfter.filter((row) => !tokensBefore.some((before) => before.id === row.id));
    expect(added.map((row) => row.userId)).toEqual([owner.user.id]);
    const queued = await t.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(t.ctx.config.jobSchema)}.job where data->>'to' ilike ${unknown}`,
    );
    expect(rowsOf<{ n: number }>(queued)[0]?.n).toBe(0);
    await waitForMail(t.app, owner.email, isReset);
    expect(await mailsTo(t.app, unknown)).toEqual([]);
  });

  it("mails the link in the user's own language, whatever the language of the request", async () => {
    const owner = await registerAccount(t.app, { locale: 'de' });
    await requestReset(owner.email.toUpperCase(), { cookie: 'locale=fr' });
    const mail = await waitForMail(t.app, owner.email, isReset);
    expect(mail.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(mail.text).toContain('60');
    expect(mail.text).toMatch(/http:\/\/stagedoor\.test\/auth\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });

  it('rejects a malformed email with 422', async () => {
    const response = await requestReset('not-an-email');
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toHaveLength(1);
  });
});

describe('reset password', () => {
  it('checks the token, sets the new password and works once', async () => {
    const { owner, token } = await resetLinkFor();
    const check = await request(t.app, 'GET', `/api/auth/reset-password/${token}`);
    expect(check.status).toBe(200);
    expect(check.body.data.email).toBe(owner.email);

    expect((await setPassword(token)).status).toBe(200);
    expect((await login(t.app, owner.email)).status).toBe(401);
    const fresh = await login(t.app, owner.email, { password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.email_verified).toBe(true);

    const again = await setPassword(token, 'yet-another-password');
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await request(t.app, 'GET', `/api/auth/reset-password/${token}`)).status).toBe(404);
    expect((await login(t.app, owner.email, { password: 'yet-another-password' })).status).toBe(401);
  });

  it('lets exactly one of several simultaneous uses of a link through', async () => {
    const { owner, token } = await resetLinkFor();
    const passwords = ['parallel-pass-1', 'parallel-pass-2', 'parallel-pass-3', 'parallel-pass-4'];
    const answers = await Promise.all(passwords.map((password) => setPassword(token, password)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404]);
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)]!;
    for (const password of passwords) {
      expect((await login(t.app, owner.email, { password })).status).toBe(password === winner ? 200 : 401);
    }
  });

  it('answers 404 to an unknown token', async () => {
    const response = await request(t.app, 'GET', '/api/auth/reset-password/not-a-real-token');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'This link is invalid or has expired.' });
  });

  it('answers 404 once the link has expired, and leaves the password alone', async () => {
    const { owner, token } = await resetLinkFor();
    await t.ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, owner.user.id));
    expect((await request(t.app, 'GET', `/api/auth/reset-password/${token}`)).status).toBe(404);
    expect((await setPassword(token)).status).toBe(404);
    expect((await login(t.app, owner.email)).status).toBe(200);
    expect((await login(t.app, owner.email, { password: NEW_PASSWORD })).status).toBe(401);
  });

  it('ends every session that existed before the reset', async () => {
    const { owner, token } = await resetLinkFor();
    const second = await login(t.app, owner.email);
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).status).toBe(200);

    expect((await setPassword(token)).status).toBe(200);
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).status).toBe(401);
    expect((await request(t.app, 'GET', '/api/users/me', { token: second.body.token })).status).toBe(401);
  });

  it('refuses a confirmation that differs, and the link still works afterwards', async () => {
    const { owner, token } = await resetLinkFor();
    const mismatch = await setPassword(token, NEW_PASSWORD, 'something-else-entirely');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation[0]).toMatch(/not the same/);
    const short = await setPassword(token, 'short');
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['The password must be at least 8 characters.']);
    expect((await login(t.app, owner.email)).status).toBe(200);

    expect((await setPassword(token)).status).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { owner, token: first } = await resetLinkFor();
    await requestReset(owner.email);
    const newer = await waitForMail(t.app, owner.email, (mail) => isReset(mail) && !mail.text.includes(first));
    const second = linkToken(newer, '/auth/reset-password');
    expect((await setPassword(first)).status).toBe(404);
    expect((await setPassword(second)).status).toBe(200);
  });
});
