import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { eventSeating, orders, seatClaims, seatingPlans } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { gridLayout, seatedEvent, seatLine } from './seat-purchase-factories.js';

/**
 * A sale racing a save of the plan that removes its seat, on real PostgreSQL (docs/locking.md, "Seats"). A hold that
 * ran out does not keep the plan in use, so the organizer may take its seat out of the plan; an offline payment marked
 * afterwards must not sell a seat the plan no longer has. The completion takes the plan's row FOR SHARE before it
 * reads the layout, and the save locks it FOR UPDATE before it looks for live claims: one of them runs wholly first.
 *
 * A gate (a row lock on the seat's claim) stops the completion after it has read the plan, until the save has had its
 * chance. With the share lock the save waits for the sale and is refused (409 PLAN_IN_USE); the control
 * (`unsafeDisableStockLocking`, code-only) skips the share lock, and the save removes a seat that is then sold.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

interface Outcome {
  /** The answers' status, and code when refused. */
  marked: string;
  saved: string;
  /** Seats sold on the event that its plan no longer has. */
  soldGone: string[];
}

const answerOf = (answer: { status: number; body: { code?: string } }) => `${answer.status} ${answer.body.code ?? ''}`.trim();

/** Marks an offline order for A-1 paid, after its hold ran out, while the organizer saves the plan without A-1. */
async function race(t: TestApp): Promise<Outcome> {
  const s = await seatedEvent(t.app, t.ctx, { rows: 1, seatsPerRow: 4 });
  const { owner } = s.live;
  const held = await request(t.app, 'POST', `/api/public/events/${s.live.eventId}/order`, {
    body: seatLine(s.stalls, { seat_ids: ['A-1'] }),
  });
  expect(held.status).toBe(201);
  const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.shortId, held.body.data.short_id));
  const orderId = row!.id;
  // An order paid at the bank whose hold ran out before the money arrived.
  await t.ctx.db
    .update(orders)
    .set({ status: 'AWAITING_PAYMENT', reservedUntil: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, orderId));
  await t.ctx.db.update(seatClaims).set({ heldUntil: sql`now() - interval '1 minute'` }).where(eq(seatClaims.orderId, orderId));
  const [seating] = await t.ctx.db.select().from(eventSeating).where(eq(eventSeating.eventId, s.live.eventId));
  const layout = gridLayout({ rows: 1, seatsPerRow: 4 });
  layout.sections[0]!.rows[0]!.seats = layout.sections[0]!.rows[0]!.seats.filter((seat) => seat.id !== 'A-1');

  const gate = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const monitor = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await Promise.all([gate.connect(), monitor.connect()]);
  /** Whether a connection of this database waits for a row lock in a statement that contains `text`. */
  const waitingIn = async (text: string) => {
    const { rows } = await monitor.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and position($1 in query) > 0`,
      [text],
    );
    return (rows[0]?.n ?? 0) > 0;
  };
  try {
    await gate.query('BEGIN');
    await gate.query(`SELECT 1 FROM seat_claims WHERE event_date_id = $1 AND seat_id = 'A-1' FOR UPDATE`, [s.dateId]);
    const marked = request(t.app, 'POST', `/api/events/${s.live.eventId}/orders/${orderId}/mark_paid`, { token: owner.token });
    // The completion has read the plan and waits at the gate to sell the seat.
    await expect.poll(() => waitingIn('UPDATE seat_claims'), { timeout: 10_000 }).toBe(true);
    let saveDone = false;
    const saved = request(t.app, 'PUT', `/api/accounts/${owner.account.id}/seating-plans/${seating!.seatingPlanId}`, {
      token: owner.token,
      body: { name: 'Grid hall', layout },
    }).finally(() => {
      saveDone = true;
    });
    // The save either waits for the completion's share lock on the plan, or (without it) is answered.
    await expect.poll(async () => saveDone || (await waitingIn('seating_plans')), { timeout: 10_000 }).toBe(true);
    await gate.query('COMMIT');
    const [markedAnswer, savedAnswer] = await Promise.all([marked, saved]);
    const [plan] = await t.ctx.db
      .select({ layout: seatingPlans.layout })
      .from(seatingPlans)
      .where(eq(seatingPlans.id, seating!.seatingPlanId));
    const seatIds = new Set(plan!.layout.sections.flatMap((section) => section.rows.flatMap((r) => r.seats.map((seat) => seat.id))));
    const sold = await t.ctx.db
      .select({ seatId: seatClaims.seatId, kind: seatClaims.kind })
      .from(seatClaims)
      .where(eq(seatClaims.eventId, s.live.eventId));
    return {
      marked: answerOf(markedAnswer),
      saved: answerOf(savedAnswer),
      soldGone: sold.filter((claim) => claim.kind === 'SOLD' && !seatIds.has(claim.seatId)).map((claim) => claim.seatId),
    };
  } finally {
    await gate.query('ROLLBACK').catch(() => undefined);
    await Promise.all([gate.end(), monitor.end()]);
  }
}

describe.runIf(onPostgres)('a sale racing a save of the plan that removes its seat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sells the seat and refuses the save (409 PLAN_IN_USE): no seat is sold that the plan no longer has', async () => {
    const outcome = await race(t);
    expect(outcome).toEqual({ marked: '200', saved: '409 PLAN_IN_USE', soldGone: [] });
  });
});

describe.runIf(onPostgres)('control: a completion that reads the plan without its share lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ unsafeDisableStockLocking: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sells a seat that the save has just removed', async () => {
    const outcome = await race(t);
    expect(outcome).toEqual({ marked: '200', saved: '200', soldGone: ['A-1'] });
  });
});
