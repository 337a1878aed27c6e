import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, request, type TestApp } from './harness.js';
import { uniqueEmail, waitForMail } from './factories.js';
import { liveEvent, reserve } from './selling-factories.js';
import { orders } from '../src/platform/db/schema.js';
import { runOfferPass } from '../src/features/waiting-list/offer.js';
import {
  buy,
  cancelOrder,
  isOffer,
  join,
  listEntries,
  offerOrderShortId,
  payHeld,
  publicOrder as publicOrderOf,
  publicPriceStatus as publicPriceStatusOf,
  removeEveryEntry,
  stockedTicket,
} from './waiting-list-factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const publicOrder = (eventId: number, shortId: string) => publicOrderOf(t.app, eventId, shortId);
const publicPriceStatus = (eventId: number, priceId: number) => publicPriceStatusOf(t.app, eventId, priceId);

describe('joining the waiting list', () => {
  it('is open only while the price is sold out, once per address, for a party up to the maximum per order', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await stockedTicket(t.app, live, 2, 4);
    const notYet = await join(t.app, live, { ticket_price_id: ticket.priceId });
    expect(notYet.status).toBe(409);
    expect(notYet.body.code).toBe('NOT_SOLD_OUT');

    await buy(t.app, live, ticket.line(2));
    const email = uniqueEmail('first');
    const first = await join(t.app, live, { ticket_price_id: ticket.priceId, email, quantity: 2, locale: 'de' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'WAITING', position: 1 });
    const second = await join(t.app, live, { ticket_price_id: ticket.priceId });
    expect(second.body.position).toBe(2);

    const again = await join(t.app, live, { ticket_price_id: ticket.priceId, email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('WAITING_LIST_DUPLICATE');
    const tooMany = await join(t.app, live, { ticket_price_id: ticket.priceId, quantity: 5 });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(['quantity']);
    const unknown = await join(t.app, live, { ticket_price_id: 999_999 });
    expect(unknown.status).toBe(422);

    // The confirmation is in the entrant's language and links to the entrant's page.
    const mail = await waitForMail(t.app, email);
    expect(mail.subject).toContain('Warteliste');
    expect(mail.text).toContain(`/waiting-list/${first.body.token}`);

    const seen = await request(t.app, 'GET', `/api/public/waiting-list/${first.body.token}`);
    expect(seen.body.data).toMatchObject({ status: 'WAITING', position: 1, quantity: 2, locale: 'de', checkout_path: null });
    const left = await request(t.app, 'DELETE', `/api/public/waiting-list/${first.body.token}`);
    expect(left.status).toBe(200);
    expect((await request(t.app, 'GET', `/api/public/waiting-list/${first.body.token}`)).body.data).toMatchObject({
      status: 'CANCELLED',
      position: null,
    });
    expect((await request(t.app, 'GET', `/api/public/waiting-list/${second.body.token}`)).body.data.position).toBe(1);
    expect((await request(t.app, 'DELETE', `/api/public/waiting-list/${first.body.token}`)).body.code).toBe(
      'WAITING_LIST_ENTRY_NOT_WAITING',
    );
    expect((await request(t.app, 'GET', `/api/public/waiting-list/${'x'.repeat(43)}`)).status).toBe(404);
    // One who left may join again.
    expect((await join(t.app, live, { ticket_price_id: ticket.priceId, email })).status).toBe(201);
  });
});

describe('offers', () => {
  it("offers a cancelled order's tickets to the first entry, keeps them from the public, and the mail's link buys them", async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await stockedTicket(t.app, live, 2);
    const sold = await buy(t.app, live, ticket.line(1));
    await buy(t.app, live, ticket.line(1));
    const email = uniqueEmail('offered');
    const entry = await join(t.app, live, { ticket_price_id: ticket.priceId, email });
    const behind = await join(t.app, live, { ticket_price_id: ticket.priceId });

    expect((await cancelOrder(t.app, live, sold.id)).status).toBe(200);
    const mail = await waitForMail(t.app, email, isOffer(live.eventId));
    const shortId = offerOrderShortId(mail.text, live.eventId);
    const held = await publicOrder(live.eventId, shortId);
    expect(held.status).toBe('RESERVED');
    // Held for the event's waiting_list_offer_hours (24 by default).
    expect(new Date(held.reserved_until).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const listed = await listEntries(t.app, live);
    expect(listed.data.map((row) => [row.id, row.status, row.position])).toEqual([
      [entry.body.id, 'OFFERED', null],
      [behind.body.id, 'WAITING', 1],
    ]);
    // The unit is the offer's: the public finds the price sold out.
    expect((await reserve(t.app, live.eventId, [ticket.line(1)])).body.code).toBe('SOLD_OUT');
    const seen = await request(t.app, 'GET', `/api/public/waiting-list/${entry.body.token}`);
    expect(seen.body.data.checkout_path).toBe(`/checkout/${live.eventId}/${shortId}/details`);

    await payHeld(t.app, live.eventId, held);
    const after = await listEntries(t.app, live);
    expect(after.data[0]!.status).toBe('PURCHASED');
    expect(after.figures).toMatchObject({ waiting: 1, offered: 0, offers_sent: 1, offers_converted: 1 });
  });

  it('passes a lapsed offer on to the next entry', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await stockedTicket(t.app, live, 1);
    const sold = await buy(t.app, live, ticket.line(1));
    const firstEmail = uniqueEmail('lapses');
    const first = await join(t.app, live, { ticket_price_id: ticket.priceId, email: firstEmail });
    const nextEmail = uniqueEmail('next');
    const next = await join(t.app, live, { ticket_price_id: ticket.priceId, email: nextEmail });
    await cancelOrder(t.app, live, sold.id);
    const shortId = offerOrderShortId((await waitForMail(t.app, firstEmail, isOffer(live.eventId))).text, live.eventId);

    // The offer's time runs out (as if a day had passed); the pass after it (the sweep's) releases it.
    await t.ctx.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.shortId, shortId));
    await runOfferPass(t.ctx, live.eventId);
    await waitForMail(t.app, nextEmail, isOffer(live.eventId));
    const listed = await listEntries(t.app, live);
    expect(listed.data.map((row) => [row.id, row.status])).toEqual([
      [first.body.id, 'EXPIRED'],
      [next.body.id, 'OFFERED'],
    ]);
    expect((await publicOrder(live.eventId, shortId)).status).toBe('EXPIRED');
  });

  it('skips a party larger than what came back without moving it, and serves it first once enough is free', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await stockedTicket(t.app, live, 3);
    const one = await buy(t.app, live, ticket.line(1));
    const two = await buy(t.app, live, ticket.line(2));
    const bigEmail = uniqueEmail('party');
    const big = await join(t.app, live, { ticket_price_id: ticket.priceId, email: bigEmail, quantity: 2 });
    const smallEmail = uniqueEmail('single');
    const small = await join(t.app, live, { ticket_price_id: ticket.priceId, email: smallEmail, quantity: 1 });
    const later = await join(t.app, live, { ticket_price_id: ticket.priceId, quantity: 2 });

    await cancelOrder(t.app, live, one.id);
    await waitForMail(t.app, smallEmail, isOffer(live.eventId));
    let listed = await listEntries(t.app, live);
    expect(listed.data.map((row) => [row.id, row.status, row.position])).toEqual([
      [big.body.id, 'WAITING', 1],
      [small.body.id, 'OFFERED', null],
      [later.body.id, 'WAITING', 2],
    ]);

    await cancelOrder(t.app, live, two.id);
    const mail = await waitForMail(t.app, bigEmail, isOffer(live.eventId));
    // Its whole party, never fewer.
    expect((await publicOrder(live.eventId, offerOrderShortId(mail.text, live.eventId))).attendees).toHaveLength(2);
    listed = await listEntries(t.app, live);
    expect(listed.data.map((row) => row.status)).toEqual(['OFFERED', 'OFFERED', 'WAITING']);
  });
});

