import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, createTicket, registerAccount, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = (eventId: number) => `/api/events/${eventId}/questions`;
const TEXT = { title: 'Dietary requirements', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' };

async function createQuestion(owner: Registered, eventId: number, body: Record<string, unknown>): Promise<Question> {
  const response = await request(t.app, 'POST', base(eventId), { token: owner.token, body: { ...TEXT, ...body } });
  if (response.status !== 201) throw new Error(`question failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

describe('questions', () => {
  it('lists the default questions first, in the caller’s language, then the event’s own in order', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    await createQuestion(owner, event.id, { title: 'Company' });
    await createQuestion(owner, event.id, { title: 'T-shirt size', type: 'DROPDOWN', options: ['S', 'M', 'L'] });
    const english = await request(t.app, 'GET', base(event.id), { token: owner.token });
    expect(english.status).toBe(200);
    expect(english.body.data.slice(0, 3)).toEqual([
      expect.objectContaining({
        id: 'first_name',
        title: 'First name',
        is_default: true,
        type: 'SINGLE_LINE_TEXT',
        required: true,
        belongs_to: 'ORDER',
      }),
      expect.objectContaining({ id: 'last_name', title: 'Last name', is_default: true }),
      expect.objectContaining({ id: 'email', title: 'Email address', is_default: true }),
    ]);
    expect(english.body.data.map((q: Question) => q.title).slice(3)).toEqual(['Company', 'T-shirt size']);
    expect(english.body.data[4]).toMatchObject({ is_default: false, options: ['S', 'M', 'L'], order: 1 });

    const german = await request(t.app, 'GET', base(event.id), { token: owner.token, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.body.data.slice(0, 3).map((q: Question) => q.title)).toEqual(['Vorname', 'Nachname', 'E-Mail-Adresse']);
    const chinese = await request(t.app, 'GET', `${base(event.id)}/first_name`, {
      token: owner.token,
      headers: { cookie: 'locale=zh-cn' },
    });
    expect(chinese.body.data).toMatchObject({ id: 'first_name', title: '名字' });
  });

  it('never edits or deletes a default question; other non-numeric ids name nothing', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    for (const key of ['first_name', 'last_name', 'email']) {
      const put = await request(t.app, 'PUT', `${base(event.id)}/${key}`, { token: owner.token, body: TEXT });
      expect(put.status).toBe(409);
      expect(put.body).toMatchObject({ code: 'DEFAULT_QUESTION_IMMUTABLE', message: 'Default questions cannot be edited.' });
      const del = await request(t.app, 'DELETE', `${base(event.id)}/${key}`, { token: owner.token });
      expect(del.status).toBe(409);
    }
    for (const id of ['phone', 'FIRST_NAME', '0', '-1', '1.5', '99999999999', 'q'.repeat(60)]) {
      expect((await request(t.app, 'GET', `${base(event.id)}/${id}`, { token: owner.token })).status, id).toBe(404);
      expect((await request(t.app, 'DELETE', `${base(event.id)}/${id}`, { token: owner.token })).status, id).toBe(404);
    }
    // Another account's event hides even its default questions.
    const stranger = await registerAccount(t.app);
    expect((await request(t.app, 'GET', `${base(event.id)}/first_name`, { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'PUT', `${base(event.id)}/first_name`, { token: stranger.token, body: TEXT })).status).toBe(404);
  });

  it('validates options, scope and tickets, and keeps options only for choice questions', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const otherEvent = await createEvent(t.app, owner.token);
    const foreign = await createTicket(t.app, owner.token, otherEvent.id);
    const cases: [object, string, string?][] = [
      [{ ...TEXT, type: 'RADIO' }, 'options', 'Add at least one option.'],
      [{ ...TEXT, type: 'CHECKBOX', options: [] }, 'options'],
      [{ ...TEXT, belongs_to: 'ATTENDEE' }, 'ticket_ids', 'Select at least one ticket.'],
      [{ ...TEXT, ticket_ids: [foreign.id] }, 'ticket_ids', 'Choose tickets of this event.'],
      [{ ...TEXT, title: '  ' }, 'title'],
      [{ ...TEXT, type: 'FILE' }, 'type'],
      [{ ...TEXT, belongs_to: 'EVENT' }, 'belongs_to'],
    ];
    for (const [body, field, message] of cases) {
      const response = await request(t.app, 'POST', base(event.id), { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors), JSON.stringify(body)).toEqual([field]);
      if (message) expect(response.body.errors[field]).toEqual([message]);
    }
    const text = await createQuestion(owner, event.id, {
      options: ['ignored'],
      description: '  Anything we should know?  ',
      required: true,
      is_hidden: true,
    });
    expect(text).toMatchObject({
      options: [],
      description: 'Anything we should know?',
      required: true,
      is_hidden: true,
      is_default: false,
    });
    const perAttendee = await createQuestion(owner, event.id, { type: 'DATE', belongs_to: 'ATTENDEE', ticket_ids: [ticket.id, ticket.id] });
    expect(perAttendee).toMatchObject({ type: 'DATE', belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] });
  });

  it('updates and deletes a question', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const ticket = await createTicket(t.app, owner.token, event.id);
    const question = await createQuestion(owner, event.id, { type: 'RADIO', options: ['Yes', 'No'] });
    const url = `${base(event.id)}/${question.id}`;
    const updated = await request(t.app, 'PUT', url, {
      token: owner.token,
      body: { title: 'Accessibility needs', type: 'MULTI_LINE_TEXT', options: ['Yes'], belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: question.id,
      title: 'Accessibility needs',
      type: 'MULTI_LINE_TEXT',
      options: [],
      belongs_to: 'ATTENDEE',
      ticket_ids: [ticket.id],
    });
    expect((await request(t.app, 'GET', url, { token: owner.token })).body.data).toEqual(updated.body.data);
    expect((await request(t.app, 'DELETE', url, { token: owner.token })).status).toBe(200);
    expect((await request(t.app, 'GET', url, { token: owner.token })).status).toBe(404);
    expect((await request(t.app, 'PUT', url, { token: owner.token, body: TEXT })).status).toBe(404);
  });

  it('keeps a new sort order, and refuses questions of another event', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const a = await createQuestion(owner, event.id, { title: 'A' });
    const b = await createQuestion(owner, event.id, { title: 'B' });
    const c = await createQuestion(owner, event.id, { title: 'C' });
    const sorted = await request(t.app, 'POST', `${base(event.id)}/sort`, {
      token: owner.token,
      body: [
        { id: c.id, order: 0 },
        { id: a.id, order: 1 },
        { id: b.id, order: 2 },
      ],
    });
    expect(sorted.status).toBe(200);
    const list = await request(t.app, 'GET', base(event.id), { token: owner.token });
    expect(list.body.data.map((q: Question) => q.title).slice(3)).toEqual(['C', 'A', 'B']);

    const otherEvent = await createEvent(t.app, owner.token);
    const stray = await createQuestion(owner, otherEvent.id, { title: 'Stray' });
    const mixed = await request(t.app, 'POST', `${base(event.id)}/sort`, {
      token: owner.token,
      body: [
        { id: a.id, order: 5 },
        { id: stray.id, order: 0 },
      ],
    });
    expect(mixed.status).toBe(422);
    expect((await request(t.app, 'GET', base(event.id), { token: owner.token })).body.data.map((q: Question) => q.title).slice(3)).toEqual([
      'C',
      'A',
      'B',
    ]);
    const defaults = await request(t.app, 'POST', `${base(event.id)}/sort`, { token: owner.token, body: [{ id: 'first_name', order: 3 }] });
    expect(defaults.status).toBe(422);
  });
});
