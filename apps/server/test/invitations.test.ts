import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { PASSWORD, addMember, linkToken, login, registerAccount, uniqueEmail, waitForMail, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVITE_LINK = '/auth/accept-invitation';

async function invite(admin: Registered, role: 'ADMIN' | 'ORGANIZER' = 'ORGANIZER', email = uniqueEmail('invitee')) {
  const response = await request(t.app, 'POST', '/api/users', {
    token: admin.token,
    body: { first_name: 'Ivy', last_name: 'Invitee', email, role },
  });
  expect(response.status).toBe(201);
  return { id: response.body.data.id as number, email };
}

function accept(token: string, password = PASSWORD, names = { first_name: 'Ivy', last_name: 'Accepted' }) {
  return request(t.app, 'POST', `/api/auth/invitation/${token}`, { body: { ...names, password, password_confirmation: password } });
}

async function listedUser(admin: Registered, userId: number) {
  const list = await request(t.app, 'GET', '/api/users?per_page=100', { token: admin.token });
  return (list.body.data as { id: number; status: string; role: string }[]).find((user) => user.id === userId);
}

describe('inviting', () => {
  it('only administrators invite; the invitee is listed as INVITED and mailed a link', async () => {
    const admin = await registerAccount(t.app, { first_name: 'Ada', last_name: 'Admin' });
    const organizer = await addMember(t.app, admin, 'ORGANIZER');
    const refused = await request(t.app, 'POST', '/api/users', {
      token: organizer.token,
      body: { first_name: 'No', email: uniqueEmail(), role: 'ADMIN' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');

    const invitee = await invite(admin);
    expect(await listedUser(admin, invitee.id)).toMatchObject({ status: 'INVITED', role: 'ORGANIZER' });
    const mail = await waitForMail(t.app, invitee.email);
    expect(mail.subject).toContain('Ada Admin');
    const token = linkToken(mail, INVITE_LINK);

    const shown = await request(t.app, 'GET', `/api/auth/invitation/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      email: invitee.email,
      first_name: 'Ivy',
      last_name: 'Invitee',
      account_name: 'Ada Admin',
      inviter_name: 'Ada Admin',
      existing_user: false,
    });
  });

  it('names the organization chosen at registration in the invitation', async () => {
    const admin = await registerAccount(t.app, { first_name: 'Nora', last_name: 'Newcomer', account_name: '  Lantern Hall  ' });
    expect(admin.account.name).toBe('Lantern Hall');
    const invitee = await invite(admin);
    const mail = await waitForMail(t.app, invitee.email);
    expect(mail.subject).toBe('You have been invited to join Lantern Hall');
    expect(mail.text).toContain('Nora Newcomer has invited you to join Lantern Hall');
    const shown = await request(t.app, 'GET', `/api/auth/invitation/${linkToken(mail, INVITE_LINK)}`);
    expect(shown.body.data).toMatchObject({ account_name: 'Lantern Hall', inviter_name: 'Nora Newcomer' });
  });

  it('accepting logs in with the chosen role and activates the member, once', async () => {
    const admin = await registerAccount(t.app);
    const invitee = await invite(admin, 'ADMIN');
    const token = linkToken(await waitForMail(t.app, invitee.email), INVITE_LINK);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.headers['x-auth-token']).toBe(accepted.body.token);
    expect(accepted.body.data).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', last_name: 'Accepted', account_id: admin.account.id });
    const me = await request(t.app, 'GET', '/api/users/me', { token: accepted.body.token });
    expect(me.body.data).toMatchObject({ id: invitee.id, role: 'ADMIN', status: 'ACTIVE', email_verified: true });
    expect(await listedUser(admin, invitee.id)).toMatchObject({ status: 'ACTIVE' });

    const twice = await accept(token, 'another-password-9');
    expect(twice.status).toBe(404);
    expect((await request(t.app, 'GET', `/api/auth/invitation/${token}`)).status).toBe(404);
    expect((await login(t.app, invitee.email)).status).toBe(200);
  });

  it('activates once when the link is used several times at once', async () => {
    const admin = await registerAccount(t.app);
    const invitee = await invite(admin);
    const token = linkToken(await waitForMail(t.app, invitee.email), INVITE_LINK);
    const answers = await Promise.all([1, 2, 3].map(() => accept(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    const sessions = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.token);
    expect((await request(t.app, 'GET', '/api/users/me', { token: sessions[0] })).body.data.status).toBe('ACTIVE');
  });

  it('resending invalidates the earlier link', async () => {
    const admin = await registerAccount(t.app);
    const invitee = await invite(admin);
    const first = linkToken(await waitForMail(t.app, invitee.email), INVITE_LINK);
    expect((await request(t.app, 'POST', `/api/users/${invitee.id}/invitation`, { token: admin.token })).status).toBe(200);
    const second = linkToken(await waitForMail(t.app, invitee.email, (mail) => !mail.text.includes(first)), INVITE_LINK);

    expect((await request(t.app, 'GET', `/api/auth/invitation/${first}`)).status).toBe(404);
    expect((await accept(first)).status).toBe(404);
    expect((await accept(second)).status).toBe(200);
    const again = await request(t.app, 'POST', `/api/users/${invitee.id}/invitation`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVITATION_NOT_PENDING');
  });

  it('revoking removes the member and kills the link', async () => {
    const admin = await registerAccount(t.app);
    const invitee = await invite(admin);
    const token = linkToken(await waitForMail(t.app, invitee.email), INVITE_LINK);
    expect((await request(t.app, 'DELETE', `/api/users/${invitee.id}/invitation`, { token: admin.token })).status).toBe(200);

    expect(await listedUser(admin, invitee.id)).toBeUndefined();
    expect((await request(t.app, 'GET', `/api/users/${invitee.id}`, { token: admin.token })).status).toBe(404);
    expect((await request(t.app, 'GET', `/api/auth/invitation/${token}`)).status).toBe(404);
    expect((await accept(token)).status).toBe(404);
    expect((await login(t.app, invitee.email)).status).toBe(401);
    // The address is free to be invited again.
    await invite(admin, 'ORGANIZER', invitee.email);
  });

  it('refuses to invite someone who is already a member', async () => {
    const admin = await registerAccount(t.app);
    const member = await addMember(t.app, admin, 'ORGANIZER');
    for (const email of [member.email, admin.email.toUpperCase()]) {
      const response = await request(t.app, 'POST', '/api/users', {
        token: admin.token,
        body: { first_name: 'Dup', email, role: 'ADMIN' },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors.email).toEqual(['This person is already a member of the account.']);
    }
    expect(await listedUser(admin, member.user.id)).toMatchObject({ role: 'ORGANIZER' });
  });
});

describe('a person with accounts elsewhere', () => {
  it('accepts with their own password and then chooses an account at login', async () => {
    const inviter = await registerAccount(t.app, { first_name: 'Greta', last_name: 'Gast', locale: 'de' });
    const existing = await registerAccount(t.app, { first_name: 'Felix', last_name: 'Fremd', locale: 'fr' });
    const invitee = await invite(inviter, 'ORGANIZER', existing.email);
    const mail = await waitForMail(t.app, existing.email, (m) => m.text.includes(INVITE_LINK));
    expect(mail.subject).toBe('Invitation à rejoindre Greta Gast');
    const token = linkToken(mail, INVITE_LINK);
    expect((await request(t.app, 'GET', `/api/auth/invitation/${token}`)).body.data).toMatchObject({
      existing_user: true,
      email: existing.email,
    });

    const wrong = await accept(token, 'not-my-password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    const accepted = await accept(token, PASSWORD, { first_name: 'Renamed', last_name: 'Nope' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: invitee.id, account_id: inviter.account.id, role: 'ORGANIZER', first_name: 'Felix' });

    const choose = await login(t.app, existing.email);
    expect(choose.status).toBe(200);
    expect(choose.body.token).toBeUndefined();
    expect(choose.headers['x-auth-token']).toBeUndefined();
    expect(choose.body.accounts.map((a: { id: number }) => a.id).sort()).toEqual([inviter.account.id, existing.account.id].sort());

    const picked = await login(t.app, existing.email, { account_id: inviter.account.id });
    expect(picked.status).toBe(200);
    expect(picked.body.data).toMatchObject({ account_id: inviter.account.id, role: 'ORGANIZER' });
    const me = await request(t.app, 'GET', '/api/users/me', { token: picked.body.token });
    expect(me.body.data).toMatchObject({ account_id: inviter.account.id, role: 'ORGANIZER', is_account_owner: false });
    const home = await login(t.app, existing.email, { account_id: existing.account.id });
    expect(home.body.data).toMatchObject({ account_id: existing.account.id, role: 'ADMIN', is_account_owner: true });
  });

  it("invites a newcomer in the inviter's language", async () => {
    const inviter = await registerAccount(t.app, { first_name: 'Greta', last_name: 'Gast', locale: 'de' });
    const invitee = await invite(inviter);
    expect((await waitForMail(t.app, invitee.email)).subject).toBe('Sie wurden eingeladen, Greta Gast beizutreten');
  });
});

describe('deactivation', () => {
  it('an inactive member cannot log in and their sessions stop working', async () => {
    const admin = await registerAccount(t.app);
    const member = await addMember(t.app, admin, 'ORGANIZER');
    expect((await request(t.app, 'GET', '/api/users/me', { token: member.token })).status).toBe(200);

    const deactivated = await request(t.app, 'PUT', `/api/users/${member.user.id}`, { token: admin.token, body: { status: 'INACTIVE' } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data.status).toBe('INACTIVE');
    expect((await request(t.app, 'GET', '/api/users/me', { token: member.token })).status).toBe(401);
    const refused = await login(t.app, member.email);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('USER_INACTIVE');

    await request(t.app, 'PUT', `/api/users/${member.user.id}`, { token: admin.token, body: { status: 'ACTIVE' } });
    expect((await login(t.app, member.email)).status).toBe(200);
  });
});
