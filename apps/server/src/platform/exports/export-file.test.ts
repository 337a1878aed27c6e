import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import ExcelJS from 'exceljs';
import { sendExport } from '../http/send-export.js';
import { EXPORT_BATCH_SIZE, exportBatchSize, exportFile, keysetPages, type ExportColumn } from './index.js';
import { isBehind, sheetSink } from './export-file.js';

interface Row {
  id: number;
  name: string;
  paid: boolean;
  at: Date;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Paid', value: (r) => r.paid },
  { header: 'At', value: (r) => r.at },
];

const ALL: Row[] = Array.from({ length: 2500 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? '=HYPERLINK("x")' : `Zoë "${i}", Ünïcode`,
  paid: i % 2 === 0,
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60)),
}));

async function exportApp(batches: number[]) {
  const app = Fastify();
  app.get('/x', (request, reply) => {
    const format = (request.query as { format: 'csv' | 'xlsx' }).format;
    const rows = keysetPages<Row>(
      async (afterId, limit) => {
        batches.push(afterId ?? 0);
        return ALL.filter((r) => r.id > (afterId ?? 0)).slice(0, limit);
      },
      (r) => r.id,
    );
    return sendExport(reply, exportFile({ format, filename: 'orders-7', total: ALL.length, columns, rows }));
  });
  return app;
}

describe('exports', () => {
  it('streams every row of a CSV in keyset batches, with a header row, UTF-8 and formulas neutralised', async () => {
    const batches: number[] = [];
    const app = await exportApp(batches);
    const response = await app.inject({ method: 'GET', url: '/x?format=csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-7.csv"');
    expect(response.headers['x-total-count']).toBe('2500');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Id,Name,Paid,At');
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""x"")",true,2026-01-01T00:00:00.000Z`);
    expect(lines[2]).toBe('2,"Zoë ""1"", Ünïcode",false,2026-01-01T00:00:01.000Z');
    // Batches start after the last id of the one before, until one comes back short.
    expect(batches).toEqual(Array.from({ length: Math.floor(ALL.length / EXPORT_BATCH_SIZE) + 1 }, (_, i) => i * EXPORT_BATCH_SIZE));
    await app.close();
  });

  it('writes an XLSX workbook that a reader opens with every row', async () => {
    const app = await exportApp([]);
    const response = await app.inject({ method: 'GET', url: '/x?format=xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-7.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Name', 'Paid', 'At']);
    expect(sheet.getRow(3).getCell(2).value).toBe('Zoë "1", Ünïcode');
    expect(sheet.getRow(2500 + 1).getCell(1).value).toBe(2500);
    await app.close();
  });
});

describe('export batches', () => {
  it('lets go of each batch once its rows are handed out, so that nothing long-lived keeps them', async () => {
    const fetched: { id: number }[][] = [];
    const rows = keysetPages<{ id: number }>(
      async (afterId, limit) => {
        const start = afterId ?? 0;
        const batch = Array.from({ length: start >= 4 ? 1 : limit }, (_, i) => ({ id: start + i + 1 }));
        fetched.push(batch);
        return batch;
      },
      (r) => r.id,
      2,
    );
    const ids: number[] = [];
    for await (const row of rows) {
      ids.push(row.id);
      // Its batch is emptied only after the last of its rows has been handed out.
      expect(fetched.some((batch) => batch.includes(row))).toBe(true);
    }
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(fetched.map((batch) => batch.length)).toEqual([0, 0, 0]);
  });

  it('sizes XLSX batches by cells, since exceljs allocates per cell, and CSV batches by rows', () => {
    expect(exportBatchSize('csv', 26)).toBe(EXPORT_BATCH_SIZE);
    expect(exportBatchSize('csv', 200)).toBe(EXPORT_BATCH_SIZE);
    expect(exportBatchSize('xlsx', 26)).toBe(192);
    expect(exportBatchSize('xlsx', 46)).toBe(108);
    expect(exportBatchSize('xlsx', 10)).toBe(EXPORT_BATCH_SIZE);
    expect(exportBatchSize('xlsx', 500)).toBe(25);
  });
});

describe('exports under backpressure', () => {
  it('reads rows only as fast as the client takes them, and stops when the client goes away', async () => {
    let batches = 0;
    let rowsRead = 0;
    const wide = 'x'.repeat(500);
    const app = Fastify();
    app.get('/big', (_request, reply) => {
      const rows = keysetPages<{ id: number }>(
        async (afterId, limit) => {
          batches += 1;
          const start = afterId ?? 0;
          if (start < 100_000) rowsRead += limit;
          return start >= 100_000 ? [] : Array.from({ length: limit }, (_, i) => ({ id: start + i + 1 }));
        },
        (r) => r.id,
      );
      return sendExport(
        reply,
        exportFile({
          format: 'csv',
          filename: 'big',
          total: 100_000,
          columns: [
            { header: 'Id', value: (r) => r.id },
            { header: 'Wide', value: () => wide },
          ],
          rows,
        }),
      );
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve) => http.get(`http://127.0.0.1:${port}/big`, resolve));
    expect(response.headers['x-total-count']).toBe('100000');
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The 100,000 rows make 50 MB; a client that stopped reading holds the reading up after a few MB
    // (what the socket buffers take, and one batch read ahead).
    expect(rowsRead).toBeLessThan(20_000);
    response.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = batches;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batches).toBe(after);
    // Nothing is left waiting for a reader that is gone.
    await app.close();
  });
});

describe('exceljs internals the XLSX export relies on', () => {
  // export-file.ts holds rows back while the zip is behind through the sheet's stream and the stream it is piped
  // to, which exceljs does not offer publicly. Its version is pinned exactly; this fails if a new one moves them.
  it('finds the stream a sheet writes its XML to, and it reports being behind while the zip is not read', async () => {
    const out = new PassThrough(); // never read: the zip stops, and the sheet's blocks queue up before it
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('Export');
    sheet.addRow(['Id', 'Name']).commit();
    const sink = sheetSink(sheet);
    expect(sink).toBeDefined();
    let behind = false;
    for (let i = 0; i < 50_000 && !behind; i++) {
      sheet.addRow([i, `Row ${i} ${'x'.repeat(200)}`]).commit();
      if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      behind = isBehind(sink!);
    }
    expect(behind).toBe(true);
    // Once behind, the sink tells when it has caught up, which is what the export waits for.
    const drained = new Promise<void>((resolve) => sink!.once('drain', resolve));
    out.resume();
    await drained;
    expect(isBehind(sink!)).toBe(false);
  });
});
