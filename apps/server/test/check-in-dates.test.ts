import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendees, checkIns, eventDates, events, tickets } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { checkInTools, type CheckInSetup } from './check-in-factories.js';

/**
 * Check-in with dates (docs/check-in.md "Dates"): a list of one date refuses a ticket of
 * another date with WRONG_DATE naming it, online, in an upload and offline; a pass is
 * admitted once on each date; a list of one date counts that date's attendees.
 */
let t: TestApp;
const { setup, walkIn, scan } = checkInTools(() => t);
const HOUR = 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ rateLimitCheckIn: 0 });
});
afterAll(async () => {
  await t.close();
});

/** A date of the event, written directly (the dates routes are documented in API.md "Dates"). */
async function addDate(s: CheckInSetup, start: Date, end: Date | null, label: string | null = null): Promise<number> {
  const [event] = await t.ctx.db.select({ accountId: events.accountId }).from(events).where(eq(events.id, s.live.eventId));
  const [row] = await t.ctx.db
    .insert(eventDates)
    .values({ accountId: event!.accountId, eventId: s.live.eventId, startDate: start, endDate: end, label })
    .returning({ id: eventDates.id });
  return row!.id;
}

async function makePass(ticketId: number): Promise<void> {
  await t.ctx.db.update(tickets).set({ validity: 'ALL_DATES' }).where(eq(tickets.id, ticketId));
}

async function list(s: CheckInSetup, body: Record<string, unknown>) {
  const created = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
    token: s.live.owner.token,
    body: { name: 'Door', ticket_ids: [s.ticketId], ...body },
  });
  expect(created.status).toBe(201);
  return created.body.data as { id: number; short_id: string; event_date_id: number | null };
}

/** An event with a date on now ("Tonight") and one two days ahead ("Matinee"), besides its first date. */
async function twoDates() {
  const s = await setup();
  const now = Date.now();
  const tonight = await addDate(s, new Date(now - HOUR), new Date(now + 3 * HOUR), 'Tonight');
  const matinee = await addDate(s, new Date(now + 48 * HOUR), new Date(now + 50 * HOUR), 'Matinee');
  return { s, tonight, matinee, matineeStart: new Date(now + 48 * HOUR) };
}

