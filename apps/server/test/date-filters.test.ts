import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendees, eventDates, tickets } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An event with two dates: the first (09:00 evening), a second "Matinee"; one order of 1 on the first, one of 2 on the second. */
async function twoDateSales() {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
  const line = (quantity: number) => ({ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity });
  const [first] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.eventId, live.eventId));
  const [second] = await t.ctx.db
    .insert(eventDates)
    .values({
      accountId: first!.accountId,
      eventId: live.eventId,
      startDate: new Date('2031-07-02T14:00:00Z'),
      endDate: null,
      label: 'Matinee',
    })
    .returning();
  const evening = await buyOrder(t.app, live, line(1), { email: uniqueEmail('evening'), dateId: first!.id });
  const matinee = await buyOrder(t.app, live, line(2), { email: uniqueEmail('matinee'), dateId: second!.id });
  return { live, ticket, line, first: first!, second: second!, evening, matinee };
}

const api = (live: LiveEvent, method: 'GET' | 'POST', path: string, body?: unknown) =>
  request(t.app, method, `/api/events/${live.eventId}${path}`, { token: live.owner.token, ...(body === undefined ? {} : { body }) });

describe('orders and attendees by date', () => {
  it('carry their date in every answer, and the lists filter by event_date_id', async () => {
    const { live, first, second, evening, matinee } = await twoDateSales();
    const matineeDate = { start_date: '2031-07-02T14:00:00.000Z', end_date: null, label: 'Matinee' };

    const list = await api(live, 'GET', '/orders');
    const byId = new Map(list.body.data.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(matinee.id)).toMatchObject({ event_date_id: second.id, event_date: matineeDate });
    expect(byId.get(evening.id)).toMatchObject({
      event_date_id: first.id,
      event_date: { start_date: first.startDate.toISOString(), end_date: first.endDate!.toISOString(), label: null },
    });
    expect((byId.get(matinee.id) as { attendees: unknown[] }).attendees[0]).toMatchObject({
      event_date_id: second.id,
      event_date: matineeDate,
    });

    const onSecond = await api(live, 'GET', `/orders?filter_fields[event_date_id][eq]=${second.id}`);
    expect(onSecond.body.data.map((o: { id: number }) => o.id)).toEqual([matinee.id]);
    const onBoth = await api(live, 'GET', `/orders?filter_fields[event_date_id][in]=${first.id},${second.id}`);
    expect(onBoth.body.meta.total).toBe(2);

    const details = await api(live, 'GET', `/orders/${matinee.id}`);
    expect(details.body.data).toMatchObject({ event_date_id: second.id, event_date: matineeDate });
    expect(details.body.data.attendees[0]).toMatchObject({ event_date_id: second.id, event_date: matineeDate });

    const people = await api(live, 'GET', `/attendees?filter_fields[event_date_id][eq]=${second.id}`);
    expect(people.body.meta.total).toBe(2);
    expect(people.body.data[0]).toMatchObject({ order_id: matinee.id, event_date_id: second.id, event_date: matineeDate });
    const attendee = await api(live, 'GET', `/attendees/${people.body.data[0].id}`);
    expect(attendee.body.data).toMatchObject({ event_date_id: second.id, event_date: matineeDate });
    const firstPeople = await api(live, 'GET', `/attendees?filter_fields[event_date_id][in]=${first.id}`);
    expect(firstPeople.body.data.map((a: { order_id: number }) => a.order_id)).toEqual([evening.id]);

    // The buyer's own answers name the date too.
    const publicOrder = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${matinee.short_id}`);
    expect(publicOrder.body.data).toMatchObject({ event_date_id: second.id, event_date: matineeDate });
    expect(publicOrder.body.data.attendees[0]).toMatchObject({ event_date: matineeDate });
    const ticketPage = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${matinee.attendees[0]!.short_id}`);
    expect(ticketPage.status).toBe(200);
    expect(ticketPage.body.data.attendee).toMatchObject({ event_date_id: second.id, event_date: matineeDate });
  });

  it('exports the date column and honours the date filter', async () => {
    const { live, second, matinee } = await twoDateSales();
    const csv = await api(live, 'POST', `/orders/export?filter_fields[event_date_id][eq]=${second.id}`, { format: 'csv' });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    const header = lines[0]!.split(',');
    const cells = lines[1]!.split(',');
    // The date's start in the event's time zone, the zone named.
    expect(cells[header.indexOf('Date')]).toBe('2031-07-02T16:00:00+02:00[Europe/Berlin] (Matinee)');
    expect(lines[1]).toContain(matinee.public_reference);

    const people = await api(live, 'POST', '/attendees/export', { format: 'csv', filter_fields: { event_date_id: { eq: second.id } } });
    expect(people.status).toBe(200);
    const rows = (people.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(3);
    const head = rows[0]!.split(',');
    expect(rows.slice(1).map((row) => row.split(',')[head.indexOf('Date')])).toEqual([
      '2031-07-02T16:00:00+02:00[Europe/Berlin] (Matinee)',
      '2031-07-02T16:00:00+02:00[Europe/Berlin] (Matinee)',
    ]);
  });

  it("answers one date's stats with ?date_id=, and 404 for a date of another event", async () => {
    const { live, first, second } = await twoDateSales();
    const all = await api(live, 'GET', '/stats');
    expect(all.body.data.totals).toMatchObject({ tickets_sold: 3, orders_created: 2, sales_total_gross: 7500 });
    const matinee = await api(live, 'GET', `/stats?date_id=${second.id}`);
    expect(matinee.status).toBe(200);
    expect(matinee.body.data.totals).toMatchObject({ tickets_sold: 2, orders_created: 1, sales_total_gross: 5000, total_refunded: 0 });
    expect(matinee.body.data.daily).toHaveLength(30);
    expect(matinee.body.data.daily.at(-1)).toMatchObject({ tickets_sold: 2, orders_created: 1, sales_total_gross: 5000 });
    const evening = await api(live, 'GET', `/stats?date_id=${first.id}`);
    expect(evening.body.data.totals).toMatchObject({ tickets_sold: 1, orders_created: 1, sales_total_gross: 2500 });
    const other = await liveEvent(t.app, t.ctx);
    const foreign = await request(t.app, 'GET', `/api/events/${other.eventId}/stats?date_id=${second.id}`, { token: other.owner.token });
    expect(foreign.status).toBe(404);
    expect((await api(live, 'GET', '/stats?date_id=abc')).status).toBe(422);
  });

  it('reaches the holders of the chosen dates with a message, pass holders included', async () => {
    const { live, first, second, matinee, evening } = await twoDateSales();
    const pass = await addTicket(t.app, live, { title: 'Season pass', prices: [{ price: 9000, initial_quantity_available: 10 }] });
    await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, pass.id));
    const passOrder = await buyOrder(
      t.app,
      live,
      { ticketId: pass.id, priceId: pass.prices[0]!.id, quantity: 1 },
      { email: uniqueEmail('pass'), dateId: first.id },
    );
    // The pass was bought on the first date; its holder has no date of their own, and so is one on every date.
    const passHolders = await t.ctx.db.select().from(attendees).where(eq(attendees.orderId, passOrder.id));
    expect(passHolders.map((holder) => holder.eventDateId)).toEqual([null]);
    const preview = (body: Record<string, unknown>) => api(live, 'POST', '/messages/preview', body);
    // Every order's attendees share the buyer's address: one mail per address.
    expect((await preview({ type: 'ALL_ATTENDEES' })).body.data.recipients_count).toBe(3);
    expect((await preview({ type: 'ALL_ATTENDEES', event_date_ids: [second.id] })).body.data.recipients_count).toBe(2);
    const wrong = await preview({ type: 'ALL_ATTENDEES', event_date_ids: [999_999_999] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.event_date_ids).toBeDefined();

    const sent = await api(live, 'POST', '/messages', {
      type: 'ALL_ATTENDEES',
      event_date_ids: [second.id],
      subject: 'Matinee moved',
      content: '<p>The matinee starts an hour later.</p>',
      acknowledgement: true,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ event_date_ids: [second.id], recipients_count: 2 });
    await expect
      .poll(async () => (await api(live, 'GET', `/messages/${sent.body.data.id}`)).body.data.status, { timeout: 15_000 })
      .toBe('SENT');
    const details = await api(live, 'GET', `/messages/${sent.body.data.id}`);
    expect(details.body.data.recipients.map((r: { email: string }) => r.email).sort()).toEqual([matinee.email, passOrder.email].sort());
    expect(details.body.data.recipients.map((r: { email: string }) => r.email)).not.toContain(evening.email);
  });
});
