/**
 * Writes a table as CSV or XLSX to a stream while rows are still being read,
 * so that memory stays flat however many rows there are. The stream's reader sets
 * the pace; answering a request with it is platform/http/send-export.ts.
 */
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { loadOnFirstUse } from '../load-on-first-use.js';
import { fractionDigits, majorUnits } from './money.js';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * An amount in minor units (as the API keeps it) that a file shows in the currency's major unit: CSV writes the
 * exact decimal ("50.08", "5008" for JPY), XLSX a number cell with the currency's number format. The file names the
 * currency too (a currency column), since the amounts of one file may be in several.
 */
export class ExportMoney {
  constructor(
    readonly amount: number,
    readonly currency: string,
  ) {}
}

/**
 * An instant shown as the date and time it was in a time zone (the event's): CSV writes the ISO local date-time
 * with its offset and the zone named (RFC 9557, `2026-05-01T19:00:00+02:00[Europe/Berlin]`), XLSX a date cell with
 * a date-and-time format showing that wall-clock time.
 */
export class ExportDateTime {
  constructor(
    readonly at: Date,
    readonly timezone: string,
  ) {}
}

export type ExportValue = string | number | boolean | Date | ExportMoney | ExportDateTime | null;

/** `value` as money in `currency`, or null when there is none. */
export const moneyCell = (value: number | string | bigint | null | undefined, currency: string): ExportMoney | null =>
  value === null || value === undefined ? null : new ExportMoney(Number(value), currency);

/** `at` in the time zone, or null when there is none. */
export const dateTimeCell = (at: Date | null | undefined, timezone: string): ExportDateTime | null =>
  at ? new ExportDateTime(at, timezone) : null;

/**
 * A zone's offset from UTC (minutes) at an instant, known per quarter of an hour: offsets change only at such
 * instants, and asking the zone database (luxon, Intl) for every cell costs more than the rest of the row.
 */
const OFFSETS = new Map<string, { zone: string; offset: number }>();

function offsetAt(at: Date, timezone: string): { zone: string; offset: number } {
  const key = `${timezone}|${Math.floor(at.getTime() / 900_000)}`;
  let known = OFFSETS.get(key);
  if (!known) {
    const local = DateTime.fromJSDate(at, { zone: timezone });
    known = local.isValid ? { zone: local.zoneName ?? timezone, offset: local.offset } : { zone: 'UTC', offset: 0 };
    if (OFFSETS.size > 100_000) OFFSETS.clear();
    OFFSETS.set(key, known);
  }
  return known;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time in the zone, as the UTC fields of a Date (to the second), its offset and its zone's name. */
function wallClock(value: ExportDateTime): { wall: Date; offset: number; zone: string } {
  const { zone, offset } = offsetAt(value.at, value.timezone);
  const wall = new Date(Math.floor(value.at.getTime() / 1000) * 1000 + offset * 60_000);
  return { wall, offset, zone };
}

export function csvDateTime(value: ExportDateTime): string {
  const { wall, offset, zone } = wallClock(value);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const day = `${String(wall.getUTCFullYear()).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
  return `${day}T${time}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}[${zone}]`;
}

/** The number format of an amount in `currency`: its digits and its code, e.g. `#,##0.00 "EUR"`. */
const NUM_FMTS = new Map<string, string>();

export function currencyNumFmt(currency: string): string {
  const known = NUM_FMTS.get(currency);
  if (known) return known;
  const digits = fractionDigits(currency);
  const format = `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''} "${currency.replace(/[^A-Z]/g, '')}"`;
  NUM_FMTS.set(currency, format);
  return format;
}

export const XLSX_DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * A spreadsheet has no time zones: a date cell is a wall-clock time. The instant's wall-clock time in the zone is
 * written as if it were UTC, which is how exceljs turns a Date into a cell.
 */
function xlsxDateTime(value: ExportDateTime): Date {
  return wallClock(value).wall;
}

export interface ExportColumn<Row> {
  header: string;
  value(row: Row): ExportValue;
}

export interface ExportOptions<Row> {
  format: ExportFormat;
  /** File name without extension; the extension follows the format. */
  filename: string;
  /** Rows the file will hold (X-Total-Count, so that a page can show progress). */
  total: number;
  columns: ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
}

/** A file ready to be written: what to call it and how many rows it holds, known before its first byte. */
export interface ExportFile {
  format: ExportFormat;
  /** File name without extension; the extension follows the format. */
  filename: string;
  contentType: string;
  total: number;
  /**
   * Loads what writing the file takes (exceljs for XLSX), so that a failure to load it is the request's error,
   * answered before the file's first byte.
   */
  prepare(): Promise<void>;
  /**
   * Writes the file to `out` and ends it, pulling rows only as fast as `out` takes them.
   * Rejects with ExportAborted when `out` is closed before the file is written.
   */
  write(out: Writable): Promise<void>;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A spreadsheet opening a CSV runs a cell as a formula when it starts with = + - @, a tab,
 * a carriage return or a line feed, and several of them first skip leading spaces
 * (a space, a no-break space, the other Unicode spaces, zero-width ones) and read the
 * fullwidth and small forms of the signs (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) as the signs themselves.
 * Text typed by buyers and organizers (values and question titles in the header row) is
 * prefixed with a quote so it stays text (OWASP "CSV injection").
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u00a0\u180e\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b])/u;

