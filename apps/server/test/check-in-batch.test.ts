import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHECK_IN_BATCH_MAX } from '@stagedoor/contracts';
import { rowsOf } from '../src/platform/db/client.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { checkInTools } from './check-in-factories.js';
import { randomIp } from './factories.js';

/**
 * The batch upload as one cheap, bounded call (docs/check-in.md "What is guaranteed offline"):
 * one transaction, nothing written for ids that name nobody, a documented maximum, each scan
 * counted against the rate limit, and the list's dates and a possible scan time respected.
 */
let t: TestApp;
const { setup, walkIn } = checkInTools(() => t);
const recently = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
const batchUrl = (shortId: string) => `/api/public/check-in-lists/${shortId}/check-ins/batch`;
const unknown = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    attendee_short_id: `a_nobody${String(i).padStart(8, '0')}`,
    action: 'check_in',
    scanned_at: recently(30),
  }));

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: number }>(await t.ctx.db.execute(query))[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitCheckIn: 0 });
});
afterAll(async () => {
  await t.close();
});

describe('batch upload cost and bounds', () => {
  it('answers unknown ids NOT_FOUND without writing anything, and refuses more than the maximum with 422', async () => {
    const s = await setup();
    const full = await request(t.app, 'POST', batchUrl(s.shortId), {
      body: { device_id: 'phone-x', check_ins: unknown(CHECK_IN_BATCH_MAX) },
    });
    expect(full.status).toBe(200);
    expect(full.body.data.results).toHaveLength(CHECK_IN_BATCH_MAX);
    expect(full.body.data.results.every((r: { result: string }) => r.result === 'NOT_FOUND')).toBe(true);
    expect(await count(sql`SELECT count(*)::int AS n FROM check_in_uploads WHERE event_id = ${s.live.eventId}`)).toBe(0);

    const over = await request(t.app, 'POST', batchUrl(s.shortId), {
      body: { device_id: 'phone-x', check_ins: unknown(CHECK_IN_BATCH_MAX + 1) },
    });
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors)).toEqual(['check_ins']);
  });

  it('applies a whole batch in one transaction, in the order sent, and a second upload changes nothing', async () => {
    const s = await setup();
    const people = [];
    for (let i = 0; i < 12; i += 1) people.push(await walkIn(s, s.ticketId, `Batch${i}`));
    const check_ins = [
      ...people.map((p, i) => ({ attendee_short_id: p.short_id, action: 'check_in', scanned_at: recently(100 - i) })),
      // The first person leaves and comes back: three scans of one ticket, applied in order.
      { attendee_short_id: people[0]!.short_id, action: 'check_out', scanned_at: recently(50) },
      { attendee_short_id: people[0]!.short_id, action: 'check_in', scanned_at: recently(40) },
    ];
    const first = await request(t.app, 'POST', batchUrl(s.shortId), { body: { device_id: 'phone-y', check_ins } });
    expect(first.status).toBe(200);
    expect(first.body.data.results.map((r: { result: string }) => r.result)).toEqual(check_ins.map(() => 'APPLIED'));
    const ids = sql.join(
      people.map((p) => sql`${p.id}::int`),
      sql`, `,
    );
    // Every row the upload wrote was written by one transaction.
    expect(await count(sql`SELECT count(DISTINCT xmin::text)::int AS n FROM check_ins WHERE attendee_id IN (${ids})`)).toBe(1);
    expect(await count(sql`SELECT count(DISTINCT xmin::text)::int AS n FROM check_in_uploads WHERE event_id = ${s.live.eventId}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM check_ins WHERE attendee_id IN (${ids})`)).toBe(14);
    expect(await count(sql`SELECT check_ins AS n FROM event_statistics WHERE event_id = ${s.live.eventId}`)).toBe(12);

    const again = await request(t.app, 'POST', batchUrl(s.shortId), { body: { device_id: 'phone-y', check_ins } });
    expect(again.body.data.results.map((r: { result: string; duplicate: boolean }) => [r.result, r.duplicate])).toEqual(
      check_ins.map(() => ['APPLIED', true]),
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM check_ins WHERE attendee_id IN (${ids})`)).toBe(14);
    const list = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${s.listId}`, { token: s.live.owner.token });
    expect(list.body.data).toMatchObject({ checked_in_count: 12, conflicts_count: 0 });
  });

  it('counts each scan of a batch against the check-in rate limit', async () => {
    const limited = await createTestApp({ rateLimitCheckIn: 10 });
    try {
      const previous = t;
      t = limited;
      const s = await setup();
      t = previous;
      const body = { device_id: 'phone-z', check_ins: unknown(8) };
      // An address of its own: on PostgreSQL the counters are shared with this run's other apps, whose scans from
      // the default address fall in the same minute.
      const remoteAddress = randomIp();
      expect((await request(limited.app, 'POST', batchUrl(s.shortId), { body, remoteAddress })).status).toBe(200);
      const second = await request(limited.app, 'POST', batchUrl(s.shortId), { body, remoteAddress });
      expect(second.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('batch upload respects the list’s dates and possible scan times', () => {
  it('refuses an upload to a list not yet active or expired, admitting nobody', async () => {
    const early = await setup({ activates_at: new Date(Date.now() + 86_400_000).toISOString() });
    const a = await walkIn(early);
    const notYet = await request(t.app, 'POST', batchUrl(early.shortId), {
      body: { device_id: 'p', check_ins: [{ attendee_short_id: a.short_id, action: 'check_in', scanned_at: recently(5) }] },
    });
    expect([notYet.status, notYet.body.code]).toEqual([409, 'CHECK_IN_LIST_NOT_ACTIVE']);

    const late = await setup();
    const b = await walkIn(late);
    await t.ctx.db.execute(sql`UPDATE check_in_lists SET expires_at = now() - interval '1 minute' WHERE id = ${late.listId}`);
    const expired = await request(t.app, 'POST', batchUrl(late.shortId), {
      body: { device_id: 'p', check_ins: [{ attendee_short_id: b.short_id, action: 'check_in', scanned_at: recently(120) }] },
    });
    expect([expired.status, expired.body.code]).toEqual([409, 'CHECK_IN_LIST_EXPIRED']);
    expect(await count(sql`SELECT count(*)::int AS n FROM attendees WHERE id IN (${a.id}, ${b.id}) AND checked_in_at IS NOT NULL`)).toBe(0);
  });

  it('answers 422 per field for scan times in the future or before the list existed, changing nothing', async () => {
    const s = await setup();
    const a = await walkIn(s);
    const bad = await request(t.app, 'POST', batchUrl(s.shortId), {
      body: {
        device_id: 'p',
        check_ins: [
          { attendee_short_id: a.short_id, action: 'check_in', scanned_at: recently(5) },
          { attendee_short_id: a.short_id, action: 'check_out', scanned_at: '9999-12-31T23:59:59Z' },
          { attendee_short_id: a.short_id, action: 'check_in', scanned_at: '0001-01-01T00:00:00Z' },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['check_ins.1.scanned_at', 'check_ins.2.scanned_at']);
    expect(await count(sql`SELECT count(*)::int AS n FROM check_in_uploads WHERE event_id = ${s.live.eventId}`)).toBe(0);
    const online = await request(t.app, 'POST', `/api/public/check-in-lists/${s.shortId}/check-ins`, {
      body: { attendee_short_id: a.short_id, action: 'check_in', scanned_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(online.status).toBe(422);
    expect(Object.keys(online.body.errors)).toEqual(['scanned_at']);
    expect(await count(sql`SELECT count(*)::int AS n FROM attendees WHERE id = ${a.id} AND checked_in_at IS NOT NULL`)).toBe(0);
  });
});
