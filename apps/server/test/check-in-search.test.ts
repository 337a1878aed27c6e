import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { checkInTools } from './check-in-factories.js';

/** The door's search finds a name however it is typed: accents and case aside (on PGlite and PostgreSQL alike). */
let t: TestApp;
const { setup, walkIn } = checkInTools(() => t);

beforeAll(async () => {
  t = await createTestApp({ rateLimitCheckIn: 0 });
});
afterAll(async () => {
  await t.close();
});

describe('door search', () => {
  it('is accent- and case-insensitive for the term and the names', async () => {
    const s = await setup();
    await walkIn(s, s.ticketId, 'Jürgens');
    await walkIn(s, s.ticketId, 'Łukaszewski');
    await walkIn(s, s.ticketId, 'Zoë');
    await walkIn(s, s.ticketId, 'Jung');
    const names = async (query: string) => {
      const answer = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/attendees?query=${encodeURIComponent(query)}`);
      expect(answer.status).toBe(200);
      return answer.body.data.map((a: { last_name: string }) => a.last_name);
    };
    expect(await names('jurgen')).toEqual(['Jürgens']);
    expect(await names('JÜRG')).toEqual(['Jürgens']);
    expect(await names('gate jurg')).toEqual(['Jürgens']);
    expect(await names('lukasz')).toEqual(['Łukaszewski']);
    expect(await names('łuk')).toEqual(['Łukaszewski']);
    expect(await names('zoe')).toEqual(['Zoë']);
    expect(await names('ju')).toEqual(['Jung', 'Jürgens']);
  });
});
