import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { attendees, auditLog, seatClaims, webhookDeliveries } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { registerAccount } from './factories.js';
import { blockDirectly, largeLayout, seatHolder, seatedEvent, type SeatedEvent } from './seating-test-plan.js';

/** The box office on a seated event through the API: moving attendees, the seat list, and who may do either. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webhooksAllowPrivateNetworks: true });
});
afterAll(async () => {
  await t.close();
});

const api = (seated: SeatedEvent, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown, token?: string) =>
  request(t.app, method, `/api/events/${seated.live.eventId}${path}`, { token: token ?? seated.live.owner.token, body });

const claimOf = async (attendeeId: number) => (await t.ctx.db.select().from(seatClaims).where(eq(seatClaims.attendeeId, attendeeId)))[0];

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

describe('moving an attendee', () => {
  it('moves to a free seat of the same category in one step: claim, ticket seat, history and webhook', async () => {
    const seated = await seatedEvent(t);
    const hook = await request(t.app, 'POST', `/api/accounts/${seated.live.owner.account.id}/webhooks`, {
      token: seated.live.owner.token,
      body: { url: 'http://127.0.0.1:9/seats', event_types: ['attendee.updated'] },
    });
    expect(hook.status).toBe(201);
    const holder = await seatHolder(t.ctx.db, seated, { seatId: 'A1' });
    const moved = await api(seated, 'PUT', `/attendees/${holder.attendeeId}/seat`, { seat_id: 'B3' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: holder.attendeeId,
      seat: { id: 'B3', section: 'Stalls', row: 'B', label: '3', category: 'stalls' },
      answers: [],
    });
    expect(await claimOf(holder.attendeeId)).toMatchObject({ seatId: 'B3', kind: 'SOLD', orderId: holder.orderId });
    const old = await t.ctx.db
      .select()
      .from(seatClaims)
      .where(and(eq(seatClaims.eventDateId, seated.dateId), eq(seatClaims.seatId, 'A1')));
    expect(old).toEqual([]);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'ATTENDEE'), eq(auditLog.subjectId, holder.attendeeId)))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'EDITED', data: { fields: ['seat'], from: 'A1', to: 'B3' } });
    const deliveries = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.body.data.id));
    expect(deliveries.map((delivery) => delivery.type)).toEqual(['attendee.updated']);
    // The payload carries the seat the attendee holds now, as the API's attendee shows it.
    expect(JSON.parse(deliveries[0]!.body).data.attendee).toMatchObject({
      id: holder.attendeeId,
      seat: { id: 'B3', section: 'Stalls', row: 'B', label: '3', category: 'stalls' },
    });

    // The seat it left is free again: another attendee takes it.
    const second = await seatHolder(t.ctx.db, seated, { seatId: 'A2' });
    expect((await api(seated, 'PUT', `/attendees/${second.attendeeId}/seat`, { seat_id: 'A1' })).status).toBe(200);
  });

  it('refuses a taken seat (409 SEAT_TAKEN, nothing moves), another category or no seat of the plan (422), and takes a lapsed hold', async () => {
    const seated = await seatedEvent(t);
    const holder = await seatHolder(t.ctx.db, seated, { seatId: 'A1' });
    await seatHolder(t.ctx.db, seated, { seatId: 'A2' });
    await seatHolder(t.ctx.db, seated, { seatId: 'A3', kind: 'HELD' });
    await seatHolder(t.ctx.db, seated, { seatId: 'A4', kind: 'HELD', heldUntil: new Date(Date.now() - 1000) });
    await blockDirectly(t.ctx.db, seated, 'B1');
    for (const seatId of ['A2', 'A3', 'B1']) {
      const taken = await api(seated, 'PUT', `/attendees/${holder.attendeeId}/seat`, { seat_id: seatId });
      expect(taken.status, seatId).toBe(409);
      expect(taken.body).toMatchObject({ code: 'SEAT_TAKEN', details: { seat_ids: [seatId] } });
    }
    for (const seatId of ['C2', 'Z9', 'floor']) {
      const wrong = await api(seated, 'PUT', `/attendees/${holder.attendeeId}/seat`, { seat_id: seatId });
      expect(wrong.status, seatId).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['seat_id']);
    }
    expect(await claimOf(holder.attendeeId)).toMatchObject({ seatId: 'A1', kind: 'SOLD' });
    const [unchanged] = await t.ctx.db.select({ seat: attendees.seat }).from(attendees).where(eq(attendees.id, holder.attendeeId));
    expect(unchanged!.seat?.id).toBe('A1');

    const lapsed = await api(seated, 'PUT', `/attendees/${holder.attendeeId}/seat`, { seat_id: 'A4' });
    expect(lapsed.status).toBe(200);
    expect(await claimOf(holder.attendeeId)).toMatchObject({ seatId: 'A4', kind: 'SOLD', heldUntil: null });
  });

  it('moves only active attendees of a seat, of this event', async () => {
    const seated = await seatedEvent(t);
    const holder = await seatHolder(t.ctx.db, seated, { seatId: 'A1' });
    await t.ctx.db.update(attendees).set({ status: 'CANCELLED' }).where(eq(attendees.id, holder.attendeeId));
    const cancelled = await api(seated, 'PUT', `/attendees/${holder.attendeeId}/seat`, { seat_id: 'A2' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe('ATTENDEE_CANCELLED');
    const elsewhere = await seatedEvent(t);
    const theirs = await seatHolder(t.ctx.db, elsewhere, { seatId: 'A1' });
    expect((await api(seated, 'PUT', `/attendees/${theirs.attendeeId}/seat`, { seat_id: 'A2' })).status).toBe(404);
  });
});

describe('the seat list', () => {
  it('lists every seat in plan order with its state and holder, its header in the caller’s language', async () => {
    const seated = await seatedEvent(t);
    const sold = await seatHolder(t.ctx.db, seated, { seatId: 'B2', name: ['Grace', 'Hopper'] });
    await seatHolder(t.ctx.db, seated, { seatId: 'A1', kind: 'HELD', heldUntil: new Date(Date.now() - 1000) });
    const held = await seatHolder(t.ctx.db, seated, { seatId: 'C1', category: 'balcony', kind: 'HELD' });
    await blockDirectly(t.ctx.db, seated, 'A4');
    // The standing floor (five places): one sold, one blocked, and one whose hold ran out, which counts free.
    const standing = await seatHolder(t.ctx.db, seated, { seatId: 'floor#2', category: 'floor', name: ['Alan', 'Turing'] });
    await seatHolder(t.ctx.db, seated, { seatId: 'floor#1', category: 'floor', kind: 'HELD', heldUntil: new Date(Date.now() - 1000) });
    await blockDirectly(t.ctx.db, seated, 'floor#3');
    const csv = await api(seated, 'GET', `/seating/seat-list?date_id=${seated.dateId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['x-total-count']).toBe('14');
    expect(csvRows(csv.body)).toEqual([
      ['Section', 'Row', 'Seat', 'Category', 'Accessible', 'State', 'Attendee', 'Ticket ID', 'Order ID', 'Places'],
      ['Stalls', 'A', '1', 'Stalls', '', 'AVAILABLE', '', '', '', ''],
      ['Stalls', 'A', '2', 'Stalls', '', 'AVAILABLE', '', '', '', ''],
      ['Stalls', 'A', '3', 'Stalls', '', 'AVAILABLE', '', '', '', ''],
      ['Stalls', 'A', '4', 'Stalls', '', 'BLOCKED', '', '', '', ''],
      ['Stalls', 'B', '1', 'Stalls', '', 'AVAILABLE', '', '', '', ''],
      ['Stalls', 'B', '2', 'Stalls', '', 'SOLD', 'Grace Hopper', sold.attendeeShortId, sold.orderShortId, ''],
      ['Stalls', 'B', '3', 'Stalls', '', 'AVAILABLE', '', '', '', ''],
      ['Stalls', 'B', '4', 'Stalls', '', 'AVAILABLE', '', '', '', ''],
      ['Balcony', 'C', '1', 'Balcony', 'WHEELCHAIR', 'HELD', 'Ada Lovelace', held.attendeeShortId, held.orderShortId, ''],
      ['Balcony', 'C', '2', 'Balcony', '', 'AVAILABLE', '', '', '', ''],
      ['Balcony', 'C', '3', 'Balcony', '', 'AVAILABLE', '', '', '', ''],
      // Each standing area: its free places, then every place taken with its holder.
      ['Floor', '', '', 'Floor', '', 'AVAILABLE', '', '', '', '3'],
      ['Floor', '', '', 'Floor', '', 'SOLD', 'Alan Turing', standing.attendeeShortId, standing.orderShortId, '1'],
      ['Floor', '', '', 'Floor', '', 'BLOCKED', '', '', '', '1'],
    ]);
    // The house view counts the same places.
    const house = await api(seated, 'GET', `/seating?date_id=${seated.dateId}`);
    expect(house.body.data.standing).toEqual([{ id: 'floor', capacity: 5, taken: 2, held: 0, sold: 1, blocked: 1 }]);
    const german = await request(t.app, 'GET', `/api/events/${seated.live.eventId}/seating/seat-list?date_id=${seated.dateId}`, {
      token: seated.live.owner.token,
      headers: { 'accept-language': 'de' },
    });
    expect(csvRows(german.body)[0]).toEqual([
      'Bereich',
      'Reihe',
      'Platz',
      'Kategorie',
      'Barrierefrei',
      'Status',
      'Teilnehmer',
      'Ticket-ID',
      'Bestell-ID',
      'Plätze',
    ]);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/events/${seated.live.eventId}/seating/seat-list?date_id=${seated.dateId}&format=xlsx`,
      headers: { authorization: `Bearer ${seated.live.owner.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(15);
    expect(sheet.getRow(7).getCell(7).value).toBe('Grace Hopper');
  });

  it('pages through a large plan: every seat once, in order, with the claims of each page', async () => {
    const seated = await seatedEvent(t, largeLayout(30, 40));
    const picked = ['r1s1', 'r7s10', 'r7s11', 'r15s40', 'r30s40'];
    for (const seatId of picked) await blockDirectly(t.ctx.db, seated, seatId);
    const csv = await api(seated, 'GET', `/seating/seat-list?date_id=${seated.dateId}`);
    expect(csv.status).toBe(200);
    const rows = csvRows(csv.body).slice(1);
    expect(rows).toHaveLength(1200);
    expect(rows.map((row) => `${row[1]}:${row[2]}`)).toEqual(
      Array.from({ length: 1200 }, (_, i) => `${Math.floor(i / 40) + 1}:${(i % 40) + 1}`),
    );
    const blocked = rows.filter((row) => row[5] === 'BLOCKED').map((row) => `r${row[1]}s${row[2]}`);
    expect(blocked).toEqual(picked);
  });

  it('lists a stadium of 100,000 seats', async () => {
    const seated = await seatedEvent(t, largeLayout(250, 400));
    const picked = ['r1s1', 'r125s200', 'r250s400'];
    for (const seatId of picked) await blockDirectly(t.ctx.db, seated, seatId);
    const csv = await api(seated, 'GET', `/seating/seat-list?date_id=${seated.dateId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['x-total-count']).toBe('100000');
    const rows = csvRows(csv.body).slice(1);
    expect(rows).toHaveLength(100_000);
    expect(rows.filter((row) => row[5] === 'BLOCKED').map((row) => `r${row[1]}s${row[2]}`)).toEqual(picked);
    expect(rows[99_999]!.slice(1, 3)).toEqual(['250', '400']);
  });

  it('answers 404 for a date of another event and 409 for an event without a plan', async () => {
    const seated = await seatedEvent(t);
    const elsewhere = await seatedEvent(t);
    expect((await api(seated, 'GET', `/seating/seat-list?date_id=${elsewhere.dateId}`)).status).toBe(404);
    await api(elsewhere, 'PUT', '/seating', { seating_plan_id: null });
    const general = await api(elsewhere, 'GET', `/seating/seat-list?date_id=${elsewhere.dateId}`);
    expect(general.status).toBe(409);
    expect(general.body.message).toMatch(/not sold from a seating plan/);
  });
});

describe('who may', () => {
  const routes = (seated: SeatedEvent, attendeeId: number) =>
    [
      ['GET', `/seating?date_id=${seated.dateId}`, undefined, 'orders:read'],
      ['PUT', '/seating', { seating_plan_id: seated.planId, categories: [] }, 'events:write'],
      ['POST', '/seating/blocks', { seat_ids: ['B4'] }, 'events:write'],
      ['DELETE', '/seating/blocks', { seat_ids: ['B4'] }, 'events:write'],
      ['GET', `/seating/seat-list?date_id=${seated.dateId}`, undefined, 'orders:read'],
      ['PUT', `/attendees/${attendeeId}/seat`, { seat_id: 'B3' }, 'orders:write'],
    ] as const;

  it('answers 404 to another account', async () => {
    const seated = await seatedEvent(t);
    const holder = await seatHolder(t.ctx.db, seated, { seatId: 'A1' });
    const stranger = await registerAccount(t.app);
    for (const [method, path, body] of routes(seated, holder.attendeeId)) {
      const response = await api(seated, method, path, body, stranger.token);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await claimOf(holder.attendeeId)).toMatchObject({ seatId: 'A1' });
  });

  it('lets an API token only with the route’s scope (403 otherwise)', async () => {
    const seated = await seatedEvent(t);
    const holder = await seatHolder(t.ctx.db, seated, { seatId: 'A1' });
    const tokenWith = async (scopes: string[]) => {
      const created = await request(t.app, 'POST', `/api/accounts/${seated.live.owner.account.id}/api-tokens`, {
        token: seated.live.owner.token,
        body: { name: `Seats ${scopes.join(' ')}`, scopes },
      });
      expect(created.status).toBe(201);
      return created.body.data.token as string;
    };
    const all = ['events:read', 'events:write', 'orders:read', 'orders:write', 'check-in:write', 'messages:write'];
    for (const [method, path, body, scope] of routes(seated, holder.attendeeId)) {
      const without = await tokenWith(
        all.filter((s) => s !== scope && !(scope.endsWith(':read') && s === scope.replace(':read', ':write'))),
      );
      const refused = await api(seated, method, path, body, without);
      expect(refused.status, `${method} ${path} without ${scope}`).toBe(403);
      const allowed = await api(seated, method, path, body, await tokenWith([scope]));
      expect(allowed.status, `${method} ${path} with ${scope}: ${JSON.stringify(allowed.body)}`).toBeLessThan(300);
    }
  });
});
