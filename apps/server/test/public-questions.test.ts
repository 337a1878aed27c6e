import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, registerAccount } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const publicUrl = (eventId: number) => `/api/public/events/${eventId}/questions`;

async function addQuestion(live: LiveEvent, body: Record<string, unknown>): Promise<Question> {
  const response = await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
    token: live.owner.token,
    body: { type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER', ...body },
  });
  if (response.status !== 201) throw new Error(`question: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

describe('public questions', () => {
  it('lists the visible questions of a live event without a token, in sort order, without the default ones', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const heard = await addQuestion(live, {
      title: 'How did you hear about us?',
      type: 'RADIO',
      options: ['Friends', 'Poster'],
      required: true,
    });
    await addQuestion(live, { title: 'Internal note', is_hidden: true });
    const diet = await addQuestion(live, {
      title: 'Dietary requirements',
      type: 'DROPDOWN',
      options: ['None', 'Vegan'],
      belongs_to: 'ATTENDEE',
      ticket_ids: [ticket.id],
    });

    const response = await request(t.app, 'GET', publicUrl(live.eventId));
    expect(response.status).toBe(200);
    const questions: Question[] = response.body.data;
    expect(questions.map((q) => q.title)).toEqual(['How did you hear about us?', 'Dietary requirements']);
    expect(questions.every((q) => !q.is_default && !q.is_hidden)).toBe(true);
    expect(questions[0]).toMatchObject({
      id: heard.id,
      type: 'RADIO',
      options: ['Friends', 'Poster'],
      required: true,
      belongs_to: 'ORDER',
      ticket_ids: [],
    });
    expect(questions[1]).toMatchObject({ id: diet.id, belongs_to: 'ATTENDEE', required: false, ticket_ids: [ticket.id] });

    const sorted = await request(t.app, 'POST', `/api/events/${live.eventId}/questions/sort`, {
      token: live.owner.token,
      body: [
        { id: diet.id, order: 0 },
        { id: heard.id, order: 1 },
      ],
    });
    expect(sorted.status).toBe(200);
    const resorted = await request(t.app, 'GET', publicUrl(live.eventId));
    expect(resorted.body.data.map((q: Question) => q.id)).toEqual([diet.id, heard.id]);
  });

  it('answers an empty list for a live event without questions', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const response = await request(t.app, 'GET', publicUrl(live.eventId));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });

  it('hides the questions of draft and unknown events, even from their organizer', async () => {
    const owner = await registerAccount(t.app);
    const draft = await createEvent(t.app, owner.token);
    await request(t.app, 'POST', `/api/events/${draft.id}/questions`, {
      token: owner.token,
      body: { title: 'Company', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' },
    });
    expect((await request(t.app, 'GET', publicUrl(draft.id))).status).toBe(404);
    expect((await request(t.app, 'GET', publicUrl(draft.id), { token: owner.token })).status).toBe(404);
    expect((await request(t.app, 'GET', publicUrl(2_000_000_000))).status).toBe(404);
    // Text that is not a canonical decimal id names no event.
    const malformed = await request(t.app, 'GET', '/api/public/events/abc/questions');
    expect(malformed.status).toBe(404);
  });

  it('never mixes in the questions of another event', async () => {
    const first = await liveEvent(t.app, t.ctx);
    const second = await liveEvent(t.app, t.ctx);
    await addQuestion(first, { title: 'Company' });
    await addQuestion(second, { title: 'T-shirt size', type: 'DROPDOWN', options: ['S', 'M'] });
    const response = await request(t.app, 'GET', publicUrl(second.eventId));
    expect(response.body.data.map((q: Question) => q.title)).toEqual(['T-shirt size']);
  });
});
