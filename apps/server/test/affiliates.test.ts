import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, request, type TestApp } from './harness.js';
import { eq } from 'drizzle-orm';
import { eventDates } from '../src/platform/db/schema.js';
import { addMember, uniqueEmail } from './factories.js';
import { addTicket, details, liveEvent, reserve, type LiveEvent } from './selling-factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sellingEvent() {
  const live = await liveEvent(t.app, t.ctx);
  const ticket = await addTicket(t.app, live, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
  const line = (quantity: number) => ({ ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity });
  return { live, line };
}

const affiliatesUrl = (live: LiveEvent, rest = '') => `/api/events/${live.eventId}/affiliates${rest}`;

async function createAffiliate(live: LiveEvent, body: Record<string, unknown>) {
  const created = await request(t.app, 'POST', affiliatesUrl(live), { token: live.owner.token, body: { name: 'Radio Harbour', ...body } });
  if (created.status !== 201) throw new Error(`affiliate: ${JSON.stringify(created.body)}`);
  return created.body.data as { id: number; code: string };
}

/** A hold with the code, then the order's id as the back office knows it. */
async function holdWith(
  live: LiveEvent,
  line: { ticketId: number; priceId: number; quantity: number },
  affiliateCode: string | undefined,
  extra: Record<string, unknown> = {},
) {
  const reserved = await reserve(t.app, live.eventId, [line], {
    ...extra,
    ...(affiliateCode === undefined ? {} : { affiliate_code: affiliateCode }),
  });
  expect(reserved.status).toBe(201);
  return reserved.body.data as { short_id: string; attendees: { ticket_price_id: number }[] };
}

