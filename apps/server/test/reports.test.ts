import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';
import { registerAccount } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const report = (live: LiveEvent, kind: string, query = '') =>
  request(t.app, 'GET', `/api/events/${live.eventId}/reports/${kind}${query}`, { token: live.owner.token });

/** A CSV answer's text (the JSON helper parses bodies). */
const download = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The figures after CSV parsing: header row, then records (no quoted commas in these files). */
function csvOf(body: string): Record<string, string>[] {
  const [header, ...lines] = body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [names[index]!, value])));
}

/** An event selling two prices of one ticket with a 10 % tax and a fixed fee, and one sold-out scenario of sales. */
async function sellingEvent() {
  const live = await liveEvent(t.app, t.ctx);
  const account = (await request(t.app, 'GET', '/api/users/me', { token: live.owner.token })).body.data.account_id as number;
  const create = (body: object) => request(t.app, 'POST', `/api/accounts/${account}/taxes-and-fees`, { token: live.owner.token, body });
  const vat = (await create({ name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 10 })).body.data;
  const fee = (await create({ name: 'Booking fee', type: 'FEE', calculation_type: 'FIXED', rate: 100 })).body.data;
  const ticket = await addTicket(t.app, live, {
    prices: [
      { price: 2000, label: 'Early', initial_quantity_available: 50 },
      { price: 3000, label: 'Late', initial_quantity_available: 50 },
    ],
    type: 'TIERED',
    tax_and_fee_ids: [vat.id, fee.id],
  });
  const line = (index: number, quantity: number) => ({ ticketId: ticket.id, priceId: ticket.prices[index]!.id, quantity });
  return { live, ticket, line, vat, fee };
}