describe('lists of one date', () => {
  it('take event_date_id on create and update, refuse a date of another event, and show the date', async () => {
    const { s, matinee, matineeStart } = await twoDates();
    const made = await list(s, { event_date_id: matinee });
    expect(made.event_date_id).toBe(matinee);
    const read = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${made.id}`, { token: s.live.owner.token });
    expect(read.body.data).toMatchObject({
      event_date_id: matinee,
      event_date: { start_date: matineeStart.toISOString(), label: 'Matinee' },
    });
    const other = await setup();
    const foreign = await addDate(other, new Date(Date.now() + HOUR), null);
    const refused = await request(t.app, 'POST', `/api/events/${s.live.eventId}/check-in-lists`, {
      token: s.live.owner.token,
      body: { name: 'Door', ticket_ids: [s.ticketId], event_date_id: foreign },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.event_date_id).toBeDefined();
    const every = await request(t.app, 'PUT', `/api/events/${s.live.eventId}/check-in-lists/${made.id}`, {
      token: s.live.owner.token,
      body: { name: 'Door', ticket_ids: [s.ticketId] },
    });
    expect(every.status).toBe(200);
    expect(every.body.data).toMatchObject({ event_date_id: null, event_date: null });
    const publicList = await request(t.app, 'GET', `/api/public/check-in-lists/${made.short_id}`);
    expect(publicList.body.data.event_date_id).toBeNull();
  });

  it('count the attendees of their date and the passes', async () => {
    const { s, tonight, matinee } = await twoDates();
    await makePass(s.otherTicketId);
    const door = await list(s, { event_date_id: tonight, ticket_ids: [s.ticketId, s.otherTicketId] });
    const tonightGuest = await walkIn(s, s.ticketId, 'Holder', tonight);
    await walkIn(s, s.ticketId, 'Holder', matinee);
    const pass = await walkIn(s, s.otherTicketId, 'Holder', tonight);
    const counts = async () =>
      (await request(t.app, 'GET', `/api/events/${s.live.eventId}/check-in-lists/${door.id}`, { token: s.live.owner.token })).body.data;
    expect(await counts()).toMatchObject({ total_count: 2, checked_in_count: 0 });
    expect((await scan(door.short_id, { attendee_short_id: pass.short_id, action: 'check_in' })).status).toBe(200);
    expect((await scan(door.short_id, { attendee_short_id: tonightGuest.short_id, action: 'check_in' })).status).toBe(200);
    expect(await counts()).toMatchObject({ total_count: 2, checked_in_count: 2 });
    const publicList = await request(t.app, 'GET', `/api/public/check-in-lists/${door.short_id}`);
    expect(publicList.body.data).toMatchObject({ event_date_id: tonight, event_date: { label: 'Tonight' }, total_count: 2 });
  });
});

describe('a ticket of another date', () => {
  it('is refused online with WRONG_DATE naming its date in the event’s time zone', async () => {
    const { s, tonight, matinee, matineeStart } = await twoDates();
    const door = await list(s, { event_date_id: tonight });
    const guest = await walkIn(s, s.ticketId, 'Holder', matinee);
    const refused = await request(t.app, 'POST', `/api/public/check-in-lists/${door.short_id}/check-ins`, {
      body: { attendee_short_id: guest.short_id, action: 'check_in' },
      headers: { 'accept-language': 'de' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WRONG_DATE');
    expect(refused.body.details.event_date).toEqual({
      start_date: matineeStart.toISOString(),
      end_date: new Date(matineeStart.getTime() + 2 * HOUR).toISOString(),
      label: 'Matinee',
    });
    expect(refused.body.details.attendee.first_name).toBe('Gate');
    const local = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(matineeStart);
    expect(refused.body.message).toContain('Matinee');
    expect(refused.body.message).toContain(local);
    const [attendee] = await t.ctx.db.select().from(attendees).where(eq(attendees.id, guest.id));
    expect(attendee!.checkedInAt).toBeNull();

    // Its own date's list and a list of every date admit it; the check-in records the date.
    const ownDoor = await list(s, { event_date_id: matinee });
    expect((await scan(ownDoor.short_id, { attendee_short_id: guest.short_id, action: 'check_in' })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(checkIns).where(eq(checkIns.attendeeId, guest.id));
    expect(row!.eventDateId).toBe(matinee);
  });

  it('is answered WRONG_DATE per scan in an upload, with its date', async () => {
    const { s, tonight, matinee } = await twoDates();
    const door = await list(s, { event_date_id: tonight });
    const wrong = await walkIn(s, s.ticketId, 'Holder', matinee);
    const right = await walkIn(s, s.ticketId, 'Holder', tonight);
    const at = new Date(Date.now() - 1000).toISOString();
    const upload = await request(t.app, 'POST', `/api/public/check-in-lists/${door.short_id}/check-ins/batch`, {
      body: {
        device_id: 'offline-1',
        check_ins: [
          { attendee_short_id: wrong.short_id, action: 'check_in', scanned_at: at },
          { attendee_short_id: right.short_id, action: 'check_in', scanned_at: at },
        ],
      },
    });
    expect(upload.status).toBe(200);
    const [first, second] = upload.body.data.results;
    expect(first).toMatchObject({ result: 'WRONG_DATE', conflict: false, event_date: { label: 'Matinee' } });
    expect(second).toMatchObject({ result: 'APPLIED' });
    const again = await request(t.app, 'POST', `/api/public/check-in-lists/${door.short_id}/check-ins/batch`, {
      body: { device_id: 'offline-1', check_ins: [{ attendee_short_id: wrong.short_id, action: 'check_in', scanned_at: at }] },
    });
    expect(again.body.data.results[0]).toMatchObject({ result: 'WRONG_DATE', duplicate: true, event_date: { label: 'Matinee' } });
  });

  it('comes with its date in the offline download, beside the list’s date', async () => {
    const { s, tonight, matinee } = await twoDates();
    await makePass(s.otherTicketId);
    const door = await list(s, { event_date_id: tonight, ticket_ids: [s.ticketId, s.otherTicketId] });
    await walkIn(s, s.ticketId, 'Holder', matinee);
    const pass = await walkIn(s, s.otherTicketId, 'Holder', tonight);
    expect((await scan(door.short_id, { attendee_short_id: pass.short_id, action: 'check_in' })).status).toBe(200);
    const offline = await request(t.app, 'GET', `/api/public/check-in-lists/${door.short_id}/offline`);
    expect(offline.status).toBe(200);
    const data = offline.body.data;
    expect(data.check_in_list).toMatchObject({ event_date_id: tonight, event_date: { label: 'Tonight' } });
    const column = (name: string) => data.attendee_columns.indexOf(name);
    const rows = data.attendees as unknown[][];
    const guestRow = rows.find((row) => row[column('ticket_id')] === s.ticketId)!;
    const passRow = rows.find((row) => row[column('ticket_id')] === s.otherTicketId)!;
    expect(guestRow[column('event_date_id')]).toBe(matinee);
    expect(guestRow[column('validity')]).toBe('ONE_DATE');
    expect(passRow[column('event_date_id')]).toBeNull();
    expect(passRow[column('validity')]).toBe('ALL_DATES');
    expect(passRow[column('admitted_date_ids')]).toEqual([tonight]);
    const dates = data.dates as { id: number; label: string | null }[];
    expect(dates.find((date) => date.id === matinee)?.label).toBe('Matinee');
    expect(dates.find((date) => date.id === tonight)?.label).toBe('Tonight');
    expect(data.date_count).toBe(3);
  });
});

describe('check-in figures by date', () => {
  it("GET check_in_stats?date_id= counts that date's tickets and the passes, and who was admitted on it", async () => {
    const { s, tonight, matinee } = await twoDates();
    await makePass(s.otherTicketId);
    const door = await list(s, { ticket_ids: [s.ticketId, s.otherTicketId] });
    const tonightGuest = await walkIn(s, s.ticketId, 'Holder', tonight);
    await walkIn(s, s.ticketId, 'Holder', tonight);
    const matineeGuest = await walkIn(s, s.ticketId, 'Holder', matinee);
    const pass = await walkIn(s, s.otherTicketId, 'Holder', tonight);
    const stats = async (query = '') => {
      const response = await request(t.app, 'GET', `/api/events/${s.live.eventId}/check_in_stats${query}`, { token: s.live.owner.token });
      return { status: response.status, data: response.body.data };
    };
    const before = (await stats()).data as { total_attendees: number; checked_in: number };
    expect(await stats(`?date_id=${tonight}`)).toEqual({ status: 200, data: { total_attendees: 3, checked_in: 0 } });
    expect(await stats(`?date_id=${matinee}`)).toEqual({ status: 200, data: { total_attendees: 2, checked_in: 0 } });

    // Tonight: one ticket of the date and the pass; the matinee ticket at a list of every date.
    for (const guest of [tonightGuest, pass, matineeGuest]) {
      expect((await scan(door.short_id, { attendee_short_id: guest.short_id, action: 'check_in' })).status).toBe(200);
    }
    expect(await stats(`?date_id=${tonight}`)).toEqual({ status: 200, data: { total_attendees: 3, checked_in: 2 } });
    expect(await stats(`?date_id=${matinee}`)).toEqual({ status: 200, data: { total_attendees: 2, checked_in: 1 } });
    // The event's own figure counts tickets checked in; a pass's admissions are kept per date (pass_admissions).
    expect((await stats()).data).toEqual({ total_attendees: before.total_attendees, checked_in: before.checked_in + 2 });

    const other = await setup();
    const foreign = await addDate(other, new Date(Date.now() + HOUR), null);
    expect((await stats(`?date_id=${foreign}`)).status).toBe(404);
    expect((await stats('?date_id=abc')).status).toBe(422);
  });
});

describe('a pass', () => {
  it('is admitted once on each date, and again after a check-out', async () => {
    const { s, tonight, matinee } = await twoDates();
    await makePass(s.ticketId);
    const tonightDoor = await list(s, { event_date_id: tonight });
    const matineeDoor = await list(s, { event_date_id: matinee });
    const pass = await walkIn(s, s.ticketId, 'Holder', tonight);
    const body = { attendee_short_id: pass.short_id, action: 'check_in', device_id: 'front' };
    expect((await scan(tonightDoor.short_id, body)).status).toBe(200);
    const twice = await scan(tonightDoor.short_id, { ...body, device_id: 'back' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_CHECKED_IN');
    expect(twice.body.details).toMatchObject({ device_id: 'front', checked_in_at: expect.any(String) });
    expect((await scan(matineeDoor.short_id, body)).status).toBe(200);
    const rows = await t.ctx.db
      .select({ date: checkIns.eventDateId })
      .from(checkIns)
      .where(and(eq(checkIns.attendeeId, pass.id), eq(checkIns.action, 'CHECK_IN')));
    expect(rows.map((row) => row.date).sort()).toEqual([tonight, matinee].sort());
    // The pass's own row is untouched: its state is kept per date.
    const [attendee] = await t.ctx.db.select().from(attendees).where(eq(attendees.id, pass.id));
    expect(attendee!.checkedInAt).toBeNull();

    expect((await scan(tonightDoor.short_id, { ...body, action: 'check_out' })).status).toBe(200);
    expect((await scan(tonightDoor.short_id, { ...body, action: 'check_out' })).body.code).toBe('NOT_CHECKED_IN');
    expect((await scan(tonightDoor.short_id, body)).status).toBe(200);

    // A door of every date admits it on the date that is on now: tonight, where it is in.
    const everyDate = await list(s, {});
    const onNow = await scan(everyDate.short_id, body);
    expect(onNow.body.code).toBe('ALREADY_CHECKED_IN');
  });

  it('is admitted once per date in an upload too', async () => {
    const { s, tonight } = await twoDates();
    await makePass(s.ticketId);
    const everyDate = await list(s, {});
    const pass = await walkIn(s, s.ticketId, 'Holder', tonight);
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    const upload = await request(t.app, 'POST', `/api/public/check-in-lists/${everyDate.short_id}/check-ins/batch`, {
      body: {
        device_id: 'offline-2',
        check_ins: [
          { attendee_short_id: pass.short_id, action: 'check_in', scanned_at: at(3000) },
          { attendee_short_id: pass.short_id, action: 'check_in', scanned_at: at(2000) },
        ],
      },
    });
    expect(upload.body.data.results.map((r: { result: string }) => r.result)).toEqual(['APPLIED', 'ALREADY_CHECKED_IN']);
    const [row] = await t.ctx.db.select().from(checkIns).where(eq(checkIns.attendeeId, pass.id));
    expect(row!.eventDateId).toBe(tonight);
  });

  it('is refused with NO_DATE_TODAY at a door of every date when no date is on', async () => {
    const s = await setup();
    const later = await addDate(s, new Date(Date.now() + 72 * HOUR), null);
    await makePass(s.ticketId);
    const everyDate = await list(s, {});
    const pass = await walkIn(s, s.ticketId, 'Holder', later);
    const refused = await scan(everyDate.short_id, { attendee_short_id: pass.short_id, action: 'check_in' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NO_DATE_TODAY');
  });

  it('is admitted on the date asked for at the organizer’s screen, and a ticket of another date is refused there', async () => {
    const { s, tonight, matinee } = await twoDates();
    await makePass(s.otherTicketId);
    const pass = await walkIn(s, s.otherTicketId, 'Holder', tonight);
    const guest = await walkIn(s, s.ticketId, 'Holder', matinee);
    const path = (id: number, action: string) => `/api/events/${s.live.eventId}/attendees/${id}/${action}`;
    const token = s.live.owner.token;
    expect((await request(t.app, 'POST', path(pass.id, 'check_in'), { token })).status).toBe(200);
    expect((await request(t.app, 'POST', path(pass.id, 'check_in'), { token, body: { event_date_id: tonight } })).body.code).toBe(
      'ALREADY_CHECKED_IN',
    );
    expect((await request(t.app, 'POST', path(pass.id, 'check_in'), { token, body: { event_date_id: matinee } })).status).toBe(200);
    const wrong = await request(t.app, 'POST', path(guest.id, 'check_in'), { token, body: { event_date_id: tonight } });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: 'WRONG_DATE', details: { event_date: { label: 'Matinee' } } });
    const other = await setup();
    const foreign = await addDate(other, new Date(Date.now() + HOUR), null);
    expect((await request(t.app, 'POST', path(guest.id, 'check_in'), { token, body: { event_date_id: foreign } })).status).toBe(422);
    expect((await request(t.app, 'POST', path(guest.id, 'check_in'), { token, body: { event_date_id: matinee } })).status).toBe(200);
  });
});
