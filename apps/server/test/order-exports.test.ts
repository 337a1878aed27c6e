import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, request, type TestApp } from './harness.js';
import { reserve } from './selling-factories.js';
import { buyOrder, ordersUrl, sellingEvent } from './order-factories.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The orders export (CSV and XLSX) and the orders' routes in the OpenAPI document. */

describe('exports', () => {
  it('streams the filtered orders as CSV with a column per question, and as XLSX', async () => {
    const { live, ticket, line } = await sellingEvent(t.app, t.ctx);
    const token = live.owner.token;
    const question = await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
      token,
      body: { title: 'Company', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER' },
    });
    const diet = await request(t.app, 'POST', `/api/events/${live.eventId}/questions`, {
      token,
      body: { title: 'Diet', type: 'CHECKBOX', options: ['Vegan', 'Halal'], belongs_to: 'ATTENDEE', ticket_ids: [ticket.id] },
    });
    const first = await buyOrder(t.app, live, line(1), { orderAnswers: [{ question_id: question.body.data.id, answer: '=cmd' }] });
    // Both attendees of the second order answer: the order's cell holds each of their answers.
    await buyOrder(t.app, live, line(2), {
      orderAnswers: [{ question_id: question.body.data.id, answer: 'Harbour Ltd' }],
      attendeeAnswers: [{ question_id: diet.body.data.id, answer: ['Vegan', 'Halal'] }],
    });
    await reserve(t.app, live.eventId, [line(1)]);

    const csv = await t.app.inject({
      method: 'POST',
      url: ordersUrl(live, '/export'),
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['x-total-count']).toBe('2');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${live.eventId}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Reference,Short ID,Status');
    expect(lines[0]!.endsWith(',Company,Diet')).toBe(true);
    expect(lines[1]!.endsWith(',Harbour Ltd,"Vegan, Halal | Vegan, Halal"')).toBe(true);
    expect(lines[2]).toContain(first.public_reference);
    expect(lines[2]!.endsWith(",'=cmd,")).toBe(true);

    // Asked in another language, the fixed columns are named in it; the questions keep their titles.
    const german = await request(t.app, 'POST', ordersUrl(live, '/export'), {
      token,
      body: { format: 'csv' },
      headers: { 'accept-language': 'de' },
    });
    expect(german.status).toBe(200);
    expect((german.body as string).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'ID,Referenz,Kurz-ID,Status,Zahlungsstatus,Zahlungsanbieter,Zahlungsart,Vorname,Nachname,E-Mail,Sprache,Positionen,Termin,' +
        'Teilnehmende,Anzahl Teilnehmende,Aktionscode,Affiliate-Partner,Währung,Summe vor Zuschlägen,Gebühren gesamt,Steuern gesamt,' +
        'Summe brutto,Erstattet gesamt,Restbetrag,Manuell erstellt,Test,Erstellt am,Abgeschlossen am,Company,Diet',
    );

    const filtered = await t.app.inject({
      method: 'POST',
      url: ordersUrl(live, `/export?query=${encodeURIComponent(first.email)}`),
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'xlsx' },
    });
    expect(filtered.headers['x-total-count']).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(2);

    const bad = await request(t.app, 'POST', ordersUrl(live, '/export'), { token, body: { format: 'pdf' } });
    expect(bad.status).toBe(422);
  });
});

describe('orders in the OpenAPI document', () => {
  it('names every route and documents its error answers', async () => {
    const doc = (await request(t.app, 'GET', '/api/openapi.json')).body;
    const operation = (path: string, method: string) => doc.paths[path][method];
    const routes: [string, string, string][] = [
      ['/api/events/{event_id}/orders', 'get', 'listOrders'],
      ['/api/events/{event_id}/orders/export', 'post', 'exportOrders'],
      ['/api/events/{event_id}/orders/{id}', 'get', 'getOrder'],
      ['/api/events/{event_id}/orders/{id}', 'put', 'updateOrder'],
      ['/api/events/{event_id}/orders/{id}/cancel', 'post', 'cancelOrder'],
      ['/api/events/{event_id}/orders/{id}/refund', 'post', 'refundOrder'],
      ['/api/events/{event_id}/orders/{id}/resend_confirmation', 'post', 'resendOrderConfirmation'],
      ['/api/events/{event_id}/orders/{id}/mark_paid', 'post', 'markOrderPaid'],
    ];
    for (const [path, method, id] of routes) {
      const op = operation(path, method);
      expect(op.operationId, path).toBe(id);
      expect(op.summary, path).toBeTruthy();
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    }
    expect(Object.keys(operation('/api/events/{event_id}/orders/{id}/refund', 'post').responses)).toContain('409');
  });
});
