import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';
import { mailsTo, uniqueEmail, waitForMail } from './factories.js';
import { addTicket, liveEvent } from './selling-factories.js';
import { buyOrder } from './order-factories.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stagedoor-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Stagedoor</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
});

const names = (body: { data: { title?: string; name?: string }[] }) => body.data.map((item) => item.title ?? item.name);

describe('catalogue lists take the list parameters', () => {
  it('pages, sorts and filters tickets, keeping their sort order by default', async () => {
    const live = await liveEvent(t.app, t.ctx);
    for (const title of ['Balcony', 'Circle', 'Aisle']) await addTicket(t.app, live, { title });
    await addTicket(t.app, live, { title: 'Dress rehearsal', type: 'FREE', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const list = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/tickets?${query}`, { token: live.owner.token });

    const first = await list('per_page=3');
    expect(names(first.body)).toEqual(['Balcony', 'Circle', 'Aisle']);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(names((await list('per_page=3&page=2')).body)).toEqual(['Dress rehearsal']);
    expect(names((await list('sort_by=title')).body)).toEqual(['Aisle', 'Balcony', 'Circle', 'Dress rehearsal']);
    expect(names((await list('sort_by=title&sort_direction=desc')).body)).toEqual(['Dress rehearsal', 'Circle', 'Balcony', 'Aisle']);
    expect(names((await list('filter_fields[type][eq]=FREE')).body)).toEqual(['Dress rehearsal']);
    expect(names((await list('filter_fields[type][in]=PAID,DONATION&query=c')).body)).toEqual(['Balcony', 'Circle']);

    const badSort = await list('sort_by=price');
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors).toHaveProperty('sort_by');
    const badFilter = await list('filter_fields[secret][eq]=1');
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.errors).toHaveProperty(['filter_fields[secret][eq]']);
    expect((await list('per_page=101')).status).toBe(422);
  });

  it('pages, sorts and filters questions, the default questions first', async () => {
    const live = await liveEvent(t.app, t.ctx);
    for (const title of ['T-shirt size', 'Dietary requirements']) {
      const created = await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
        token: live.owner.token,
        body: { title, type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' },
      });
      expect(created.status).toBe(201);
    }
    const list = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/questions?${query}`, { token: live.owner.token });
    const page = await list('per_page=4');
    expect(page.body.data.map((q: { id: unknown }) => q.id).slice(0, 3)).toEqual(['first_name', 'last_name', 'email']);
    expect(names(page.body)[3]).toBe('T-shirt size');
    expect(page.body.meta).toMatchObject({ total: 5, last_page: 2 });
    expect(names((await list('filter_fields[is_default][eq]=false&sort_by=title')).body)).toEqual(['Dietary requirements', 'T-shirt size']);
    expect((await list('sort_by=answers')).status).toBe(422);
    expect((await list('filter_fields[ticket_ids][eq]=1')).status).toBe(422);
  });

  it('pages, sorts and filters capacity assignments and taxes and fees', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    for (const [name, capacity] of [
      ['Stalls', 100],
      ['Balcony', 40],
      ['Gallery', null],
    ] as const) {
      const created = await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
        token: live.owner.token,
        body: { name, capacity, ticket_ids: [ticket.id] },
      });
      expect(created.status).toBe(201);
    }
    const capacity = (query: string) =>
      request(t.app, 'GET', `/api/events/${live.eventId}/capacity-assignments?${query}`, { token: live.owner.token });
    const firstPage = await capacity('per_page=2');
    expect(names(firstPage.body)).toEqual(['Balcony', 'Gallery']);
    expect(firstPage.body.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(names((await capacity('sort_by=capacity&sort_direction=desc')).body)).toEqual(['Gallery', 'Stalls', 'Balcony']);
    expect(names((await capacity('filter_fields[capacity][lt]=50')).body)).toEqual(['Balcony']);
    expect((await capacity('sort_by=ticket_ids')).status).toBe(422);

    const taxesUrl = `/api/accounts/${live.owner.account.id}/taxes-and-fees`;
    for (const body of [
      { name: 'VAT', type: 'TAX', calculation_type: 'PERCENTAGE', rate: 19 },
      { name: 'Booking fee', type: 'FEE', calculation_type: 'FIXED', rate: 150 },
      { name: 'City tax', type: 'TAX', calculation_type: 'FIXED', rate: 100 },
    ]) {
      expect((await request(t.app, 'POST', taxesUrl, { token: live.owner.token, body })).status).toBe(201);
    }
    const taxes = (query: string) => request(t.app, 'GET', `${taxesUrl}?${query}`, { token: live.owner.token });
    const taxPage = await taxes('per_page=2');
    expect(names(taxPage.body)).toEqual(['Booking fee', 'City tax']);
    expect(taxPage.body.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(names((await taxes('sort_by=name&sort_direction=desc')).body)).toEqual(['VAT', 'City tax', 'Booking fee']);
    expect(names((await taxes('filter_fields[type][eq]=TAX')).body)).toEqual(['City tax', 'VAT']);
    expect((await taxes('filter_fields[rate][gt]=1')).status).toBe(422);
    expect((await taxes('sort_by=secret')).status).toBe(422);
  });
});