async function buyWith(
  live: LiveEvent,
  line: { ticketId: number; priceId: number; quantity: number },
  affiliateCode?: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const order = await holdWith(live, line, affiliateCode, extra);
  const saved = await details(t.app, live.eventId, order, uniqueEmail('buyer'));
  expect(saved.status).toBe(200);
  await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/payment`);
  const paid = await request(t.app, 'POST', `/api/public/events/${live.eventId}/order/${order.short_id}/test-payment`, {
    body: { card_number: '4242424242424242' },
  });
  expect(paid.body.data.status).toBe('COMPLETED');
  const listed = await request(t.app, 'GET', `/api/events/${live.eventId}/orders?query=${encodeURIComponent(order.short_id)}`, {
    token: live.owner.token,
  });
  return listed.body.data[0].id;
}

async function orderAffiliate(live: LiveEvent, orderId: number) {
  const response = await request(t.app, 'GET', `/api/events/${live.eventId}/orders/${orderId}`, { token: live.owner.token });
  return response.body.data.affiliate;
}

async function figures(live: LiveEvent, id: number) {
  const response = await request(t.app, 'GET', affiliatesUrl(live, `/${id}`), { token: live.owner.token });
  const { sales_count, tickets_count, sales_gross } = response.body.data;
  return { sales_count, tickets_count, sales_gross };
}

describe('affiliates', () => {
  it('creates, lists, edits and deletes, with codes unique in the event whatever their case', async () => {
    const { live } = await sellingEvent();
    const member = await addMember(t.app, live.owner, 'ORGANIZER');
    const token = member.token;
    const created = await request(t.app, 'POST', affiliatesUrl(live), {
      token,
      body: { name: 'Radio Harbour', code: 'Radio-1', email: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Radio Harbour',
      code: 'Radio-1',
      email: null,
      status: 'ACTIVE',
      sales_count: 0,
      tickets_count: 0,
      sales_gross: 0,
    });

    const clash = await request(t.app, 'POST', affiliatesUrl(live), { token, body: { name: 'Copycat', code: 'radio-1' } });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.code).toEqual(['This event already has an affiliate with this code.']);
    const bad = await request(t.app, 'POST', affiliatesUrl(live), { token, body: { name: '', code: 'has space', email: 'nope' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'email', 'name']);

    // Another event may use the same code.
    const other = await sellingEvent();
    expect(
      (await request(t.app, 'POST', affiliatesUrl(other.live), { token: other.live.owner.token, body: { name: 'Radio', code: 'RADIO-1' } }))
        .status,
    ).toBe(201);

    const second = await request(t.app, 'POST', affiliatesUrl(live), {
      token,
      body: { name: 'Blog Zebra', code: 'ZEBRA', email: 'Zebra@Example.com' },
    });
    expect(second.body.data.email).toBe('zebra@example.com');
    const list = await request(t.app, 'GET', affiliatesUrl(live, '?sort_by=name&sort_direction=asc'), { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { code: string }) => a.code)).toEqual(['ZEBRA', 'Radio-1']);
    expect(list.body.meta.total).toBe(2);
    const searched = await request(t.app, 'GET', affiliatesUrl(live, '?query=zeb'), { token });
    expect(searched.body.data.map((a: { code: string }) => a.code)).toEqual(['ZEBRA']);

    const renamedClash = await request(t.app, 'PUT', affiliatesUrl(live, `/${second.body.data.id}`), {
      token,
      body: { name: 'Blog', code: 'RADIO-1' },
    });
    expect(renamedClash.status).toBe(422);
    const ownCase = await request(t.app, 'PUT', affiliatesUrl(live, `/${created.body.data.id}`), {
      token,
      body: { name: 'Radio Harbour FM', code: 'RADIO-1', status: 'INACTIVE' },
    });
    expect(ownCase.status).toBe(200);
    expect(ownCase.body.data).toMatchObject({ name: 'Radio Harbour FM', code: 'RADIO-1', status: 'INACTIVE' });
    const inactive = await request(t.app, 'GET', affiliatesUrl(live, '?filter_fields[status][eq]=INACTIVE'), { token });
    expect(inactive.body.data.map((a: { id: number }) => a.id)).toEqual([created.body.data.id]);

    // Another account's affiliate is not found.
    const foreign = await request(t.app, 'GET', `/api/events/${other.live.eventId}/affiliates`, { token });
    expect(foreign.status).toBe(404);

    expect((await request(t.app, 'DELETE', affiliatesUrl(live, `/${second.body.data.id}`), { token })).status).toBe(200);
    expect((await request(t.app, 'GET', affiliatesUrl(live, `/${second.body.data.id}`), { token })).status).toBe(404);
    expect((await request(t.app, 'DELETE', affiliatesUrl(live, `/${second.body.data.id}`), { token })).status).toBe(404);
  });

  it('credits an order to an active code of the event in any case, and ignores unknown, inactive and other events’ codes', async () => {
    const { live, line } = await sellingEvent();
    const active = await createAffiliate(live, { code: 'Podcast' });
    await createAffiliate(live, { code: 'SLEEPY', status: 'INACTIVE' });
    const other = await sellingEvent();
    await createAffiliate(other.live, { code: 'ELSEWHERE' });

    const credited = await buyWith(live, line(1), 'podcast');
    expect(await orderAffiliate(live, credited)).toEqual({ id: active.id, name: 'Radio Harbour', code: 'Podcast' });
    for (const code of ['SLEEPY', 'NOBODY', 'ELSEWHERE', '']) {
      const order = await buyWith(live, line(1), code);
      expect(await orderAffiliate(live, order), code).toBeNull();
    }
    expect(await orderAffiliate(live, await buyWith(live, line(1)))).toBeNull();
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/events/${live.eventId}/orders/export`,
      headers: { authorization: `Bearer ${live.owner.token}` },
      payload: {},
    });
    const rows = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const column = rows[0]!.split(',').indexOf('Affiliate');
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[column])
        .filter(Boolean),
    ).toEqual(['Podcast']);

    // Deleting the affiliate keeps the order, no longer credited.
    await request(t.app, 'DELETE', affiliatesUrl(live, `/${active.id}`), { token: live.owner.token });
    expect(await orderAffiliate(live, credited)).toBeNull();
  });

  it('counts orders, tickets and gross net of refunds and cancellations', async () => {
    const { live, line } = await sellingEvent();
    const token = live.owner.token;
    const affiliate = await createAffiliate(live, { code: 'NEWS' });
    const ordersUrl = (rest: string) => `/api/events/${live.eventId}/orders${rest}`;

    // A hold is not a sale yet.
    await holdWith(live, line(3), 'NEWS');
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 0, tickets_count: 0, sales_gross: 0 });

    const first = await buyWith(live, line(2), 'NEWS');
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 1, tickets_count: 2, sales_gross: 5000 });
    const second = await buyWith(live, line(1), 'news');
    const third = await buyWith(live, line(1), 'NEWS');
    await buyWith(live, line(4));
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 3, tickets_count: 4, sales_gross: 10000 });

    const partial = await request(t.app, 'POST', ordersUrl(`/${first}/refund`), { token, body: { amount: 1000 } });
    expect(partial.body.data.status).toBe('PARTIALLY_REFUNDED');
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 3, tickets_count: 4, sales_gross: 9000 });

    const full = await request(t.app, 'POST', ordersUrl(`/${second}/refund`), { token, body: { amount: 2500 } });
    expect(full.body.data.status).toBe('REFUNDED');
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 2, tickets_count: 3, sales_gross: 6500 });

    const cancelled = await request(t.app, 'POST', ordersUrl(`/${third}/cancel`), { token, body: { notify_buyer: false } });
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 1, tickets_count: 2, sales_gross: 4000 });

    // Deactivating stops new credits and keeps the figures.
    await request(t.app, 'PUT', affiliatesUrl(live, `/${affiliate.id}`), {
      token,
      body: { name: 'News', code: 'NEWS', status: 'INACTIVE' },
    });
    await buyWith(live, line(1), 'NEWS');
    expect(await figures(live, affiliate.id)).toEqual({ sales_count: 1, tickets_count: 2, sales_gross: 4000 });
    const sorted = await request(t.app, 'GET', affiliatesUrl(live, '?sort_by=sales_gross&sort_direction=desc'), { token });
    expect(sorted.body.data[0]).toMatchObject({ id: affiliate.id, sales_gross: 4000 });
  });

  it('exports the filtered affiliates with their figures as CSV and XLSX', async () => {
    const { live, line } = await sellingEvent();
    const token = live.owner.token;
    await createAffiliate(live, { name: '=Formula Partner', code: 'ALPHA' });
    await createAffiliate(live, { name: 'Beta Blog', code: 'BETA', status: 'INACTIVE' });
    await buyWith(live, line(2), 'ALPHA');

    const csv = await t.app.inject({
      method: 'POST',
      url: affiliatesUrl(live, '/export'),
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['x-total-count']).toBe('2');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="affiliates-${live.eventId}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('ID,Name,Code,Email,Status,Orders,Tickets,Gross sales,Currency,Created at');
    // Amounts in the currency's major unit with the currency named; times in the event's time zone.
    expect(lines[2]).toContain("'=Formula Partner,ALPHA,,ACTIVE,1,2,50.00,EUR,");
    expect(lines[2]).toMatch(/,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00\[Europe\/Berlin\]$/);

    // Asked in another language, the columns are named in it.
    const french = await request(t.app, 'POST', affiliatesUrl(live, '/export'), {
      token,
      body: { format: 'csv' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.status).toBe(200);
    expect((french.body as string).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'ID,Nom,Code,E-mail,Statut,Commandes,Billets,Ventes brutes,Devise,Créé le',
    );

    const filtered = await t.app.inject({
      method: 'POST',
      url: affiliatesUrl(live, '/export'),
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'xlsx', filter_fields: { status: { eq: 'INACTIVE' } } },
    });
    expect(filtered.headers['x-total-count']).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(2);
    expect(workbook.worksheets[0]!.getRow(2).getCell(3).value).toBe('BETA');

    const bad = await request(t.app, 'POST', affiliatesUrl(live, '/export'), { token, body: { format: 'pdf' } });
    expect(bad.status).toBe(422);
  });

  it('names every route and documents its error answers in the OpenAPI document', async () => {
    const doc = (await request(t.app, 'GET', '/api/openapi.json')).body;
    const routes: [string, string, string][] = [
      ['/api/events/{event_id}/affiliates', 'get', 'listAffiliates'],
      ['/api/events/{event_id}/affiliates', 'post', 'createAffiliate'],
      ['/api/events/{event_id}/affiliates/export', 'post', 'exportAffiliates'],
      ['/api/events/{event_id}/affiliates/{id}', 'get', 'getAffiliate'],
      ['/api/events/{event_id}/affiliates/{id}', 'put', 'updateAffiliate'],
      ['/api/events/{event_id}/affiliates/{id}', 'delete', 'deleteAffiliate'],
    ];
    for (const [path, method, id] of routes) {
      const op = doc.paths[path][method];
      expect(op.operationId, path).toBe(id);
      expect(op.summary, path).toBeTruthy();
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['401', '403', '404', '422']));
    }
  });
});