describe('the list comes first', () => {
  it('shows a price whose returned units the list keeps as sold out, and on sale again once no one waits', async () => {
    const live = await liveEvent(t.app, t.ctx, { waiting_list_offers: 'MANUAL' });
    const ticket = await stockedTicket(t.app, live, 1);
    const sold = await buy(t.app, live, ticket.line(1));
    expect(await publicPriceStatus(live.eventId, ticket.priceId)).toEqual({ ticket: 'SOLD_OUT', price: 'SOLD_OUT' });
    const entry = await join(t.app, live, { ticket_price_id: ticket.priceId });
    await cancelOrder(t.app, live, sold.id);
    expect(await publicPriceStatus(live.eventId, ticket.priceId)).toEqual({ ticket: 'SOLD_OUT', price: 'SOLD_OUT' });
    expect((await reserve(t.app, live.eventId, [ticket.line(1)])).body.code).toBe('SOLD_OUT');
    // Joining stays open while the list keeps the unit.
    expect((await join(t.app, live, { ticket_price_id: ticket.priceId })).status).toBe(201);

    await removeEveryEntry(t.app, live);
    expect(entry.status).toBe(201);
    expect(await publicPriceStatus(live.eventId, ticket.priceId)).toEqual({ ticket: 'ON_SALE', price: 'ON_SALE' });
    expect((await reserve(t.app, live.eventId, [ticket.line(1)])).status).toBe(201);
  });
});

