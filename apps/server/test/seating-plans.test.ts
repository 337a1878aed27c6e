import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SeatingLayoutInput, SeatingPlan } from '@stagedoor/contracts';
import { eventSeating, seatClaims, users } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { addMember, createEvent, registerAccount, type Registered } from './factories.js';
import { claimSeat, createSeatingPlan, seatEvent, seatingLayout } from './seating-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const plansOf = (owner: Registered) => `/api/accounts/${owner.account.id}/seating-plans`;
const planUrl = (owner: Registered, id: number) => `${plansOf(owner)}/${id}`;

function put(owner: Registered, id: number, body: unknown) {
  return request(t.app, 'PUT', planUrl(owner, id), { token: owner.token, body });
}

/** A plan sold for an event that holds one seat: HELD or SOLD makes it in use, BLOCKED does not. */
async function planOfEventWithClaim(
  kind: 'HELD' | 'SOLD' | 'BLOCKED',
  layout = seatingLayout({ standing: [{ id: 'floor', capacity: 50, category: 'std' }] }),
) {
  const owner = await registerAccount(t.app);
  const plan = await createSeatingPlan(t.app, owner, layout);
  const event = await createEvent(t.app, owner.token);
  await seatEvent(t.ctx.db, event.id, plan.id);
  await claimSeat(t.ctx.db, { eventId: event.id, seatId: 'A-1', category: 'std', kind });
  return { owner, plan, event, layout };
}

