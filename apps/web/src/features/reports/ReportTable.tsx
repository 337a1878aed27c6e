import { Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatMinor } from '../event-area/dashboard/money';
import type { ReportColumn } from './columns';

type Row = Record<string, unknown>;

interface ReportTableProps {
  caption: string;
  columns: ReportColumn[];
  rows: readonly Row[];
  /** One totals row, or one per currency (and type, for taxes and fees). */
  totals: Row | readonly Row[];
  /** The event's currency; rows and totals naming their own win. */
  currency?: string;
  timezone?: string;
}

/** A report's rows with its totals in the table's footer; amounts in the currency's major unit. */
export function ReportTable({ caption, columns, rows, totals, currency, timezone }: ReportTableProps) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const cell = (row: Row, column: ReportColumn) => {
    const value = row[column.field];
    if (value === null || value === undefined) return column.kind === 'text' ? '—' : '';
    if (column.kind === 'money') return formatMinor(Number(value), String(row.currency ?? currency ?? 'EUR'), i18n.locale);
    if (column.kind === 'count') return count.format(Number(value));
    if (column.kind === 'rate')
      return row.calculation_type === 'PERCENTAGE'
        ? `${count.format(Number(value))} %`
        : formatMinor(Number(value), String(row.currency ?? currency), i18n.locale);
    if (column.field === 'start_date' && typeof value === 'string')
      return (
        new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(new Date(value)) +
        (row.label ? ` (${String(row.label)})` : '')
      );
    return String(value);
  };
  const totalRows = Array.isArray(totals) ? totals : [totals];
  const totalLabel = (total: Row) =>
    [
      t`Total`,
      typeof total.type === 'string' ? (total.type === 'TAX' ? t`taxes` : t`fees`) : null,
      typeof total.currency === 'string' && Array.isArray(totals) ? total.currency : null,
    ]
      .filter(Boolean)
      .join(' ');

  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t`Nothing to report for these days.`}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.field} scope="col" ta={column.kind === 'text' ? 'start' : 'end'}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no common id; their order is the report's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows never move
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.field} ta={column.kind === 'text' ? 'start' : 'end'}>
                  {cell(row, column)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totalRows.map((total) => (
            <Table.Tr key={`${String(total.currency ?? '')}-${String(total.type ?? '')}`} fw={700}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.field} scope="row">
                    {totalLabel(total)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.field} ta={column.kind === 'text' ? 'start' : 'end'}>
                    {column.field in total ? cell(total, column) : ''}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
