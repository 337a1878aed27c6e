import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { taxesAndFees } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember, createEvent, createTicket, registerAccount, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = (owner: Registered, id?: number) => `/api/accounts/${owner.account.id}/taxes-and-fees${id === undefined ? '' : `/${id}`}`;
const VAT = { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19.5 };
const BOOKING_FEE = { name: 'Booking fee', type: 'FEE', calculation_type: 'FIXED', rate: 150, is_default: true };

describe('taxes and fees', () => {
  it('creates percentages and fixed amounts, lists them by name and keeps percentages in thousandths', async () => {
    const owner = await registerAccount(t.app);
    const vat = await request(t.app, 'POST', url(owner), { token: owner.token, body: VAT });
    expect(vat.status).toBe(201);
    expect(vat.body.data).toEqual({
      id: expect.any(Number),
      name: 'VAT',
      type: 'TAX',
      calculation_type: 'PERCENTAGE',
      rate: 19.5,
      is_default: false,
      is_active: true,
    });
    const [stored] = await t.ctx.db.select().from(taxesAndFees).where(eq(taxesAndFees.id, vat.body.data.id));
    expect(stored!.rate).toBe(19500);

    const fee = await request(t.app, 'POST', url(owner), { token: owner.token, body: BOOKING_FEE });
    expect(fee.body.data).toMatchObject({ rate: 150, is_default: true, calculation_type: 'FIXED' });
    const precise = await request(t.app, 'POST', url(owner), { token: owner.token, body: { ...VAT, name: 'Amusement tax', rate: 7.125 } });
    expect(precise.body.data.rate).toBe(7.125);

    const list = await request(t.app, 'GET', url(owner), { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { name: string }) => item.name)).toEqual(['Amusement tax', 'Booking fee', 'VAT']);
  });

  it('validates the rate by calculation type', async () => {
    const owner = await registerAccount(t.app);
    const cases: [object, string][] = [
      [{ ...VAT, rate: 100.5 }, 'rate'],
      [{ ...VAT, rate: 19.0001 }, 'rate'],
      [{ ...VAT, rate: 0 }, 'rate'],
      [{ ...BOOKING_FEE, rate: 1.5 }, 'rate'],
      [{ ...BOOKING_FEE, rate: -100 }, 'rate'],
      [{ ...VAT, name: '' }, 'name'],
      [{ ...VAT, type: 'LEVY' }, 'type'],
      [{ ...VAT, calculation_type: 'PER_ORDER' }, 'calculation_type'],
    ];
    for (const [body, field] of cases) {
      const response = await request(t.app, 'POST', url(owner), { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toContain(field);
    }
    const percentMessage = await request(t.app, 'POST', url(owner), { token: owner.token, body: { ...VAT, rate: 150 } });
    expect(percentMessage.body.errors.rate).toEqual(['Please enter a percentage between 0 and 100 with at most three decimals.']);
    expect((await request(t.app, 'GET', url(owner), { token: owner.token })).body.data).toEqual([]);
  });

  it('updates one, and deleting one takes it off every ticket', async () => {
    const owner = await registerAccount(t.app);
    const vat = (await request(t.app, 'POST', url(owner), { token: owner.token, body: VAT })).body.data;
    const fee = (await request(t.app, 'POST', url(owner), { token: owner.token, body: BOOKING_FEE })).body.data;
    const updated = await request(t.app, 'PUT', url(owner, vat.id), {
      token: owner.token,
      body: { ...VAT, name: 'Sales tax', rate: 8.875, is_default: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: vat.id, name: 'Sales tax', rate: 8.875, is_default: true });

    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id, { tax_and_fee_ids: [vat.id, fee.id] });
    expect([...ticket.tax_and_fee_ids].sort()).toEqual([vat.id, fee.id].sort());
    const deleted = await request(t.app, 'DELETE', url(owner, vat.id), { token: owner.token });
    expect(deleted.status).toBe(200);
    const after = await request(t.app, 'GET', `/api/events/${event.id}/tickets/${ticket.id}`, { token: owner.token });
    expect(after.body.data.tax_and_fee_ids).toEqual([fee.id]);
    expect((await request(t.app, 'DELETE', url(owner, vat.id), { token: owner.token })).status).toBe(404);
    expect((await request(t.app, 'PUT', url(owner, vat.id), { token: owner.token, body: VAT })).status).toBe(404);
  });

  it('is for administrators only: an organizer gets 403 and changes nothing', async () => {
    const owner = await registerAccount(t.app);
    const organizer = await addMember(t.app, owner, 'ORGANIZER');
    const vat = (await request(t.app, 'POST', url(owner), { token: owner.token, body: VAT })).body.data;
    const attempts = [
      await request(t.app, 'GET', url(owner), { token: organizer.token }),
      await request(t.app, 'POST', url(owner), { token: organizer.token, body: BOOKING_FEE }),
      await request(t.app, 'PUT', url(owner, vat.id), { token: organizer.token, body: { ...VAT, rate: 1 } }),
      await request(t.app, 'DELETE', url(owner, vat.id), { token: organizer.token }),
    ];
    expect(attempts.map((response) => [response.status, response.body.code])).toEqual(Array(4).fill([403, 'FORBIDDEN']));
    expect((await request(t.app, 'GET', url(owner), { token: owner.token })).body.data).toEqual([vat]);
  });

  it("answers 404 for another account's path or tax, and leaves it alone", async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const vat = (await request(t.app, 'POST', url(owner), { token: owner.token, body: VAT })).body.data;
    expect((await request(t.app, 'GET', url(owner), { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'POST', url(owner), { token: stranger.token, body: VAT })).status).toBe(404);
    // Through the stranger's own account path, the owner's tax does not exist either.
    expect((await request(t.app, 'PUT', url(stranger, vat.id), { token: stranger.token, body: { ...VAT, rate: 1 } })).status).toBe(404);
    expect((await request(t.app, 'DELETE', url(stranger, vat.id), { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'GET', url(owner), { token: owner.token })).body.data).toEqual([vat]);
    // Nor can the stranger put it on their own tickets.
    const event = await createEvent(t.app, stranger.token);
    const ticket = await request(t.app, 'POST', `/api/events/${event.id}/tickets`, {
      token: stranger.token,
      body: { type: 'PAID', title: 'x', prices: [{ price: 100 }], tax_and_fee_ids: [vat.id] },
    });
    expect(ticket.status).toBe(422);
    expect(Object.keys(ticket.body.errors)).toEqual(['tax_and_fee_ids']);
  });
});
