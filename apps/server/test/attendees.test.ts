import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../src/platform/db/schema.js';
import { auditTrail } from '../src/platform/audit/audit.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { addTicket, liveEvent, reserve } from './selling-factories.js';
import { attendeeTools, walkIn } from './attendee-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { buy, api, held, stats } = attendeeTools(() => t);

describe('manual attendees', () => {
  it('creates a completed, manually created order of one ticket, comp or paid, and counts it as a sale', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 10 }] });
    const comp = await api(live, 'POST', '/attendees', walkIn(ticket));
    expect(comp.status).toBe(201);
    expect(comp.body.data).toMatchObject({
      status: 'ACTIVE',
      is_manually_created: true,
      order_status: 'COMPLETED',
      ticket_title: 'General admission',
      checked_in_at: null,
    });
    const paid = await api(live, 'POST', '/attendees', walkIn(ticket, { amount_paid: 1800, locale: 'de' }));
    expect(paid.status).toBe(201);
    expect(paid.body.data.locale).toBe('de');
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, paid.body.data.order_id));
    expect(order).toMatchObject({ status: 'COMPLETED', isManuallyCreated: true, totalGross: 1800, paymentStatus: 'SUCCEEDED' });
    expect(await held(ticket.prices[0]!.id)).toBe(2);
    expect(await stats(live.eventId)).toMatchObject({ ticketsSold: 2, ordersCreated: 2, attendeesRegistered: 2, salesTotalGross: 1800 });
  });

  it('answers 409 SOLD_OUT when no unit is left, and holds nothing then', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 0, initial_quantity_available: 1 }], type: 'FREE' });
    expect((await api(live, 'POST', '/attendees', walkIn(ticket))).status).toBe(201);
    const refused = await api(live, 'POST', '/attendees', walkIn(ticket));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SOLD_OUT');
    expect(await held(ticket.prices[0]!.id)).toBe(1);
    expect((await api(live, 'GET', '/attendees')).body.meta.total).toBe(1);
  });

  it('respects a full capacity assignment', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const hall = await api(live, 'POST', '/capacity-assignments', { name: 'Hall', capacity: 1, ticket_ids: [ticket.id] });
    expect(hall.status).toBe(201);
    expect((await api(live, 'POST', '/attendees', walkIn(ticket))).status).toBe(201);
    expect((await api(live, 'POST', '/attendees', walkIn(ticket))).body.code).toBe('SOLD_OUT');
  });

  it('asks the ticket questions (validated like checkout), needs a tier for tiered tickets and mails the ticket when asked', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const tiered = await addTicket(t.app, live, {
      type: 'TIERED',
      prices: [
        { label: 'Early', price: 1000 },
        { label: 'Late', price: 2000 },
      ],
    });
    const question = await api(live, 'POST', '/questions', {
      title: 'T-shirt size',
      type: 'RADIO',
      options: ['S', 'M'],
      required: true,
      belongs_to: 'ATTENDEE',
      ticket_ids: [tiered.id],
    });
    expect(question.status).toBe(201);
    const qid = question.body.data.id;
    const noTier = await api(live, 'POST', '/attendees', walkIn(tiered, { answers: [{ question_id: qid, answer: 'S' }] }));
    expect(noTier.status).toBe(422);
    expect(noTier.body.errors.ticket_price_id).toBeDefined();
    const missing = await api(live, 'POST', '/attendees', walkIn(tiered, { ticket_price_id: tiered.prices[1]!.id }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual([`answers.${qid}`]);
    const wrong = await api(
      live,
      'POST',
      '/attendees',
      walkIn(tiered, { ticket_price_id: tiered.prices[1]!.id, answers: [{ question_id: qid, answer: 'XL' }] }),
    );
    expect(wrong.status).toBe(422);
    const email = uniqueEmail('guest');
    const created = await api(live, 'POST', '/attendees', {
      ...walkIn(tiered, { ticket_price_id: tiered.prices[1]!.id, answers: [{ question_id: qid, answer: 'M' }] }),
      email,
      locale: 'fr',
      send_ticket: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ price_label: 'Late', answers: [{ question_id: qid, title: 'T-shirt size', answer: 'M' }] });
    const mail = await waitForMail(t.app, email);
    expect(mail.subject).toContain('Votre billet');
    expect(mail.html).toContain(`/ticket/${live.eventId}/${created.body.data.short_id}`);
  });

  it('refuses a ticket of another event and bad input with 422', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const other = await liveEvent(t.app, t.ctx);
    const foreign = await addTicket(t.app, other, {});
    expect((await api(live, 'POST', '/attendees', walkIn(foreign))).status).toBe(422);
    const ticket = await addTicket(t.app, live, {});
    const bad = await api(live, 'POST', '/attendees', walkIn(ticket, { email: 'nope', amount_paid: -1 }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount_paid', 'email']);
  });

  it('keeps answers that look like numbers or booleans as the text given, and refuses answers to questions not asked', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const other = await addTicket(t.app, live, { title: 'Other' });
    const asked = (
      await api(live, 'POST', '/questions', { title: 'Table', type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] })
    ).body.data;
    const notAsked = (
      await api(live, 'POST', '/questions', { title: 'Seat', type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [other.id] })
    ).body.data;
    for (const text of ['-1', '007', 'true', 'null']) {
      const created = await api(live, 'POST', '/attendees', walkIn(ticket, { answers: [{ question_id: asked.id, answer: text }] }));
      expect(created.status, text).toBe(201);
      expect(created.body.data.answers).toMatchObject([{ question_id: asked.id, answer: text }]);
      const read = await api(live, 'GET', `/attendees/${created.body.data.id}`);
      expect(read.body.data.answers[0].answer).toBe(text);
    }
    const refused = await api(live, 'POST', '/attendees', walkIn(ticket, { answers: [{ question_id: notAsked.id, answer: 'A1' }] }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['answers.0.question_id']);
  });
});

