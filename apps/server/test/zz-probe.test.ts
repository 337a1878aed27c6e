import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { registerAccount, PASSWORD, uniqueEmail } from './factories.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it('probe', async () => {
  const o = await registerAccount(t.app);
  const r1 = await request(t.app, 'GET', '/api/organizers/3000000000', { token: o.token });
  console.log('bigid', r1.status, r1.body);
  const r2 = await request(t.app, 'POST', '/api/auth/register', { body: { first_name: 'a\u0000b', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD } });
  console.log('nul', r2.status, r2.body);
  const r3 = await request(t.app, 'GET', '/api/users?page=9007199254740991&per_page=100', { token: o.token });
  console.log('page', r3.status, r3.body);
  const r4 = await request(t.app, 'POST', '/api/auth/login', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
  console.log('badjson', r4.status, r4.body);
  const r5 = await request(t.app, 'GET', '/api/users?query=%00', { token: o.token });
  console.log('nulq', r5.status, r5.body);
  const r6 = await request(t.app, 'GET', '/api/users?filter_fields[role][eq]=a%00', { token: o.token });
  console.log('nulf', r6.status, r6.body);
  const r7 = await request(t.app, 'GET', '/api/users?filter_fields=x', { token: o.token });
  console.log('ff', r7.status, r7.body);
  const r8 = await request(t.app, 'GET', '/api/users?page=1&page=2', { token: o.token });
  console.log('page2', r8.status, r8.body);
});
