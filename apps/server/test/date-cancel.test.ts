import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { attendees, eventDatePrices, eventDates, orderRefunds, orders } from '../src/platform/db/schema.js';
import { CANCEL_DATE_QUEUE, runDateCancellation } from '../src/features/dates/cancel-date.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { mailsTo, pendingJobs, registerAccount, uniqueEmail, untilMailsSent } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';
import { walkIn } from './attendee-factories.js';
import { twoDates } from './date-factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cancelUrl = (live: LiveEvent, dateId: number) => `/api/events/${live.eventId}/dates/${dateId}/cancel`;

function cancel(live: LiveEvent, dateId: number, body: Record<string, unknown>, token = live.owner.token) {
  return request(t.app, 'POST', cancelUrl(live, dateId), { token, body });
}

async function orderRow(id: number) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function refundsOf(id: number) {
  return t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
}

/** Units of a ONE_DATE price held on one date, or on all its dates together (docs/dates.md, "Stock"). */
async function held(priceId: number, dateId?: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ held: sql<number>`coalesce(sum(${eventDatePrices.quantityHeld}), 0)::int` })
    .from(eventDatePrices)
    .where(and(eq(eventDatePrices.ticketPriceId, priceId), dateId === undefined ? undefined : eq(eventDatePrices.eventDateId, dateId)));
  return Number(row!.held);
}