describe('the attendee list', () => {
  it('searches, filters, sorts and pages, and leaves out unpaid holds', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const free = await addTicket(t.app, live, {
      type: 'FREE',
      title: 'Free entry',
      prices: [{ price: 0, initial_quantity_available: 50 }],
    });
    const vip = await addTicket(t.app, live, { title: 'VIP' });
    const sale = await buy(live, free, 2, uniqueEmail('zed'));
    const ada = (
      await api(live, 'POST', '/attendees', walkIn(vip, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada.search@example.com' }))
    ).body.data;
    await api(live, 'POST', '/attendees', walkIn(vip, { first_name: 'Grace', last_name: 'Hopper' }));
    // A hold that is not paid yet: not an attendee in the list.
    await reserve(t.app, live.eventId, [{ ticketId: free.id, priceId: free.prices[0]!.id, quantity: 1 }]);

    const all = await api(live, 'GET', '/attendees');
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ current_page: 1, per_page: 20, total: 4, last_page: 1 });
    expect(all.body.data[0].first_name).toBe('Grace');

    const names = async (query: string) =>
      (await api(live, 'GET', `/attendees?${query}`)).body.data.map((a: { first_name: string }) => a.first_name);
    expect(await names('query=ada')).toEqual(['Ada']);
    expect(await names('query=Ada%20Lov')).toEqual(['Ada']);
    expect(await names('query=lovel')).toEqual(['Ada']);
    expect(await names('query=ada.search%40')).toEqual(['Ada']);
    expect(await names(`query=${ada.short_id}`)).toEqual(['Ada']);
    expect((await names(`query=${sale.public_reference.toLowerCase()}`)).sort()).toEqual(['Guest1', 'Guest2']);
    expect(await names('query=100%25')).toEqual([]);
    expect(await names(`filter_fields[ticket_id][eq]=${vip.id}&sort_by=first_name`)).toEqual(['Ada', 'Grace']);
    expect(await names(`filter_fields[status][eq]=AWAITING_PAYMENT`)).toEqual(['']);
    expect(await names('sort_by=last_name&sort_direction=asc&per_page=1&page=2')).toEqual(['Guest2']);

    await api(live, 'POST', `/attendees/${ada.id}/check_in`);
    expect(await names('filter_fields[checked_in][eq]=true')).toEqual(['Ada']);
    expect((await names('filter_fields[checked_in][eq]=false')).length).toBe(3);
    await api(live, 'POST', `/attendees/${ada.id}/cancel`);
    expect(await names('filter_fields[status][eq]=CANCELLED')).toEqual(['Ada']);

    for (const query of [
      'sort_by=password',
      'filter_fields[checked_in][eq]=maybe',
      'filter_fields[order_id][eq]=1',
      'per_page=1000',
      'filter_fields=status',
    ]) {
      const refused = await api(live, 'GET', `/attendees?${query}`);
      expect(refused.status, query).toBe(422);
    }
  });
});

