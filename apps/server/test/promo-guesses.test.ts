import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type ApiResponse, type TestApp } from './harness.js';
import { randomIp } from './factories.js';
import { addTicket, liveEvent } from './selling-factories.js';

/** One allowance of wrong promo codes per address and event, however a code is tried. */
const ALLOWANCE = 3;
let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, rateLimitPromoCodes: ALLOWANCE });
});
afterAll(async () => {
  await t.close();
});

// Counters live in the database, which test files share on PostgreSQL: each address here is new.

async function eventWithCode() {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 100 }] });
  const code = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
    token: live.owner.token,
    body: { code: 'GOOD', discount_type: 'FIXED', discount: 500, applicable_ticket_ids: [ticket.id] },
  });
  expect(code.status).toBe(201);
  const priceId = ticket.prices[0]!.id;
  const ways = (ip: string) => ({
    api: (code: string) => request(t.app, 'GET', `/api/public/events/${live.eventId}?promo_code=${code}`, { remoteAddress: ip }),
    page: (code: string) =>
      request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival?promo_code=${code}`, { remoteAddress: ip }),
    check: (code: string) => request(t.app, 'GET', `/api/public/events/${live.eventId}/promo-codes/${code}`, { remoteAddress: ip }),
    order: (code: string) =>
      request(t.app, 'POST', `/api/public/events/${live.eventId}/order`, {
        remoteAddress: ip,
        body: { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: priceId, quantity: 1 }] }], promo_code: code },
      }),
  });
  return { live, ways };
}

function expectLimited(response: ApiResponse) {
  expect(response.status).toBe(429);
  expect(response.body.code).toBe('RATE_LIMITED');
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

/** The page's JSON-LD carries the ticket's price after the code's discount. */
const pagePrice = (page: ApiResponse) => /"price":"(\d+\.\d+)"/.exec(page.body as string)?.[1];

describe('promo code guesses', () => {
  it('counts wrong codes from the event API, the event page, the check and orders against one allowance', async () => {
    const { live, ways } = await eventWithCode();
    const ip = randomIp();
    const by = ways(ip);

    const viaApi = await by.api('WRONG1');
    expect(viaApi.status).toBe(200);
    expect(viaApi.body.data.promo_code).toMatchObject({ valid: false });
    const viaPage = await by.page('WRONG2');
    expect(viaPage.status).toBe(200);
    expect(pagePrice(viaPage)).toBe('25.00');
    expect((await by.check('WRONG3')).body).toEqual({ valid: false });

    // The allowance is used up: every way of trying a code is refused, a good code too, since
    // answering it would tell a guesser which codes are good.
    expectLimited(await by.order('WRONG4'));
    expectLimited(await by.api('WRONG5'));
    expectLimited(await by.api('GOOD'));
    expectLimited(await by.check('GOOD'));
    const page = await by.page('GOOD');
    expect(page.status).toBe(200);
    expect(pagePrice(page)).toBe('25.00');

    // Without a code nothing is counted or refused; other addresses and other events go on.
    expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}`, { remoteAddress: ip })).status).toBe(200);
    const other = ways(randomIp());
    expect((await other.api('GOOD')).body.data.promo_code).toMatchObject({ valid: true });
    expect(pagePrice(await other.page('GOOD'))).toBe('20.00');
    const elsewhere = await eventWithCode();
    expect((await elsewhere.ways(ip).check('GOOD')).body).toEqual({ valid: true });
  });

  it('never counts a usable code, so a shared link does not lock out the people using it', async () => {
    const { ways } = await eventWithCode();
    const by = ways(randomIp());
    for (let i = 0; i < ALLOWANCE + 2; i += 1) {
      expect((await by.api('GOOD')).body.data.promo_code).toMatchObject({ valid: true });
      expect(pagePrice(await by.page('good'))).toBe('20.00');
      expect((await by.check('GOOD')).body).toEqual({ valid: true });
    }
    const ordered = await by.order('GOOD');
    expect(ordered.status).toBe(201);
    expect(ordered.body.data.promo_code).toBe('GOOD');

    for (let i = 0; i < ALLOWANCE; i += 1) expect((await by.order(`WRONG${i}`)).body.code).toBe('PROMO_CODE_INVALID');
    expectLimited(await by.order('GOOD'));
  });
});