describe("affiliates' figures by date", () => {
  it("count only the chosen date's orders with ?date_id=, in the list, its sorting and the export", async () => {
    const { live, line } = await sellingEvent();
    const token = live.owner.token;
    const [first] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.eventId, live.eventId));
    const [second] = await t.ctx.db
      .insert(eventDates)
      .values({ accountId: first!.accountId, eventId: live.eventId, startDate: new Date('2031-07-02T14:00:00Z'), label: 'Matinee' })
      .returning();
    const radio = await createAffiliate(live, { code: 'RADIO' });
    const paper = await createAffiliate(live, { name: 'Paper', code: 'PAPER' });
    await buyWith(live, line(1), radio.code, { date_id: first!.id });
    await buyWith(live, line(2), radio.code, { date_id: second!.id });
    await buyWith(live, line(3), paper.code, { date_id: first!.id });

    const figuresOf = async (query: string) => {
      const response = await request(t.app, 'GET', affiliatesUrl(live, query), { token });
      expect(response.status).toBe(200);
      return (response.body.data as { id: number; sales_count: number; tickets_count: number; sales_gross: number }[]).map(
        ({ id, sales_count, tickets_count, sales_gross }) => ({ id, sales_count, tickets_count, sales_gross }),
      );
    };
    expect(await figuresOf('?sort_by=sales_count&sort_direction=desc')).toEqual([
      { id: radio.id, sales_count: 2, tickets_count: 3, sales_gross: 7500 },
      { id: paper.id, sales_count: 1, tickets_count: 3, sales_gross: 7500 },
    ]);
    expect(await figuresOf(`?date_id=${second!.id}&sort_by=sales_gross&sort_direction=desc`)).toEqual([
      { id: radio.id, sales_count: 1, tickets_count: 2, sales_gross: 5000 },
      { id: paper.id, sales_count: 0, tickets_count: 0, sales_gross: 0 },
    ]);
    expect(await figuresOf(`?date_id=${first!.id}&sort_by=sales_gross&sort_direction=desc&filter_fields[status][eq]=ACTIVE`)).toEqual([
      { id: paper.id, sales_count: 1, tickets_count: 3, sales_gross: 7500 },
      { id: radio.id, sales_count: 1, tickets_count: 1, sales_gross: 2500 },
    ]);

    // The export honours the date, from the query string or the body.
    const rowsOf = (csv: string) => {
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const header = lines[0]!.split(',');
      return lines.slice(1).map((row) => {
        const cells = row.split(',');
        return {
          code: cells[header.indexOf('Code')],
          orders: cells[header.indexOf('Orders')],
          gross: cells[header.indexOf('Gross sales')],
        };
      });
    };
    const inBody = await request(t.app, 'POST', affiliatesUrl(live, '/export'), { token, body: { format: 'csv', date_id: second!.id } });
    expect(inBody.status).toBe(200);
    expect(rowsOf(inBody.body as string)).toEqual([
      { code: 'PAPER', orders: '0', gross: '0.00' },
      { code: 'RADIO', orders: '1', gross: '50.00' },
    ]);
    const inQuery = await request(t.app, 'POST', affiliatesUrl(live, `/export?date_id=${first!.id}`), { token, body: { format: 'csv' } });
    expect(rowsOf(inQuery.body as string)).toEqual([
      { code: 'PAPER', orders: '1', gross: '75.00' },
      { code: 'RADIO', orders: '1', gross: '25.00' },
    ]);

    // A date of another event is no date of this one; an id that is no id is refused.
    const other = await liveEvent(t.app, t.ctx);
    const [foreign] = await t.ctx.db.select().from(eventDates).where(eq(eventDates.eventId, other.eventId));
    expect((await request(t.app, 'GET', affiliatesUrl(live, `?date_id=${foreign!.id}`), { token })).status).toBe(404);
    const foreignExport = await request(t.app, 'POST', affiliatesUrl(live, '/export'), {
      token,
      body: { format: 'csv', date_id: foreign!.id },
    });
    expect(foreignExport.status).toBe(404);
    expect((await request(t.app, 'GET', affiliatesUrl(live, '?date_id=abc'), { token })).status).toBe(422);
    const badExport = await request(t.app, 'POST', affiliatesUrl(live, '/export?date_id=0x1'), { token, body: { format: 'csv' } });
    expect(badExport.status).toBe(422);
  });
});
