import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/platform/db/schema.js';
import { expireStaleOrders } from '../src/features/checkout/expire-orders.js';
import { sendPaymentReminders } from '../src/features/offline-payments/payment-reminders.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { heldUnitsOf, mailsTo, uniqueEmail, untilMailsSent, waitForMail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

const BANK = 'IBAN DE89 3704 0044 0532 0130 00, Harbour Events GmbH';
const METHODS = [
  { method: 'CARD' },
  { method: 'BANK_TRANSFER', instructions: BANK },
  { method: 'PAY_AT_DOOR', instructions: 'Cash or card at the box office.' },
];

describe('offline payments (API.md "Money")', () => {
  let t: TestApp;
  let live: LiveEvent;
  let ticket: { id: number; prices: { id: number; price: number }[] };

  beforeAll(async () => {
    t = await createTestApp();
    live = await liveEvent(t.app, t.ctx, { payment_methods: METHODS, offline_payment_days: 3 });
    ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
  });
  afterAll(async () => {
    await t.close();
  });

  const priceId = () => ticket.prices[0]!.id;

  /** A hold with the buyer's details, ready to pay; `locale` is the buyer's language. */
  async function heldOrder(quantity = 1, locale = 'en', event = live, ticketOf = ticket) {
    const email = uniqueEmail('offline');
    const reserved = await reserve(t.app, event.eventId, [{ ticketId: ticketOf.id, priceId: ticketOf.prices[0]!.id, quantity }], {
      locale,
    });
    expect(reserved.status).toBe(201);
    const saved = await details(t.app, event.eventId, reserved.body.data, email);
    expect(saved.status).toBe(200);
    return { ...reserved.body.data, email } as { short_id: string; public_reference: string; reserved_until: string; email: string };
  }

  const choose = (shortId: string, method: string, event = live) =>
    request(t.app, 'POST', `/api/public/events/${event.eventId}/order/${shortId}/offline-payment`, { body: { method } });

  async function orderIdOf(shortId: string): Promise<number> {
    const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, shortId));
    return row!.id;
  }

  it('a bank transfer leaves the order AWAITING_PAYMENT, holds it for the days set, and mails the instructions in the buyer language', async () => {
    const order = await heldOrder(1, 'de');
    const before = await heldUnitsOf(t.ctx.db, priceId());
    const chosen = await choose(order.short_id, 'BANK_TRANSFER');
    expect(chosen.status).toBe(200);
    const data = chosen.body.data;
    expect(data).toMatchObject({ status: 'AWAITING_PAYMENT', payment_method: 'BANK_TRANSFER', payment_instructions: BANK });
    const hours = (new Date(data.reserved_until).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    expect(await heldUnitsOf(t.ctx.db, priceId())).toBe(before);
    const mail = await waitForMail(t.app, order.email, (m) => m.subject.includes('Zahlungsanweisungen'));
    expect(mail.text).toContain(BANK);
    expect(mail.text).toContain(order.public_reference);
    expect(mail.text).toContain('Verwendungszweck');
    // The buyer's page shows the same, again and again; the same choice again changes nothing.
    const again = await choose(order.short_id, 'BANK_TRANSFER');
    expect(again.status).toBe(200);
    expect(again.body.data.reserved_until).toBe(data.reserved_until);
    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${order.short_id}`);
    expect(page.body.data).toMatchObject({ status: 'AWAITING_PAYMENT', payment_instructions: BANK });
    // Another method, or a card payment, once an offline one was chosen: refused.
    expect((await choose(order.short_id, 'PAY_AT_DOOR')).body.code).toBe('ORDER_NOT_PAYABLE');
    const card = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
    expect(card.status).toBe(409);
  });

  it('a buyer who opened the card step with the test provider may still choose a bank transfer', async () => {
    const order = await heldOrder();
    const card = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
    expect(card.body.provider).toBe('test');
    const chosen = await choose(order.short_id, 'BANK_TRANSFER');
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ payment_method: 'BANK_TRANSFER', is_test: false });
    const test = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(test.status).toBe(409);
  });

  it('refuses a method the event does not accept with 422 on method, and an unknown one', async () => {
    const cardOnly = await liveEvent(t.app, t.ctx);
    const its = await addTicket(t.app, cardOnly, {});
    const order = await heldOrder(1, 'en', cardOnly, its);
    const refused = await choose(order.short_id, 'BANK_TRANSFER', cardOnly);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['method']);
    expect((await choose(order.short_id, 'CHEQUE', cardOnly)).status).toBe(422);
    // Organizers turning cards off: the card route refuses too.
    const noCard = await liveEvent(t.app, t.ctx, { payment_methods: [{ method: 'BANK_TRANSFER', instructions: BANK }] });
    const noCardTicket = await addTicket(t.app, noCard, {});
    const other = await heldOrder(1, 'en', noCard, noCardTicket);
    const card = await request(t.app, 'POST', `/api/public/events/${noCard.eventId}/order/${other.short_id}/payment`);
    expect(card.status).toBe(422);
  });

  it('validates the settings: a bank transfer needs its instructions, each method once', async () => {
    const put = (settings: Record<string, unknown>) =>
      request(t.app, 'PUT', `/api/events/${live.eventId}`, { token: live.owner.token, body: { settings } });
    const missing = await put({ payment_methods: [{ method: 'BANK_TRANSFER' }] });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body.errors)).toContain('instructions');
    expect((await put({ payment_methods: [{ method: 'CARD' }, { method: 'CARD' }] })).status).toBe(422);
    expect((await put({ payment_methods: [] })).status).toBe(422);
    expect((await put({ offline_payment_days: 0 })).status).toBe(422);
    // Buyers see which methods there are, not the bank details before they choose.
    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.settings.payment_methods).toEqual(METHODS.map(({ method }) => ({ method })));
  });

  it('sends the reminder once before the deadline, however many runs there are', async () => {
    const order = await heldOrder();
    await choose(order.short_id, 'BANK_TRANSFER');
    const id = await orderIdOf(order.short_id);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.paymentReminderDueAt!.getTime()).toBe(row!.reservedUntil!.getTime() - 24 * 3_600_000);
    expect(await sendPaymentReminders(t.ctx, { eventId: live.eventId })).toBe(0);
    // A day before the deadline: the reminder is due.
    await t.ctx.db.update(orders).set({ paymentReminderDueAt: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
    const runs = await Promise.all([1, 2, 3].map(() => sendPaymentReminders(t.ctx, { eventId: live.eventId })));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendPaymentReminders(t.ctx, { eventId: live.eventId })).toBe(0);
    await untilMailsSent(t.app, order.email);
    const reminders = (await mailsTo(t.app, order.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(order.public_reference);
  });

  it('expires after the deadline and gives the stock back; mark paid then refuses', async () => {
    const order = await heldOrder(2);
    await choose(order.short_id, 'BANK_TRANSFER');
    const id = await orderIdOf(order.short_id);
    const before = await heldUnitsOf(t.ctx.db, priceId());
    await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
    await expireStaleOrders(t.ctx, { eventId: live.eventId });
    expect(await heldUnitsOf(t.ctx.db, priceId())).toBe(before - 2);
    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${order.short_id}`);
    expect(page.body.data.status).toBe('EXPIRED');
    const paid = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${id}/mark_paid`, { token: live.owner.token });
    expect(paid.body.code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });

  it('marks one order paid: its tickets are issued and the buyer and organizer see it completed', async () => {
    const order = await heldOrder();
    await choose(order.short_id, 'BANK_TRANSFER');
    const id = await orderIdOf(order.short_id);
    const listed = await request(
      t.app,
      'GET',
      `/api/events/${live.eventId}/orders?filter_fields[payment_method][eq]=BANK_TRANSFER&query=${order.short_id}`,
      {
        token: live.owner.token,
      },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ id, status: 'AWAITING_PAYMENT', payment_method: 'BANK_TRANSFER' });
    const paid = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/${id}/mark_paid`, { token: live.owner.token });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', payment_method: 'BANK_TRANSFER', can_mark_paid: false });
    expect(paid.body.data.attendees.every((a: { status: string }) => a.status === 'ACTIVE')).toBe(true);
    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${order.short_id}`);
    expect(page.body.data).toMatchObject({ status: 'COMPLETED', payment_instructions: null });
    await waitForMail(t.app, order.email, (m) => m.subject.toLowerCase().includes('ticket'));
    const exported = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/export?query=${order.short_id}`, {
      token: live.owner.token,
      body: { format: 'csv' },
    });
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('Payment method');
    expect(String(exported.body)).toContain('BANK_TRANSFER');
  });

  it('marks several orders paid at once with a result per order', async () => {
    const first = await heldOrder();
    const second = await heldOrder();
    await choose(first.short_id, 'BANK_TRANSFER');
    await choose(second.short_id, 'PAY_AT_DOOR');
    const ids = [await orderIdOf(first.short_id), await orderIdOf(second.short_id)];
    const bulk = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/mark-paid`, {
      token: live.owner.token,
      body: { order_ids: [...ids, 999_999_999] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual([
      { order_id: ids[0], result: 'MARKED_PAID' },
      { order_id: ids[1], result: 'MARKED_PAID' },
      { order_id: 999_999_999, result: 'NOT_FOUND' },
    ]);
    const again = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/mark-paid`, {
      token: live.owner.token,
      body: { order_ids: [ids[0]] },
    });
    expect(again.body.data).toEqual([{ order_id: ids[0], result: 'ORDER_NOT_AWAITING_PAYMENT' }]);
    const bad = await request(t.app, 'POST', `/api/events/${live.eventId}/orders/mark-paid`, {
      token: live.owner.token,
      body: { order_ids: [] },
    });
    expect(bad.status).toBe(422);
  });

  it('pay at the door issues the tickets at once when the organizer says so, and counts the sale once when paid', async () => {
    const door = await liveEvent(t.app, t.ctx, { payment_methods: [{ method: 'PAY_AT_DOOR' }], pay_at_door_issues_tickets: true });
    const doorTicket = await addTicket(t.app, door, { prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const order = await heldOrder(2, 'fr', door, doorTicket);
    const chosen = await choose(order.short_id, 'PAY_AT_DOOR', door);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.status).toBe('AWAITING_PAYMENT');
    expect(chosen.body.data.attendees.map((a: { status: string }) => a.status)).toEqual(['ACTIVE', 'ACTIVE']);
    // Held until the date ends (23:00 Berlin time), when the buyer has been at the door.
    expect(chosen.body.data.reserved_until).toBe('2031-07-01T21:00:00.000Z');
    const mail = await waitForMail(t.app, order.email, (m) => m.subject.includes('Instructions de paiement'));
    expect(mail.text).toContain('/ticket/');
    const id = await orderIdOf(order.short_id);
    const paid = await request(t.app, 'POST', `/api/events/${door.eventId}/orders/${id}/mark_paid`, { token: door.owner.token });
    expect(paid.body.data.status).toBe('COMPLETED');
    const stats = await request(t.app, 'GET', `/api/events/${door.eventId}/stats`, { token: door.owner.token });
    expect(stats.body.data.totals).toMatchObject({ tickets_sold: 2, orders_created: 1 });
  });

  it('pay at the door without tickets at once issues them on payment; an expired one cancels tickets issued at once', async () => {
    const order = await heldOrder();
    const chosen = await choose(order.short_id, 'PAY_AT_DOOR');
    expect(chosen.body.data.attendees.map((a: { status: string }) => a.status)).toEqual(['AWAITING_PAYMENT']);
    const door = await liveEvent(t.app, t.ctx, { payment_methods: [{ method: 'PAY_AT_DOOR' }], pay_at_door_issues_tickets: true });
    const doorTicket = await addTicket(t.app, door, { prices: [{ price: 1500, initial_quantity_available: 10 }] });
    const issued = await heldOrder(1, 'en', door, doorTicket);
    await choose(issued.short_id, 'PAY_AT_DOOR', door);
    const id = await orderIdOf(issued.short_id);
    await t.ctx.db.update(orders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, id));
    await expireStaleOrders(t.ctx, { eventId: door.eventId });
    const page = await request(t.app, 'GET', `/api/public/events/${door.eventId}/order/${issued.short_id}`);
    expect(page.body.data.status).toBe('EXPIRED');
    expect(page.body.data.attendees[0].status).toBe('CANCELLED');
    expect(await heldUnitsOf(t.ctx.db, doorTicket.prices[0]!.id)).toBe(0);
  });
});