/** Waits until the date's job has done every order it counted (read through the repeat of the call, a no-op). */
async function untilDone(live: LiveEvent, dateId: number) {
  await expect
    .poll(
      async () => {
        const { cancellation } = (await cancel(live, dateId, { refund: false, notify_buyers: false })).body.data;
        return cancellation.orders_done === cancellation.orders_total && (await pendingJobs(t.app, CANCEL_DATE_QUEUE, { dateId })) <= 1;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
}

describe('cancelling a date', () => {
  it('stops the date at once, then cancels and refunds its orders, mails each buyer in their language, and leaves other dates alone', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
    const priceId = ticket.prices[0]!.id;
    const line = (quantity: number) => ({ ticketId: ticket.id, priceId, quantity });
    const { first, second } = await twoDates(t.ctx, live);

    const english = await buyOrder(t.app, live, line(2), { dateId: second.id });
    const german = await buyOrder(t.app, live, line(1), { dateId: second.id });
    await t.ctx.db.update(orders).set({ locale: 'de' }).where(eq(orders.id, german.id));
    const manual = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
      token: live.owner.token,
      body: walkIn(ticket, { amount_paid: 1800, locale: 'fr', event_date_id: second.id }),
    });
    expect(manual.status).toBe(201);
    const manualOrderId: number = manual.body.data.order_id;
    const manualEmail: string = manual.body.data.email;
    const hold = await reserve(t.app, live.eventId, [line(1)], { date_id: second.id });
    expect(hold.status).toBe(201);
    const [holdRow] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, hold.body.data.short_id));
    const other = await buyOrder(t.app, live, line(3), { dateId: first.id });
    for (const id of [english.id, german.id, manualOrderId, holdRow!.id]) expect((await orderRow(id)).eventDateId).toBe(second.id);
    expect((await orderRow(other.id)).eventDateId).toBe(first.id);
    expect(await held(priceId, second.id)).toBe(2 + 1 + 1 + 1);
    expect(await held(priceId)).toBe(2 + 1 + 1 + 1 + 3);

    const answer = await cancel(live, second.id, { refund: true, notify_buyers: true, message: 'The stage roof failed its inspection.' });
    expect(answer.status).toBe(202);
    expect(answer.body.data).toMatchObject({
      id: second.id,
      label: 'Matinee',
      status: 'CANCELLED',
      cancellation: { refund: true, notify_buyers: true, message: 'The stage roof failed its inspection.', orders_total: 4 },
    });
    await untilDone(live, second.id);

    // Every order of the date cancelled once, paid online ones refunded in full once, the manual one without refund.
    for (const id of [english.id, german.id, manualOrderId, holdRow!.id]) expect((await orderRow(id)).status).toBe('CANCELLED');
    expect((await refundsOf(english.id)).map((r) => [r.amount, r.status])).toEqual([[5000, 'SUCCEEDED']]);
    expect((await refundsOf(german.id)).map((r) => [r.amount, r.status])).toEqual([[2500, 'SUCCEEDED']]);
    expect(await refundsOf(manualOrderId)).toEqual([]);
    expect(await refundsOf(holdRow!.id)).toEqual([]);
    expect((await orderRow(english.id)).totalRefunded).toBe(5000);
    // The other date's order is untouched, and only its units still hold stock.
    expect((await orderRow(other.id)).status).toBe('COMPLETED');
    expect(await refundsOf(other.id)).toEqual([]);
    expect(await held(priceId)).toBe(3);
    expect(await held(priceId, first.id)).toBe(3);
    expect(await held(priceId, second.id)).toBe(0);
    const activeOnSecond = await t.ctx.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.eventDateId, second.id), eq(attendees.status, 'ACTIVE')));
    expect(activeOnSecond).toEqual([]);

    // One mail per buyer, in the buyer's language, naming the date and quoting the organizer; no other mail.
    for (const email of [english.email, german.email, manualEmail, other.email]) await untilMailsSent(t.app, email);
    const en = (await mailsTo(t.app, english.email)).filter((mail) => mail.subject.includes('has been cancelled'));
    expect(en).toHaveLength(1);
    expect(en[0]!.subject).toContain('Harbour Lights Festival');
    expect(en[0]!.text).toContain('Matinee');
    expect(en[0]!.text).toContain('The stage roof failed its inspection.');
    expect(en[0]!.text).toContain('is being refunded in full');
    expect(en[0]!.text).toContain(english.public_reference);
    const de = (await mailsTo(t.app, german.email)).filter((mail) => mail.subject.includes('wurde abgesagt'));
    expect(de).toHaveLength(1);
    expect(de[0]!.text).toContain('vollständig');
    const fr = (await mailsTo(t.app, manualEmail)).filter((mail) => mail.subject.includes('est annulé'));
    expect(fr).toHaveLength(1);
    expect(fr[0]!.text).toContain('Aucun remboursement automatique');
    // Neither the order's own cancellation mail nor a refund mail went out besides it.
    for (const email of [english.email, german.email, manualEmail]) {
      const subjects = (await mailsTo(t.app, email)).map((mail) => mail.subject);
      expect(subjects.filter((s) => /Your order .* has been cancelled|A refund for your order/.test(s))).toEqual([]);
    }
    expect((await mailsTo(t.app, other.email)).filter((mail) => /cancel/i.test(mail.subject))).toEqual([]);

    // The repeat changes nothing, whatever it asks: same answer, no refund or mail more.
    const again = await cancel(live, second.id, { refund: false, notify_buyers: false, message: 'Other words' });
    expect(again.status).toBe(202);
    expect(again.body.data.cancellation).toMatchObject({ refund: true, notify_buyers: true, orders_total: 4, orders_done: 4 });
    expect(again.body.data.cancellation.message).toBe('The stage roof failed its inspection.');
    expect(await refundsOf(english.id)).toHaveLength(1);

    // The job run once more (a retry, a second worker, the follow-up pass) finds nothing to do.
    await runDateCancellation(t.ctx, { dateId: second.id, actorUserId: live.owner.user.id, sweep: true });
    await untilMailsSent(t.app, english.email);
    expect((await mailsTo(t.app, english.email)).filter((mail) => mail.subject.includes('has been cancelled'))).toHaveLength(1);
    expect(await refundsOf(english.id)).toHaveLength(1);
    const [date] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.id, second.id));
    expect(date).toMatchObject({ cancellationOrdersDone: 4, cancellationOrdersTotal: 4 });
  });

  it('refuses to complete a payment on a cancelled date, and the last pass cancels an order that committed after the job passed', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
    const line = { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 };
    const { first, second } = await twoDates(t.ctx, live);

    // A buyer is paying when the date is cancelled: the order is in flight.
    const paying = await reserve(t.app, live.eventId, [line], { date_id: second.id });
    const email = uniqueEmail('paying');
    expect((await details(t.app, live.eventId, paying.body.data, email)).status).toBe(200);
    expect((await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${paying.body.data.short_id}/payment`)).status).toBe(
      200,
    );
    const [payingRow] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, paying.body.data.short_id));
    expect(payingRow!.eventDateId).toBe(second.id);

    expect((await cancel(live, second.id, { refund: true, notify_buyers: true })).status).toBe(202);
    await untilDone(live, second.id);
    expect((await orderRow(payingRow!.id)).status).toBe('CANCELLED');
    // The payment that arrives now cannot complete it: completion is a conditional write from a holding status.
    const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${paying.body.data.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(paid.body?.data?.status).not.toBe('COMPLETED');
    expect((await orderRow(payingRow!.id)).status).toBe('CANCELLED');
    expect(await refundsOf(payingRow!.id)).toEqual([]);

    // A purchase that read the date as SCHEDULED just before it was cancelled commits after the job's pass: its
    // order is there, on the cancelled date, once the job has finished. The follow-up pass, scheduled by the job,
    // cancels and refunds it. Such a purchase is played here by opening the date again for the time of one
    // purchase on it (a real purchase on it, so its stock counters are right) and cancelling it again.
    expect(await pendingJobs(t.app, CANCEL_DATE_QUEUE, { dateId: second.id, sweep: true })).toBe(1);
    await t.ctx.db.update(eventDates).set({ status: 'SCHEDULED' }).where(eq(eventDates.id, second.id));
    const late = await buyOrder(t.app, live, line, { dateId: second.id });
    await t.ctx.db.update(eventDates).set({ status: 'CANCELLED' }).where(eq(eventDates.id, second.id));
    expect((await orderRow(late.id)).eventDateId).toBe(second.id);
    expect(await held(line.priceId, second.id)).toBe(1);
    await runDateCancellation(t.ctx, { dateId: second.id, actorUserId: live.owner.user.id, sweep: true });
    expect((await orderRow(late.id)).status).toBe('CANCELLED');
    expect((await refundsOf(late.id)).map((r) => r.amount)).toEqual([2500]);
    const [date] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.id, second.id));
    expect(date).toMatchObject({ cancellationOrdersDone: 2, cancellationOrdersTotal: 2 });
    expect(await held(line.priceId, second.id)).toBe(0);
    await untilMailsSent(t.app, late.email);
    expect((await mailsTo(t.app, late.email)).filter((mail) => mail.subject.includes('has been cancelled'))).toHaveLength(1);
    expect((await request(t.app, 'GET', `/api/events/${live.eventId}/orders/${late.id}`, { token: live.owner.token })).status).toBe(200);
    expect(first.status).toBe('SCHEDULED');
  });

  it('answers 404 for another account, an unknown date or a date of another event, and 422 for a body without its choices', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const { second } = await twoDates(t.ctx, live);
    const stranger = await registerAccount(t.app);
    expect((await cancel(live, second.id, { refund: false, notify_buyers: false }, stranger.token)).status).toBe(404);
    expect((await cancel(live, 999_999_999, { refund: false, notify_buyers: false })).status).toBe(404);
    const elsewhere = await liveEvent(t.app, t.ctx);
    const foreign = await request(t.app, 'POST', cancelUrl(elsewhere, second.id), {
      token: elsewhere.owner.token,
      body: { refund: false, notify_buyers: false },
    });
    expect(foreign.status).toBe(404);
    expect((await cancel(live, second.id, { refund: true })).status).toBe(422);
    expect((await request(t.app, 'POST', cancelUrl(live, second.id), { body: { refund: false, notify_buyers: false } })).status).toBe(401);
    const [date] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.id, second.id));
    expect(date!.status).toBe('SCHEDULED');
  });

  it('cancels a date without orders at once, and without refunds or mails when not asked', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
    const { second } = await twoDates(t.ctx, live);
    const order = await buyOrder(t.app, live, { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }, { dateId: second.id });
    const answer = await cancel(live, second.id, { refund: false, notify_buyers: false });
    expect(answer.body.data).toMatchObject({ status: 'CANCELLED', sold_count: 1, cancellation: { orders_total: 1 } });
    await untilDone(live, second.id);
    expect((await orderRow(order.id)).status).toBe('CANCELLED');
    expect(await refundsOf(order.id)).toEqual([]);
    await untilMailsSent(t.app, order.email);
    const subjects = (await mailsTo(t.app, order.email)).map((mail) => mail.subject);
    expect(subjects.filter((s) => /cancelled/.test(s))).toEqual([]);
  });
});
