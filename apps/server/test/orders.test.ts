import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember, heldUnitsOf, mailsTo, recordOrder, uniqueEmail, untilMailsSent, waitForMail } from './factories.js';
import { reserve, type LiveEvent } from './selling-factories.js';
import { buyOrder, ordersUrl, sellingEvent } from './order-factories.js';
import { orderRefunds, orders } from '../src/platform/db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function held(priceId: number): Promise<number> {
  return heldUnitsOf(t.ctx.db, priceId);
}

async function stats(live: LiveEvent) {
  return (await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token: live.owner.token })).body.data.totals;
}

describe('orders list', () => {
  it('lists sales with their items and attendees, hides holds unless asked, and searches from the start of names, emails and references', async () => {
    const { live, line } = await sellingEvent(t.app, t.ctx);
    const first = await buyOrder(t.app, live, line(2), { email: uniqueEmail('zelda') });
    const second = await buyOrder(t.app, live, line(1));
    const hold = await reserve(t.app, live.eventId, [line(1)]);
    expect(hold.status).toBe(201);
    const token = live.owner.token;

    const list = await request(t.app, 'GET', ordersUrl(live), { token });
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(list.body.data[1]).toMatchObject({
      status: 'COMPLETED',
      attendees_count: 2,
      is_test: true,
      is_manually_created: false,
      total_gross: 5000,
    });
    expect(list.body.data[1].items[0]).toMatchObject({ quantity: 2, ticket_title: 'General admission' });

    const holds = await request(t.app, 'GET', ordersUrl(live, '?filter_fields[status][eq]=RESERVED'), { token });
    expect(holds.body.data.map((o: { short_id: string }) => o.short_id)).toEqual([hold.body.data.short_id]);

    const byEmail = await request(t.app, 'GET', ordersUrl(live, `?query=${encodeURIComponent(first.email.slice(0, 8).toUpperCase())}`), {
      token,
    });
    expect(byEmail.body.data.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const byAttendee = await request(t.app, 'GET', ordersUrl(live, '?query=guest2'), { token });
    expect(byAttendee.body.data.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const byReference = await request(t.app, 'GET', ordersUrl(live, `?query=${second.public_reference.toLowerCase()}`), { token });
    expect(byReference.body.data.map((o: { id: number }) => o.id)).toEqual([second.id]);
    const wildcard = await request(t.app, 'GET', ordersUrl(live, '?query=%25'), { token });
    expect(wildcard.body.data).toEqual([]);

    const sorted = await request(
      t.app,
      'GET',
      ordersUrl(live, '?sort_by=total_gross&sort_direction=desc&filter_fields[is_test][eq]=true'),
      { token },
    );
    expect(sorted.body.data.map((o: { id: number }) => o.id)).toEqual([first.id, second.id]);
    const manual = await request(t.app, 'GET', ordersUrl(live, '?filter_fields[is_manually_created][eq]=true'), { token });
    expect(manual.body.meta.total).toBe(0);
    const since = await request(
      t.app,
      'GET',
      ordersUrl(live, `?filter_fields[created_at][gte]=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`),
      { token },
    );
    expect(since.body.meta.total).toBe(0);

    const bad = await request(t.app, 'GET', ordersUrl(live, '?filter_fields[secret][eq]=1&sort_by=nope'), { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['filter_fields[secret][eq]', 'sort_by']);
  });
});

describe('order details', () => {
  it('shows answers (hidden ones only with the event setting), totals, payments and history', async () => {
    const { live, line } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const visible = await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
      token,
      body: { title: 'Company', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' },
    });
    const hidden = await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
      token,
      body: { title: 'Internal note', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER', is_hidden: true },
    });
    expect(hidden.status).toBe(201);
    const order = await buyOrder(t.app, live, line(1), { orderAnswers: [{ question_id: visible.body.data.id, answer: 'Acme' }] });
    await t.ctx.db.execute(
      `insert into question_answers (question_id, order_id, answer) values (${hidden.body.data.id}, ${order.id}, '"VIP"'::jsonb)` as never,
    );

    const shown = await request(t.app, 'GET', ordersUrl(live, `/${order.id}`), { token });
    expect(shown.status).toBe(200);
    const data = shown.body.data;
    expect(data.answers).toEqual([{ question_id: visible.body.data.id, title: 'Company', is_hidden: false, answer: 'Acme' }]);
    expect(data.totals).toEqual({ gross: 2500, fee: 0, tax: 0, refunded: 0, remaining: 2500 });
    expect(data.payments).toEqual([
      { provider: 'test', status: 'SUCCEEDED', amount: 2500, provider_payment_id: null, provider_account_id: null },
    ]);
    expect(data.history.map((h: { action: string }) => h.action)).toEqual(['CREATED', 'PAID']);
    expect(data.affiliate).toBeNull();
    expect(data).toMatchObject({ can_refund: true, can_cancel: true, can_mark_paid: false });

    const event = await request(t.app, 'GET', `/api/events/${live.eventId}`, { token });
    await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token,
      body: { settings: { ...event.body.data.settings, show_hidden_questions: true } },
    });
    const withHidden = await request(t.app, 'GET', ordersUrl(live, `/${order.id}`), { token });
    expect(withHidden.body.data.answers.map((a: { title: string }) => a.title).sort()).toEqual(['Company', 'Internal note']);
  });

  it('edits the buyer, resends the confirmation and records who did it', async () => {
    const { live, line } = await sellingEvent(t.app, t.ctx);
    const order = await buyOrder(t.app, live, line(1));
    const member = await addMember(t.app, live.owner, 'ORGANIZER');
    const email = uniqueEmail('renamed');
    const edited = await request(t.app, 'PUT', ordersUrl(live, `/${order.id}`), {
      token: member.token,
      body: { first_name: 'Ada', last_name: 'Lovelace', email },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email });
    const invalid = await request(t.app, 'PUT', ordersUrl(live, `/${order.id}`), {
      token: member.token,
      body: { first_name: '', last_name: 'x', email: 'nope' },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'first_name']);

    const resent = await request(t.app, 'POST', ordersUrl(live, `/${order.id}/resend_confirmation`), { token: member.token });
    expect(resent.status).toBe(200);
    await waitForMail(t.app, email, (mail) => mail.subject.startsWith('Your order'));
    const history = resent.body.data.history.filter((h: { action: string }) => h.action !== 'CREATED' && h.action !== 'PAID');
    expect(history.map((h: { action: string; actor: { id: number } }) => [h.action, h.actor.id])).toEqual([
      ['BUYER_EDITED', member.user.id],
      ['CONFIRMATION_RESENT', member.user.id],
    ]);
  });
});