describe('one attendee', () => {
  it('shows and edits name, email, language and answers', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const question = (
      await api(live, 'POST', '/questions', { title: 'Diet', type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] })
    ).body.data;
    const created = (await api(live, 'POST', '/attendees', walkIn(ticket))).body.data;
    const edited = await api(live, 'PUT', `/attendees/${created.id}`, {
      first_name: 'Wanda',
      last_name: 'Edited',
      email: 'WANDA@example.com',
      locale: 'es',
      answers: [{ question_id: question.id, answer: 'Vegan' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      first_name: 'Wanda',
      last_name: 'Edited',
      email: 'wanda@example.com',
      locale: 'es',
      answers: [{ title: 'Diet', is_hidden: false, answer: 'Vegan' }],
    });
    const read = await api(live, 'GET', `/attendees/${created.id}`);
    expect(read.body.data.answers).toHaveLength(1);
    expect((await api(live, 'PUT', `/attendees/${created.id}`, { first_name: '', last_name: 'x', email: 'x@example.com' })).status).toBe(
      422,
    );
    expect((await api(live, 'GET', '/attendees/2147483647')).status).toBe(404);
  });

  it('shows, asks and exports hidden questions only when the event setting says so, and keeps their answers otherwise', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const question = (body: object) =>
      api(live, 'POST', '/questions', { type: 'SINGLE_LINE_TEXT', belongs_to: 'ATTENDEE', ticket_ids: [ticket.id], ...body });
    const diet = (await question({ title: 'Diet' })).body.data;
    const note = (await question({ title: 'Staff note', is_hidden: true, required: true })).body.data;
    const showHidden = (value: boolean) =>
      request(t.app, 'PUT', `/api/events/${live.eventId}`, {
        token: live.owner.token,
        body: { settings: { show_hidden_questions: value } },
      });
    const person = { first_name: 'Hana', last_name: 'Hidden', email: 'hana@example.com' };

    // Off (the default): the required hidden question is not asked, and answering it is refused.
    const created = await api(live, 'POST', '/attendees', walkIn(ticket, { answers: [{ question_id: diet.id, answer: 'Vegan' }] }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const refused = await api(live, 'PUT', `/attendees/${id}`, { ...person, answers: [{ question_id: note.id, answer: 'VIP' }] });
    expect(refused.status).toBe(422);

    // On: asked, required and shown.
    expect((await showHidden(true)).status).toBe(200);
    const missing = await api(live, 'PUT', `/attendees/${id}`, { ...person, answers: [{ question_id: diet.id, answer: 'Vegan' }] });
    expect(missing.status).toBe(422);
    const both = await api(live, 'PUT', `/attendees/${id}`, {
      ...person,
      answers: [
        { question_id: diet.id, answer: 'Vegan' },
        { question_id: note.id, answer: 'VIP' },
      ],
    });
    expect(both.status).toBe(200);
    expect(both.body.data.answers.map((a: { title: string }) => a.title)).toEqual(['Diet', 'Staff note']);
    const exportOn = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/export`, {
      token: live.owner.token,
      body: { format: 'csv' },
    });
    expect(exportOn.status).toBe(200);
    expect(exportOn.body).toContain('Staff note');

    // Off again: not shown, not exported, and an edit without it keeps the hidden answer.
    await showHidden(false);
    const edited = await api(live, 'PUT', `/attendees/${id}`, { ...person, answers: [{ question_id: diet.id, answer: 'Vegetarian' }] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.answers).toEqual([
      { question_id: diet.id, title: 'Diet', type: 'SINGLE_LINE_TEXT', is_hidden: false, answer: 'Vegetarian' },
    ]);
    const exportOff = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/export`, {
      token: live.owner.token,
      body: { format: 'csv' },
    });
    expect(exportOff.body).not.toContain('Staff note');
    await showHidden(true);
    const kept = await api(live, 'GET', `/attendees/${id}`);
    expect(kept.body.data.answers.map((a: { answer: string }) => a.answer)).toEqual(['Vegetarian', 'VIP']);
  });

  it('resends the ticket in the attendee language', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const email = uniqueEmail('resend');
    const created = (await api(live, 'POST', '/attendees', walkIn(ticket, { email, locale: 'de' }))).body.data;
    expect((await api(live, 'POST', `/attendees/${created.id}/resend_ticket`)).status).toBe(200);
    const mail = await waitForMail(t.app, email);
    expect(mail.subject).toContain('Ihr Ticket');
    await api(live, 'POST', `/attendees/${created.id}/cancel`);
    expect((await api(live, 'POST', `/attendees/${created.id}/resend_ticket`)).body.code).toBe('ATTENDEE_CANCELLED');
  });
});

