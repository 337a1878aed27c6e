import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { attendees, checkIns, eventDates, events, tickets } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { uniqueEmail } from './factories.js';
import { addTicket, liveEvent } from './selling-factories.js';

/**
 * Ten scanners at one door against real PostgreSQL (PGlite runs one transaction at a
 * time, so no race can happen there). A gate holds the attendee's row until all the
 * app's connections wait on it, so every scan has read the ticket as not yet admitted
 * before any of them writes. The control runs the same rush with the guard off.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const PARALLEL = 10;

interface Door {
  eventId: number;
  token: string;
  shortId: string;
  attendeeId: number;
  attendeeShortId: string;
}

async function door(t: TestApp): Promise<Door> {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, {});
  const list = await request(t.app, 'POST', `/api/events/${live.eventId}/check-in-lists`, {
    token: live.owner.token,
    body: { name: 'Door', ticket_ids: [ticket.id] },
  });
  const attendee = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
    token: live.owner.token,
    body: { ticket_id: ticket.id, first_name: 'Par', last_name: 'Allel', email: uniqueEmail('race') },
  });
  return {
    eventId: live.eventId,
    token: live.owner.token,
    shortId: list.body.data.short_id,
    attendeeId: attendee.body.data.id,
    attendeeShortId: attendee.body.data.short_id,
  };
}

/** Posts the bodies at once to a public path while the attendee's row is held, then lets them go. */
async function rush(t: TestApp, attendeeId: number, path: string, bodies: unknown[]) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([holder.connect(), monitor.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM attendees WHERE id = $1 FOR UPDATE', [attendeeId]);
    const pending = Promise.all(
      bodies.map((body) =>
        fetch(`http://127.0.0.1:${port}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { code?: string; data?: { results?: { result: string; conflict: boolean; duplicate: boolean }[] } },
        })),
      ),
    );
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(bodies.length, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query('COMMIT');
    return await pending;
  } finally {
    await Promise.all([holder.end(), monitor.end()]);
  }
}

async function admissions(t: TestApp, attendeeId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.attendeeId, attendeeId), eq(checkIns.action, 'CHECK_IN')));
  return Number(row!.n);
}

/** A pass (ALL_DATES) and a list for each of two dates of its event. */
async function passDoors(t: TestApp) {
  const d = await door(t);
  const [row] = await t.ctx.db.select({ ticketId: attendees.ticketId }).from(attendees).where(eq(attendees.id, d.attendeeId));
  await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, row!.ticketId));
  await t.ctx.db.update(attendees).set({ eventDateId: null }).where(eq(attendees.id, d.attendeeId));
  const [event] = await t.ctx.db.select({ accountId: events.accountId }).from(events).where(eq(events.id, d.eventId));
  const dates = await t.ctx.db
    .insert(eventDates)
    .values(
      [1, 2].map((days) => ({ accountId: event!.accountId, eventId: d.eventId, startDate: new Date(Date.now() + days * 86_400_000) })),
    )
    .returning({ id: eventDates.id });
  const lists = [];
  for (const date of dates) {
    const list = await request(t.app, 'POST', `/api/events/${d.eventId}/check-in-lists`, {
      token: d.token,
      body: { name: 'Date door', ticket_ids: [row!.ticketId], event_date_id: date.id },
    });
    lists.push(list.body.data.short_id as string);
  }
  return { ...d, dateIds: dates.map((date) => date.id), dateDoors: lists };
}

async function admissionsOn(t: TestApp, attendeeId: number, dateId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.attendeeId, attendeeId), eq(checkIns.action, 'CHECK_IN'), eq(checkIns.eventDateId, dateId)));
  return Number(row!.n);
}

/** Ten scanners showing one pass at once at the door of one date. */
async function passRush(t: TestApp) {
  const d = await passDoors(t);
  const bodies = Array.from({ length: PARALLEL }, (_, i) => ({
    attendee_short_id: d.attendeeShortId,
    action: 'check_in',
    device_id: `pass-${i}`,
  }));
  const responses = await rush(t, d.attendeeId, `/public/check-in-lists/${d.dateDoors[0]}/check-ins`, bodies);
  return { responses, admitted: await admissionsOn(t, d.attendeeId, d.dateIds[0]!) };
}

async function scanRush(t: TestApp) {
  const d = await door(t);
  const bodies = Array.from({ length: PARALLEL }, (_, i) => ({
    attendee_short_id: d.attendeeShortId,
    action: 'check_in',
    device_id: `scanner-${i}`,
  }));
  const responses = await rush(t, d.attendeeId, `/public/check-in-lists/${d.shortId}/check-ins`, bodies);
  return { responses, admitted: await admissions(t, d.attendeeId) };
}

describe.runIf(onPostgres)('check-in races with the guard on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitCheckIn: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ten scanners showing one ticket at once admit it once', async () => {
    const { responses, admitted } = await scanRush(t);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.code === 'ALREADY_CHECKED_IN')).toHaveLength(PARALLEL - 1);
    expect(admitted).toBe(1);
  });

  it('ten scanners showing one pass at once at the door of one date admit it once on that date', async () => {
    const { responses, admitted } = await passRush(t);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.code === 'ALREADY_CHECKED_IN')).toHaveLength(PARALLEL - 1);
    expect(admitted).toBe(1);
  });

  it('a pass shown at once at the doors of two dates is admitted on both', async () => {
    const d = await passDoors(t);
    const body = { attendee_short_id: d.attendeeShortId, action: 'check_in' };
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([holder.connect(), monitor.connect()]);
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM attendees WHERE id = $1 FOR UPDATE', [d.attendeeId]);
      const pending = Promise.all(
        d.dateDoors.map((door) =>
          fetch(`http://127.0.0.1:${port}/api/public/check-in-lists/${door}/check-ins`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((res) => res.status),
        ),
      );
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline && (await lockWaiters(monitor, t)) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      await holder.query('COMMIT');
      expect(await pending).toEqual([200, 200]);
    } finally {
      await Promise.all([holder.end(), monitor.end()]);
    }
    expect(await admissionsOn(t, d.attendeeId, d.dateIds[0]!)).toBe(1);
    expect(await admissionsOn(t, d.attendeeId, d.dateIds[1]!)).toBe(1);
  });

  it('ten devices uploading the same ticket at once: one applied, the rest conflicts', async () => {
    const d = await door(t);
    const bodies = Array.from({ length: PARALLEL }, (_, i) => ({
      device_id: `offline-${i}`,
      check_ins: [
        { attendee_short_id: d.attendeeShortId, action: 'check_in', scanned_at: new Date(Date.now() - 10_000 + i * 100).toISOString() },
      ],
    }));
    const responses = await rush(t, d.attendeeId, `/public/check-in-lists/${d.shortId}/check-ins/batch`, bodies);
    const results = responses.map((r) => r.body.data!.results![0]!);
    expect(results.filter((r) => r.result === 'APPLIED')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'ALREADY_CHECKED_IN' && r.conflict)).toHaveLength(PARALLEL - 1);
    expect(await admissions(t, d.attendeeId)).toBe(1);
  });

  it('ten uploads naming the same two tickets in opposite orders neither deadlock nor admit twice', async () => {
    const d = await door(t);
    const listTicket = await request(t.app, 'GET', `/api/events/${d.eventId}/attendees/${d.attendeeId}`, { token: d.token });
    const second = await request(t.app, 'POST', `/api/events/${d.eventId}/attendees`, {
      token: d.token,
      body: { ticket_id: listTicket.body.data.ticket_id, first_name: 'Sec', last_name: 'Ond', email: uniqueEmail('race') },
    });
    const at = new Date(Date.now() - 10_000).toISOString();
    const pair = [d.attendeeShortId, second.body.data.short_id as string];
    const bodies = Array.from({ length: PARALLEL }, (_, i) => ({
      device_id: `crossing-${i}`,
      check_ins: (i % 2 ? pair : [...pair].reverse()).map((id) => ({ attendee_short_id: id, action: 'check_in', scanned_at: at })),
    }));
    const responses = await rush(t, d.attendeeId, `/public/check-in-lists/${d.shortId}/check-ins/batch`, bodies);
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const results = responses.flatMap((r) => r.body.data!.results!);
    expect(results.filter((r) => r.result === 'APPLIED')).toHaveLength(2);
    expect(await admissions(t, d.attendeeId)).toBe(1);
    expect(await admissions(t, second.body.data.id)).toBe(1);
  });

  it('one batch uploaded ten times at once is applied once', async () => {
    const d = await door(t);
    const batch = {
      device_id: 'retrying',
      check_ins: [{ attendee_short_id: d.attendeeShortId, action: 'check_in', scanned_at: new Date(Date.now() - 10_000).toISOString() }],
    };
    const responses = await rush(
      t,
      d.attendeeId,
      `/public/check-in-lists/${d.shortId}/check-ins/batch`,
      Array.from({ length: PARALLEL }, () => batch),
    );
    const results = responses.map((r) => r.body.data!.results![0]!);
    expect(results.every((r) => r.result === 'APPLIED' && !r.conflict)).toBe(true);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await admissions(t, d.attendeeId)).toBe(1);
  });
});

describe.runIf(onPostgres)('control: ten scanners with the admission guard off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitCheckIn: 0, unsafeDisableAdmissionGuard: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits the same ticket more than once', async () => {
    const { admitted } = await scanRush(t);
    expect(admitted).toBeGreaterThan(1);
  });

  it('admits the same pass more than once on one date', async () => {
    const { admitted } = await passRush(t);
    expect(admitted).toBeGreaterThan(1);
  });
});