describe('refunds', () => {
  it('refunds in parts up to what is left, keeps statistics true and gives the stock back once fully refunded', async () => {
    const { live, line, priceId } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const order = await buyOrder(t.app, live, line(2));
    expect(await held(priceId)).toBe(2);
    const url = ordersUrl(live, `/${order.id}/refund`);

    const part = await request(t.app, 'POST', url, { token, body: { amount: 1000 }, headers: { 'idempotency-key': 'refund-a' } });
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 1000, totals: { remaining: 4000 } });
    expect(part.body.data.refunds).toEqual([
      expect.objectContaining({ provider: 'test', amount: 1000, status: 'SUCCEEDED', reason: 'ORGANIZER' }),
    ]);
    const repeat = await request(t.app, 'POST', url, { token, body: { amount: 1000 }, headers: { 'idempotency-key': 'refund-a' } });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.total_refunded).toBe(1000);
    const reused = await request(t.app, 'POST', url, { token, body: { amount: 500 }, headers: { 'idempotency-key': 'refund-a' } });
    expect(reused.status).toBe(422);

    const tooMuch = await request(t.app, 'POST', url, { token, body: { amount: 4001 } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toContain('40.00');
    // The largest amount is written the caller's way.
    const tooMuchInGerman = await request(t.app, 'POST', url, { token, body: { amount: 4001 }, headers: { 'accept-language': 'de' } });
    expect(tooMuchInGerman.body.errors.amount[0]).toContain('40,00');
    const zero = await request(t.app, 'POST', url, { token, body: { amount: 0 } });
    expect(zero.status).toBe(422);
    expect(await stats(live)).toMatchObject({ sales_total_gross: 5000, total_refunded: 1000, tickets_sold: 2 });
    expect(await held(priceId)).toBe(2);

    const rest = await request(t.app, 'POST', url, { token, body: { amount: 4000 } });
    expect(rest.body.data).toMatchObject({ status: 'REFUNDED', total_refunded: 5000 });
    expect(rest.body.data.attendees.map((a: { status: string }) => a.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(await held(priceId)).toBe(0);
    expect(await stats(live)).toMatchObject({ sales_total_gross: 5000, total_refunded: 5000, tickets_sold: 0 });
    // The sales chart has the refunds on today's bar, beside the sale.
    const daily = (await request(t.app, 'GET', `/api/events/${live.eventId}/stats`, { token })).body.data.daily as {
      total_refunded: number;
      sales_total_gross: number;
    }[];
    // Its tickets no longer count on the day they were sold, as in the event's totals.
    expect(daily.at(-1)).toMatchObject({ sales_total_gross: 5000, total_refunded: 5000, tickets_sold: 0 });
    expect(daily.reduce((sum, day) => sum + day.total_refunded, 0)).toBe(5000);
    const none = await request(t.app, 'POST', url, { token, body: { amount: 1 } });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('ORDER_NOT_REFUNDABLE');
    await expect
      .poll(async () => (await mailsTo(t.app, order.email)).filter((mail) => mail.subject.startsWith('A refund for your order')).length, {
        timeout: 15_000,
      })
      .toBe(2);
  });

  it('refuses a manual order, a refund in flight, and refunds in the order language with notify_buyer', async () => {
    const { live, line } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const manual = await buyOrder(t.app, live, line(1));
    await t.ctx.db.update(orders).set({ isManuallyCreated: true }).where(eq(orders.id, manual.id));
    const refused = await request(t.app, 'POST', ordersUrl(live, `/${manual.id}/refund`), { token, body: { amount: 100 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'MANUAL_ORDER_NOT_REFUNDABLE', message: 'You cannot refund a manually created order.' });

    const pending = await buyOrder(t.app, live, line(1));
    await t.ctx.db.insert(orderRefunds).values({
      orderId: pending.id,
      provider: 'test',
      paymentIntentId: `test_payment_${pending.id}`,
      amount: 100,
      currency: 'EUR',
      status: 'PENDING',
      reason: 'ORGANIZER',
    });
    const blocked = await request(t.app, 'POST', ordersUrl(live, `/${pending.id}/refund`), { token, body: { amount: 100 } });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      code: 'REFUND_PENDING',
      message: 'There is a refund pending. Please wait for it to complete before requesting another refund.',
    });

    const german = await buyOrder(t.app, live, line(1));
    await t.ctx.db.update(orders).set({ locale: 'de' }).where(eq(orders.id, german.id));
    const quiet = await request(t.app, 'POST', ordersUrl(live, `/${german.id}/refund`), {
      token,
      body: { amount: 100, notify_buyer: false },
    });
    expect(quiet.status).toBe(200);
    await request(t.app, 'POST', ordersUrl(live, `/${german.id}/refund`), { token, body: { amount: 100 } });
    const mail = await waitForMail(t.app, german.email, (m) => m.subject.startsWith('Eine Rückerstattung'));
    expect(mail.text).toContain('1,00');
  });
});

