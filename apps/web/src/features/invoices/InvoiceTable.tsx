import { Button, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '@stagedoor/contracts';
import { formatMoney } from '../catalogue/shared/money';
import { notifyError } from '../../platform/ui/notify';
import { downloadInvoicePdf } from './api';

/** Invoices and credit notes with their PDF; credit notes show their negative totals. */
export function InvoiceTable({ invoices, caption }: { invoices: Invoice[]; caption: string }) {
  const { t, i18n } = useLingui();
  const kindLabel = (kind: Invoice['kind']) => (kind === 'INVOICE' ? t`Invoice` : t`Credit note`);
  const numberOf = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Number`}</Table.Th>
            <Table.Th>{t`Kind`}</Table.Th>
            <Table.Th>{t`Issued`}</Table.Th>
            <Table.Th ta="right">{t`Total`}</Table.Th>
            <Table.Th>{t`PDF`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{invoice.number}</Table.Td>
              <Table.Td>
                {kindLabel(invoice.kind)}
                {invoice.refers_to && numberOf.get(invoice.refers_to) && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t`for ${numberOf.get(invoice.refers_to)}`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{i18n.date(invoice.issued_at, { dateStyle: 'medium' })}</Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.total_gross, invoice.currency, i18n.locale)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t`Download ${invoice.number} as PDF`}
                  onClick={() => void downloadInvoicePdf(invoice.id, `${invoice.number}.pdf`).catch(notifyError)}
                >
                  {t`Download`}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
