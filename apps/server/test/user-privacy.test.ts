import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import {
  PASSWORD,
  addMember,
  confirmEmail,
  linkToken,
  login,
  registerAccount,
  uniqueEmail,
  waitForMail,
  type Registered,
} from './factories.js';

/**
 * A person belongs to several accounts, but their name, address, password and language
 * are theirs: another account sees only what it typed until they join, and changes only
 * its membership of them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVITE_LINK = '/auth/accept-invitation';
const TYPED = { first_name: 'Typed', last_name: 'Byinviter' };

function invite(admin: Registered, email: string, names = TYPED) {
  return request(t.app, 'POST', '/api/users', { token: admin.token, body: { ...names, email, role: 'ORGANIZER' } });
}

/** Someone with a login, a confirmed address, their own language and time zone. */
async function realPerson(): Promise<Registered> {
  const person = await registerAccount(t.app, { first_name: 'Alice', last_name: 'Private', locale: 'de', timezone: 'Europe/Berlin' });
  await confirmEmail(t.app, person);
  return person;
}

async function acceptAsExisting(email: string, password = PASSWORD) {
  const token = linkToken(await waitForMail(t.app, email, (mail) => mail.text.includes(INVITE_LINK)), INVITE_LINK);
  return request(t.app, 'POST', `/api/auth/invitation/${token}`, {
    body: { first_name: 'x', last_name: 'x', password, password_confirmation: password },
  });
}

