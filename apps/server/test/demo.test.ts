import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { accounts } from '../src/platform/db/schema.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../src/features/demo/seed-demo.js';
import { createTestApp, request, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('first-start demo data', () => {
  it('seeds a live event a newcomer can buy from, and only into an empty database', async () => {
    const empty = (await t.ctx.db.select({ value: count() }).from(accounts))[0]!.value === 0;
    expect(await seedDemo(t.ctx)).toBe(empty);
    expect(await seedDemo(t.ctx)).toBe(false);
    if (!empty) return;
    const login = await request(t.app, 'POST', '/api/auth/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.data.email_verified).toBe(true);
    const list = await request(t.app, 'GET', '/api/events', { token: login.body.token });
    const event = list.body.data[0];
    expect(event.status).toBe('LIVE');
    const page = await request(t.app, 'GET', `/api/public/events/${event.id}?promo_code=river10`);
    expect(page.body.data.promo_code.valid).toBe(true);
    expect(page.body.data.tickets.map((ticket: { type: string }) => ticket.type)).toEqual(['PAID', 'TIERED', 'PAID', 'DONATION', 'FREE']);
    const general = page.body.data.tickets[0];
    expect(general.prices[0]).toMatchObject({ price: 2500, discounted_price: 2250 });
    const reserved = await request(t.app, 'POST', `/api/public/events/${event.id}/order`, {
      body: { tickets: [{ ticket_id: general.id, quantities: [{ price_id: general.prices[0].id, quantity: 2 }] }], promo_code: 'RIVER10' },
    });
    expect(reserved.status).toBe(201);
    // 2 × 22.50 = 45.00, VAT 7 % = 3.15, booking fee 2 × 1.00
    expect(reserved.body.data).toMatchObject({ total_before_additions: 4500, total_tax: 315, total_fee: 200, total_gross: 5015 });
  });
});
