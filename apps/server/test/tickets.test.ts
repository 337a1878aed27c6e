import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@stagedoor/contracts';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, createTicket, recordOrder, registerAccount, type Registered } from './factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function setup() {
  const owner = await registerAccount(t.app);
  const event = await createEvent(t.app, owner.token);
  return { owner, event };
}

async function listTickets(owner: Registered, eventId: number): Promise<Ticket[]> {
  const response = await request(t.app, 'GET', `/api/events/${eventId}/tickets`, { token: owner.token });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function statusOf(owner: Registered, eventId: number, ticketId: number) {
  return (await listTickets(owner, eventId)).find((ticket) => ticket.id === ticketId)!.status;
}

function sell(
  owner: Registered,
  eventId: number,
  ticket: Ticket,
  quantity: number,
  extra: { status?: 'COMPLETED' | 'RESERVED' | 'CANCELLED'; reservedUntil?: Date | null } = {},
) {
  return recordOrder(t.ctx.db, {
    accountId: owner.account.id,
    eventId,
    ...extra,
    items: [{ ticketId: ticket.id, ticketPriceId: ticket.prices[0]!.id, quantity, price: ticket.prices[0]!.price }],
  });
}

describe('tickets: types and prices', () => {
  it('creates paid, free, donation and tiered tickets with their prices', async () => {
    const { owner, event } = await setup();
    const paid = await createTicket(t.app, owner.token, event.id, {
      type: 'PAID',
      title: 'Standard',
      prices: [{ price: 2500, initial_quantity_available: 100 }],
    });
    expect(paid).toMatchObject({ type: 'PAID', title: 'Standard', status: 'ON_SALE', has_sales: false, order: 0 });
    expect(paid.prices).toEqual([
      expect.objectContaining({ price: 2500, initial_quantity_available: 100, quantity_sold: 0, quantity_available: 100, label: null }),
    ]);

    const free = await createTicket(t.app, owner.token, event.id, { type: 'FREE', title: 'Guest list', prices: [{ price: 999 }] });
    expect(free.prices[0]).toMatchObject({ price: 0, initial_quantity_available: null, quantity_available: null });

    const donation = await createTicket(t.app, owner.token, event.id, {
      type: 'DONATION',
      title: 'Pay what you want',
      prices: [{ price: 500 }],
    });
    expect(donation.prices[0]!.price).toBe(500);

    const tiered = await createTicket(t.app, owner.token, event.id, {
      type: 'TIERED',
      title: 'Seating',
      prices: [
        { label: 'Early bird', price: 1500, initial_quantity_available: 50 },
        { label: 'Regular', price: 2000, is_hidden: true },
      ],
    });
    expect(tiered.prices.map((price) => [price.label, price.price, price.is_hidden])).toEqual([
      ['Early bird', 1500, false],
      ['Regular', 2000, true],
    ]);
    expect((await listTickets(owner, event.id)).map((ticket) => ticket.title)).toEqual([
      'Standard',
      'Guest list',
      'Pay what you want',
      'Seating',
    ]);
  });

  it('needs at least one price tier, a label on every tier, and one price unless tiered', async () => {
    const { owner, event } = await setup();
    const url = `/api/events/${event.id}/tickets`;
    const none = await request(t.app, 'POST', url, { token: owner.token, body: { type: 'TIERED', title: 'x', prices: [] } });
    expect(none.status).toBe(422);
    expect(none.body.errors.prices).toEqual(['Add at least one price tier.']);
    const unlabelled = await request(t.app, 'POST', url, {
      token: owner.token,
      body: { type: 'TIERED', title: 'x', prices: [{ price: 100 }] },
    });
    expect(unlabelled.status).toBe(422);
    expect(Object.keys(unlabelled.body.errors)).toEqual(['prices.0.label']);
    const twoPrices = await request(t.app, 'POST', url, {
      token: owner.token,
      body: { type: 'PAID', title: 'x', prices: [{ price: 100 }, { price: 200 }] },
    });
    expect(twoPrices.status).toBe(422);
    expect(twoPrices.body.errors.prices).toEqual(['Only tiered tickets can have several prices.']);
  });

  it('refuses taxes and fees on a free ticket', async () => {
    const { owner, event } = await setup();
    const tax = await request(t.app, 'POST', `/api/accounts/${owner.account.id}/taxes-and-fees`, {
      token: owner.token,
      body: { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
    });
    const response = await request(t.app, 'POST', `/api/events/${event.id}/tickets`, {
      token: owner.token,
      body: { type: 'FREE', title: 'Free', prices: [{}], tax_and_fee_ids: [tax.body.data.id] },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.tax_and_fee_ids).toEqual(['A free ticket cannot carry taxes or fees. Remove them first.']);
  });

  it('applies the default taxes and fees to new paid tickets, and none to free ones', async () => {
    const { owner, event } = await setup();
    const create = (body: object) =>
      request(t.app, 'POST', `/api/accounts/${owner.account.id}/taxes-and-fees`, { token: owner.token, body });
    const vat = (await create({ name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19, is_default: true })).body.data;
    const booking = (await create({ name: 'Booking fee', type: 'FEE', calculation_type: 'FIXED', rate: 150, is_default: true })).body.data;
    await create({ name: 'Optional levy', type: 'FEE', calculation_type: 'FIXED', rate: 50 });
    await create({ name: 'Retired fee', type: 'FEE', calculation_type: 'FIXED', rate: 75, is_default: true, is_active: false });

    const paid = await createTicket(t.app, owner.token, event.id);
    expect([...paid.tax_and_fee_ids].sort()).toEqual([vat.id, booking.id].sort());
    const free = await createTicket(t.app, owner.token, event.id, { type: 'FREE', prices: [{}] });
    expect(free.tax_and_fee_ids).toEqual([]);
    const chosen = await createTicket(t.app, owner.token, event.id, { tax_and_fee_ids: [] });
    expect(chosen.tax_and_fee_ids).toEqual([]);
    const donation = await createTicket(t.app, owner.token, event.id, { type: 'DONATION', prices: [{ price: 500 }] });
    expect([...donation.tax_and_fee_ids].sort()).toEqual([vat.id, booking.id].sort());
    const tiered = await createTicket(t.app, owner.token, event.id, { type: 'TIERED', prices: [{ label: 'Early', price: 900 }] });
    expect([...tiered.tax_and_fee_ids].sort()).toEqual([vat.id, booking.id].sort());

    // Turning a paid ticket into a free one without naming taxes takes them off; naming them is a 422.
    const body = { type: 'FREE', title: paid.title, prices: [{ id: paid.prices[0]!.id }] };
    const refused = await request(t.app, 'PUT', `/api/events/${event.id}/tickets/${paid.id}`, {
      token: owner.token,
      body: { ...body, tax_and_fee_ids: [vat.id] },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['tax_and_fee_ids']);
    const madeFree = await request(t.app, 'PUT', `/api/events/${event.id}/tickets/${paid.id}`, { token: owner.token, body });
    expect(madeFree.status).toBe(200);
    expect(madeFree.body.data).toMatchObject({ type: 'FREE', tax_and_fee_ids: [] });
  });

  it('checks and keeps the sale dates of each price tier', async () => {
    const { owner, event } = await setup();
    const start = '2030-03-01T09:00:00.000Z';
    const end = '2030-03-15T21:00:00.000Z';
    const url = `/api/events/${event.id}/tickets`;
    const tiers = [
      { label: 'Early bird', price: 900, sale_start_date: start, sale_end_date: end },
      { label: 'Regular', price: 1500, sale_start_date: end, sale_end_date: null },
    ];
    const created = await request(t.app, 'POST', url, {
      token: owner.token,
      body: { type: 'TIERED', title: 'Festival pass', prices: tiers },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.prices).toMatchObject([
      { label: 'Early bird', sale_start_date: start, sale_end_date: end },
      { label: 'Regular', sale_start_date: end, sale_end_date: null },
    ]);
    const reversed = await request(t.app, 'POST', url, {
      token: owner.token,
      body: { type: 'TIERED', title: 'Backwards', prices: [tiers[0], { ...tiers[1], sale_end_date: start }] },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ 'prices.1.sale_end_date': ['The end must be after the start.'] });
  });

  it('replaces the prices on update: kept ones change, missing ones go, new ones are added', async () => {
    const { owner, event } = await setup();
    const ticket = await createTicket(t.app, owner.token, event.id, {
      type: 'TIERED',
      prices: [
        { label: 'A', price: 1000 },
        { label: 'B', price: 2000 },
      ],
    });
    const [first] = ticket.prices;
    const updated = await request(t.app, 'PUT', `/api/events/${event.id}/tickets/${ticket.id}`, {
      token: owner.token,
      body: {
        type: 'TIERED',
        title: 'Renamed',
        prices: [
          { id: first!.id, label: 'A+', price: 1200 },
          { label: 'C', price: 3000 },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.title).toBe('Renamed');
    expect(updated.body.data.prices.map((price: { id: number; label: string; price: number }) => [price.label, price.price])).toEqual([
      ['A+', 1200],
      ['C', 3000],
    ]);
    expect(updated.body.data.prices[0].id).toBe(first!.id);

    const foreign = await request(t.app, 'PUT', `/api/events/${event.id}/tickets/${ticket.id}`, {
      token: owner.token,
      body: { type: 'TIERED', title: 'x', prices: [{ id: 2_000_000_000, label: 'Z', price: 1 }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.prices).toHaveLength(1);
  });

  it('lets the type change until the ticket has sales, then refuses with 409', async () => {
    const { owner, event } = await setup();
    const ticket = await createTicket(t.app, owner.token, event.id);
    const url = `/api/events/${event.id}/tickets/${ticket.id}`;
    const toDonation = await request(t.app, 'PUT', url, {
      token: owner.token,
      body: { type: 'DONATION', title: 'Support us', prices: [{ id: ticket.prices[0]!.id, price: 500 }] },
    });
    expect(toDonation.status).toBe(200);
    expect(toDonation.body.data.type).toBe('DONATION');

    await sell(owner, event.id, toDonation.body.data, 1, { status: 'CANCELLED' });
    expect((await listTickets(owner, event.id))[0]!.has_sales).toBe(true);
    const toPaid = await request(t.app, 'PUT', url, {
      token: owner.token,
      body: { type: 'PAID', title: 'Support us', prices: [{ id: ticket.prices[0]!.id, price: 500 }] },
    });
    expect(toPaid.status).toBe(409);
    expect(toPaid.body.code).toBe('CANNOT_CHANGE_TICKET_TYPE');
    const sameType = await request(t.app, 'PUT', url, {
      token: owner.token,
      body: { type: 'DONATION', title: 'Still donation', prices: [{ id: ticket.prices[0]!.id, price: 800 }] },
    });
    expect(sameType.status).toBe(200);
  });

  it('refuses to delete a ticket or a price tier tied to orders; deletes them otherwise', async () => {
    const { owner, event } = await setup();
    const sold = await createTicket(t.app, owner.token, event.id, {
      type: 'TIERED',
      prices: [
        { label: 'Sold', price: 1000 },
        { label: 'Unsold', price: 2000 },
      ],
    });
    await sell(owner, event.id, sold, 1);
    const deleteSold = await request(t.app, 'DELETE', `/api/events/${event.id}/tickets/${sold.id}`, { token: owner.token });
    expect(deleteSold.status).toBe(409);
    expect(deleteSold.body.code).toBe('TICKET_HAS_ORDERS');

    const dropSoldTier = await request(t.app, 'PUT', `/api/events/${event.id}/tickets/${sold.id}`, {
      token: owner.token,
      body: { type: 'TIERED', title: 'x', prices: [{ id: sold.prices[1]!.id, label: 'Unsold', price: 2000 }] },
    });
    expect(dropSoldTier.status).toBe(409);
    expect(dropSoldTier.body.code).toBe('PRICE_HAS_ORDERS');
    const dropUnsoldTier = await request(t.app, 'PUT', `/api/events/${event.id}/tickets/${sold.id}`, {
      token: owner.token,
      body: { type: 'TIERED', title: 'x', prices: [{ id: sold.prices[0]!.id, label: 'Sold', price: 1000 }] },
    });
    expect(dropUnsoldTier.status).toBe(200);
    expect(dropUnsoldTier.body.data.prices).toHaveLength(1);

    const unsold = await createTicket(t.app, owner.token, event.id);
    expect((await request(t.app, 'DELETE', `/api/events/${event.id}/tickets/${unsold.id}`, { token: owner.token })).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/events/${event.id}/tickets/${unsold.id}`, { token: owner.token })).status).toBe(404);
  });

  it('keeps a new sort order, and refuses tickets of another event', async () => {
    const { owner, event } = await setup();
    const a = await createTicket(t.app, owner.token, event.id, { title: 'A' });
    const b = await createTicket(t.app, owner.token, event.id, { title: 'B' });
    const c = await createTicket(t.app, owner.token, event.id, { title: 'C' });
    const sorted = await request(t.app, 'POST', `/api/events/${event.id}/tickets/sort`, {
      token: owner.token,
      body: [
        { id: c.id, order: 0 },
        { id: a.id, order: 1 },
        { id: b.id, order: 2 },
      ],
    });
    expect(sorted.status).toBe(200);
    expect((await listTickets(owner, event.id)).map((ticket) => ticket.title)).toEqual(['C', 'A', 'B']);

    const otherEvent = await createEvent(t.app, owner.token);
    const stray = await createTicket(t.app, owner.token, otherEvent.id);
    const mixed = await request(t.app, 'POST', `/api/events/${event.id}/tickets/sort`, {
      token: owner.token,
      body: [{ id: stray.id, order: 0 }],
    });
    expect(mixed.status).toBe(422);
  });

  it("answers 404 for another account's event or ticket", async () => {
    const { owner, event } = await setup();
    const ticket = await createTicket(t.app, owner.token, event.id);
    const stranger = await registerAccount(t.app);
    expect((await request(t.app, 'GET', `/api/events/${event.id}/tickets`, { token: stranger.token })).status).toBe(404);
    expect((await request(t.app, 'GET', `/api/events/${event.id}/tickets/${ticket.id}`, { token: stranger.token })).status).toBe(404);
    const strangerEvent = await createEvent(t.app, stranger.token);
    expect((await request(t.app, 'GET', `/api/events/${strangerEvent.id}/tickets/${ticket.id}`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});

describe('tickets: status', () => {
  it('is NOT_ON_SALE before the sale starts, SALE_ENDED after it ends, PAUSED and HIDDEN when set', async () => {
    const { owner, event } = await setup();
    const early = await createTicket(t.app, owner.token, event.id, { sale_start_date: inHours(24) });
    const late = await createTicket(t.app, owner.token, event.id, { sale_start_date: inHours(-48), sale_end_date: inHours(-24) });
    const paused = await createTicket(t.app, owner.token, event.id, { is_paused: true });
    const hidden = await createTicket(t.app, owner.token, event.id, { is_hidden: true });
    const open = await createTicket(t.app, owner.token, event.id, { sale_start_date: inHours(-1), sale_end_date: inHours(1) });
    expect(early.status).toBe('NOT_ON_SALE');
    expect(late.status).toBe('SALE_ENDED');
    expect(paused.status).toBe('PAUSED');
    expect(hidden.status).toBe('HIDDEN');
    expect(open.status).toBe('ON_SALE');
  });

  it('is SOLD_OUT when an active capacity assignment that stops sales is full', async () => {
    const { owner, event } = await setup();
    const ticket = await createTicket(t.app, owner.token, event.id);
    const assignment = await request(t.app, 'POST', `/api/events/${event.id}/capacity-assignments`, {
      token: owner.token,
      body: { name: 'Main hall', capacity: 2, ticket_ids: [ticket.id] },
    });
    expect(assignment.status).toBe(201);
    await sell(owner, event.id, ticket, 1);
    expect(await statusOf(owner, event.id, ticket.id)).toBe('ON_SALE');
    await sell(owner, event.id, ticket, 1);
    expect(await statusOf(owner, event.id, ticket.id)).toBe('SOLD_OUT');

    // Switched off, the assignment no longer limits sales.
    await request(t.app, 'PUT', `/api/events/${event.id}/capacity-assignments/${assignment.body.data.id}`, {
      token: owner.token,
      body: { name: 'Main hall', capacity: 2, ticket_ids: [ticket.id], status: 'INACTIVE' },
    });
    expect(await statusOf(owner, event.id, ticket.id)).toBe('ON_SALE');
  });

  it('is SOLD_OUT when a completed order takes the last of the price quantity', async () => {
    const { owner, event } = await setup();
    const ticket = await createTicket(t.app, owner.token, event.id, { prices: [{ price: 2500, initial_quantity_available: 3 }] });
    await sell(owner, event.id, ticket, 3);
    const [listed] = await listTickets(owner, event.id);
    expect(listed!.status).toBe('SOLD_OUT');
    expect(listed!.prices[0]).toMatchObject({ quantity_sold: 3, quantity_available: 0, status: 'SOLD_OUT' });
  });

  it('does not count a RESERVED hold whose time has run out, nor a cancelled order', async () => {
    const { owner, event } = await setup();
    const ticket = await createTicket(t.app, owner.token, event.id, { prices: [{ price: 2500, initial_quantity_available: 2 }] });
    await sell(owner, event.id, ticket, 2, { status: 'RESERVED', reservedUntil: new Date(Date.now() - 60_000) });
    await sell(owner, event.id, ticket, 2, { status: 'CANCELLED' });
    let [listed] = await listTickets(owner, event.id);
    expect(listed!.status).toBe('ON_SALE');
    expect(listed!.prices[0]).toMatchObject({ quantity_sold: 0, quantity_available: 2 });

    // A hold still within its time does count.
    await sell(owner, event.id, ticket, 2, { status: 'RESERVED', reservedUntil: new Date(Date.now() + 10 * 60_000) });
    [listed] = await listTickets(owner, event.id);
    expect(listed!.status).toBe('SOLD_OUT');
  });
});
