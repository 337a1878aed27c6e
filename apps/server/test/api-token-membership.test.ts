import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, request, type TestApp } from './harness.js';
import { accountUsers } from '../src/platform/db/schema.js';
import { addMember, registerAccount, type Registered } from './factories.js';

/** API.md "Integrations": a token acts with its creator's current membership. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function adminWithToken(owner: Registered, scopes: string[]) {
  const admin = await addMember(t.app, owner, 'ADMIN');
  const created = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/api-tokens`, {
    token: admin.token,
    body: { name: 'Sync', scopes },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { admin, token: created.body.data.token as string, id: created.body.data.id as number };
}

const fee = { name: 'Service fee', type: 'FEE', calculation_type: 'FIXED', rate: 100 };

describe("API tokens and their creator's membership", () => {
  it('stops working once its creator is deactivated, and works again when they are reactivated', async () => {
    const owner = await registerAccount(t.app);
    const { admin, token } = await adminWithToken(owner, ['events:write', 'orders:read']);
    expect((await request(t.app, 'GET', '/api/events', { token })).status).toBe(200);
    const off = await request(t.app, 'PUT', `/api/users/${admin.user.id}`, { token: owner.token, body: { status: 'INACTIVE' } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/api/events'],
      ['POST', `/api/accounts/${owner.account.id}/taxes-and-fees`, { ...fee, name: 'By a deactivated admin' }],
      ['GET', `/api/accounts/${owner.account.id}/taxes-and-fees`],
    ] as const) {
      const response = await request(t.app, method, url, { token, body });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    }
    expect((await request(t.app, 'GET', `/api/accounts/${owner.account.id}/taxes-and-fees`, { token: owner.token })).body.data).toEqual([]);
    expect((await request(t.app, 'PUT', `/api/users/${admin.user.id}`, { token: owner.token, body: { status: 'ACTIVE' } })).status).toBe(
      200,
    );
    expect((await request(t.app, 'GET', '/api/events', { token })).status).toBe(200);
  });

  it('stops working once its creator is removed from the account', async () => {
    const owner = await registerAccount(t.app);
    const { admin, token } = await adminWithToken(owner, ['events:read']);
    await t.ctx.db.delete(accountUsers).where(and(eq(accountUsers.accountId, owner.account.id), eq(accountUsers.userId, admin.user.id)));
    expect((await request(t.app, 'GET', '/api/events', { token })).status).toBe(401);
  });

  it("never does more than its creator's current role: a demoted creator's token loses the administrator's routes", async () => {
    const owner = await registerAccount(t.app);
    const { admin, token } = await adminWithToken(owner, ['events:write']);
    const taxes = `/api/accounts/${owner.account.id}/taxes-and-fees`;
    expect((await request(t.app, 'GET', taxes, { token })).status).toBe(200);
    expect((await request(t.app, 'POST', taxes, { token, body: { ...fee, name: 'While admin' } })).status).toBe(201);
    expect((await request(t.app, 'PUT', `/api/users/${admin.user.id}`, { token: owner.token, body: { role: 'ORGANIZER' } })).status).toBe(
      200,
    );
    expect((await request(t.app, 'GET', taxes, { token })).status).toBe(403);
    const refused = await request(t.app, 'POST', taxes, { token, body: { ...fee, name: 'After demotion' } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const listed = await request(t.app, 'GET', taxes, { token: owner.token });
    expect(listed.body.data.map((row: { name: string }) => row.name)).toEqual(['While admin']);
    // What an organizer may do, the token still does.
    expect((await request(t.app, 'GET', '/api/events', { token })).status).toBe(200);
  });

  it('lists who created each token', async () => {
    const owner = await registerAccount(t.app);
    const { admin, id } = await adminWithToken(owner, ['events:read']);
    const listed = await request(t.app, 'GET', `/api/accounts/${owner.account.id}/api-tokens`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, created_by: { id: admin.user.id, name: 'Mia Member', email: admin.email } }),
    ]);
  });
});
