import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { registerAccount } from './factories.js';
import { liveEvent } from './selling-factories.js';
import { seatingLayout } from './seating-factories.js';

/**
 * A stadium's plan is checked and saved without holding the process (docs/seating.md, "Size"): its body is parsed,
 * checked and written out in a worker thread, so other requests are answered meanwhile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** 100,000 seats in rows of 100, each naming its category and accessibility, as an editor's export does. */
function arena(seats: number) {
  const layout = seatingLayout({ rows: Math.ceil(seats / 100), seatsPerRow: 100 });
  for (const row of layout.sections[0]!.rows) {
    for (const seat of row.seats as Record<string, unknown>[]) Object.assign(seat, { category: 'std', accessible: null });
  }
  return { name: `Arena ${seats}`, layout };
}

describe('saving a 100,000-seat plan', () => {
  it('answers other requests, one after another, while the plan is being saved', async () => {
    const owner = await registerAccount(t.app);
    const live = await liveEvent(t.app, t.ctx);
    const payload = JSON.stringify(arena(100_000));
    let finished = false;
    const save = request(t.app, 'POST', `/api/accounts/${owner.account.id}/seating-plans`, {
      token: owner.token,
      body: payload,
      headers: { 'content-type': 'application/json' },
    }).finally(() => {
      finished = true;
    });
    // Requests sent one after another until the save is answered: on an event loop held by the save for seconds at
    // a time, a few get through between its steps; with the work off the loop, they keep being answered.
    let answeredDuringSave = 0;
    while (!finished) {
      const health = await request(t.app, 'GET', '/api/health');
      const event = await request(t.app, 'GET', `/api/public/events/${live.eventId}`);
      expect([health.status, event.status]).toEqual([200, 200]);
      if (!finished) answeredDuringSave += 1;
    }
    const saved = await save;
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ name: 'Arena 100000', seat_count: 100_000, in_use: false });
    expect(saved.body.data.layout.sections[0].rows[999].seats[99]).toMatchObject({ id: 'R1000-100', category: 'std' });
    expect(answeredDuringSave).toBeGreaterThanOrEqual(10);
  });

  it('checks the body in the worker as the request validation would: 422 naming the fields, 422 for a body that is not JSON', async () => {
    const owner = await registerAccount(t.app);
    const url = `/api/accounts/${owner.account.id}/seating-plans`;
    const layout = seatingLayout();
    layout.sections[0]!.rows[0]!.seats[1]!.id = 'A-1';
    (layout.sections[0]!.rows[1]!.seats[0] as Record<string, unknown>).x = 'left';
    const refused = await request(t.app, 'POST', url, { token: owner.token, body: { name: '', layout } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['layout.sections.0.rows.1.seats.0.x', 'name']);
    const duplicate = await request(t.app, 'POST', url, {
      token: owner.token,
      body: { name: 'Hall', layout: { ...layout, sections: [{ ...layout.sections[0]!, rows: [layout.sections[0]!.rows[0]!] }] } },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ 'layout.sections.0.rows.0.seats.1.id': [expect.any(String)] });
    const garbled = await request(t.app, 'POST', url, {
      token: owner.token,
      body: '{"name": "Hall", "layout": {',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbled.status).toBe(422);
    expect(garbled.body.code).toBe('VALIDATION_ERROR');
    // Another account's plan is still 404, whatever the body.
    const other = await registerAccount(t.app);
    const denied = await request(t.app, 'POST', url, { token: other.token, body: { name: 'Hall', layout: seatingLayout() } });
    expect([403, 404]).toContain(denied.status);
  });
});
