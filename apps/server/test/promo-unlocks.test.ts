import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

async function promoCode(live: LiveEvent, body: Record<string, unknown>) {
  const response = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, { token: live.owner.token, body });
  if (response.status !== 201) throw new Error(`promo code: ${JSON.stringify(response.body)}`);
  return response.body.data as { id: number };
}

const titles = (body: { data: { tickets: { title: string }[] } }) => body.data.tickets.map((ticket) => ticket.title);

describe('promo codes and hidden tickets', () => {
  it('reveals a ticket hidden unless a promo code is given only to a code that names it', async () => {
    const live = await liveEvent(t.app, t.ctx);
    await addTicket(t.app, live, { title: 'Standard' });
    const secret = await addTicket(t.app, live, { title: 'Crew rate', is_hidden_without_promo_code: true });
    await promoCode(live, { code: 'EVERYONE', discount_type: 'PERCENTAGE', discount: 10 });
    await promoCode(live, { code: 'CREWONLY', discount_type: 'NONE', applicable_ticket_ids: [secret.id] });

    const withGeneral = await request(t.app, 'GET', `/api/public/events/${live.eventId}?promo_code=EVERYONE`);
    expect(withGeneral.body.data.promo_code.valid).toBe(true);
    expect(titles(withGeneral.body)).toEqual(['Standard']);
    expect(withGeneral.body.data.tickets[0].prices[0].discounted_price).toBe(2250);
    const withNamed = await request(t.app, 'GET', `/api/public/events/${live.eventId}?promo_code=CREWONLY`);
    expect(titles(withNamed.body)).toEqual(['Standard', 'Crew rate']);

    const line = [{ ticketId: secret.id, priceId: secret.prices[0]!.id, quantity: 1 }];
    const refused = await reserve(t.app, live.eventId, line, { promo_code: 'EVERYONE' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['tickets.0']);
    expect((await reserve(t.app, live.eventId, line, { promo_code: 'CREWONLY' })).status).toBe(201);

    const generalPage = await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival?promo_code=EVERYONE`);
    expect(generalPage.status).toBe(200);
    expect(generalPage.body).toContain('Standard');
    expect(generalPage.body).not.toContain('Crew rate');
    const namedPage = await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival?promo_code=CREWONLY`);
    expect(namedPage.body).toContain('Crew rate');
  });

  it('discounts a donation at most down to its minimum', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const donation = await addTicket(t.app, live, {
      type: 'DONATION',
      title: 'Pay what you want',
      prices: [{ price: 1000, initial_quantity_available: 100 }],
    });
    await promoCode(live, { code: 'MINUS8', discount_type: 'FIXED', discount: 800 });
    await promoCode(live, { code: 'HALF', discount_type: 'PERCENTAGE', discount: 50, applicable_ticket_ids: [donation.id] });
    const give = (amount: number, code: string) =>
      reserve(t.app, live.eventId, [{ ticketId: donation.id, priceId: donation.prices[0]!.id, quantity: 2, price: amount }], {
        promo_code: code,
      });

    const atMinimum = await give(1000, 'MINUS8');
    expect(atMinimum.status).toBe(201);
    expect(atMinimum.body.data.items[0]).toMatchObject({ price_before_discount: 1000, price: 1000 });
    expect(atMinimum.body.data.total_gross).toBe(2000);

    const above = await give(1500, 'MINUS8');
    expect(above.body.data.items[0]).toMatchObject({ price_before_discount: 1500, price: 1000 });
    const generous = await give(5000, 'MINUS8');
    expect(generous.body.data.items[0]).toMatchObject({ price: 4200 });
    const half = await give(1500, 'HALF');
    expect(half.body.data.items[0]).toMatchObject({ price: 1000 });
    expect(half.body.data.total_gross).toBe(2000);

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}?promo_code=MINUS8`);
    expect(page.body.data.tickets[0]).toMatchObject({ promo_applies: true, prices: [{ price: 1000, discounted_price: 1000 }] });
  });
});
