import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '@stagedoor/contracts';
import { formatMoney } from '../src/platform/mail/layout.js';
import { readSignedTicketCode } from '../src/platform/auth/ticket-signing.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { devMailboxFiles, type DevMailboxFiles } from '../src/platform/mail/dev-mailbox-files.js';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const euros = (amount: number) => formatMoney(amount, 'EUR', 'en');

async function pay(eventId: number, shortId: string) {
  await request(t.app, 'POST', `/api/public/events/${eventId}/order/${shortId}/payment`);
  const paid = await request(t.app, 'POST', `/api/public/events/${eventId}/order/${shortId}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  expect(paid.body.data.status).toBe('COMPLETED');
  return paid.body.data;
}

async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

async function taxedEventWithPromo(): Promise<{ live: LiveEvent; ticket: Awaited<ReturnType<typeof addTicket>> }> {
  const live = await liveEvent(t.app, t.ctx);
  const url = `/api/accounts/${live.owner.account.id}/taxes-and-fees`;
  const vat = await request(t.app, 'POST', url, {
    token: live.owner.token,
    body: { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 10 },
  });
  const fee = await request(t.app, 'POST', url, {
    token: live.owner.token,
    body: { name: 'Booking fee', type: 'FEE', calculation_type: 'FIXED', rate: 150 },
  });
  const ticket = await addTicket(t.app, live, { tax_and_fee_ids: [vat.body.data.id, fee.body.data.id] });
  const promo = await request(t.app, 'POST', `/api/events/${live.eventId}/promo-codes`, {
    token: live.owner.token,
    body: { code: 'RIVER10', discount_type: 'PERCENTAGE', discount: 10 },
  });
  expect(promo.status).toBe(201);
  return { live, ticket };
}

describe('the order confirmation mail', () => {
  it('lists the lines, the promo discount, fees, taxes and total with the figures of the order summary', async () => {
    const { live, ticket } = await taxedEventWithPromo();
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 2 }], {
      promo_code: 'RIVER10',
    });
    expect(reserved.status).toBe(201);
    const buyer = uniqueEmail('buyer');
    await details(t.app, live.eventId, reserved.body.data, buyer);
    const order = await pay(live.eventId, reserved.body.data.short_id);
    // 2 × €25.00, 10 % off, then 10 % VAT and €1.50 per ticket.
    expect(order).toMatchObject({ total_discount: 500, total_tax: 450, total_fee: 300, total_gross: 5250, promo_code: 'RIVER10' });
    const summary = (await request(t.app, 'GET', `/api/public/events/${live.eventId}/order/${order.short_id}`)).body.data;
    expect(summary).toMatchObject({ total_discount: 500, total_tax: 450, total_fee: 300, total_gross: 5250 });

    const mail = await waitForMail(t.app, buyer, (m) => m.subject.startsWith('Your order'));
    const rows = [
      `2 × General admission: ${euros(summary.items[0].price_before_discount * 2)}`,
      `Discount (RIVER10): −${euros(summary.total_discount)}`,
      `Fees: ${euros(summary.total_fee)}`,
      `Taxes: ${euros(summary.total_tax)}`,
      `Total: ${euros(summary.total_gross)}`,
    ];
    expect(mail.text).toContain(rows.join('\n'));
    expect(rows[0]).toBe('2 × General admission: €50.00');
    expect(rows[4]).toBe('Total: €52.50');
    expect(mail.html).toContain(
      'Discount (RIVER10)</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right">−€5.00</td>',
    );
    expect(mail.html).toContain('€52.50');
    expect(mail.text).toContain('Test order');
  });

  it('does not call a free order a test order', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {
      type: 'FREE',
      title: 'Free entry',
      prices: [{ price: 0, initial_quantity_available: 10 }],
    });
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
    expect(reserved.body.data).toMatchObject({ total_gross: 0, is_test: false });
    const buyer = uniqueEmail('free');
    const saved = await details(t.app, live.eventId, reserved.body.data, buyer);
    expect(saved.body.data).toMatchObject({ status: 'COMPLETED', is_test: false });
    const confirmation = await waitForMail(t.app, buyer, (m) => m.subject.startsWith('Your order'));
    expect(confirmation.text).not.toContain('Test order');
    expect(confirmation.text).toContain('Total: €0.00');
    const ticketMail = await waitForMail(t.app, buyer, (m) => m.subject.startsWith('Your ticket'));
    expect(ticketMail.text).not.toContain('Test order');
  });
});

describe('the ticket mail in the development mailbox', () => {
  it('keeps the calendar file and the inline QR code, listed and downloadable', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const reserved = await reserve(t.app, live.eventId, [{ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 }]);
    const buyer = uniqueEmail('qr');
    await details(t.app, live.eventId, reserved.body.data, buyer);
    const order = await pay(live.eventId, reserved.body.data.short_id);
    const mail: Mail = await waitForMail(t.app, buyer, (m) => m.subject.startsWith('Your ticket'));
    expect(mail.text).toContain('Test order');

    expect(mail.attachments.map(({ filename, content_type, content_id }) => ({ filename, content_type, content_id }))).toEqual([
      { filename: 'harbour-lights-festival.ics', content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content_id: null },
      { filename: 'ticket-qr.png', content_type: 'image/png', content_id: 'ticket-qr@stagedoor' },
    ]);
    expect(mail.html).toContain('<img src="cid:ticket-qr@stagedoor" alt="QR code of your ticket"');

    const ics = await download(mail.attachments[0]!.url);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="harbour-lights-festival.ics"');
    expect(ics.body.length).toBe(mail.attachments[0]!.size);
    const vevent = Object.values(ical.sync.parseICS(ics.body.toString('utf8'))).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(vevent.summary).toBe('Harbour Lights Festival');
    expect(vevent.start.toISOString()).toBe('2031-07-01T16:00:00.000Z');
    expect(vevent.start.tz).toBe('Europe/Berlin');

    const png = await download(mail.attachments[1]!.url);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.body.length).toBe(mail.attachments[1]!.size);

    // The QR code holds the ticket page's signed code: the same attendee, verifiable.
    const page = await request(t.app, 'GET', `/api/public/events/${live.eventId}/attendees/${order.attendees[0].short_id}`);
    expect((await readSignedTicketCode(t.ctx.db, page.body.data.qr_code))?.attendeeShortId).toBe(order.attendees[0].short_id);

    expect((await download(`/api/dev/mailbox/${mail.id}/attachments/2`)).status).toBe(404);
    expect((await download(`/api/dev/mailbox/999999/attachments/0`)).status).toBe(404);
    const remote = await t.app.inject({ method: 'GET', url: mail.attachments[1]!.url, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
  });

  it('lists a mail only once its attachments are kept', async () => {
    const kept = devMailboxFiles(t.ctx.config.dataDir);
    let started!: () => void;
    const saving = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowFiles: DevMailboxFiles = {
      ...kept,
      async save(mail, attachments) {
        started();
        await released;
        await kept.save(mail, attachments);
      },
    };
    const mailer = await createMailer({
      smtpUrl: null,
      from: 'stagedoor@example.test',
      db: t.ctx.db,
      files: slowFiles,
      logger: t.ctx.logger,
      devMailboxOpen: true,
      appUrl: t.ctx.config.appUrl,
    });
    const to = uniqueEmail('slow-files');
    const sent = mailer.send({
      to,
      subject: 'With a file',
      html: '<p>Hello</p>',
      text: 'Hello',
      attachments: [{ filename: 'note.txt', content: 'a note', contentType: 'text/plain' }],
    });
    await saving;
    // Read while the files are still being written.
    const listed = request<{ data: Mail[] }>(t.app, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`).then(
      (response) => response.body.data,
    );
    if (t.ctx.database.kind === 'postgres') {
      // The read runs on another connection and answers before the files are kept: without the mail.
      expect(await listed).toEqual([]);
      release();
    } else {
      // PGlite runs one transaction at a time: the read answers after the mail's, and sees it whole.
      release();
      expect((await listed).map((mail) => mail.attachments.map((attachment) => attachment.filename))).toEqual([['note.txt']]);
    }
    await sent;
    const mail = await waitForMail(t.app, to);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['note.txt']);
  });
});

