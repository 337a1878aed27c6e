import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import type { Mail } from '@stagedoor/contracts';
import { eventDates, events } from '../src/platform/db/schema.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { addTicket, details, liveEvent, reserve } from './selling-factories.js';

/** A web build in a folder of its own, `name: text` relative to it; answers its `dist`, the server's WEB_DIST. */
function webBuild(files: Record<string, string>): string {
  const build = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
    writeFileSync(path.join(build, name), text);
  }
  return path.join(build, 'dist');
}

const page = () => '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>';

const embeddedOf = (html: string) => JSON.parse(/<script type="application\/json" id="sd-event-data">(.*?)<\/script>/.exec(html)![1]!);
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

let t: TestApp;
beforeAll(async () => {
  // The server entry of a web build, drawing what it is given: the date the page shows and the dates it lists.
  const dist = webBuild({
    'dist/index.html': page(),
    'dist/public.html': page(),
    'dist-ssr/public-server.js': `export async function renderEventPageApp({ href, event, dates, chosenDate, now }) {
      return '<main data-href="' + href + '" data-date="' + (chosenDate ? chosenDate.id : '') + '" data-shown="' + (event.event_date_id ?? '') +
        '" data-listed="' + (dates ? dates.data.map((date) => date.id).join(',') : '') + '" data-now="' + (now ?? '') + '">' + event.title + '</main>';
    }`,
  });
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

/** A live event with its first date (1 July 2031) and, inserted beside it, the dates given. */
async function series(extra: { start: string; end?: string | null; label?: string; status?: 'SCHEDULED' | 'CANCELLED' }[]) {
  const live = await liveEvent(t.app, t.ctx);
  await addTicket(t.app, live, { prices: [{ price: 1500, initial_quantity_available: 10 }] });
  const [event] = await t.ctx.db.select().from(events).where(eq(events.id, live.eventId));
  const [first] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.eventId, live.eventId));
  const inserted = await t.ctx.db
    .insert(eventDates)
    .values(
      extra.map((date) => ({
        accountId: event!.accountId,
        eventId: live.eventId,
        startDate: new Date(date.start),
        endDate: date.end === undefined ? new Date(new Date(date.start).getTime() + 3 * 3600_000) : date.end ? new Date(date.end) : null,
        label: date.label ?? null,
        status: date.status ?? 'SCHEDULED',
      })),
    )
    .returning({ id: eventDates.id });
  return { live, first: first!.id, ids: inserted.map((row) => row.id) };
}

