import { Badge, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Affiliate, Event } from '@stagedoor/contracts';
import { formatMoney } from '../catalogue/shared/money';
import { CopyLinkButton } from '../catalogue/shared/CopyLinkButton';
import { EditDeleteButtons } from '../catalogue/shared/EditDeleteButtons';
import { ListTable, RowActions } from '../catalogue/shared/ListTable';
import { affiliateLink } from './api';
import { copyLinkLabel, statusLabels } from './labels';

interface AffiliatesTableProps {
  event: Event;
  affiliates: Affiliate[];
  onEdit: (affiliate: Affiliate) => void;
  onDelete: (affiliate: Affiliate) => void;
}

export function AffiliatesTable({ event, affiliates, onEdit, onDelete }: AffiliatesTableProps) {
  const { t, i18n } = useLingui();
  const labels = statusLabels();
  return (
    <ListTable
      minWidth={760}
      columns={
        <>
          <Table.Th>{t`Name`}</Table.Th>
          <Table.Th>{t`Code`}</Table.Th>
          <Table.Th>{t`Status`}</Table.Th>
          <Table.Th ta="right">{t`Orders`}</Table.Th>
          <Table.Th ta="right">{t`Tickets`}</Table.Th>
          <Table.Th ta="right">{t`Gross sales`}</Table.Th>
        </>
      }
    >
      {affiliates.map((affiliate) => (
        <Table.Tr key={affiliate.id} data-testid={`affiliate-${affiliate.code}`}>
          <Table.Td>
            <Text fw={600}>{affiliate.name}</Text>
            {affiliate.email && (
              <Text size="xs" c="dimmed">
                {affiliate.email}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text ff="monospace">{affiliate.code}</Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={affiliate.status === 'ACTIVE' ? 'teal' : 'gray'}>
              {labels[affiliate.status]}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{i18n.number(affiliate.sales_count)}</Table.Td>
          <Table.Td ta="right">{i18n.number(affiliate.tickets_count)}</Table.Td>
          <Table.Td ta="right">{formatMoney(affiliate.sales_gross, event.currency, i18n.locale)}</Table.Td>
          <RowActions>
            <CopyLinkButton value={affiliateLink(event, affiliate.code)} label={copyLinkLabel(affiliate.code)} />
            <EditDeleteButtons name={affiliate.name} onEdit={() => onEdit(affiliate)} onDelete={() => onDelete(affiliate)} />
          </RowActions>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
