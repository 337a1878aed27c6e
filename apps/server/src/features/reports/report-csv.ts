import type { EventReport, OrganizerReport } from '@stagedoor/contracts';
import { exportFile, moneyCell, type ExportColumn, type ExportFile, type ExportValue } from '../../platform/exports/index.js';

/** Fields of the rows holding money (minor units in JSON, major units in the file). */
const MONEY_FIELDS = new Set(['gross', 'refunded', 'net', 'discount']);

type ReportRow = Record<string, unknown>;

async function* listed<T>(rows: readonly T[]): AsyncIterable<T> {
  yield* rows;
}

/**
 * A report's rows as CSV: one column per field of its rows, under the field's name as in the JSON, amounts in
 * major units with the currency named in a `currency` column (an event's, or the row's own over an organizer).
 */
export function reportCsv(report: EventReport | OrganizerReport, filename: string): ExportFile {
  const rows = report.rows as readonly ReportRow[];
  const fallbackCurrency = 'currency' in report ? report.currency : 'XXX';
  const currencyOf = (row: ReportRow) => (typeof row.currency === 'string' ? row.currency : fallbackCurrency);
  const fields = Object.keys(rows[0] ?? {}).filter((field) => field !== 'currency');
  const hasMoney = fields.some((field) => MONEY_FIELDS.has(field));
  const columns: ExportColumn<ReportRow>[] = fields.map((field) => ({
    header: field,
    value: (row) => (MONEY_FIELDS.has(field) ? moneyCell(row[field] as number, currencyOf(row)) : (row[field] as ExportValue)),
  }));
  if (hasMoney) columns.push({ header: 'currency', value: currencyOf });
  return exportFile({ format: 'csv', filename, total: rows.length, columns, rows: listed(rows) });
}
