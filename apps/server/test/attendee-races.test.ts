import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { attendees, checkIns } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { heldUnitsOf, uniqueEmail } from './factories.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';

/**
 * Parallel attendee actions against real PostgreSQL (PGlite runs one transaction at
 * a time, so no race can happen there). A gate holds the row every action must
 * change until all the app's connections are waiting on a lock, so every request
 * has read the state as it was before any of them writes. The control suites run
 * the same rush with the guard switched off and must see the damage.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const PARALLEL = 10;

/** Sends the requests at once while `gate` holds a row lock, then lets them go. */
async function rush(
  t: TestApp,
  live: LiveEvent,
  gate: { table: 'attendees' | 'ticket_prices'; id: number },
  calls: { path: string; body?: unknown }[],
) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([holder.connect(), monitor.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM ${gate.table} WHERE id = $1 FOR UPDATE`, [gate.id]);
    const pending = Promise.all(
      calls.map((call) =>
        fetch(`http://127.0.0.1:${port}/api/events/${live.eventId}${call.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${live.owner.token}` },
          body: JSON.stringify(call.body ?? {}),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code?: string } })),
      ),
    );
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(calls.length, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query('COMMIT');
    return await pending;
  } finally {
    await Promise.all([holder.end(), monitor.end()]);
  }
}

const walkInBody = (ticketId: number) => ({ ticket_id: ticketId, first_name: 'Par', last_name: 'Allel', email: uniqueEmail('rush') });

async function createWalkIn(t: TestApp, live: LiveEvent, ticketId: number): Promise<number> {
  const created = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
    token: live.owner.token,
    body: walkInBody(ticketId),
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

async function held(t: TestApp, priceId: number): Promise<number> {
  return heldUnitsOf(t.ctx.db, priceId);
}

async function admissions(t: TestApp, attendeeId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.attendeeId, attendeeId), eq(checkIns.action, 'CHECK_IN')));
  return Number(row!.n);
}

async function activeOf(t: TestApp, ticketId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendees)
    .where(and(eq(attendees.ticketId, ticketId), eq(attendees.status, 'ACTIVE')));
  return Number(row!.n);
}

/** Ten parallel check-ins of one attendee. */
async function checkInRush(t: TestApp) {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, {});
  const attendeeId = await createWalkIn(t, live, ticket.id);
  const responses = await rush(
    t,
    live,
    { table: 'attendees', id: attendeeId },
    Array.from({ length: PARALLEL }, () => ({ path: `/attendees/${attendeeId}/check_in` })),
  );
  return { responses, admitted: await admissions(t, attendeeId) };
}

/** A ticket of STOCK with one unit left and PARALLEL-2 cancelled attendees, all reactivated at once. */
async function reactivationRush(t: TestApp) {
  const stock = PARALLEL;
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { type: 'FREE', prices: [{ price: 0, initial_quantity_available: stock }] });
  const ids: number[] = [];
  for (let i = 0; i < stock; i += 1) ids.push(await createWalkIn(t, live, ticket.id));
  const cancelled = ids.slice(0, stock - 2);
  for (const id of cancelled) {
    expect((await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${id}/cancel`, { token: live.owner.token })).status).toBe(
      200,
    );
  }
  // Others buy all but one of the freed units.
  for (let i = 0; i < cancelled.length - 1; i += 1) await createWalkIn(t, live, ticket.id);
  const priceId = ticket.prices[0]!.id;
  expect(await held(t, priceId)).toBe(stock - 1);
  const responses = await rush(
    t,
    live,
    { table: 'ticket_prices', id: priceId },
    cancelled.map((id) => ({ path: `/attendees/${id}/reactivate` })),
  );
  return { responses, held: await held(t, priceId), active: await activeOf(t, ticket.id), stock };
}

/** PARALLEL walk-ins at once for a ticket with three units. */
async function walkInRush(t: TestApp) {
  const stock = 3;
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 1000, initial_quantity_available: stock }] });
  const priceId = ticket.prices[0]!.id;
  const responses = await rush(
    t,
    live,
    { table: 'ticket_prices', id: priceId },
    Array.from({ length: PARALLEL }, () => ({ path: '/attendees', body: walkInBody(ticket.id) })),
  );
  return { responses, held: await held(t, priceId), active: await activeOf(t, ticket.id), stock };
}

describe.runIf(onPostgres)('attendee races with the guards on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ten parallel check-ins admit once', async () => {
    const { responses, admitted } = await checkInRush(t);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'ALREADY_CHECKED_IN')).toBe(true);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(PARALLEL - 1);
    expect(admitted).toBe(1);
  });

  it('parallel reactivations never oversell a ticket with one unit left', async () => {
    const { responses, held, active, stock } = await reactivationRush(t);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.code === 'SOLD_OUT')).toBe(true);
    expect(held).toBe(stock);
    expect(active).toBe(stock);
  });

  it('parallel walk-ins never oversell', async () => {
    const { responses, held, active, stock } = await walkInRush(t);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(stock);
    expect(responses.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.code === 'SOLD_OUT')).toBe(true);
    expect(held).toBe(stock);
    expect(active).toBe(stock);
  });
});

describe.runIf(onPostgres)('control: the same races with the guards off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableStockLocking: true, unsafeDisableAdmissionGuard: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits the same ticket more than once', async () => {
    const { admitted } = await checkInRush(t);
    expect(admitted).toBeGreaterThan(1);
  });

  it('reactivates past the stock', async () => {
    const { held, stock } = await reactivationRush(t);
    expect(held).toBeGreaterThan(stock);
  });

  it('sells walk-ins past the stock', async () => {
    const { active, stock } = await walkInRush(t);
    expect(active).toBeGreaterThan(stock);
  });
});
