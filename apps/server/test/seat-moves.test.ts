import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/platform/db/schema.js';
import { attendees, seatClaims } from '../src/platform/db/schema.js';
import { rowsOf, type Db } from '../src/platform/db/client.js';
import { takeSeats } from '../src/features/seat-claims/claims.js';
import { createTestApp, type TestApp } from './harness.js';
import { lockWaiters } from './pg-locks.js';
import { seatHolder, seatedEvent, type Holder, type SeatedEvent } from './seating-test-plan.js';

/**
 * Box office actions racing for one free seat on real PostgreSQL (PGlite runs one transaction at a time). The
 * guarantee is the primary key of seat_claims (event_date_id, seat_id) with the conditional insert of
 * claim-seats.ts: no lock is taken before it, so the gate is a claim of the contested seat left uncommitted by a
 * connection of the test. Every request then waits at the very insert that decides, and all of them go at once when
 * the gate rolls back. The control runs the same check-then-write against a copy of seat_claims without its primary
 * key and must claim the seat twice; the same interleaving against the real table and statement claims it once.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const CONTESTED = 'B4';
const MOVERS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2'];

interface Answer {
  status: number;
  body: { code?: string; details?: { seat_ids?: string[] } };
}

async function send(t: TestApp, seated: SeatedEvent, method: string, path: string, body: unknown): Promise<Answer> {
  const { port } = t.app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/events/${seated.live.eventId}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seated.live.owner.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** Holds an uncommitted claim of the contested seat until every call waits behind it, then lets them all go. */
async function rush(t: TestApp, seated: SeatedEvent, calls: { method: string; path: string; body: unknown }[]): Promise<Answer[]> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  try {
    await gate.query('BEGIN');
    await gate.query(
      `INSERT INTO seat_claims (event_date_id, seat_id, event_id, category, kind) VALUES ($1, $2, $3, 'stalls', 'BLOCKED')`,
      [seated.dateId, CONTESTED, seated.live.eventId],
    );
    const pending = Promise.all(calls.map((call) => send(t, seated, call.method, call.path, call.body)));
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await lockWaiters(monitor, t)) < Math.min(calls.length, t.ctx.config.databasePoolSize)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await lockWaiters(monitor, t), 'every call waits at the contested seat').toBe(calls.length);
    await gate.query('ROLLBACK');
    return await pending;
  } finally {
    await Promise.all([gate.end(), monitor.end()]);
  }
}

async function claimsOn(t: TestApp, seated: SeatedEvent, seatId: string) {
  return t.ctx.db
    .select()
    .from(seatClaims)
    .where(eq(seatClaims.eventId, seated.live.eventId))
    .then((rows) => rows.filter((row) => row.seatId === seatId));
}

/** Each loser keeps its own seat, on its claim and on its ticket. */
async function expectSeatsKept(t: TestApp, holders: Holder[], seats: string[]) {
  const ids = holders.map((holder) => holder.attendeeId);
  const claims = await t.ctx.db.select().from(seatClaims).where(inArray(seatClaims.attendeeId, ids));
  const tickets = await t.ctx.db.select({ id: attendees.id, seat: attendees.seat }).from(attendees).where(inArray(attendees.id, ids));
  holders.forEach((holder, i) => {
    expect(claims.find((claim) => claim.attendeeId === holder.attendeeId)?.seatId).toBe(seats[i]);
    expect(tickets.find((ticket) => ticket.id === holder.attendeeId)?.seat?.id).toBe(seats[i]);
  });
}