/** A CSV cell's text that no spreadsheet takes for a formula. */
export function csvSafeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function csvCell(value: ExportValue): string | number | boolean | null {
  if (value instanceof Date) return value.toISOString();
  // Written by the app from integers, never typed by anyone: no formula guard (a refund's "-1.00" stays a number).
  if (value instanceof ExportMoney) return majorUnits(value.amount, value.currency);
  if (value instanceof ExportDateTime) return csvDateTime(value);
  return typeof value === 'string' ? csvSafeText(value) : value;
}

/** The reader went away: the rows stop being read. */
export class ExportAborted extends Error {}

/** Waits until `target` takes more, or fails when the output stream is closed before it does. */
function drained(target: Pick<Writable, 'once' | 'off'> | SheetSink, out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new ExportAborted());
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('close', gone);
      resolve();
    };
    const gone = () => {
      target.off('drain', done);
      reject(new ExportAborted());
    };
    target.once('drain', done);
    out.once('close', gone);
  });
}

/**
 * Rows of CSV turned into text at a time. One write per record would cost a trip through
 * the response's compression stream (and the thread pool) per row; a batch of rows is one
 * chunk of some 100 KB, and only one batch is held at a time.
 */
const CSV_ROWS_PER_CHUNK = 500;

async function writeCsv<Row>(out: Writable, opts: ExportOptions<Row>): Promise<void> {
  // Headers hold question titles, which organizers type: they are text like any other cell.
  const headers = opts.columns.map((c) => csvSafeText(c.header));
  const cast = { boolean: (v: boolean) => (v ? 'true' : 'false') };
  let pending: (string | number | boolean | null)[][] = [];
  let first = true;
  const flush = async () => {
    // The first chunk carries the byte order mark and the header row, even when there are no rows.
    const text = stringify(pending, { bom: first, header: first, columns: headers, cast });
    first = false;
    pending = [];
    if (!out.write(text)) await drained(out, out);
  };
  for await (const row of opts.rows) {
    pending.push(opts.columns.map((c) => csvCell(c.value(row))));
    if (pending.length >= CSV_ROWS_PER_CHUNK) await flush();
  }
  await flush();
  out.end();
}

/**
 * Where exceljs's streaming writer sends a sheet's XML: the sheet's buffer hands each full
 * 64 KB block to the zip's input stream without waiting for it, so when the zip is slower than
 * the rows (deflating them, or waiting for the client) the blocks queue up in memory, some
 * 100 MB for 100,000 orders. Reached through exceljs's internals (the sheet's `stream` and the
 * stream it is piped to, a readable-stream v2 PassThrough without `writableNeedDrain`);
 * undefined if they ever change shape, and then only the answer's stream holds the rows back.
 * exceljs offers no public way to this, so its version is pinned exactly in package.json and
 * export-file.test.ts fails if the sink is no longer found or no longer reports being behind.
 */
interface SheetSink {
  once(event: 'drain', listener: () => void): unknown;
  off(event: 'drain', listener: () => void): unknown;
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

export function sheetSink(sheet: ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>): SheetSink | undefined {
  const sink = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as SheetSink | undefined;
  return sink && typeof sink.once === 'function' && typeof sink.off === 'function' ? sink : undefined;
}

export const isBehind = (sink: SheetSink) => sink.writableNeedDrain ?? sink._writableState?.needDrain ?? false;

function xlsxCell(value: ExportValue): string | number | boolean | Date | null {
  if (value instanceof ExportMoney) return value.amount / 10 ** fractionDigits(value.currency);
  if (value instanceof ExportDateTime) return xlsxDateTime(value);
  return value;
}

function xlsxFormat(value: ExportValue): string | undefined {
  if (value instanceof ExportMoney) return currencyNumFmt(value.currency);
  if (value instanceof ExportDateTime || value instanceof Date) return XLSX_DATE_TIME_FORMAT;
  return undefined;
}

/** exceljs, loaded with the first XLSX file: importing it takes longer than the rest of the exports. */
const loadExcelJs = loadOnFirstUse(async () => (await import('exceljs')).default);

async function writeXlsx<Row>(out: Writable, opts: ExportOptions<Row>): Promise<void> {
  const { stream } = await loadExcelJs();
  // Styles carry the number formats of amounts and dates.
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(opts.filename.slice(0, 31) || 'Export');
  sheet.addRow(opts.columns.map((c) => c.header)).commit();
  for await (const row of opts.rows) {
    // An XLSX cell holding a string is a string cell, never a formula: the value is written as it is
    // (a quote in front would show, and turn "+49 30 …" into "'+49 30 …").
    const values = opts.columns.map((c) => c.value(row));
    const added = sheet.addRow(values.map(xlsxCell));
    values.forEach((value, index) => {
      const format = xlsxFormat(value);
      if (format) added.getCell(index + 1).numFmt = format;
    });
    added.commit();
    // Wait while the zip is behind with deflating, and while the client is behind with reading.
    const sink = sheetSink(sheet);
    if (sink && isBehind(sink)) await drained(sink, out);
    if (out.writableNeedDrain) await drained(out, out);
  }
  sheet.commit();
  await workbook.commit();
}

/** The file of `opts.rows`, written when the caller hands it a stream. */
export function exportFile<Row>(opts: ExportOptions<Row>): ExportFile {
  return {
    format: opts.format,
    filename: opts.filename,
    contentType: CONTENT_TYPES[opts.format],
    total: opts.total,
    prepare: async () => {
      if (opts.format === 'xlsx') await loadExcelJs();
    },
    write: (out) => (opts.format === 'xlsx' ? writeXlsx(out, opts) : writeCsv(out, opts)),
  };
}
