import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './harness.js';
import { addTicket, liveEvent, type LiveEvent } from './selling-factories.js';
import { attendeeTools, walkIn } from './attendee-factories.js';
import { buyOrder } from './order-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { api } = attendeeTools(() => t);

function exportFile(live: LiveEvent, path: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${live.eventId}${path}`,
    headers: { authorization: `Bearer ${live.owner.token}` },
    payload: body as object,
  });
}

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function csvRecords(body: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describe('the attendee export', () => {
  it('applies the list filters and search sent in the body, like the list and the orders export', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const other = await addTicket(t.app, live, { title: 'Other' });
    await api(live, 'POST', '/attendees', walkIn(ticket, { first_name: 'Ada' }));
    await api(live, 'POST', '/attendees', walkIn(ticket, { first_name: 'Bob' }));
    await api(live, 'POST', '/attendees', walkIn(other, { first_name: 'Cyd' }));

    const listed = await api(live, 'GET', `/attendees?filter_fields[ticket_id][eq]=${ticket.id}`);
    expect(listed.body.meta.total).toBe(2);
    const filtered = await exportFile(live, '/attendees/export', { format: 'csv', filter_fields: { ticket_id: { eq: ticket.id } } });
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.headers['x-total-count']).toBe('2');
    const lines = csvLines(filtered.body);
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.includes('Cyd'))).toBe(false);

    const searched = await exportFile(live, '/attendees/export', { format: 'xlsx', query: 'cyd' });
    expect(searched.headers['x-total-count']).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(searched.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(2);
    expect(workbook.worksheets[0]!.getRow(2).values).toContain('Cyd');

    // Without a body, every export is a CSV of the list its query string describes.
    for (const path of ['/attendees/export', '/orders/export', '/affiliates/export']) {
      const bare = await t.app.inject({
        method: 'POST',
        url: `/api/events/${live.eventId}${path}?query=cyd`,
        headers: { authorization: `Bearer ${live.owner.token}` },
      });
      expect(bare.statusCode, `${path} ${bare.body}`).toBe(200);
      expect(bare.headers['content-type'], path).toContain('text/csv');
    }
    expect((await exportFile(live, '/attendees/export?query=cyd', {})).headers['x-total-count']).toBe('1');

    // A filter of the body is checked like the list's: an unknown field is a 422, not a full file.
    const bad = await exportFile(live, '/attendees/export', { format: 'csv', filter_fields: { nope: { eq: 1 } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(JSON.parse(bad.body).errors)).toEqual(['filter_fields[nope][eq]']);
  });
});

/** Text a spreadsheet would run as a formula when it opens a CSV, one per attendee. */
const DANGEROUS = [
  ' =1+1',
  '\n=1+1',
  '\u00a0=1+1',
  '＝1+1',
  '＋1+1',
  '－1+1',
  '＠SUM(A1)',
  '\t=1',
  '\r=1',
  '@SUM(A1)',
  '-2+3',
  '+49 30 1234567',
];

describe('formulas in exports', () => {
  async function eventWithAnswers() {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, {});
    const question = await api(live, 'POST', '/questions', {
      title: '@Phone',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ATTENDEE',
      ticket_ids: [ticket.id],
    });
    expect(question.status).toBe(201);
    for (const [index, answer] of DANGEROUS.entries()) {
      const created = await api(
        live,
        'POST',
        '/attendees',
        walkIn(ticket, { first_name: `Guest${index}`, answers: [{ question_id: question.body.data.id, answer }] }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    await api(
      live,
      'POST',
      '/attendees',
      walkIn(ticket, { first_name: 'Plain', answers: [{ question_id: question.body.data.id, answer: ' plain text' }] }),
    );
    return live;
  }

  it('neutralises every formula start in CSV cells and in the header row', async () => {
    const live = await eventWithAnswers();
    const csv = await exportFile(live, '/attendees/export', { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    const records = csvRecords(csv.body);
    const header = records[0]!;
    expect(header[header.length - 1]).toBe("'@Phone");
    const answers = new Map(records.slice(1).map((record) => [record[2]!, record[record.length - 1]!]));
    DANGEROUS.forEach((answer, index) => expect(answers.get(`Guest${index}`), JSON.stringify(answer)).toBe(`'${answer}`));
    // Text that merely starts with a space is left alone.
    expect(answers.get('Plain')).toBe(' plain text');
  });

  it('writes XLSX cells as plain string cells, unchanged, never as formulas', async () => {
    const live = await eventWithAnswers();
    const xlsx = await exportFile(live, '/attendees/export', { format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const last = sheet.getRow(1).cellCount;
    expect(sheet.getRow(1).getCell(last).value).toBe('@Phone');
    const seen = new Map<string, ExcelJS.Cell>();
    for (let row = 2; row <= sheet.rowCount; row += 1)
      seen.set(String(sheet.getRow(row).getCell(3).value), sheet.getRow(row).getCell(last));
    DANGEROUS.forEach((answer, index) => {
      const cell = seen.get(`Guest${index}`)!;
      expect(cell.type, JSON.stringify(answer)).toBe(ExcelJS.ValueType.String);
      // XML reads a bare carriage return as a line feed (line-end normalisation of the file format itself).
      expect(cell.value).toBe(answer.replace(/\r/g, '\n'));
    });
  });
});

describe('amounts and times in exports', () => {
  it('gives amounts in the major unit with the currency named, and times in the event’s time zone', async () => {
    const live = await liveEvent(t.app, t.ctx);
    const ticket = await addTicket(t.app, live, { prices: [{ price: 5008, initial_quantity_available: 10 }] });
    const order = await buyOrder(t.app, live, { ticketId: ticket.id, priceId: ticket.prices[0]!.id, quantity: 1 });

    const csv = await exportFile(live, '/orders/export', { format: 'csv' });
    const [header, row] = csvRecords(csv.body).filter((record) => record.length > 1);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Reference')).toBe(order.public_reference);
    expect(cell('Currency')).toBe('EUR');
    expect(cell('Total gross')).toBe('50.08');
    expect(cell('Total remaining')).toBe('50.08');
    expect(cell('Total refunded')).toBe('0.00');
    // ISO local date-time with its offset and the zone named (RFC 9557).
    expect(cell('Completed at')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00\[Europe\/Berlin\]$/);

    const xlsx = await exportFile(live, '/orders/export', { format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = sheet.getRow(1).values as unknown[];
    const xcell = (name: string) => sheet.getRow(2).getCell(headers.indexOf(name));
    expect(xcell('Total gross').value).toBe(50.08);
    expect(xcell('Total gross').numFmt).toBe('#,##0.00 "EUR"');
    const completed = xcell('Completed at');
    expect(completed.value).toBeInstanceOf(Date);
    expect(completed.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // The cell's wall-clock time is the one the CSV shows in Berlin.
    const local = (completed.value as Date).toISOString().slice(0, 19);
    expect(cell('Completed at')!.slice(0, 19)).toBe(local);
  });
});