describe('reports', () => {
  it('agrees with the stats and the orders export after a cancellation and a partial refund', async () => {
    const { live, line } = await sellingEvent();
    const token = live.owner.token;
    // 2 × 2000 + 10 % + 2 × 100 = 4600; 1 × 3000 + 300 + 100 = 3400; 3 × 2000 → 6900.
    const first = await buyOrder(t.app, live, line(0, 2));
    const second = await buyOrder(t.app, live, line(1, 1));
    const third = await buyOrder(t.app, live, line(0, 3));
    const ordersUrl = (rest: string) => `/api/events/${live.eventId}/orders${rest}`;
    expect((await request(t.app, 'POST', ordersUrl(`/${first.id}/refund`), { token, body: { amount: 1000 } })).status).toBe(200);
    expect(
      (await request(t.app, 'POST', ordersUrl(`/${second.id}/cancel`), { token, body: { notify_buyer: false, refund: true } })).status,
    ).toBe(200);

    const byTicket = (await report(live, 'sales-by-ticket')).body.data;
    expect(byTicket.totals).toEqual({ orders: 2, tickets: 5, gross: 14900, refunded: 4400, net: 10500 });
    expect(
      byTicket.rows.map((row: { price_label: string; net: number; tickets: number }) => [row.price_label, row.tickets, row.net]),
    ).toEqual([
      ['Early', 5, 10500],
      ['Late', 0, 0],
    ]);

    const stats = (await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token })).body.data.totals;
    expect(byTicket.totals.tickets).toBe(stats.tickets_sold);
    expect(byTicket.totals.gross).toBe(stats.sales_total_gross);
    expect(byTicket.totals.net).toBe(stats.sales_total_gross - stats.total_refunded);

    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/events/${live.eventId}/orders/export`,
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'csv' },
    });
    const remaining = csvOf(exported.body).reduce((sum, row) => sum + Math.round(Number(row['Total remaining']) * 100), 0);
    expect(remaining).toBe(byTicket.totals.net);

    // Every kind that splits the sales adds up to the same figures.
    const byDay = (await report(live, 'sales-by-day')).body.data;
    expect(byDay.totals).toEqual(byTicket.totals);
    const byDate = (await report(live, 'dates')).body.data;
    expect(byDate.totals).toEqual(byTicket.totals);
    const taxes = (await report(live, 'taxes-and-fees')).body.data;
    const gross = (type: string) => taxes.totals.find((row: { type: string }) => row.type === type)?.gross;
    expect(gross('TAX')).toBe(stats.total_tax);
    expect(gross('FEE')).toBe(stats.total_fee);
    expect(third.id).toBeGreaterThan(0);
  });

  it('shares a refund between the lines of an order, and a tax between lines carrying the same list, to the unit', async () => {
    const { live, ticket, line, vat, fee } = await sellingEvent();
    const token = live.owner.token;
    const other = await addTicket(t.app, live, {
      title: 'Second',
      prices: [{ price: 2000, initial_quantity_available: 50 }],
      tax_and_fee_ids: [vat.id, fee.id],
    });
    // One order of two lines, 2000 + 200 + 100 each: the same list of taxes on both, 4600 in all.
    const reserved = await reserve(t.app, live.eventId, [line(0, 1), { ticketId: other.id, priceId: other.prices[0]!.id, quantity: 1 }]);
    expect(reserved.status).toBe(201);
    const order = reserved.body.data;
    expect((await details(t.app, live.eventId, order, 'two-lines@example.test')).status).toBe(200);
    await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
    const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(paid.body.data.status).toBe('COMPLETED');
    const listed = await request(t.app, 'GET', `/api/events/${live.eventId}/orders?query=${order.short_id}`, { token });
    const orderId = listed.body.data[0].id as number;
    // 1001 of 4600: each line's share is floor(2300 × 1001 / 4600) = 500, the unit left over goes to the last line.
    const refunded = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${orderId}/refund`, {
      token,
      body: { amount: 1001 },
    });
    expect(refunded.status).toBe(200);

    const byTicket = (await report(live, 'sales-by-ticket')).body.data;
    expect(byTicket.totals).toEqual({ orders: 1, tickets: 2, gross: 4600, refunded: 1001, net: 3599 });
    const shares = byTicket.rows.filter((row: { gross: number }) => row.gross > 0);
    expect(shares.map((row: { refunded: number }) => row.refunded).sort()).toEqual([500, 501]);
    expect(shares.map((row: { tickets: number; orders: number }) => [row.tickets, row.orders])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    // Per tax: floor(200 × 1001 / 4600) = 43 and floor(100 × 1001 / 4600) = 21, on each of the two lines.
    const taxes = (await report(live, 'taxes-and-fees')).body.data.rows;
    expect(taxes.map((row: { name: string; gross: number; refunded: number }) => [row.name, row.gross, row.refunded])).toEqual([
      ['VAT', 400, 86],
      ['Booking fee', 200, 42],
    ]);
    const stats = (await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token })).body.data.totals;
    expect(byTicket.totals.net).toBe(stats.sales_total_gross - stats.total_refunded);
    expect(taxes[0].gross).toBe(stats.total_tax);

    // A ticket renamed since: its row shows the title its latest line kept (not the first title in alphabetical order).
    const renamed = await request(t.app, 'PUT', `/api/events/${live.eventId}/tickets/${other.id}`, {
      token,
      body: { type: 'PAID', title: 'Third', prices: [{ id: other.prices[0]!.id, price: 2000 }], tax_and_fee_ids: [vat.id, fee.id] },
    });
    expect(renamed.status).toBe(200);
    await buyOrder(t.app, live, { ticketId: other.id, priceId: other.prices[0]!.id, quantity: 1 });
    const titles = (await report(live, 'sales-by-ticket')).body.data.rows.map((row: { ticket_title: string; tickets: number }) => [
      row.ticket_title,
      row.tickets,
    ]);
    expect(titles).toContainEqual(['Third', 2]);
    expect(ticket.id).not.toBe(other.id);
  });

  it('answers each kind, filters by range and date, and writes CSV in major units with the currency', async () => {
    const { live, line } = await sellingEvent();
    await buyOrder(t.app, live, line(0, 1));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    for (const kind of ['sales-by-ticket', 'sales-by-day', 'promo-codes', 'affiliates', 'taxes-and-fees', 'check-ins', 'dates']) {
      const answer = await report(live, kind);
      expect(answer.status, kind).toBe(200);
      expect(answer.body.data).toMatchObject({ kind, currency: 'EUR', timezone: 'Europe/Berlin' });
    }
    expect((await report(live, 'sales-by-day')).body.data.rows).toEqual([
      { day: today, orders: 1, tickets: 1, gross: 2300, refunded: 0, net: 2300 },
    ]);
    expect((await report(live, 'sales-by-day', `?from=${today}&to=${today}`)).body.data.totals.net).toBe(2300);
    expect((await report(live, 'sales-by-day', '?from=2020-01-01&to=2020-01-31')).body.data.totals.net).toBe(0);

    const dates = (await report(live, 'dates')).body.data.rows;
    expect((await report(live, 'sales-by-ticket', `?date_id=${dates[0].date_id}`)).body.data.totals.net).toBe(2300);
    const checkIns = (await report(live, 'check-ins')).body.data;
    expect(checkIns.totals).toEqual({ total: 1, checked_in: 0 });

    const csv = await download(`/api/events/${live.eventId}/reports/sales-by-ticket?format=csv`, live.owner.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [row] = csvOf(csv.body);
    expect(row).toMatchObject({ price_label: 'Early', gross: '23.00', net: '23.00', currency: 'EUR' });
  });

  it('refuses a bad kind or range with 422, and a date of another event with 404', async () => {
    const { live } = await sellingEvent();
    const other = await sellingEvent();
    expect((await report(live, 'everything')).status).toBe(422);
    const reversed = await report(live, 'sales-by-day', '?from=2026-02-10&to=2026-02-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.to).toBeDefined();
    expect((await report(live, 'sales-by-day', '?from=2026-02-31')).status).toBe(422);
    expect((await report(live, 'sales-by-day', '?from=yesterday')).status).toBe(422);
    const otherDates = (await report(other.live, 'dates')).body.data.rows;
    expect((await report(live, 'sales-by-ticket', `?date_id=${otherDates[0].date_id}`)).status).toBe(404);
  });

  it('adds up an organizer’s events per currency, and hides them from other accounts', async () => {
    const { live, line } = await sellingEvent();
    await buyOrder(t.app, live, line(1, 2));
    const event = (await request(t.app, 'GET', `/api/events/${live.eventId}`, { token: live.owner.token })).body.data;
    const url = `/api/organizers/${event.organizer_id}/reports/revenue-by-event`;
    const revenue = await request(t.app, 'GET', url, { token: live.owner.token });
    expect(revenue.status).toBe(200);
    expect(revenue.body.data.totals).toEqual([{ currency: 'EUR', orders: 1, tickets: 2, gross: 6800, refunded: 0, net: 6800 }]);
    // Days of sale over the organizer: each event's days in its own zone (the event is in Europe/Berlin).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const inRange = await request(t.app, 'GET', `${url}?from=${today}&to=${today}`, { token: live.owner.token });
    expect(inRange.body.data.totals).toEqual(revenue.body.data.totals);
    const before = await request(t.app, 'GET', `${url}?from=2020-01-01&to=2020-01-31`, { token: live.owner.token });
    expect(before.body.data.rows.map((row: { net: number }) => row.net)).toEqual([0]);
    expect(before.body.data.totals).toEqual([{ currency: 'EUR', orders: 0, tickets: 0, gross: 0, refunded: 0, net: 0 }]);
    const taxes = await download(`/api/organizers/${event.organizer_id}/reports/taxes-and-fees?format=csv`, live.owner.token);
    expect(csvOf(taxes.body).map((row) => [row.name, row.net, row.currency])).toEqual([
      ['VAT', '6.00', 'EUR'],
      ['Booking fee', '2.00', 'EUR'],
    ]);
    const stranger = await registerAccount(t.app);
    expect((await request(t.app, 'GET', url, { token: stranger.token })).status).toBe(404);
  });
});