describe('add to calendar', () => {
  it('answers the live event as a calendar file named after its slug', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const renamed = await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token: live.owner.token,
      body: { title: '🎉 Sommerfest 東京 Straße 👨‍👩‍👧‍👦', description: '<p>Tom &amp; Jerry</p><p>Second paragraph</p>' },
    });
    expect(renamed.status).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: `/api/public/events/${live.eventId}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    const vevent = Object.values(ical.sync.parseICS(response.body)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(vevent.summary).toBe('🎉 Sommerfest 東京 Straße 👨‍👩‍👧‍👦');
    expect(vevent.description).toBe('Tom & Jerry\n\nSecond paragraph');
    expect(response.body).not.toContain('\uFFFD');
    expect(JSON.stringify(vevent.url)).toContain(`http://stagedoor.test/event/${live.eventId}/`);
    expect(response.body).toMatch(/ORGANIZER;CN="?Night Owl Events"?:mailto:org/);
    expect(response.body).toContain('TRIGGER:-PT1H');
  });

  it('answers 404 for an event that is not live, as the public event does', async () => {
    const live = await liveEvent(t.app, t.ctx);
    await request(t.app, 'PUT', `/api/events/${live.eventId}/status`, { token: live.owner.token, body: { status: 'DRAFT' } });
    expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}`)).status).toBe(404);
    const hidden = await request(t.app, 'GET', `/api/public/events/${live.eventId}/calendar.ics`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('NOT_FOUND');
    // Its own organizers preview it, as they preview the event page.
    expect((await request(t.app, 'GET', `/api/public/events/${live.eventId}/calendar.ics`, { token: live.owner.token })).status).toBe(200);
    expect((await request(t.app, 'GET', '/api/public/events/99999999/calendar.ics')).status).toBe(404);
    expect((await request(t.app, 'GET', '/api/public/events/0x10/calendar.ics')).status).toBe(404);
  });
});