describe.runIf(onPostgres)('racing for one free seat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('six moves to the same seat: one moves, the others get 409 SEAT_TAKEN and keep their seats', async () => {
    const seated = await seatedEvent(t);
    const holders = [];
    for (const seatId of MOVERS) holders.push(await seatHolder(t.ctx.db, seated, { seatId }));
    const answers = await rush(
      t,
      seated,
      holders.map((holder) => ({ method: 'PUT', path: `/attendees/${holder.attendeeId}/seat`, body: { seat_id: CONTESTED } })),
    );
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, body: { code: 'SEAT_TAKEN', details: { seat_ids: [CONTESTED] } } });
    }
    const contested = await claimsOn(t, seated, CONTESTED);
    expect(contested).toHaveLength(1);
    expect(contested[0]!.attendeeId).toBe(holders[winners[0]!]!.attendeeId);
    await expectSeatsKept(
      t,
      holders,
      MOVERS.map((seatId, i) => (i === winners[0] ? CONTESTED : seatId)),
    );
  });

  it('moves and blocks of the same seat: one of them wins, the block is all or nothing', async () => {
    const seated = await seatedEvent(t);
    const holders = [];
    for (const seatId of MOVERS.slice(0, 3)) holders.push(await seatHolder(t.ctx.db, seated, { seatId }));
    const answers = await rush(t, seated, [
      ...holders.map((holder) => ({ method: 'PUT', path: `/attendees/${holder.attendeeId}/seat`, body: { seat_id: CONTESTED } })),
      { method: 'POST', path: '/seating/blocks', body: { date_id: seated.dateId, seat_ids: ['C3', CONTESTED] } },
      { method: 'POST', path: '/seating/blocks', body: { date_id: seated.dateId, seat_ids: [CONTESTED, 'C2'] } },
    ]);
    // The seat goes to one move or to the blocks: a block may block a seat again, so both blocks can win together.
    const movesWon = answers.slice(0, holders.length).filter((answer) => answer.status < 300).length;
    const blocksWon = answers.slice(holders.length).flatMap((answer, i) => (answer.status === 201 ? [i] : []));
    expect(movesWon + Math.min(blocksWon.length, 1)).toBe(1);
    expect(answers.filter((answer) => answer.status >= 300).every((answer) => answer.body.code === 'SEAT_TAKEN')).toBe(true);
    const claims = await claimsOn(t, seated, CONTESTED);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.kind).toBe(movesWon === 1 ? 'SOLD' : 'BLOCKED');
    const blocked = (await t.ctx.db.select().from(seatClaims).where(eq(seatClaims.kind, 'BLOCKED')))
      .filter((claim) => claim.eventId === seated.live.eventId)
      .map((claim) => claim.seatId)
      .sort();
    // A losing block left nothing behind; a winning one blocked both its seats.
    const expected = new Set(blocksWon.flatMap((i) => (i === 0 ? ['C3', CONTESTED] : [CONTESTED, 'C2'])));
    expect(blocked).toEqual([...expected].sort());
  });
});

/** N connections that each read the seat as free, and only then write: the worst interleaving of check and write. */
async function checkThenWrite(write: (client: pg.Client, index: number) => Promise<void>, check: (client: pg.Client) => Promise<boolean>) {
  const clients = Array.from({ length: 4 }, () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    await Promise.all(clients.map((client) => client.query('BEGIN')));
    const free = await Promise.all(clients.map((client) => check(client)));
    expect(free.every(Boolean), 'every connection saw the seat free').toBe(true);
    await Promise.all(
      clients.map(async (client, i) => {
        await write(client, i);
        await client.query('COMMIT');
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

describe.runIf(onPostgres)('the guarantee itself', () => {
  let t: TestApp;
  let seated: SeatedEvent;
  beforeAll(async () => {
    t = await createTestApp();
    seated = await seatedEvent(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const free = (table: string) => async (client: pg.Client) =>
    (
      await client.query(`SELECT 1 FROM ${table} WHERE event_date_id = $1 AND seat_id = $2 AND (kind <> 'HELD' OR held_until > now())`, [
        seated.dateId,
        'C2',
      ])
    ).rowCount === 0;

  it('control: checking, then inserting into a copy of seat_claims without its primary key, claims the seat twice', async () => {
    const copy = `seat_claims_unguarded_${randomBytes(4).toString('hex')}`;
    await t.ctx.db.execute(sql.raw(`CREATE TABLE ${copy} (LIKE seat_claims INCLUDING DEFAULTS)`));
    try {
      await checkThenWrite(async (client) => {
        await client.query(
          `INSERT INTO ${copy} (event_date_id, seat_id, event_id, category, kind, held_until)
           VALUES ($1, 'C2', $2, 'balcony', 'HELD', now() + interval '15 minutes')`,
          [seated.dateId, seated.live.eventId],
        );
      }, free(copy));
      const [row] = rowsOf<{ claims: number }>(await t.ctx.db.execute(sql.raw(`SELECT count(*)::int AS claims FROM ${copy}`)));
      expect(Number(row!.claims)).toBeGreaterThan(1);
    } finally {
      await t.ctx.db.execute(sql.raw(`DROP TABLE ${copy}`));
    }
  });

  it('the same interleaving with the conditional insert into seat_claims claims the seat once', async () => {
    const heldUntil = new Date(Date.now() + 15 * 60_000);
    let claimed = 0;
    await checkThenWrite(async (client) => {
      const db = drizzle(client, { schema }) as unknown as Db;
      const taken = await takeSeats(db, seated.live.eventId, [{ dateId: seated.dateId, seatId: 'C2', category: 'balcony' }], {
        kind: 'HELD',
        heldUntil,
      });
      if (taken.length === 0) claimed += 1;
    }, free('seat_claims'));
    expect(claimed).toBe(1);
    expect(await claimsOn(t, seated, 'C2')).toHaveLength(1);
  });
});
