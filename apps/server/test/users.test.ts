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

type Listed = { id: number; first_name: string; email: string; role: string; status: string };

async function invite(admin: Registered, first_name: string, role: 'ADMIN' | 'ORGANIZER') {
  const response = await request(t.app, 'POST', '/api/users', {
    token: admin.token,
    body: { first_name, email: uniqueEmail(first_name.toLowerCase()), role },
  });
  expect(response.status).toBe(201);
  return response.body.data as Listed;
}

/** An account with its owner (Olive) and four invited people. */
async function accountWithPeople() {
  const admin = await registerAccount(t.app);
  const people = [
    await invite(admin, 'Bruno', 'ORGANIZER'),
    await invite(admin, 'Zelda', 'ADMIN'),
    await invite(admin, 'Amir', 'ORGANIZER'),
    await invite(admin, 'Carla', 'ORGANIZER'),
  ];
  return { admin, people };
}

function list(admin: Registered, query: string) {
  return request(t.app, 'GET', `/api/users?${query}`, { token: admin.token });
}

const names = (body: { data: Listed[] }) => body.data.map((user) => user.first_name);

describe('the users list', () => {
  it('pages with meta and never repeats a row', async () => {
    const { admin } = await accountWithPeople();
    const first = await list(admin, 'per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    const third = await list(admin, 'per_page=2&page=3');
    expect(third.body.meta.current_page).toBe(3);
    expect(third.body.data).toHaveLength(1);
    const second = await list(admin, 'per_page=2&page=2');
    const ids = [first, second, third].flatMap((page) => page.body.data.map((user: Listed) => user.id));
    expect(new Set(ids).size).toBe(5);
    const defaults = await list(admin, '');
    expect(defaults.body.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
  });

  it('searches names and emails', async () => {
    const { admin, people } = await accountWithPeople();
    expect(names((await list(admin, 'query=zel')).body)).toEqual(['Zelda']);
    const byEmail = await list(admin, `query=${encodeURIComponent(people[0]!.email.split('@')[0]!)}`);
    expect(names(byEmail.body)).toEqual(['Bruno']);
    expect((await list(admin, 'query=%25')).body.data).toEqual([]);
  });

  it('sorts by an allowed field in either direction', async () => {
    const { admin } = await accountWithPeople();
    expect(names((await list(admin, 'sort_by=first_name')).body)).toEqual(['Amir', 'Bruno', 'Carla', 'Olive', 'Zelda']);
    expect(names((await list(admin, 'sort_by=first_name&sort_direction=desc')).body)).toEqual(['Zelda', 'Olive', 'Carla', 'Bruno', 'Amir']);
  });

  it('filters with eq and in', async () => {
    const { admin } = await accountWithPeople();
    const admins = await list(admin, 'filter_fields[role][eq]=ADMIN&sort_by=first_name');
    expect(names(admins.body)).toEqual(['Olive', 'Zelda']);
    expect(admins.body.meta.total).toBe(2);
    const organizers = await list(admin, 'filter_fields[role][in]=ORGANIZER&filter_fields[status][eq]=INVITED&sort_by=first_name');
    expect(names(organizers.body)).toEqual(['Amir', 'Bruno', 'Carla']);
    const both = await list(admin, `filter_fields[role][in]=${encodeURIComponent('ADMIN,ORGANIZER')}`);
    expect(both.body.meta.total).toBe(5);
  });

  it('answers 422, never 500, to unknown sort and filter fields and operators', async () => {
    const admin = await registerAccount(t.app);
    const cases: [string, string][] = [
      ['sort_by=password_hash', 'sort_by'],
      ['sort_direction=sideways', 'sort_direction'],
      ['filter_fields[password_hash][eq]=x', 'filter_fields[password_hash][eq]'],
      ['filter_fields[role][like]=ADMIN', 'filter_fields[role][like]'],
      ['filter_fields[role]=ADMIN', 'filter_fields[role]'],
      ['per_page=0', 'per_page'],
      ['page=-1', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await list(admin, query);
      expect(response.status, query).toBe(422);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.body.errors), query).toContain(field);
    }
  });
});

describe('roles and status', () => {
  it("nobody changes the owner's role or status", async () => {
    const owner = await registerAccount(t.app);
    const admin = await addMember(t.app, owner, 'ADMIN');
    for (const body of [{ role: 'ORGANIZER' }, { status: 'INACTIVE' }]) {
      const response = await request(t.app, 'PUT', `/api/users/${owner.user.id}`, { token: admin.token, body });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('OWNER_IMMUTABLE');
    }
    const self = await request(t.app, 'PUT', `/api/users/${owner.user.id}`, { token: owner.token, body: { role: 'ORGANIZER' } });
    expect(self.status).toBe(409);
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).body.data).toMatchObject({
      role: 'ADMIN',
      status: 'ACTIVE',
    });
  });

  it('nobody changes their own role; an administrator changes another member', async () => {
    const owner = await registerAccount(t.app);
    const admin = await addMember(t.app, owner, 'ADMIN');
    const own = await request(t.app, 'PUT', `/api/users/${admin.user.id}`, { token: admin.token, body: { role: 'ORGANIZER' } });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('CANNOT_CHANGE_OWN_ROLE');
    expect((await request(t.app, 'GET', '/api/users/me', { token: admin.token })).body.data.role).toBe('ADMIN');

    const demoted = await request(t.app, 'PUT', `/api/users/${admin.user.id}`, { token: owner.token, body: { role: 'ORGANIZER' } });
    expect(demoted.body.data.role).toBe('ORGANIZER');
    expect((await request(t.app, 'GET', '/api/users', { token: admin.token })).status).toBe(403);
  });
});

