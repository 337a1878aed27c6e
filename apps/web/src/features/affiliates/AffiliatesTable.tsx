import { Badge, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Affiliate, Event } from '@stagedoor/contracts';
import { formatMoney } from '../catalogue/shared/money';
import { CopyLinkButton } from '../catalogue/shared/CopyLinkButton';
import { EditDeleteButtons } from '../catalogue/shared/EditDeleteButtons';
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
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" mod="sticky-actions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th>{t`Code`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th ta="right">{t`Orders`}</Table.Th>
              <Table.Th ta="right">{t`Tickets`}</Table.Th>
              <Table.Th ta="right">{t`Gross sales`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <CopyLinkButton value={affiliateLink(event, affiliate.code)} label={copyLinkLabel(affiliate.code)} />
                    <EditDeleteButtons name={affiliate.name} onEdit={() => onEdit(affiliate)} onDelete={() => onDelete(affiliate)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
