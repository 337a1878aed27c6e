import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { seatClaims, waitingListEntries } from '../src/platform/db/schema.js';
import { SEATING_SUMMARY_ID } from '../src/features/event-page/render-event-page.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { seatedEvent, type SeatedEvent } from './seat-purchase-factories.js';

/**
 * What buyers see of a seated date (API.md "Seating", docs/waiting-list.md "Seated prices"): the picker's availability
 * draws the seats the waiting list keeps as taken, and the event page and the public event answer share one seating
 * summary (publicCacheMs on, as in production).
 */
let t: TestApp;
beforeAll(async () => {
  // A web build of the public page only, so that the server renders the event page.
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'stagedoor-web-')), 'dist');
  mkdirSync(dist, { recursive: true });
  for (const name of ['index.html', 'public.html'])
    writeFileSync(
      path.join(dist, name),
      '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
    );
  t = await createTestApp({ webDist: dist, publicCacheMs: 60_000 });
});
afterAll(async () => {
  await t.close();
});

const availability = async (s: SeatedEvent) => {
  const response = await request(t.app, 'GET', `/api/public/events/${s.live.eventId}/seating?date_id=${s.dateId}`);
  expect(response.status).toBe(200);
  return {
    seats: response.body.data.availability as string,
    standing: response.body.data.standing as { id: string; available: number }[],
    etag: response.headers.etag as string,
  };
};

/** The seating summary the server-rendered event page embeds. */
async function pageSummary(s: SeatedEvent) {
  const page = await request(t.app, 'GET', `/event/${s.live.eventId}/harbour-lights-festival`);
  expect(page.status).toBe(200);
  const html = page.body as string;
  const match = new RegExp(`<script type="application/json" id="${SEATING_SUMMARY_ID}">(.*?)</script>`, 's').exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as {
    categories: { category: string; free: number }[];
    standing_areas: { id: string; available: number }[];
  };
}

/** An entry WAITING on a category's line of the date, as joining a sold-out category leaves it. */
async function waitOnCategory(s: SeatedEvent, ticket: SeatedEvent['stalls'], category: string, quantity = 2) {
  const [entry] = await t.ctx.db
    .insert(waitingListEntries)
    .values({
      accountId: s.live.owner.account.id,
      eventId: s.live.eventId,
      ticketId: ticket.id,
      ticketPriceId: ticket.prices[0]!.id,
      eventDateId: s.dateId,
      seatCategory: category,
      quantity,
      firstName: 'Wanda',
      lastName: 'Waiting',
      email: `wanda-${randomBytes(4).toString('hex')}@example.com`,
      locale: 'en',
      token: randomBytes(16).toString('hex'),
    })
    .returning({ id: waitingListEntries.id });
  return entry!.id;
}

describe('seats the waiting list keeps', () => {
  it('are drawn as taken in the picker and counted as not free on the page, and free again once the list lets go', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 3, balconySeats: 2, standing: 4 });
    const before = await availability(s);
    expect(before.seats).toBe('00000');
    expect(before.standing).toEqual([{ id: 'floor', available: 4 }]);

    // A party of two waits on the stalls (one seat came back, too few for them): the stalls' free seats are the list's.
    const stalls = await waitOnCategory(s, s.stalls, 'stalls');
    const kept = await availability(s);
    expect(kept.seats).toBe('11100');
    expect(kept.standing).toEqual([{ id: 'floor', available: 4 }]);
    expect(kept.etag).not.toBe(before.etag);
    // The standing category too: its places show none free.
    const floor = await waitOnCategory(s, s.standing, 'standing');
    expect((await availability(s)).standing).toEqual([{ id: 'floor', available: 0 }]);

    const summary = await pageSummary(s);
    expect(summary.categories.map((category) => [category.category, category.free])).toEqual([
      ['stalls', 0],
      ['balcony', 2],
      ['standing', 0],
    ]);
    expect(summary.standing_areas).toEqual([expect.objectContaining({ id: 'floor', available: 0 })]);

    // The entries leave (or are offered): the seats are for sale again.
    await t.ctx.db.update(waitingListEntries).set({ status: 'CANCELLED' }).where(eq(waitingListEntries.id, stalls));
    await t.ctx.db.update(waitingListEntries).set({ status: 'EXPIRED' }).where(eq(waitingListEntries.id, floor));
    const after = await availability(s);
    expect(after.seats).toBe('00000');
    expect(after.standing).toEqual([{ id: 'floor', available: 4 }]);
    expect(after.etag).toBe(before.etag);
  });
});

describe('the seating summary of a date', () => {
  it('is computed once for the public event answer and the event page', async () => {
    const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 3 });
    const event = await request(t.app, 'GET', `/api/public/events/${s.live.eventId}`);
    expect(event.status).toBe(200);
    expect(event.body.data.seated).toBe(true);
    // A seat sold behind both answers' backs: the page reuses the summary the answer above was priced from …
    await t.ctx.db
      .insert(seatClaims)
      .values({ eventDateId: s.dateId, seatId: 'A-1', eventId: s.live.eventId, category: 'stalls', kind: 'SOLD' });
    const summary = await pageSummary(s);
    expect(summary.categories.find((category) => category.category === 'stalls')!.free).toBe(3);
    // … while the picker's availability is read for each request.
    expect((await availability(s)).seats).toBe('100');
  });
});