describe('check-in and check-out', () => {
  it('admits once, lets out once, and refuses cancelled tickets', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const a = (await api(live, 'POST', '/attendees', walkIn(ticket))).body.data;
    const first = await api(live, 'POST', `/attendees/${a.id}/check_in`);
    expect(first.status).toBe(200);
    expect(first.body.data.check_in).toMatchObject({
      action: 'CHECK_IN',
      attendee_id: a.id,
      attendee_short_id: a.short_id,
      check_in_list_id: null,
    });
    expect(first.body.data.attendee.checked_in_at).not.toBeNull();
    const again = await api(live, 'POST', `/attendees/${a.id}/check_in`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_CHECKED_IN');
    expect(again.body.message).toContain(first.body.data.attendee.checked_in_at);
    expect((await stats(live.eventId)).checkIns).toBe(1);
    expect((await api(live, 'GET', '/check_in_stats')).body.data).toEqual({ total_attendees: 1, checked_in: 1 });

    const out = await api(live, 'POST', `/attendees/${a.id}/check_out`);
    expect(out.status).toBe(200);
    expect(out.body.data.attendee.checked_in_at).toBeNull();
    expect((await api(live, 'POST', `/attendees/${a.id}/check_out`)).body.code).toBe('NOT_CHECKED_IN');
    expect((await stats(live.eventId)).checkIns).toBe(0);

    await api(live, 'POST', `/attendees/${a.id}/cancel`);
    const cancelled = await api(live, 'POST', `/attendees/${a.id}/check_in`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('ATTENDEE_CANCELLED');
  });
});

describe('the history of attendee actions', () => {
  it('records who created, checked in, edited and cancelled, and the manual order shows its creator', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const created = (await api(live, 'POST', '/attendees', walkIn(ticket, { amount_paid: 500 }))).body.data;
    await api(live, 'POST', `/attendees/${created.id}/check_in`);
    await api(live, 'PUT', `/attendees/${created.id}`, { first_name: 'Renamed', last_name: 'Walkin', email: created.email });
    await api(live, 'POST', `/attendees/${created.id}/cancel`);
    await api(live, 'POST', `/attendees/${created.id}/cancel`);
    const trail = await auditTrail(t.ctx.db, live.owner.account.id, { type: 'ATTENDEE', id: created.id });
    expect(trail.map((entry) => entry.action)).toEqual(['CREATED', 'CHECKED_IN', 'EDITED', 'CANCELLED']);
    expect(trail.every((entry) => entry.actor?.id === live.owner.user.id)).toBe(true);
    expect(trail[2]!.data).toEqual({ fields: ['first_name'], answers: false });

    const order = await api(live, 'GET', `/orders/${created.order_id}`);
    expect(order.status).toBe(200);
    expect(order.body.data.history[0]).toMatchObject({ action: 'CREATED', actor: { id: live.owner.user.id } });
  });
});
