import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hallSeating, seatingAnswer } from '../../../../test/seating';
import { fetchPublicSeating, forgetSeating } from './seating-api';

beforeEach(() => forgetSeating());
afterEach(() => vi.restoreAllMocks());

describe('fetchPublicSeating', () => {
  it('sends the ETag it was given and reads a 304 as the plan it already has', async () => {
    const seating = hallSeating();
    const headers: (string | null)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const sent = new Headers(init?.headers).get('If-None-Match');
      headers.push(sent);
      if (sent === '"plan-1"') return new Response(null, { status: 304 });
      return new Response(JSON.stringify({ data: seatingAnswer(seating) }), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"plan-1"' },
      });
    });
    const first = await fetchPublicSeating(1, 3);
    const second = await fetchPublicSeating(1, 3);
    expect(headers).toEqual([null, '"plan-1"']);
    expect(second).toBe(first);
    expect(first.availability).toBe(seating.availability);
  });

  it('fails with the API error the server answers', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(fetchPublicSeating(1, null)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
