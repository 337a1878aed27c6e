import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttendeeSeat, SeatingLayout } from '@stagedoor/contracts';
import { attendees, eventSeating, orders, seatClaims, seatingPlans } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';
import { checkInTools } from './check-in-factories.js';

/** Everywhere a ticket shows, its seat shows: the ticket page, mails, exports and the door (API.md "Seating"). */
let t: TestApp;
const { setup, walkIn, scan } = checkInTools(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const STALLS_C12: AttendeeSeat = { id: 'stalls-c-12', section: 'Stalls', row: 'C', label: '12', category: 'premium' };
/** A place in a standing area: no row, no seat label, the area in `section`. */
const FLOOR_PLACE: AttendeeSeat = { id: 'floor#7', section: 'Floor', row: '', label: '', category: 'standing' };

/** A hall with the seat and the standing area above. */
const HALL: SeatingLayout = {
  version: 1,
  width: 1000,
  height: 1000,
  categories: [
    { id: 'premium', name: 'Premium', color: '#aa3300' },
    { id: 'standing', name: 'Standing', color: '#33aa00' },
  ],
  sections: [
    {
      id: 'stalls',
      label: 'Stalls',
      rows: [{ id: 'row-c', label: 'C', category: 'premium', seats: [{ id: 'stalls-c-12', label: '12', x: 10, y: 10 }] }],
      tables: [],
    },
  ],
  standing_areas: [{ id: 'floor', label: 'Floor', capacity: 10, category: 'standing', x: 0, y: 600, width: 300, height: 100 }],
  shapes: [],
};

const csvRecords = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

/**
 * An order of two tickets whose attendees hold a seat and a standing place: reserved and given its holders through
 * the public checkout, seated in the database (as the purchase writes `attendees.seat`), then paid, so the mails of
 * the completed order are written with the seats.
 */
async function seatedOrder(live: LiveEvent, ticketId: number, priceId: number) {
  const reserved = await reserve(t.app, live.eventId, [{ ticketId, priceId, quantity: 2 }]);
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const email = uniqueEmail('seated');
  const saved = await details(t.app, live.eventId, reserved.body.data, email);
  expect(saved.status).toBe(200);
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.shortId, reserved.body.data.short_id));
  const people = await t.ctx.db.select().from(attendees).where(eq(attendees.orderId, order!.id)).orderBy(attendees.id);
  // The event is sold with a plan that has both places: completion sells only seats its plan still has.
  const [plan] = await t.ctx.db
    .insert(seatingPlans)
    .values({ accountId: live.owner.account.id, name: 'Hall', layout: HALL, seatCount: 1, standingCapacity: 10 })
    .returning({ id: seatingPlans.id });
  await t.ctx.db.insert(eventSeating).values({ eventId: live.eventId, seatingPlanId: plan!.id });
  await t.ctx.db.update(attendees).set({ seat: STALLS_C12 }).where(eq(attendees.id, people[0]!.id));
  await t.ctx.db.update(attendees).set({ seat: FLOOR_PLACE }).where(eq(attendees.id, people[1]!.id));
  // The claims the purchase writes with the seats: completion sells them.
  await t.ctx.db.insert(seatClaims).values(
    [STALLS_C12, FLOOR_PLACE].map((seat, index) => ({
      eventDateId: people[index]!.eventDateId!,
      seatId: seat.id,
      eventId: live.eventId,
      category: seat.category,
      kind: 'HELD' as const,
      orderId: order!.id,
      attendeeId: people[index]!.id,
      heldUntil: order!.reservedUntil,
    })),
  );
  await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order!.shortId}/payment`);
  const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order!.shortId}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  expect(paid.body.data.status).toBe('COMPLETED');
  return { order: order!, email, seated: people[0]!, standing: people[1]! };
}

describe('seats on tickets and mails', () => {
  it('shows the seat on the public ticket and order, in the ticket mail and the buyer confirmation', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { title: 'Premium' });
    const { order, email, seated, standing } = await seatedOrder(live, ticket.id, ticket.prices[0]!.id);

    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${seated.shortId}`);
    expect(page.status).toBe(200);
    expect(page.body.data.attendee.seat).toEqual(STALLS_C12);
    const standingPage = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${standing.shortId}`);
    expect(standingPage.body.data.attendee.seat).toEqual(FLOOR_PLACE);
    const summary = await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${order.shortId}`);
    expect(summary.body.data.attendees.map((a: { seat: AttendeeSeat | null }) => a.seat)).toEqual([STALLS_C12, FLOOR_PLACE]);

    const ticketMail = await waitForMail(t.app, email, (mail) => mail.subject.startsWith('Your ticket') && mail.text.includes('Seat 12'));
    expect(ticketMail.text).toContain('Your place: Section Stalls · Row C · Seat 12');
    const standingMail = await waitForMail(t.app, email, (mail) => mail.subject.startsWith('Your ticket') && mail.text.includes('Floor'));
    expect(standingMail.text).toContain('Your place: Standing area Floor');
    const confirmation = await waitForMail(t.app, email, (mail) => mail.subject.startsWith('Your order'));
    expect(confirmation.text).toContain('Premium — Guest1 Holder — Section Stalls · Row C · Seat 12');
    expect(confirmation.text).toContain('Premium — Guest2 Holder — Standing area Floor');

    // A ticket mail goes out in its holder's language.
    const organizerView = await request(t.app, 'GET', `/api/events/${live.eventId}/attendees/${seated.id}`, { token: live.owner.token });
    expect(organizerView.body.data.seat).toEqual(STALLS_C12);
    await t.ctx.db.update(attendees).set({ locale: 'de' }).where(eq(attendees.id, seated.id));
    const resent = await request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${seated.id}/resend_ticket`, {
      token: live.owner.token,
    });
    expect(resent.status).toBe(200);
    const german = await waitForMail(t.app, email, (mail) => mail.text.includes('Ihr Platz'));
    expect(german.text).toContain('Ihr Platz: Bereich Stalls · Reihe C · Platz 12');
  });
});

describe('seats in exports', () => {
  it('adds section, row and seat columns to the attendee export and the seats to the orders export, with translated headers', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { title: 'Premium' });
    const { seated, standing } = await seatedOrder(live, ticket.id, ticket.prices[0]!.id);
    const exported = (path: string, language: string) =>
      request(t.app, 'POST', `/api/events/${live.eventId}${path}`, {
        token: live.owner.token,
        body: { format: 'csv' },
        headers: { 'accept-language': language },
      });

    const english = csvRecords((await exported('/attendees/export', 'en')).body);
    const header = english[0]!;
    const column = (name: string) => header.indexOf(name);
    expect(column('Section')).toBeGreaterThan(0);
    expect(header.slice(column('Section'), column('Section') + 3)).toEqual(['Section', 'Row', 'Seat']);
    const rowOf = (shortId: string) => english.find((record) => record.includes(shortId))!;
    expect(rowOf(seated.shortId).slice(column('Section'), column('Section') + 3)).toEqual(['Stalls', 'C', '12']);
    expect(rowOf(standing.shortId).slice(column('Section'), column('Section') + 3)).toEqual(['Floor', '', '']);

    const german = csvRecords((await exported('/attendees/export', 'de')).body)[0]!;
    expect(german).toEqual(expect.arrayContaining(['Bereich', 'Reihe', 'Platz']));

    const orderLines = (await exported('/orders/export', 'en')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(orderLines[0]).toContain(',Attendees count,Seats,');
    expect(orderLines[1]).toContain(',Section Stalls · Row C · Seat 12; Standing area Floor,');
    expect((await exported('/orders/export', 'fr')).body).toContain(',Places,');

    // A general-admission event's files keep their columns.
    const plain = await liveEvent(t.app, t.ctx);
    const general = await addTicket(t.app, plain, {});
    await request(t.app, 'POST', `/api/events/${plain.eventId}/attendees`, {
      token: plain.owner.token,
      body: { ticket_id: general.id, first_name: 'Gus', last_name: 'General', email: uniqueEmail('ga') },
    });
    const gaExport = await request(t.app, 'POST', `/api/events/${plain.eventId}/attendees/export`, {
      token: plain.owner.token,
      body: { format: 'csv' },
    });
    expect(csvRecords(gaExport.body)[0]).not.toContain('Section');
    const gaOrders = await request(t.app, 'POST', `/api/events/${plain.eventId}/orders/export`, {
      token: plain.owner.token,
      body: { format: 'csv' },
    });
    expect(gaOrders.body).not.toContain('Seats');
  });
});

describe('seats at the door', () => {
  it('names the seat in scan answers online, in the door search and in the offline download', async () => {
    const s = await setup();
    const seatedHolder = await walkIn(s, s.ticketId, 'Seated');
    const standingHolder = await walkIn(s, s.ticketId, 'Standing');
    const general = await walkIn(s, s.ticketId, 'General');
    await t.ctx.db.update(attendees).set({ seat: STALLS_C12 }).where(eq(attendees.id, seatedHolder.id));
    await t.ctx.db.update(attendees).set({ seat: FLOOR_PLACE }).where(eq(attendees.id, standingHolder.id));

    const admitted = await scan(s.shortId, { attendee_short_id: seatedHolder.short_id, action: 'check_in' });
    expect(admitted.status).toBe(200);
    expect(admitted.body.data.attendee.seat).toEqual(STALLS_C12);
    const again = await scan(s.shortId, { attendee_short_id: seatedHolder.short_id, action: 'check_in' });
    expect(again.status).toBe(409);
    expect(again.body.details.attendee.seat).toEqual(STALLS_C12);
    const unseated = await scan(s.shortId, { attendee_short_id: general.short_id, action: 'check_in' });
    expect(unseated.body.data.attendee.seat).toBeNull();

    const found = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/attendees?query=Standing`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((a: { seat: AttendeeSeat | null }) => a.seat)).toEqual([FLOOR_PLACE]);

    const offline = await request(t.app, 'GET', `/api/public/check-in-lists/${s.shortId}/offline`);
    expect(offline.status).toBe(200);
    const data = offline.body.data;
    const seatColumn = data.attendee_columns.indexOf('seat');
    const lastName = data.attendee_columns.indexOf('last_name');
    expect(seatColumn).toBeGreaterThan(0);
    const seatOf = (name: string) => data.attendees.find((row: unknown[]) => row[lastName] === name)[seatColumn];
    expect(seatOf('Seated')).toEqual(['Stalls', 'C', '12']);
    expect(seatOf('Standing')).toEqual(['Floor', '', '']);
    expect(seatOf('General')).toBeNull();
  });
});
