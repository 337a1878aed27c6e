import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { addTicket, liveEvent } from './selling-factories.js';
import { attendeeTools, walkIn } from './attendee-factories.js';

/** The attendee export (CSV and XLSX) of an event. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { api } = attendeeTools(() => t);

describe('the attendee export', () => {
  it('streams the filtered list as CSV with a column per attendee question, and as XLSX', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const other = await addTicket(t.app, live, { title: 'Other' });
    const question = (
      await api(live, 'POST', '/questions', {
        title: 'Diet',
        type: 'CHECKBOX',
        options: ['Vegan', 'Halal'],
        belongs_to: 'ATTENDEE',
        ticket_ids: [ticket.id],
      })
    ).body.data;
    await api(
      live,
      'POST',
      '/attendees',
      walkIn(ticket, { first_name: 'Ada', last_name: '=cmd()', answers: [{ question_id: question.id, answer: ['Vegan', 'Halal'] }] }),
    );
    await api(live, 'POST', '/attendees', walkIn(ticket, { first_name: 'Bob' }));
    await api(live, 'POST', '/attendees', walkIn(other, { first_name: 'Cy' }));

    const csv = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/export?filter_fields[ticket_id][eq]=${ticket.id}`, {
      token: live.owner.token,
      body: { format: 'csv' },
      headers: { 'accept-language': 'de' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`attendees-${live.eventId}.csv`);
    expect(csv.headers['x-total-count']).toBe('2');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Vorname');
    expect(lines[0]!.endsWith(',Diet')).toBe(true);
    expect(lines[1]).toContain('Ada');
    expect(lines[1]).toContain("'=cmd()");
    expect(lines[1]).toContain('"Vegan, Halal"');
    expect(lines[2]).toContain('Bob');

    const searched = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/export?query=cy`, { token: live.owner.token });
    expect(searched.status, JSON.stringify(searched.body)).toBe(200);
    expect(searched.headers['x-total-count']).toBe('1');

    const xlsx = await t.app.inject({
      method: 'POST',
      url: `/api/events/${live.eventId}/attendees/export`,
      headers: { authorization: `Bearer ${live.owner.token}` },
      payload: { format: 'xlsx' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await api(live, 'POST', '/attendees/export', { format: 'pdf' })).status).toBe(422);
    expect((await api(live, 'POST', '/attendees/export?sort_by=nope', {})).status).toBe(422);
  });
});