describe('the event setting "notify buyer of refund"', () => {
  it('decides whether a refund is mailed when the request does not say, and an explicit choice wins', async () => {
    const { live, line } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const put = await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token,
      body: { settings: { notify_buyer_of_refund: false } },
    });
    expect(put.status).toBe(200);
    const refundMails = async (email: string) =>
      (await mailsTo(t.app, email)).filter((mail) => mail.subject.startsWith('A refund for your order'));

    const silent = await buyOrder(t.app, live, line(1));
    expect((await request(t.app, 'POST', ordersUrl(live, `/${silent.id}/refund`), { token, body: { amount: 100 } })).status).toBe(200);
    expect(
      (await request(t.app, 'POST', ordersUrl(live, `/${silent.id}/refund`), { token, body: { amount: 100, notify_buyer: true } })).status,
    ).toBe(200);
    await expect.poll(async () => (await refundMails(silent.email)).length, { timeout: 15_000 }).toBe(1);

    // Cancelling with a refund still tells the buyer of the cancellation, and follows the setting for the refund.
    const cancelled = await buyOrder(t.app, live, line(1));
    expect((await request(t.app, 'POST', ordersUrl(live, `/${cancelled.id}/cancel`), { token, body: { refund: true } })).status).toBe(200);
    await waitForMail(t.app, cancelled.email, (mail) => /cancel/i.test(mail.subject));
    // Every mail of a change is queued with it: once the queued mails are sent, a refund mail would be here.
    await untilMailsSent(t.app, cancelled.email);
    await untilMailsSent(t.app, silent.email);
    expect(await refundMails(cancelled.email)).toHaveLength(0);
    expect(await refundMails(silent.email)).toHaveLength(1);
  });
});