describe('inviting an address', () => {
  it('answers the same for an existing person as for a new address, and shows only what the inviter typed', async () => {
    const alice = await realPerson();
    const stranger = await registerAccount(t.app, { first_name: 'Bob', last_name: 'Admin' });
    const newcomer = uniqueEmail('newcomer');

    const existing = await invite(stranger, alice.email);
    const fresh = await invite(stranger, newcomer);
    expect(existing.status).toBe(201);
    expect(fresh.status).toBe(201);
    const withoutIdentity = (user: Record<string, unknown>) => ({ ...user, id: 0, email: '', created_at: '' });
    expect(withoutIdentity(existing.body.data)).toEqual(withoutIdentity(fresh.body.data));
    expect(existing.body.data).toMatchObject({
      ...TYPED,
      email: alice.email,
      status: 'INVITED',
      email_verified: false,
      pending_email: null,
      locale: 'en',
      timezone: 'UTC',
      last_login_at: null,
    });
    expect(existing.body.data.created_at).not.toBe(alice.user.created_at);

    // Reading it back and listing it show the invitation too, and searching does not look at the person.
    const read = await request(t.app, 'GET', `/api/users/${alice.user.id}`, { token: stranger.token });
    expect(read.body.data).toEqual(existing.body.data);
    const listed = await request(t.app, 'GET', '/api/users?per_page=100', { token: stranger.token });
    expect(listed.body.data.find((user: { id: number }) => user.id === alice.user.id)).toEqual(existing.body.data);
    const searched = await request(t.app, 'GET', '/api/users?query=Alice', { token: stranger.token });
    expect(searched.status).toBe(200);
    expect(searched.body.data).toEqual([]);

    // The person's own record is untouched, and their mail greets them by their own name.
    const me = await request(t.app, 'GET', '/api/users/me', { token: alice.token });
    expect(me.body.data).toMatchObject({ first_name: 'Alice', last_name: 'Private', locale: 'de', timezone: 'Europe/Berlin' });
    const mail = await waitForMail(t.app, alice.email, (m) => m.text.includes(INVITE_LINK));
    expect(mail.text).toContain('Alice');
    expect(mail.text).not.toContain('Typed');
  });

  it('does not reserve the address: its owner can still register, then accept with their password', async () => {
    const admin = await registerAccount(t.app, { first_name: 'Ada', last_name: 'Admin' });
    const email = uniqueEmail('claimed');
    const invited = await invite(admin, email);
    expect(invited.status).toBe(201);

    const registered = await request(t.app, 'POST', '/api/auth/register', {
      body: { first_name: 'Rae', last_name: 'Registered', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({
      first_name: 'Rae',
      last_name: 'Registered',
      email,
      email_verified: false,
      is_account_owner: true,
    });
    expect((await login(t.app, email, { account_id: registered.body.account.id })).status).toBe(200);

    // A second registration is answered as any other, but the address stays with the login that holds it.
    const again = await request(t.app, 'POST', '/api/auth/register', {
      body: { first_name: 'Eve', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(registered.body.data.id);
    const holder = await login(t.app, email, { account_id: registered.body.account.id });
    expect(holder.body.data.id).toBe(registered.body.data.id);

    // The pending invitation is now accepted with the password the owner chose.
    const shown = await request(
      t.app,
      'GET',
      `/api/auth/invitation/${linkToken(await waitForMail(t.app, email, (m) => m.text.includes(INVITE_LINK)), INVITE_LINK)}`,
    );
    expect(shown.body.data).toMatchObject({ existing_user: true, first_name: 'Rae' });
    expect((await acceptAsExisting(email, 'not-the-password-1')).status).toBe(422);
    const accepted = await acceptAsExisting(email);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      id: invited.body.data.id,
      first_name: 'Rae',
      status: 'ACTIVE',
      account_id: admin.account.id,
    });
  });
});

describe('changing a user of the account', () => {
  it('corrects a pending invitation without touching the person, and refuses their name once they joined', async () => {
    const alice = await realPerson();
    const stranger = await registerAccount(t.app, { first_name: 'Bob', last_name: 'Admin' });
    const invited = await invite(stranger, alice.email);

    const corrected = await request(t.app, 'PUT', `/api/users/${alice.user.id}`, {
      token: stranger.token,
      body: { first_name: 'Hacked', last_name: 'Name' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ id: invited.body.data.id, first_name: 'Hacked', last_name: 'Name', status: 'INVITED' });
    const untouched = await request(t.app, 'GET', '/api/users/me', { token: alice.token });
    expect(untouched.body.data).toMatchObject({ first_name: 'Alice', last_name: 'Private' });

    expect((await acceptAsExisting(alice.email)).status).toBe(200);
    // Joined: the account sees the person's own name, and may change only the membership.
    const joined = await request(t.app, 'GET', `/api/users/${alice.user.id}`, { token: stranger.token });
    expect(joined.body.data).toMatchObject({ first_name: 'Alice', last_name: 'Private', status: 'ACTIVE', email_verified: true });
    const renamed = await request(t.app, 'PUT', `/api/users/${alice.user.id}`, {
      token: stranger.token,
      body: { first_name: 'Hacked', role: 'ADMIN' },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.code).toBe('PERSONAL_DETAILS_FORBIDDEN');
    const promoted = await request(t.app, 'PUT', `/api/users/${alice.user.id}`, { token: stranger.token, body: { role: 'ADMIN' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: 'ADMIN', first_name: 'Alice' });
    expect((await request(t.app, 'GET', '/api/users/me', { token: alice.token })).body.data).toMatchObject({
      first_name: 'Alice',
      role: 'ADMIN',
    });
  });

  it("shows another member neither a pending email change nor when the person's login was made", async () => {
    const alice = await realPerson();
    const stranger = await registerAccount(t.app);
    await invite(stranger, alice.email);
    expect((await acceptAsExisting(alice.email)).status).toBe(200);
    const change = await request(t.app, 'PUT', '/api/users/me', {
      token: alice.token,
      body: { email: uniqueEmail('moving'), current_password: PASSWORD },
    });
    expect(change.body.data.pending_email).not.toBeNull();

    const seen = await request(t.app, 'GET', `/api/users/${alice.user.id}`, { token: stranger.token });
    expect(seen.body.data.pending_email).toBeNull();
    expect(seen.body.data.created_at).not.toBe(alice.user.created_at);
    expect((await request(t.app, 'GET', '/api/users/me', { token: alice.token })).body.data.created_at).toBe(alice.user.created_at);
  });

  it('lets anyone change their own name through their id, and nobody outside the account reach a user', async () => {
    const admin = await registerAccount(t.app);
    const organizer = await addMember(t.app, admin, 'ORGANIZER');
    const own = await request(t.app, 'PUT', `/api/users/${organizer.user.id}`, {
      token: organizer.token,
      body: { first_name: 'Own', last_name: 'Choice' },
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ first_name: 'Own', last_name: 'Choice', role: 'ORGANIZER' });
    expect((await request(t.app, 'GET', '/api/users/me', { token: organizer.token })).body.data.first_name).toBe('Own');
    const ownRole = await request(t.app, 'PUT', `/api/users/${organizer.user.id}`, { token: organizer.token, body: { role: 'ADMIN' } });
    expect(ownRole.status).toBe(403);

    const outsider = await registerAccount(t.app);
    const across = await request(t.app, 'PUT', `/api/users/${organizer.user.id}`, {
      token: outsider.token,
      body: { first_name: 'Hacked' },
    });
    expect(across.status).toBe(404);
    expect((await request(t.app, 'GET', '/api/users/me', { token: organizer.token })).body.data.first_name).toBe('Own');
  });
});
