import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendees, orders, questionAnswers } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';
import { attendeeTools, walkIn } from './attendee-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { api } = attendeeTools(() => t);

async function heldOrder(live: LiveEvent, ticket: { id: number; prices: { id: number }[] }, quantity = 1) {
  const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity }]);
  expect(reserved.status).toBe(201);
  return reserved.body.data as { short_id: string; attendees: { ticket_price_id: number }[] };
}

function saveDetails(live: LiveEvent, order: { short_id: string }, body: unknown, headers: Record<string, string> = {}) {
  return request(t.app, 'PUT', `/api/public/events/${live.eventId}/order/${order.short_id}`, { body, headers });
}

const person = (extra: Record<string, unknown> = {}) => ({ first_name: 'Bea', last_name: 'Buyer', email: uniqueEmail('person'), ...extra });

describe('the last name of buyers and ticket holders', () => {
  it('is required in checkout, for the buyer and each ticket holder, with a message on each field', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { type: 'FREE', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const order = await heldOrder(live, ticket, 2);
    const holders = order.attendees.map((a, i) => ({
      ticket_price_id: a.ticket_price_id,
      ...person({ last_name: i === 0 ? '   ' : 'Holder' }),
    }));
    const refused = await saveDetails(live, order, { order: person({ last_name: '' }), attendees: holders }, { 'accept-language': 'de' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['attendees.0.last_name', 'order.last_name']);
    expect(refused.body.errors['order.last_name']).toEqual(['Der Nachname muss zwischen 1 und 50 Zeichen lang sein.']);
    const [unchanged] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, order.short_id));
    expect(unchanged).toMatchObject({ status: 'RESERVED', email: null });

    const questions = await request(t.app, 'GET', `/api/events/${live.eventId}/questions`, { token: live.owner.token });
    expect(questions.body.data.find((q: { id: unknown }) => q.id === 'last_name')).toMatchObject({ required: true });
  });

  it('is required when the organizer adds or edits an attendee and edits a buyer', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const added = await api(live, 'POST', '/attendees', walkIn(ticket, { last_name: '' }));
    expect(added.status).toBe(422);
    expect(Object.keys(added.body.errors)).toEqual(['last_name']);
    expect((await api(live, 'GET', '/attendees')).body.meta.total).toBe(0);

    const walker = (await api(live, 'POST', '/attendees', walkIn(ticket))).body.data;
    const edited = await api(live, 'PUT', `/attendees/${walker.id}`, { first_name: 'Wanda', last_name: ' ', email: walker.email });
    expect(edited.status).toBe(422);
    expect(Object.keys(edited.body.errors)).toEqual(['last_name']);
    const [kept] = await t.ctx.db.select().from(attendees).where(eq(attendees.id, walker.id));
    expect(kept).toMatchObject({ firstName: 'Walter', lastName: 'Walkin' });

    const line = { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 };
    const bought = await buyOrder(t.app, live, line);
    const buyer = await api(live, 'PUT', `/orders/${bought.id}`, { first_name: 'Bea', last_name: '', email: bought.email });
    expect(buyer.status).toBe(422);
    expect(Object.keys(buyer.body.errors)).toEqual(['last_name']);
  });
});

describe('answers in checkout', () => {
  it('refuses an answer to a question not asked of that person (unknown, hidden, of another ticket or event) on its own field', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const elsewhere = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { type: 'FREE', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const other = await addTicket(t.app, live, { title: 'Other' });
    const ask = (target: LiveEvent, body: Record<string, unknown>) =>
      request(t.app, 'POST', `/api/events/${target.eventId}/questions`, {
        token: target.owner.token,
        body: { type: 'SINGLE_LINE_TEXT', ...body },
      });
    const company = (await ask(live, { title: 'Company', belongs_to: 'ORDER' })).body.data;
    const hidden = (await ask(live, { title: 'Staff note', belongs_to: 'ORDER', is_hidden: true })).body.data;
    const seat = (await ask(live, { title: 'Seat', belongs_to: 'ATTENDEE', ticket_ids: [other.id] })).body.data;
    const foreign = (await ask(elsewhere, { title: 'Foreign', belongs_to: 'ORDER' })).body.data;
    expect([company, hidden, seat, foreign].every((q) => typeof q.id === 'number')).toBe(true);

    const order = await heldOrder(live, ticket);
    const body = {
      order: {
        ...person(),
        answers: [
          { question_id: company.id, answer: 'Harbour Ltd' },
          { question_id: 999_999_999, answer: 'x' },
          { question_id: hidden.id, answer: 'x' },
          { question_id: foreign.id, answer: 'x' },
        ],
      },
      attendees: [{ ticket_price_id: order.attendees[0]!.ticket_price_id, ...person(), answers: [{ question_id: seat.id, answer: 'A1' }] }],
    };
    const refused = await saveDetails(live, order, body);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'attendees.0.answers.0.question_id',
      'order.answers.1.question_id',
      'order.answers.2.question_id',
      'order.answers.3.question_id',
    ]);
    expect(refused.body.errors['order.answers.1.question_id']).toEqual(['This question is not asked here.']);
    const [unchanged] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, order.short_id));
    expect(unchanged!.status).toBe('RESERVED');
    expect(await t.ctx.db.select().from(questionAnswers).where(eq(questionAnswers.orderId, unchanged!.id))).toEqual([]);

    const accepted = await saveDetails(live, order, {
      ...body,
      order: { ...body.order, answers: [body.order.answers[0]] },
      attendees: [{ ...body.attendees[0], answers: [] }],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.status).toBe('COMPLETED');
  });
});