describe('walk-ins and reactivations', () => {
  it("take units the list keeps only by the organizer's explicit choice", async () => {
    const live = await liveEvent(t.app, t.ctx, { waiting_list_offers: 'MANUAL' });
    const ticket = await stockedTicket(t.app, live, 2);
    await buy(t.app, live, ticket.line(2));
    expect((await join(t.app, live, { ticket_price_id: ticket.priceId })).status).toBe(201);
    const asOwner = { token: live.owner.token };
    const listed = await request(t.app, 'GET', `/api/events/${live.eventId}/attendees`, asOwner);
    const [first] = listed.body.data as { id: number }[];
    const attendee = (action: string, body?: Record<string, unknown>) =>
      request(t.app, 'POST', `/api/events/${live.eventId}/attendees/${first!.id}/${action}`, { ...asOwner, ...(body ? { body } : {}) });
    // A cancelled ticket's unit comes back while someone waits: it is the list's.
    expect((await attendee('cancel')).status).toBe(200);
    const walkIn = (body: Record<string, unknown> = {}) =>
      request(t.app, 'POST', `/api/events/${live.eventId}/attendees`, {
        ...asOwner,
        body: { ticket_id: ticket.ticketId, first_name: 'Walk', last_name: 'In', email: uniqueEmail('walk-in'), ...body },
      });
    const refused = await walkIn();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WAITING_LIST_FIRST');
    expect((await attendee('reactivate')).body.code).toBe('WAITING_LIST_FIRST');
    expect((await attendee('reactivate', { take_from_waiting_list: false })).body.code).toBe('WAITING_LIST_FIRST');
    // The organizer chooses to take it: the reactivation goes ahead, and the entry still waits.
    const reactivated = await attendee('reactivate', { take_from_waiting_list: true });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.data.status).toBe('ACTIVE');
    expect((await walkIn({ take_from_waiting_list: true })).body.code).toBe('SOLD_OUT');
    expect((await listEntries(t.app, live)).data.map((row) => row.status)).toEqual(['WAITING']);

    // With no one waiting, neither needs the choice.
    expect((await attendee('cancel')).status).toBe(200);
    await removeEveryEntry(t.app, live);
    expect((await walkIn()).status).toBe(201);
  });
});

