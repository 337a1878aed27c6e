import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@stagedoor/contracts';
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

  const addedToLogin = (mail: Mail) => mail.subject === 'Someone registered with your email address';

  it('answers an address that has a login as it answers a new one, and tells the login’s holder', async () => {
    const holder = await registerAccount(t.app);
    const body = (email: string) => ({
      first_name: 'Copy',
      email,
      password: 'another-password-1',
      password_confirmation: 'another-password-1',
      account_name: 'Copycat Ltd',
    });
    const fresh = await request(t.app, 'POST', '/api/auth/register', { body: body(uniqueEmail()) });
    const copy = await request(t.app, 'POST', '/api/auth/register', { body: body(holder.email.toUpperCase()) });
    expect(fresh.status).toBe(201);
    expect(copy.status).toBe(201);
    expect(Object.keys(copy.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(copy.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
    expect(copy.body.data).toMatchObject({ email: holder.email, email_verified: false, is_account_owner: true });
    expect(copy.body.data.id).not.toBe(holder.user.id);
    expect((await request(t.app, 'GET', '/api/users/me', { token: copy.body.token })).status).toBe(200);

    const notice = await waitForMail(t.app, holder.email, addedToLogin);
    expect(notice.text).toContain('Copycat Ltd');
    expect(notice.text).toContain('Olive');
    // The address stays the holder's: their password logs in to their own account only, the copy's password nowhere.
    const own = await request(t.app, 'POST', '/api/auth/login', { body: { email: holder.email, password: PASSWORD } });
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(holder.user.id);
    const copied = await request(t.app, 'POST', '/api/auth/login', { body: { email: holder.email, password: 'another-password-1' } });
    expect(copied.status).toBe(401);
  });

  it('adds the new account to the login when the mailed link is opened in the registration’s session', async () => {
    const holder = await registerAccount(t.app);
    const copy = await registerAccount(t.app, { email: holder.email, account_name: 'Second Stage' });
    const token = linkToken(await waitForMail(t.app, holder.email, addedToLogin), '/manage/profile/confirm-email-address');
    const elsewhere = await request(t.app, 'POST', `/api/users/${holder.user.id}/confirm-email/${token}`, { token: holder.token });
    expect(elsewhere.status).toBe(404);

    const joined = await request(t.app, 'POST', `/api/users/${copy.user.id}/confirm-email/${token}`, { token: copy.token });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({
      id: holder.user.id,
      account_id: copy.account.id,
      email_verified: true,
      is_account_owner: true,
    });
    const me = await request(t.app, 'GET', '/api/users/me', { token: copy.token });
    expect(me.body.data).toMatchObject({ id: holder.user.id, account_id: copy.account.id });
    const login = await request(t.app, 'POST', '/api/auth/login', { body: { email: holder.email, password: PASSWORD } });
    expect(login.body.accounts.map((a: { id: number }) => a.id).sort()).toEqual([holder.account.id, copy.account.id].sort());
    const again = await request(t.app, 'POST', `/api/users/${holder.user.id}/confirm-email/${token}`, { token: copy.token });
    expect(again.status).toBe(404);
  });

  it('gives a new address to one of two registrations made at once', async () => {
    const email = uniqueEmail();
    const passwords = ['first-password-1', 'second-password-2'];
    const registrations = await Promise.all(
      passwords.map((password) =>
        request(t.app, 'POST', '/api/auth/register', {
          body: { first_name: 'Twin', email, password, password_confirmation: password },
        }),
      ),
    );
    expect(registrations.map((r) => r.status)).toEqual([201, 201]);
    const logins = await Promise.all(passwords.map((password) => request(t.app, 'POST', '/api/auth/login', { body: { email, password } })));
    expect(logins.map((l) => l.status).sort()).toEqual([200, 401]);
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