describe('list parameters are read strictly', () => {
  /** Each query answers 422 with exactly one error, under the parameter as it was written. */
  async function refuses(list: (query: string) => Promise<{ status: number; body: any }>, cases: [query: string, parameter: string][]) {
    for (const [query, parameter] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.code, query).toBe('VALIDATION_ERROR');
      expect(Object.keys(answer.body.errors), query).toEqual([parameter]);
      expect(answer.body.errors[parameter][0], query).toEqual(expect.any(String));
    }
  }

  it('filters orders (SQL) by ISO 8601 dates, decimal integers, true or false, and escaped commas only', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const line = { ticketId: ticket.id, priceId: ticket.prices[0]!.id };
    await buyOrder(t.app, live, { ...line, quantity: 1 });
    await buyOrder(t.app, live, { ...line, quantity: 3 });
    const list = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/orders?${query}`, { token: live.owner.token });
    const totals = async (query: string) => {
      const answer = await list(query);
      expect(answer.status, query).toBe(200);
      return answer.body.data.map((order: { total_gross: number }) => order.total_gross).sort((a: number, b: number) => a - b);
    };
    const [small, large] = (await totals('')) as [number, number];
    expect(large).toBe(3 * small);

    // Valid input reads as before.
    expect(await totals('filter_fields[created_at][gte]=2000-01-01')).toEqual([small, large]);
    expect(await totals(`filter_fields[created_at][gte]=${encodeURIComponent('2000-01-01T00:00:00+01:00')}`)).toEqual([small, large]);
    expect(await totals(`filter_fields[created_at][lt]=${encodeURIComponent('2000-01-01T00:00:00.000Z')}`)).toEqual([]);
    expect(await totals(`filter_fields[total_gross][gte]=${large}`)).toEqual([large]);
    expect(await totals(`filter_fields[total_gross][in]=${small},${large}`)).toEqual([small, large]);
    expect(await totals('filter_fields[total_gross][gt]=-1')).toEqual([small, large]);
    expect(await totals('filter_fields[is_test][eq]=true')).toEqual([small, large]);
    expect(await totals('filter_fields[is_test][eq]=false')).toEqual([]);
    expect(await totals('filter_fields[status][in]=CANCELLED,COMPLETED')).toEqual([small, large]);
    // A backslash keeps a comma inside one value: nothing is called "CANCELLED,COMPLETED".
    expect(await totals(`filter_fields[status][in]=${encodeURIComponent('CANCELLED\\,COMPLETED')}`)).toEqual([]);
    expect(await totals(`filter_fields[status][in]=${encodeURIComponent('COMPLETED,CANCELLED\\,X')}`)).toEqual([small, large]);
    expect(await totals('per_page=1&page=2&sort_by=total_gross')).toEqual([large]);

    await refuses(list, [
      ['filter_fields[created_at][gte]=1', 'filter_fields[created_at][gte]'],
      ['filter_fields[created_at][gte]=2026', 'filter_fields[created_at][gte]'],
      ['filter_fields[created_at][gte]=2026-05-01T10:00:00', 'filter_fields[created_at][gte]'],
      ['filter_fields[created_at][gte]=2026-05-01%2010:00:00Z', 'filter_fields[created_at][gte]'],
      ['filter_fields[created_at][lt]=May%201,%202026', 'filter_fields[created_at][lt]'],
      ['filter_fields[created_at][lt]=2026-02-30', 'filter_fields[created_at][lt]'],
      ['filter_fields[created_at][in]=2026-05-01,soon', 'filter_fields[created_at][in]'],
      ['filter_fields[total_gross][gte]=0x10', 'filter_fields[total_gross][gte]'],
      ['filter_fields[total_gross][gte]=1e3', 'filter_fields[total_gross][gte]'],
      ['filter_fields[total_gross][gte]=1.5', 'filter_fields[total_gross][gte]'],
      ['filter_fields[total_gross][gte]=%201', 'filter_fields[total_gross][gte]'],
      ['filter_fields[total_gross][in]=1,0b11', 'filter_fields[total_gross][in]'],
      ['filter_fields[total_gross][eq]=99999999999999999999', 'filter_fields[total_gross][eq]'],
      ['filter_fields[is_test][eq]=1', 'filter_fields[is_test][eq]'],
      ['filter_fields[is_test][eq]=TRUE', 'filter_fields[is_test][eq]'],
      ['filter_fields[status][in]=A\\B', 'filter_fields[status][in]'],
      ['filter_fields[status][in][]=COMPLETED', 'filter_fields[status][in][]'],
      ['filter_fields[status][eq]=COMPLETED&filter_fields[status][eq]=CANCELLED', 'filter_fields[status][eq]'],
      ['filter_fields[status][like]=COMPLETED', 'filter_fields[status][like]'],
      ['filter_fields[secret][eq]=1', 'filter_fields[secret][eq]'],
      ['filter_fields[status]=COMPLETED', 'filter_fields[status]'],
      ['query[]=a', 'query[]'],
      ['sort_by[]=email', 'sort_by[]'],
      ['sort_direction[]=asc', 'sort_direction[]'],
      ['page=0x2', 'page'],
      ['page=1e1', 'page'],
      ['per_page=%2010', 'per_page'],
      ['per_page=1.0', 'per_page'],
    ]);
    const named = await list('filter_fields[created_at][gte]=1');
    expect(named.body.errors['filter_fields[created_at][gte]']).toEqual([expect.stringContaining('ISO 8601')]);
  });

  it('reads the same rules for lists worked out in memory and for derived filters', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const paid = await addTicket(t.app, live, { title: 'Stalls' });
    await addTicket(t.app, live, { title: 'Free seat', type: 'FREE', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const token = live.owner.token;
    const tickets = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/tickets?${query}`, { token });
    expect(names((await tickets('filter_fields[type][in]=PAID,FREE&sort_by=title')).body)).toEqual(['Free seat', 'Stalls']);
    expect(names((await tickets(`filter_fields[type][in]=${encodeURIComponent('PAID\\,FREE')}`)).body)).toEqual([]);
    expect(names((await tickets('filter_fields[is_hidden][eq]=false&sort_by=title')).body)).toEqual(['Free seat', 'Stalls']);
    await refuses(tickets, [
      ['filter_fields[is_hidden][eq]=0', 'filter_fields[is_hidden][eq]'],
      ['filter_fields[type][in]=PAID\\', 'filter_fields[type][in]'],
      ['filter_fields[type][eq][]=PAID', 'filter_fields[type][eq][]'],
      ['filter_fields[type][eq]=PAID&filter_fields[type][eq]=FREE', 'filter_fields[type][eq]'],
      ['query[]=Stalls', 'query[]'],
      ['page=+1', 'page'],
    ]);

    const created = await request(t.app, 'POST', `/api/events/${live.eventId}/capacity-assignments`, {
      token,
      body: { name: 'Stalls', capacity: 40, ticket_ids: [paid.id] },
    });
    expect(created.status).toBe(201);
    const capacity = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/capacity-assignments?${query}`, { token });
    expect(names((await capacity('filter_fields[capacity][lt]=50')).body)).toEqual(['Stalls']);
    await refuses(capacity, [
      ['filter_fields[capacity][lt]=5e1', 'filter_fields[capacity][lt]'],
      ['filter_fields[capacity][lt]=0x40', 'filter_fields[capacity][lt]'],
    ]);

    const lists = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/check-in-lists?${query}`, { token });
    expect((await lists('filter_fields[activates_at][gte]=2000-01-01')).status).toBe(200);
    await refuses(lists, [['filter_fields[activates_at][gte]=1', 'filter_fields[activates_at][gte]']]);

    const attendees = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/attendees?${query}`, { token });
    expect((await attendees(`filter_fields[ticket_id][eq]=${paid.id}&filter_fields[checked_in][eq]=false`)).status).toBe(200);
    await refuses(attendees, [
      [`filter_fields[ticket_id][eq]=0x${paid.id.toString(16)}`, 'filter_fields[ticket_id][eq]'],
      ['filter_fields[ticket_id][eq]=3000000000', 'filter_fields[ticket_id][eq]'],
      ['filter_fields[checked_in][eq]=true&filter_fields[checked_in][eq]=false', 'filter_fields[checked_in][eq]'],
      ['filter_fields[checked_in][eq]=1', 'filter_fields[checked_in][eq]'],
    ]);

    const search = (query: string) => request(t.app, 'GET', `/api/events/${live.eventId}/affiliates?${query}`, { token });
    await refuses(search, [
      ['filter_fields[created_at][gte]=1', 'filter_fields[created_at][gte]'],
      ['query[]=x', 'query[]'],
    ]);
  });
});

describe('ids in paths', () => {
  it('are canonical decimal or 404', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const token = live.owner.token;
    const id = live.eventId;
    expect((await request(t.app, 'GET', `/api/events/${id}`, { token })).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/events/${id}/tickets/${ticket.id}`, { token })).status).toBe(200);
    expect((await request(t.app, 'GET', `/api/public/events/${id}`)).status).toBe(200);
    const forms = [`0${id}`, `%20${id}`, `${id}%20`, `+${id}`, `${id}.0`, `${id}e0`, `0x${id.toString(16)}`];
    for (const form of forms) {
      expect((await request(t.app, 'GET', `/api/events/${form}`, { token })).status, form).toBe(404);
      expect((await request(t.app, 'GET', `/api/public/events/${form}`)).status, form).toBe(404);
      expect((await request(t.app, 'POST', `/api/public/events/${form}/order`, { body: { tickets: [] } })).status, form).toBe(404);
    }
    expect((await request(t.app, 'GET', `/api/events/${id}/tickets/0${ticket.id}`, { token })).status).toBe(404);
    expect((await request(t.app, 'GET', `/api/events/0${id}/tickets/${ticket.id}`, { token })).status).toBe(404);
    for (const literal of ['0x10', '01', '%201', '1e1']) {
      expect((await request(t.app, 'GET', `/api/events/${literal}`, { token })).status, literal).toBe(404);
    }
    // A canonical number that cannot be an id is still a bad request.
    expect((await request(t.app, 'GET', '/api/events/3000000000', { token })).status).toBe(422);
  });
});