describe("the organizer's list", () => {
  it('offers by hand in MANUAL mode, removes entries, withdraws offers and exports', async () => {
    const live = await liveEvent(t.app, t.ctx, { waiting_list_offers: 'MANUAL', waiting_list_offer_hours: 2 });
    const ticket = await stockedTicket(t.app, live, 2);
    const sold = await buy(t.app, live, ticket.line(2));
    const a = await join(t.app, live, { ticket_price_id: ticket.priceId, quantity: 2 });
    const bEmail = uniqueEmail('chosen');
    const b = await join(t.app, live, { ticket_price_id: ticket.priceId, quantity: 1, email: bEmail });
    const url = (rest: string) => `/api/events/${live.eventId}/waiting-list${rest}`;
    const asOwner = { token: live.owner.token };

    expect((await request(t.app, 'POST', url(`/${b.body.id}/offer`), asOwner)).body.code).toBe('SOLD_OUT');
    await cancelOrder(t.app, live, sold.id);
    // Nothing is offered without the organizer, and the returned tickets stay the list's.
    expect(await runOfferPass(t.ctx, live.eventId)).toBe(0);
    expect((await reserve(t.app, live.eventId, [ticket.line(1)])).body.code).toBe('SOLD_OUT');
    // The public page shows the price sold out (with the list's form) while the list keeps its units.
    expect(await publicPriceStatus(live.eventId, ticket.priceId)).toEqual({ ticket: 'SOLD_OUT', price: 'SOLD_OUT' });

    const offered = await request(t.app, 'POST', url(`/${b.body.id}/offer`), asOwner);
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({ status: 'OFFERED', quantity: 1 });
    const hours = (new Date(offered.body.data.offer_expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    await waitForMail(t.app, bEmail, isOffer(live.eventId));
    expect((await request(t.app, 'POST', url(`/${b.body.id}/offer`), asOwner)).body.code).toBe('WAITING_LIST_ENTRY_NOT_WAITING');
    // One unit left: a party of two does not fit.
    expect((await request(t.app, 'POST', url(`/${a.body.id}/offer`), asOwner)).body.code).toBe('SOLD_OUT');

    // Withdrawing the offer gives its unit back: now the party of two fits.
    expect((await request(t.app, 'DELETE', url(`/${b.body.id}`), asOwner)).status).toBe(200);
    expect((await publicOrder(live.eventId, offered.body.data.order_short_id)).status).toBe('CANCELLED');
    expect((await request(t.app, 'POST', url(`/${a.body.id}/offer`), asOwner)).status).toBe(200);

    const filtered = await listEntries(t.app, live, '?filter_fields[status][eq]=CANCELLED');
    expect(filtered.data.map((row) => row.id)).toEqual([b.body.id]);
    expect(filtered.figures).toMatchObject({ waiting: 0, offered: 1, offers_sent: 2, offers_converted: 0 });

    const exported = await request(t.app, 'POST', url('/export'), { ...asOwner, body: { format: 'csv' } });
    expect(exported.status).toBe(200);
    expect(exported.headers['x-total-count']).toBe('2');
    const lines = String(exported.body).trim().split('\n');
    expect(lines[0]).toContain('Position');
    expect(lines).toHaveLength(3);
    // Asked in another language, the columns are named in it.
    const spanish = await request(t.app, 'POST', url('/export'), {
      ...asOwner,
      body: { format: 'csv' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.status).toBe(200);
    expect(
      String(spanish.body)
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0],
    ).toBe(
      'ID,Estado,Posición,Nombre,Apellido,Correo electrónico,Idioma,Entrada,Precio,ID de la fecha,Categoría del asiento,' +
        'Asignación de aforo,Número de personas,Pedido,Ofrecido el,La oferta caduca el,Inscrito el',
    );

    expect((await request(t.app, 'DELETE', url('/999999'), asOwner)).status).toBe(404);
    expect((await request(t.app, 'GET', url(''))).status).toBe(401);
  });
});
