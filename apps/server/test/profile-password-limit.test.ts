import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { PASSWORD, randomIp, uniqueEmail } from './factories.js';

/** PUT /users/me checks current_password before an email or password change: guesses are limited like logins. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitAuth: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /users/me current_password attempts', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_AUTH attempts a minute, for that person only, even with the right password', async () => {
    // Registrations and logins count per address in the database the test files share: these come from new ones.
    const register = async () => {
      const email = uniqueEmail();
      const body = { first_name: 'Olive', last_name: 'Owner', email, password: PASSWORD, password_confirmation: PASSWORD };
      const response = await request(t.app, 'POST', '/api/auth/register', { body, remoteAddress: randomIp() });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return { email, token: response.body.token as string };
    };
    const person = await register();
    const other = await register();
    for (let i = 0; i < 3; i++) {
      const wrong = await request(t.app, 'PUT', '/api/users/me', {
        token: person.token,
        body: { password: 'new-password-2', password_confirmation: 'new-password-2', current_password: `guess-${i}` },
      });
      expect(wrong.status, JSON.stringify(wrong.body)).toBe(422);
      expect(wrong.body.errors.current_password).toBeDefined();
    }
    const limited = await request(t.app, 'PUT', '/api/users/me', {
      token: person.token,
      body: { email: uniqueEmail('moved'), current_password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const stillLimited = await request(t.app, 'PUT', '/api/users/me', {
      token: person.token,
      body: { password: 'new-password-2', password_confirmation: 'new-password-2', current_password: PASSWORD },
    });
    expect(stillLimited.status).toBe(429);
    // Nothing changed: the old password still logs in.
    const login = await request(t.app, 'POST', '/api/auth/login', {
      body: { email: person.email, password: PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(login.status).toBe(200);
    // Changes that need no password are not counted, and another person is not limited.
    expect((await request(t.app, 'PUT', '/api/users/me', { token: person.token, body: { first_name: 'Renamed' } })).status).toBe(200);
    const theirs = await request(t.app, 'PUT', '/api/users/me', {
      token: other.token,
      body: { password: 'new-password-2', password_confirmation: 'new-password-2', current_password: PASSWORD },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
  });
});