describe('cancellation', () => {
  it('cancels tickets, returns stock once, corrects statistics, tells the buyer, and answers 409 the second time', async () => {
    const { live, line, priceId } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const order = await buyOrder(t.app, live, line(3));
    expect(await held(priceId)).toBe(3);
    const cancelled = await request(t.app, 'POST', ordersUrl(live, `/${order.id}/cancel`), { token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(cancelled.body.data.attendees.every((a: { status: string }) => a.status === 'CANCELLED')).toBe(true);
    expect(await held(priceId)).toBe(0);
    expect(await stats(live)).toMatchObject({ tickets_sold: 0, sales_total_gross: 7500, total_refunded: 0 });
    await waitForMail(t.app, order.email, (mail) => mail.subject.includes('has been cancelled'));

    const again = await request(t.app, 'POST', ordersUrl(live, `/${order.id}/cancel`), { token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await held(priceId)).toBe(0);

    // Cancelled but not refunded: the money can still go back.
    const refunded = await request(t.app, 'POST', ordersUrl(live, `/${order.id}/refund`), { token, body: { amount: 7500 } });
    expect(refunded.body.data).toMatchObject({ status: 'CANCELLED', total_refunded: 7500 });
    expect(await stats(live)).toMatchObject({ tickets_sold: 0, sales_total_gross: 7500, total_refunded: 7500 });
    expect(await held(priceId)).toBe(0);
  });

  it('cancels with a refund of what is left, after a partial refund', async () => {
    const { live, line, priceId } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const order = await buyOrder(t.app, live, line(2));
    await request(t.app, 'POST', ordersUrl(live, `/${order.id}/refund`), { token, body: { amount: 1500 } });
    const done = await request(t.app, 'POST', ordersUrl(live, `/${order.id}/cancel`), {
      token,
      body: { refund: true, notify_buyer: false },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'CANCELLED', total_refunded: 5000, totals: { remaining: 0 } });
    expect(done.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      'CREATED',
      'PAID',
      'REFUND_REQUESTED',
      'REFUNDED',
      'CANCELLED',
      'REFUND_REQUESTED',
      'REFUNDED',
    ]);
    expect(await held(priceId)).toBe(0);
    expect(await stats(live)).toMatchObject({ tickets_sold: 0, sales_total_gross: 5000, total_refunded: 5000 });

    const refundAndCancel = await buyOrder(t.app, live, line(1));
    const both = await request(t.app, 'POST', ordersUrl(live, `/${refundAndCancel.id}/refund`), {
      token,
      body: { amount: 1000, cancel_order: true },
    });
    expect(both.body.data).toMatchObject({ status: 'CANCELLED', total_refunded: 1000 });
    expect(await held(priceId)).toBe(0);
  });
});

describe('mark paid', () => {
  it('completes an order awaiting an offline payment, once', async () => {
    const { live, ticket, priceId } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const id = await recordOrder(t.ctx.db, {
      accountId: live.owner.account.id,
      eventId: live.eventId,
      status: 'AWAITING_PAYMENT',
      items: [{ ticketId: ticket.id, ticketPriceId: priceId, quantity: 1, price: 2500 }],
    });
    await t.ctx.db
      .update(orders)
      .set({ totalGross: 2500, email: uniqueEmail('offline') })
      .where(eq(orders.id, id));
    const paid = await request(t.app, 'POST', ordersUrl(live, `/${id}/mark_paid`), { token });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'SUCCEEDED', payment_provider: 'offline' });
    expect(paid.body.data.history.at(-1)).toMatchObject({ action: 'MARKED_PAID', actor: { id: live.owner.user.id } });
    const again = await request(t.app, 'POST', ordersUrl(live, `/${id}/mark_paid`), { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_NOT_AWAITING_PAYMENT');
    expect(await stats(live)).toMatchObject({ sales_total_gross: 2500 });

    const refunded = await request(t.app, 'POST', ordersUrl(live, `/${id}/refund`), { token, body: { amount: 500 } });
    expect(refunded.body.data).toMatchObject({ status: 'PARTIALLY_REFUNDED', total_refunded: 500 });
    expect(refunded.body.data.refunds[0]).toMatchObject({ provider: 'offline', status: 'SUCCEEDED' });
    expect(await stats(live)).toMatchObject({ sales_total_gross: 2500, total_refunded: 500 });
  });
});