describe('the profile (PUT /users/me)', () => {
  it('changes names and language', async () => {
    const owner = await registerAccount(t.app);
    const updated = await request(t.app, 'PUT', '/api/users/me', {
      token: owner.token,
      body: { first_name: 'Octavia', last_name: 'Ortega', locale: 'pt-br', timezone: 'America/Sao_Paulo' },
    });
    expect(updated.status).toBe(200);
    const me = await request(t.app, 'GET', '/api/users/me', { token: owner.token });
    expect(me.body.data).toMatchObject({ first_name: 'Octavia', last_name: 'Ortega', locale: 'pt-br', timezone: 'America/Sao_Paulo' });
    const bad = await request(t.app, 'PUT', '/api/users/me', { token: owner.token, body: { locale: 'xx', first_name: '' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['first_name', 'locale']);
  });

  it('keeps an email change pending until the new address confirms it', async () => {
    const owner = await registerAccount(t.app);
    const newEmail = uniqueEmail('moved');
    const noPassword = await request(t.app, 'PUT', '/api/users/me', { token: owner.token, body: { email: newEmail } });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.current_password).toHaveLength(1);
    const wrong = await request(t.app, 'PUT', '/api/users/me', {
      token: owner.token,
      body: { email: newEmail, current_password: 'wrong-one-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');

    const pending = await request(t.app, 'PUT', '/api/users/me', {
      token: owner.token,
      body: { email: newEmail, current_password: PASSWORD },
    });
    expect(pending.body.data).toMatchObject({ email: owner.email, pending_email: newEmail });
    expect((await login(t.app, newEmail)).status).toBe(401);

    const token = linkToken(await waitForMail(t.app, newEmail), '/manage/profile/confirm-email-change');
    const stranger = await registerAccount(t.app);
    const foreign = await request(t.app, 'POST', `/api/users/${stranger.user.id}/email-change/${token}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect((await request(t.app, 'POST', `/api/users/${owner.user.id}/email-change/${token}`, { token: stranger.token })).status).toBe(404);

    const confirmed = await request(t.app, 'POST', `/api/users/${owner.user.id}/email-change/${token}`, { token: owner.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: newEmail, pending_email: null, email_verified: true });
    expect((await login(t.app, newEmail)).status).toBe(200);
    expect((await login(t.app, owner.email)).status).toBe(401);
  });

  it('refuses an address in use, also when it was taken while the change was pending', async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const taken = await request(t.app, 'PUT', '/api/users/me', {
      token: owner.token,
      body: { email: other.email, current_password: PASSWORD },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('EMAIL_TAKEN');

    const newEmail = uniqueEmail('contested');
    await request(t.app, 'PUT', '/api/users/me', { token: owner.token, body: { email: newEmail, current_password: PASSWORD } });
    const token = linkToken(await waitForMail(t.app, newEmail), '/manage/profile/confirm-email-change');
    await registerAccount(t.app, { email: newEmail });
    const confirm = await request(t.app, 'POST', `/api/users/${owner.user.id}/email-change/${token}`, { token: owner.token });
    expect(confirm.status).toBe(422);
    expect(confirm.body.code).toBe('EMAIL_TAKEN');
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).body.data.email).toBe(owner.email);
  });

  it('cancels a pending email change, and its link stops working', async () => {
    const owner = await registerAccount(t.app);
    const newEmail = uniqueEmail('never');
    await request(t.app, 'PUT', '/api/users/me', { token: owner.token, body: { email: newEmail, current_password: PASSWORD } });
    const token = linkToken(await waitForMail(t.app, newEmail), '/manage/profile/confirm-email-change');
    const cancelled = await request(t.app, 'DELETE', `/api/users/${owner.user.id}/email-change`, { token: owner.token });
    expect(cancelled.body.data).toMatchObject({ email: owner.email, pending_email: null });
    expect((await request(t.app, 'POST', `/api/users/${owner.user.id}/email-change/${token}`, { token: owner.token })).status).toBe(404);
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).body.data.email).toBe(owner.email);
  });

  it('changes the password with the current one, ending other sessions only', async () => {
    const owner = await registerAccount(t.app);
    const other = await login(t.app, owner.email);
    const change = { password: 'brand-new-pass-3', password_confirmation: 'brand-new-pass-3' };
    const wrong = await request(t.app, 'PUT', '/api/users/me', {
      token: owner.token,
      body: { ...change, current_password: 'nope-nope-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
    const mismatch = await request(t.app, 'PUT', '/api/users/me', {
      token: owner.token,
      body: { ...change, password_confirmation: 'different-pass-4', current_password: PASSWORD },
    });
    expect(mismatch.status).toBe(422);
    expect((await request(t.app, 'GET', '/api/users/me', { token: other.body.token })).status).toBe(200);

    const changed = await request(t.app, 'PUT', '/api/users/me', { token: owner.token, body: { ...change, current_password: PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await request(t.app, 'GET', '/api/users/me', { token: other.body.token })).status).toBe(401);
    expect((await request(t.app, 'GET', '/api/users/me', { token: owner.token })).status).toBe(200);
    expect((await login(t.app, owner.email)).status).toBe(401);
    expect((await login(t.app, owner.email, { password: change.password })).status).toBe(200);
    const mail = await waitForMail(t.app, owner.email, (m) => m.subject === 'Your password was changed');
    expect(mail.text).toContain('reset your password');
  });
});

describe('email confirmation', () => {
  it('resends a link that replaces the first, then answers 409 once confirmed', async () => {
    const owner = await registerAccount(t.app);
    const first = linkToken(await waitForMail(t.app, owner.email), '/manage/profile/confirm-email-address');
    expect((await request(t.app, 'POST', `/api/users/${owner.user.id}/resend-email-confirmation`, { token: owner.token })).status).toBe(
      200,
    );
    const mail = await waitForMail(t.app, owner.email, (m) => m.text.includes('confirm-email-address') && !m.text.includes(first));
    const second = linkToken(mail, '/manage/profile/confirm-email-address');
    expect((await request(t.app, 'POST', `/api/users/${owner.user.id}/confirm-email/${first}`, { token: owner.token })).status).toBe(404);
    const confirmed = await request(t.app, 'POST', `/api/users/${owner.user.id}/confirm-email/${second}`, { token: owner.token });
    expect(confirmed.body.data.email_verified).toBe(true);

    const again = await request(t.app, 'POST', `/api/users/${owner.user.id}/resend-email-confirmation`, { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });
});