describe('seating plans of an account', () => {
  it('creates, lists, reads, replaces, copies and deletes a plan, keeping its counts with the layout', async () => {
    const owner = await registerAccount(t.app);
    const layout = seatingLayout({ rows: 3, seatsPerRow: 4, standing: [{ id: 'floor', capacity: 120, category: 'std' }] });
    const plan = await createSeatingPlan(t.app, owner, layout, 'Grand Hall');
    expect(plan).toMatchObject({ name: 'Grand Hall', seat_count: 12, standing_capacity: 120, events_count: 0, in_use: false });
    expect(plan.layout.sections[0]!.rows[2]!.seats[3]).toEqual({ id: 'C-4', label: '4', x: 110, y: 160 });
    await createSeatingPlan(t.app, owner, seatingLayout(), 'Attic');

    const listed = await request(t.app, 'GET', `${plansOf(owner)}?per_page=1`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(listed.body.data).toEqual([expect.objectContaining({ name: 'Attic', seat_count: 10 })]);
    expect(listed.body.data[0]).not.toHaveProperty('layout');
    const searched = await request(t.app, 'GET', `${plansOf(owner)}?query=grand&sort_by=seat_count&sort_direction=desc`, {
      token: owner.token,
    });
    expect(searched.body.data.map((p: SeatingPlan) => p.name)).toEqual(['Grand Hall']);

    // The export is the layout as saved, defaults filled in.
    const read = await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(plan);

    const changed = structuredClone(layout);
    changed.sections[0]!.rows.pop();
    const replaced = await put(owner, plan.id, { name: 'Grand Hall (small)', layout: changed });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ name: 'Grand Hall (small)', seat_count: 8, standing_capacity: 120 });
    // A save is a new version: the seat index of every process is keyed by it.
    expect(Date.parse(replaced.body.data.updated_at)).toBeGreaterThan(Date.parse(plan.updated_at));
    const again = await put(owner, plan.id, { name: 'Grand Hall (small)', layout: changed });
    expect(Date.parse(again.body.data.updated_at)).toBeGreaterThan(Date.parse(replaced.body.data.updated_at));

    const copied = await request(t.app, 'POST', `${planUrl(owner, plan.id)}/copy`, { token: owner.token, body: {} });
    expect(copied.status).toBe(201);
    expect(copied.body.data).toMatchObject({ name: 'Grand Hall (small) (copy)', seat_count: 8, standing_capacity: 120, in_use: false });
    expect(copied.body.data.layout).toEqual(replaced.body.data.layout);
    const named = await request(t.app, 'POST', `${planUrl(owner, plan.id)}/copy`, {
      token: owner.token,
      headers: { 'accept-language': 'de' },
    });
    expect(named.status).toBe(201);
    expect(named.body.data.name).toBe('Grand Hall (small) (Kopie)');
    const chosen = await request(t.app, 'POST', `${planUrl(owner, plan.id)}/copy`, { token: owner.token, body: { name: 'Studio' } });
    expect(chosen.body.data.name).toBe('Studio');

    const deleted = await request(t.app, 'DELETE', planUrl(owner, plan.id), { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token })).status).toBe(404);
    // The copies live on without their original.
    expect((await request(t.app, 'GET', planUrl(owner, copied.body.data.id), { token: owner.token })).status).toBe(200);
  });

  it('lets an ORGANIZER manage plans and a token with events:read read them but not write them', async () => {
    const owner = await registerAccount(t.app);
    await t.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
    const member = await addMember(t.app, owner, 'ORGANIZER');
    const made = await request(t.app, 'POST', plansOf(owner), {
      token: member.token,
      body: { name: 'By a member', layout: seatingLayout() },
    });
    expect(made.status).toBe(201);
    const created = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/api-tokens`, {
      token: owner.token,
      body: { name: 'Reader', scopes: ['events:read'] },
    });
    expect(created.status).toBe(201);
    const token = created.body.data.token as string;
    expect((await request(t.app, 'GET', plansOf(owner), { token })).status).toBe(200);
    expect((await request(t.app, 'GET', planUrl(owner, made.body.data.id), { token })).status).toBe(200);
    const refused = await request(t.app, 'POST', plansOf(owner), { token, body: { name: 'By a token', layout: seatingLayout() } });
    expect(refused.status).toBe(403);
  });

  it("answers 404 for another account's plans, by its path or by a plan id of another account", async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const plan = await createSeatingPlan(t.app, owner);
    const body = { name: 'Taken over', layout: seatingLayout() };
    for (const base of [plansOf(owner), plansOf(stranger)]) {
      const url = `${base}/${plan.id}`;
      expect((await request(t.app, 'GET', url, { token: stranger.token })).status).toBe(404);
      expect((await request(t.app, 'PUT', url, { token: stranger.token, body })).status).toBe(404);
      expect((await request(t.app, 'POST', `${url}/copy`, { token: stranger.token, body: {} })).status).toBe(404);
      expect((await request(t.app, 'DELETE', url, { token: stranger.token })).status).toBe(404);
    }
    expect((await request(t.app, 'GET', plansOf(owner), { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'POST', plansOf(owner), { token: stranger.token, body })).status).toBe(404);
    const mine = await request(t.app, 'GET', plansOf(stranger), { token: stranger.token });
    expect(mine.body.data).toEqual([]);
    expect((await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token })).body.data.name).toBe('Main hall');
  });
});

describe('what makes a layout sellable: 422 with the path of each field', () => {
  async function refused(layout: unknown) {
    const owner = await registerAccount(t.app);
    const response = await request(t.app, 'POST', plansOf(owner), { token: owner.token, body: { name: 'Refused', layout } });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    const list = await request(t.app, 'GET', plansOf(owner), { token: owner.token });
    expect(list.body.meta.total).toBe(0);
    return response.body.errors as Record<string, string[]>;
  }

  it('refuses a seat id used twice in the plan, also by a standing area', async () => {
    const layout = seatingLayout({ standing: [{ id: 'A-2', capacity: 10, category: 'std' }] });
    layout.sections[0]!.rows[1]!.seats[2]!.id = 'A-1';
    const errors = await refused(layout);
    expect(Object.keys(errors).sort()).toEqual(['layout.sections.0.rows.1.seats.2.id', 'layout.standing_areas.0.id']);
    expect(errors['layout.sections.0.rows.1.seats.2.id']).toEqual(['Another seat or standing area of this plan has this id.']);
  });

  it('refuses a label used twice in one row or around one table, and takes it in different rows', async () => {
    const layout = seatingLayout();
    layout.sections[0]!.rows[0]!.seats[4]!.label = '1';
    layout.sections[0]!.tables = [
      {
        id: 'T1',
        label: 'Table 1',
        shape: 'ROUND',
        x: 50,
        y: 50,
        width: 40,
        height: 40,
        category: 'std',
        seats: [
          { id: 'T1-1', label: '1', x: 40, y: 40 },
          { id: 'T1-2', label: '1', x: 60, y: 40 },
        ],
      },
    ];
    const errors = await refused(layout);
    expect(errors).toEqual({
      'layout.sections.0.rows.0.seats.4.label': ['Another seat of this row or table has this label.'],
      'layout.sections.0.tables.0.seats.1.label': ['Another seat of this row or table has this label.'],
    });
  });

  it('refuses a seat without a category, and a category the plan does not have', async () => {
    const layout = seatingLayout({ standing: [{ id: 'floor', capacity: 10, category: 'vip' }] });
    delete layout.sections[0]!.rows[0]!.category;
    layout.sections[0]!.rows[1]!.seats[3]!.category = 'balcony';
    layout.sections[0]!.rows[0]!.seats[1]!.category = 'std';
    const errors = await refused(layout);
    expect(errors['layout.sections.0.rows.0.seats.0.category']).toEqual(['Choose a category for this seat or its row.']);
    expect(errors['layout.sections.0.rows.0.seats.1.category']).toBeUndefined();
    expect(errors['layout.sections.0.rows.1.seats.3.category']).toEqual(["Choose one of the plan's categories."]);
    expect(errors['layout.standing_areas.0.category']).toEqual(["Choose one of the plan's categories."]);
  });

  it('refuses a malformed layout field by field, never with a 5xx', async () => {
    const layout = seatingLayout() as unknown as Record<string, any>;
    layout.sections[0].rows[0].seats[0].x = 'left';
    layout.sections[0].rows[0].seats[1].id = 'A 2';
    layout.categories[0].color = 'blue';
    const errors = await refused(layout);
    expect(Object.keys(errors).sort()).toEqual([
      'layout.categories.0.color',
      'layout.sections.0.rows.0.seats.0.x',
      'layout.sections.0.rows.0.seats.1.id',
    ]);
    expect(Object.keys(await refused('a plan'))).toEqual(['layout']);
    expect(Object.keys(await refused({ ...seatingLayout(), version: 2 }))).toEqual(['layout.version']);
  });

  it('refuses a replacement that breaks the rules and keeps the plan as it was', async () => {
    const owner = await registerAccount(t.app);
    const plan = await createSeatingPlan(t.app, owner);
    const layout = seatingLayout();
    layout.sections[0]!.rows[0]!.seats[0]!.category = 'gold';
    const response = await put(owner, plan.id, { name: 'Broken', layout });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['layout.sections.0.rows.0.seats.0.category']);
    expect((await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token })).body.data).toEqual(plan);
  });
});

describe('a plan in use keeps its seats (PLAN_IN_USE)', () => {
  it('shows its events and use; refuses a replacement without a seat or a standing area, takes one that keeps them', async () => {
    const { owner, plan, layout } = await planOfEventWithClaim('SOLD');
    const read = await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token });
    expect(read.body.data).toMatchObject({ events_count: 1, in_use: true });
    const listed = await request(t.app, 'GET', `${plansOf(owner)}?filter_fields[in_use][eq]=true`, { token: owner.token });
    expect(listed.body.data.map((p: SeatingPlan) => p.id)).toEqual([plan.id]);

    const withoutSeat = structuredClone(layout);
    withoutSeat.sections[0]!.rows[1]!.seats.pop();
    const dropped = await put(owner, plan.id, { name: 'Smaller', layout: withoutSeat });
    expect(dropped.status).toBe(409);
    expect(dropped.body).toMatchObject({ code: 'PLAN_IN_USE', details: { seat_ids: ['B-5'], missing_count: 1 } });

    const withoutArea: SeatingLayoutInput = { ...structuredClone(layout), standing_areas: [] };
    const area = await put(owner, plan.id, { name: 'No floor', layout: withoutArea });
    expect(area.status).toBe(409);
    expect(area.body.details.seat_ids).toEqual(['floor']);

    // Labels, positions, categories and new seats are fine: every id that was there is still there.
    const kept = structuredClone(layout);
    kept.categories.push({ id: 'vip', name: 'VIP', color: '#aa3300' });
    kept.sections[0]!.rows[0]!.seats[0]!.label = '101';
    kept.sections[0]!.rows[0]!.category = 'vip';
    kept.sections[0]!.rows[1]!.seats.push({ id: 'B-6', label: '6', x: 170, y: 130 });
    const saved = await put(owner, plan.id, { name: 'Renamed', layout: kept });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Renamed', seat_count: 11, in_use: true });
    expect((await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token })).body.data.layout).toEqual(saved.body.data.layout);
  });

  it('counts a held seat as use, and a blocked one not', async () => {
    const held = await planOfEventWithClaim('HELD');
    const smaller = { ...structuredClone(held.layout), standing_areas: [] };
    expect((await put(held.owner, held.plan.id, { name: 'x', layout: smaller })).status).toBe(409);
    const blocked = await planOfEventWithClaim('BLOCKED');
    const read = await request(t.app, 'GET', planUrl(blocked.owner, blocked.plan.id), { token: blocked.owner.token });
    expect(read.body.data).toMatchObject({ events_count: 1, in_use: false });
    expect((await put(blocked.owner, blocked.plan.id, { name: 'x', layout: seatingLayout({ rows: 1 }) })).status).toBe(200);
  });

  it('counts a hold that ran out as free: the plan is not in use and may lose seats; a live or open-ended hold is use', async () => {
    const lapsed = await planOfEventWithClaim('HELD');
    await t.ctx.db.update(seatClaims).set({ heldUntil: sql`now() - interval '1 minute'` }).where(eq(seatClaims.eventId, lapsed.event.id));
    const read = await request(t.app, 'GET', planUrl(lapsed.owner, lapsed.plan.id), { token: lapsed.owner.token });
    expect(read.body.data).toMatchObject({ events_count: 1, in_use: false });
    const inUse = await request(t.app, 'GET', `${plansOf(lapsed.owner)}?filter_fields[in_use][eq]=true`, { token: lapsed.owner.token });
    expect(inUse.body.data).toEqual([]);
    expect((await put(lapsed.owner, lapsed.plan.id, { name: 'x', layout: seatingLayout({ rows: 1 }) })).status).toBe(200);
    // A hold without an end (a payment on its way) is use, as is a hold still running.
    const paying = await planOfEventWithClaim('HELD');
    await t.ctx.db.update(seatClaims).set({ heldUntil: null }).where(eq(seatClaims.eventId, paying.event.id));
    const listed = await request(t.app, 'GET', `${plansOf(paying.owner)}?filter_fields[in_use][eq]=true`, { token: paying.owner.token });
    expect(listed.body.data.map((p: SeatingPlan) => p.id)).toEqual([paying.plan.id]);
    expect((await put(paying.owner, paying.plan.id, { name: 'x', layout: seatingLayout({ rows: 1 }) })).status).toBe(409);
  });

  it('refuses to delete a plan an event uses, sold or not, and deletes it once no event does', async () => {
    const { owner, plan, event } = await planOfEventWithClaim('BLOCKED');
    const refused = await request(t.app, 'DELETE', planUrl(owner, plan.id), { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PLAN_IN_USE', details: { events_count: 1 } });
    expect((await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token })).status).toBe(200);
    await t.ctx.db.delete(eventSeating).where(eq(eventSeating.eventId, event.id));
    expect((await request(t.app, 'DELETE', planUrl(owner, plan.id), { token: owner.token })).status).toBe(200);
  });

  it('copies a plan in use into an independent plan whose seats may change', async () => {
    const { owner, plan, layout } = await planOfEventWithClaim('SOLD');
    const copied = await request(t.app, 'POST', `${planUrl(owner, plan.id)}/copy`, { token: owner.token, body: {} });
    expect(copied.status).toBe(201);
    expect(copied.body.data).toMatchObject({ name: 'Main hall (copy)', events_count: 0, in_use: false });
    const smaller = seatingLayout({ rows: 1 });
    expect((await put(owner, copied.body.data.id, { name: 'Small hall', layout: smaller })).status).toBe(200);
    expect((await request(t.app, 'DELETE', planUrl(owner, copied.body.data.id), { token: owner.token })).status).toBe(200);
    const original = await request(t.app, 'GET', planUrl(owner, plan.id), { token: owner.token });
    expect(original.body.data).toMatchObject({ name: 'Main hall', seat_count: 10, in_use: true });
    expect(original.body.data.layout.sections).toEqual(structuredClone(layout).sections);
  });
});

describe('large plans', () => {
  /** Rows of 100 seats, each naming its category and accessibility, as an editor's export does. */
  function arena(seats: number, mutate: (seat: Record<string, unknown>, index: number) => void = () => {}) {
    const layout = seatingLayout({ rows: Math.ceil(seats / 100), seatsPerRow: 100 });
    let index = 0;
    for (const row of layout.sections[0]!.rows) {
      for (const seat of row.seats as Record<string, unknown>[]) {
        Object.assign(seat, { category: 'std', accessible: null, x: Number(seat.x) + 0.25 });
        mutate(seat, index++);
      }
    }
    return { name: `Arena ${seats}`, layout };
  }

  /** Runs a request and reports the longest stretch the event loop was held meanwhile: the gap between ticks of a 5 ms timer. */
  async function timed<T>(run: () => Promise<T>) {
    let last = performance.now();
    let blockedMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      blockedMs = Math.max(blockedMs, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const result = await run();
    clearInterval(ticker);
    blockedMs = Math.max(blockedMs, performance.now() - last);
    return { result, ms: performance.now() - started, blockedMs };
  }

  it('saves and reads a 20,000-seat plan, a body above the default 1 MiB', async () => {
    const owner = await registerAccount(t.app);
    const body = arena(20_000);
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const created = await request(t.app, 'POST', plansOf(owner), { token: owner.token, body });
    expect(created.status).toBe(201);
    expect(created.body.data.seat_count).toBe(20_000);
    const read = await request(t.app, 'GET', planUrl(owner, created.body.data.id), { token: owner.token });
    expect(read.body.data.layout.sections[0].rows[199].seats[99]).toEqual({
      id: `R200-100`,
      label: '100',
      x: 2990.25,
      y: 6070,
      category: 'std',
      accessible: null,
    });
    const listed = await request(t.app, 'GET', plansOf(owner), { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ seat_count: 20_000 });
  });

  it('validates a 100,000-seat body without holding the server for long, valid or not', async () => {
    const owner = await registerAccount(t.app);
    // The bodies are written out before the clock starts: what is timed is the server (and the injection's own copy).
    const send = (body: unknown) => {
      const payload = JSON.stringify(body);
      return timed(() =>
        request(t.app, 'POST', plansOf(owner), { token: owner.token, body: payload, headers: { 'content-type': 'application/json' } }),
      );
    };
    const valid = await send(arena(100_000));
    expect(valid.result.status).toBe(201);
    expect(valid.result.body.data.seat_count).toBe(100_000);
    // Every seat the same id: the problems named are capped.
    const duplicates = await send(arena(100_000, (seat) => (seat.id = 'same')));
    expect(duplicates.result.status).toBe(422);
    expect(Object.keys(duplicates.result.body.errors).length).toBeLessThanOrEqual(100);
    // Every seat malformed: the fields named are capped too.
    const malformed = await send(arena(100_000, (seat) => (seat.x = 'left')));
    expect(malformed.result.status).toBe(422);
    expect(Object.keys(malformed.result.body.errors)).toHaveLength(100);
    console.info(
      `100,000 seats: valid ${Math.round(valid.ms)} ms (event loop held at most ${Math.round(valid.blockedMs)} ms), ` +
        `duplicate ids ${Math.round(duplicates.ms)} ms (${Math.round(duplicates.blockedMs)} ms), ` +
        `malformed ${Math.round(malformed.ms)} ms (${Math.round(malformed.blockedMs)} ms)`,
    );
    // That the server answers others meanwhile is seating-plan-saves.test.ts's: here the answers themselves.
    // Three stadium bodies on a shared two-core machine: minutes, not the default minute.
  }, 240_000);

  it('answers 413 to a body above 10 MB', async () => {
    const owner = await registerAccount(t.app);
    const body = arena(100_000, (seat) => (seat.label = `Seat with a long label ${String(seat.id)}`.slice(0, 64)));
    expect(JSON.stringify(body).length).toBeGreaterThan(10 * 1024 * 1024);
    const response = await request(t.app, 'POST', plansOf(owner), { token: owner.token, body });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
