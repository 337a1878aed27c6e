import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { planSeats, seatingLayoutSchema } from '@stagedoor/contracts';
import { DateTime } from 'luxon';
import { accounts, eventSeatCategories, seatingPlans } from '../src/platform/db/schema.js';
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
    expect(list.body.data.map((item: { title: string }) => item.title).sort()).toEqual([
      "A Midsummer Night's Dream",
      'Evening Pottery Class',
      'Summer Sessions by the River',
    ]);
    const event = list.body.data.find((item: { title: string }) => item.title === 'Summer Sessions by the River');
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
    const oneNight = await request(t.app, 'GET', `/api/events/${event.id}/dates`, { token: login.body.token });
    expect(oneNight.body.meta.total).toBe(1);

    // A weekly series: ten Thursdays at 19:00 in Berlin (summer time or not), a ticket per class and a pass for all.
    const series = list.body.data.find((item: { title: string }) => item.title === 'Evening Pottery Class');
    expect(series.status).toBe('LIVE');
    const dates = await request(t.app, 'GET', `/api/events/${series.id}/dates`, { token: login.body.token });
    expect(dates.body.meta.total).toBe(10);
    const starts = dates.body.data.map((date: { start_date: string }) => DateTime.fromISO(date.start_date, { zone: 'Europe/Berlin' }));
    expect(new Set(starts.map((start: DateTime) => `${start.weekday} ${start.toFormat('HH:mm')}`))).toEqual(new Set(['4 19:00']));
    expect(starts[0].toMillis()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60_000);
    expect(
      new Set(starts.map((start: DateTime, index: number) => (index === 0 ? 7 : Math.round(start.diff(starts[index - 1], 'days').days)))),
    ).toEqual(new Set([7]));
    expect(series.start_date).toBe(dates.body.data[0].start_date);
    expect(series.end_date).toBe(dates.body.data[9].end_date);
    const seriesTickets = await request(t.app, 'GET', `/api/events/${series.id}/tickets`, { token: login.body.token });
    expect(seriesTickets.body.data.map((ticket: { validity: string }) => ticket.validity)).toEqual(['ONE_DATE', 'ALL_DATES']);
    const publicDates = await request(t.app, 'GET', `/api/public/events/${series.id}/dates`);
    expect(publicDates.body.data.map((date: { availability: string }) => date.availability)).toEqual(Array(10).fill('ON_SALE'));

    // A seated run: three evenings in a theatre whose plan can be sold as drawn, each category sold by its own ticket.
    const theatre = list.body.data.find((item: { title: string }) => item.title === "A Midsummer Night's Dream");
    const theatreDates = await request(t.app, 'GET', `/api/events/${theatre.id}/dates`, { token: login.body.token });
    expect(theatreDates.body.meta.total).toBe(3);
    const [plan] = await t.ctx.db.select().from(seatingPlans).where(eq(seatingPlans.accountId, theatre.account_id));
    expect(seatingLayoutSchema.safeParse(plan!.layout).success).toBe(true);
    const seats = planSeats(seatingLayoutSchema.parse(plan!.layout));
    expect(plan!.seatCount).toBe(seats.length);
    expect(seats.filter((seat) => seat.accessible === 'WHEELCHAIR')).toHaveLength(1);
    const categories = await t.ctx.db.select().from(eventSeatCategories).where(eq(eventSeatCategories.eventId, theatre.id));
    expect(categories.map((row) => row.category).sort()).toEqual(['premium', 'standard', 'standing']);
  });
});