describe('mail text', () => {
  it('is HTML-escaped exactly once', async () => {
    const live = await liveEvent(t.app, t.ctx, { post_checkout_message: '<p>Fish &amp; Chips &lt;3</p>' });
    const ticket = await addTicket(t.app, live, { type: 'FREE', prices: [{ price: 0, initial_quantity_available: 10 }] });
    const reserved = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order`, {
      body: { tickets: [{ ticket_id: ticket.id, quantities: [{ price_id: ticket.prices[0]!.id, quantity: 1 }] }] },
    });
    const email = uniqueEmail('buyer');
    const completed = await request(t.app, 'PUT', `/api/public/events/${live.eventId}/order/${reserved.body.data.short_id}`, {
      body: {
        order: { first_name: 'Tom & Jerry', last_name: 'O<Brien', email },
        attendees: [{ ticket_price_id: ticket.prices[0]!.id, first_name: 'Tom & Jerry', last_name: 'O<Brien', email }],
      },
    });
    expect(completed.body.data.status).toBe('COMPLETED');
    const mail = await waitForMail(t.app, email, (m) => m.subject.startsWith('Your order'));
    expect(mail.html).toContain('Hello Tom &#38; Jerry,');
    expect(mail.html).toContain('Fish &#38; Chips &#60;3');
    expect(mail.text).toContain('Fish & Chips <3');
    for (const sent of await mailsTo(t.app, email)) {
      expect(sent.html).not.toMatch(/&#38;(amp|lt|gt|quot|#\d+);/);
      expect(sent.html).not.toMatch(/&amp;|&lt;/);
    }
  });

  it('keeps the event page description escaped once', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const updated = await request(t.app, 'PUT', `/api/events/${live.eventId}`, {
      token: live.owner.token,
      body: { description: '<p>Fish &amp; Chips</p>' },
    });
    expect(updated.status).toBe(200);
    const page = await request(t.app, 'GET', `/event/${live.eventId}/harbour-lights-festival`);
    expect(page.body).toContain('content="Fish &#38; Chips"');
    expect(page.body).not.toContain('&#38;amp;');
  });
});
