import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { PASSWORD, linkToken, registerAccount, uniqueEmail, waitForMail } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registration', () => {
  it('creates an account owned by the caller and mails a confirmation link in their language', async () => {
    const email = uniqueEmail();
    const response = await request(t.app, 'POST', '/api/auth/register', {
      headers: { cookie: 'locale=fr' },
      body: { first_name: 'Ada', last_name: 'Byron', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(response.status).toBe(201);
    expect(response.headers['x-auth-token']).toBe(response.body.token);
    expect(response.body.data).toMatchObject({
      email,
      role: 'ADMIN',
      status: 'ACTIVE',
      is_account_owner: true,
      email_verified: false,
      locale: 'fr',
    });
    expect(response.body.account.owner_user_id).toBe(response.body.data.id);

    const mail = await waitForMail(t.app, email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('http://stagedoor.test/manage/profile/confirm-email-address/');
  });

  it('answers 422 with a message per field and creates nothing', async () => {
    const email = uniqueEmail();
    const response = await request(t.app, 'POST', '/api/auth/register', {
      body: { first_name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'first_name', 'password', 'password_confirmation']);
    expect(response.body.errors.password_confirmation[0]).toMatch(/not the same/);
    const login = await request(t.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('names the account after the organization, or after the person when none is given', async () => {
    const named = await registerAccount(t.app, { first_name: 'Nora', last_name: 'Newcomer', account_name: 'Lantern Hall' });
    expect(named.account.name).toBe('Lantern Hall');
    const blank = await registerAccount(t.app, { first_name: 'Nora', last_name: 'Newcomer', account_name: '   ' });
    expect(blank.account.name).toBe('Nora Newcomer');
    const tooLong = await request(t.app, 'POST', '/api/auth/register', {
      body: {
        first_name: 'Nora',
        email: uniqueEmail(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        account_name: 'x'.repeat(150),
      },
    });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['account_name']);
  });

  it('refuses a second account for the same email, ignoring case', async () => {
    const owner = await registerAccount(t.app);
    const response = await request(t.app, 'POST', '/api/auth/register', {
      body: { first_name: 'Copy', email: owner.email.toUpperCase(), password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('EMAIL_TAKEN');
    expect(response.body.errors.email).toHaveLength(1);
  });
});

describe('login and logout', () => {
  it('logs in, and the token stops working after logout', async () => {
    const owner = await registerAccount(t.app);
    const login = await request(t.app, 'POST', '/api/auth/login', { body: { email: owner.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect(login.headers['x-auth-token']).toBe(token);
    expect((await request(t.app, 'GET', '/api/users/me', { token })).status).toBe(200);
    expect((await request(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await request(t.app, 'GET', '/api/users/me', { token })).status).toBe(401);
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).status).toBe(200);
  });

  it('rejects a wrong password the same way as an unknown email', async () => {
    const owner = await registerAccount(t.app);
    const wrong = await request(t.app, 'POST', '/api/auth/login', { body: { email: owner.email, password: 'wrong-password' } });
    const unknown = await request(t.app, 'POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('confirms the email address from the mailed link', async () => {
    const owner = await registerAccount(t.app);
    const token = linkToken(await waitForMail(t.app, owner.email), '/manage/profile/confirm-email-address');
    const confirmed = await request(t.app, 'POST', `/api/users/${owner.user.id}/confirm-email/${token}`, { token: owner.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email_verified).toBe(true);
    const again = await request(t.app, 'POST', `/api/users/${owner.user.id}/confirm-email/${token}`, { token: owner.token });
    expect(again.status).toBe(404);
  });
});