describe('the event page of an event with several dates', () => {
  it('draws the date of ?date= on the server and embeds it with the first page of upcoming dates', async () => {
    const { live, first, ids } = await series([
      { start: '2031-07-08T16:00:00Z', label: 'Matinee' },
      { start: '2031-07-15T16:00:00Z', status: 'CANCELLED' },
      { start: '2020-01-01T16:00:00Z' },
    ]);
    const [matinee, cancelled, past] = ids as [number, number, number];
    const address = `/event/${live.eventId}/harbour-lights-festival`;

    const chosen = await request(t.app, 'GET', `${address}?date=${matinee}`);
    expect(chosen.status).toBe(200);
    const html = chosen.body as string;
    expect(html).toContain(`data-date="${matinee}" data-shown="${matinee}" data-listed="${first},${matinee},${cancelled}"`);
    expect(html).toContain(`<link rel="canonical" href="http://stagedoor.test${address}?date=${matinee}" />`);
    const embedded = embeddedOf(html);
    expect(embedded).toMatchObject({
      promo_code: null,
      date_id: matinee,
      event: { id: live.eventId, event_date_id: matinee, dates_count: 4 },
      chosen_date: { id: matinee, label: 'Matinee', status: 'SCHEDULED', availability: 'ON_SALE' },
      dates: { meta: { current_page: 1, total: 3, last_page: 1 } },
    });
    // The page's clock goes with it, so that the browser marks past dates as the server did.
    expect(html).toContain(`data-now="${embedded.now}"`);
    // A past date is not listed; a cancelled one is, marked.
    expect(embedded.dates.data.map((date: { id: number }) => date.id)).toEqual([first, matinee, cancelled]);
    expect(embedded.dates.data[2]).toMatchObject({ status: 'CANCELLED', availability: 'CANCELLED' });
    expect(embedded.dates.data.some((date: { id: number }) => date.id === past)).toBe(false);

    // Without ?date= the page shows the first upcoming date and stands for the series.
    const plain = (await request(t.app, 'GET', address)).body as string;
    expect(plain).toContain(`data-date="${first}" data-shown="${first}"`);
    expect(plain).toContain(`<link rel="canonical" href="http://stagedoor.test${address}" />`);
    expect(embeddedOf(plain)).not.toHaveProperty('date_id');

    // A ?date= of another event shows the series, and the browser, reading the same address, expects that page.
    const other = await series([{ start: '2031-08-01T16:00:00Z' }]);
    const foreign = (await request(t.app, 'GET', `${address}?date=${other.ids[0]}`)).body as string;
    expect(foreign).toContain(`data-date="${first}"`);
    expect(embeddedOf(foreign)).toMatchObject({ date_id: other.ids[0], event: { event_date_id: first } });
  });

  it('lists the upcoming dates in the JSON-LD as sub-events, a cancelled one as EventCancelled', async () => {
    const { live, first, ids } = await series([
      { start: '2031-07-08T16:00:00Z', label: 'Matinee' },
      { start: '2031-07-15T16:00:00Z', status: 'CANCELLED' },
    ]);
    const address = `/event/${live.eventId}/harbour-lights-festival`;
    const jsonLd = jsonLdOf((await request(t.app, 'GET', address)).body as string);
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Harbour Lights Festival' });
    expect(jsonLd.subEvent).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: 'Harbour Lights Festival',
        startDate: '2031-07-01T16:00:00.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        url: `http://stagedoor.test${address}?date=${first}`,
      }),
      expect.objectContaining({
        name: 'Harbour Lights Festival – Matinee',
        startDate: '2031-07-08T16:00:00.000Z',
        endDate: '2031-07-08T19:00:00.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        url: `http://stagedoor.test${address}?date=${ids[0]}`,
        offers: expect.objectContaining({ availability: 'https://schema.org/InStock' }),
      }),
      expect.objectContaining({ eventStatus: 'https://schema.org/EventCancelled', url: `http://stagedoor.test${address}?date=${ids[1]}` }),
    ]);
  });

  it('keeps the page of a one-date event as it was: no dates, no sub-events', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const html = (await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival?date=1`)).body as string;
    // The page names its one date as the event's answer does, and lists no dates.
    expect(html).toMatch(/data-date="" data-shown="\d+" data-listed="" data-now=""/);
    expect(jsonLdOf(html)).not.toHaveProperty('subEvent');
    const embedded = embeddedOf(html);
    expect(embedded).not.toHaveProperty('dates');
    expect(embedded.event.dates_count).toBe(1);
  });

  it('lists the dates, each linking to its page, in the outline drawn without the app', async () => {
    const lean = await createTestApp({ webDist: webBuild({ 'dist/index.html': page(), 'dist/public.html': page() }) });
    try {
      const live = await liveEvent(lean.app, lean.ctx);
      const [event] = await lean.ctx.db.select().from(events).where(eq(events.id, live.eventId));
      const [second] = await lean.ctx.db
        .insert(eventDates)
        .values({ accountId: event!.accountId, eventId: live.eventId, startDate: new Date('2031-07-08T16:00:00Z'), label: 'Matinee' })
        .returning({ id: eventDates.id });
      const address = `/event/${live.eventId}/harbour-lights-festival`;
      const html = (await request(lean.app, 'GET', `${address}?date=${second!.id}`, { headers: { cookie: 'locale=de' } })).body as string;
      expect(html).toContain('<h2>Termine</h2>');
      expect(html).toContain(`<a href="http://stagedoor.test${address}?date=${second!.id}">`);
      expect(html).toContain(' · Matinee</a>');
    } finally {
      await lean.close();
    }
  });
});

describe('the mails and calendar files of an order for a date of a series', () => {
  async function pay(eventId: number, shortId: string) {
    await request(t.app, 'POST', `/api/public/events/${eventId}/order/${shortId}/payment`);
    const paid = await request(t.app, 'POST', `/api/public/events/${eventId}/order/${shortId}/test-payment`, {
      body: { card_number: '4242424242424242' },
    });
    expect(paid.body.data.status).toBe('COMPLETED');
  }

  it("name the order's date, with its label, and attach that date's calendar file", async () => {
    const { live, ids } = await series([{ start: '2031-07-08T16:00:00Z', label: 'Matinee' }]);
    const matinee = ids[0]!;
    const ticket = (await request(t.app, 'GET', `/api/public/events/${live.eventId}`)).body.data.tickets[0];
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0].id, quantity: 1 }], {
      date_id: matinee,
    });
    const buyer = uniqueEmail('matinee');
    await details(t.app, live.eventId, reserved.body.data, buyer);
    await pay(live.eventId, reserved.body.data.short_id);

    // 8 July 2031, 18:00 in Berlin, not the event's first date (1 July).
    const confirmation: Mail = await waitForMail(t.app, buyer, (m) => m.subject.startsWith('Your order'));
    expect(confirmation.text).toContain('July 8, 2031');
    expect(confirmation.text).toContain('Matinee');
    const ticketMail: Mail = await waitForMail(t.app, buyer, (m) => m.subject.startsWith('Your ticket'));
    expect(ticketMail.text).toContain('July 8, 2031');
    expect(ticketMail.attachments[0]!.filename).toBe('harbour-lights-festival-2031-07-08.ics');
    const ics = await t.app.inject({ method: 'GET', url: ticketMail.attachments[0]!.url });
    const vevent = Object.values(ical.sync.parseICS(ics.body)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(vevent.summary).toBe('Harbour Lights Festival – Matinee');
    expect(vevent.start.toISOString()).toBe('2031-07-08T16:00:00.000Z');
    expect(JSON.stringify(vevent.url)).toContain(`?date=${matinee}`);

    // "Add to calendar" on the order and ticket pages asks for the same date's file.
    const download = await t.app.inject({ method: 'GET', url: `/api/public/events/${live.eventId}/calendar.ics?date_id=${matinee}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="harbour-lights-festival-2031-07-08.ics"');
    expect(download.body).toContain('DTSTART;TZID=Europe/Berlin:20310708T180000');
    // A date of another event gives this event's own file.
    const other = await series([{ start: '2031-09-01T16:00:00Z' }]);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/public/events/${live.eventId}/calendar.ics?date_id=${other.ids[0]}` });
    expect(foreign.headers['content-disposition']).toBe('attachment; filename="harbour-lights-festival.ics"');
  });
});
