import { Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event, PromoCode, Ticket } from '@stagedoor/contracts';
import { ticketTitles } from '../shared/TicketMultiSelect';
import { promoCodeLink } from './api';
import { copyLabel, describeDiscount, describeUsage } from './labels';
import { CopyLinkButton } from '../shared/CopyLinkButton';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { ListTable, RowActions } from '../shared/ListTable';

interface PromoCodesTableProps {
  event: Event;
  tickets: Ticket[];
  codes: PromoCode[];
  onEdit: (code: PromoCode) => void;
  onDelete: (code: PromoCode) => void;
}

export function PromoCodesTable({ event, tickets, codes, onEdit, onDelete }: PromoCodesTableProps) {
  const { t, i18n } = useLingui();
  const appliesTo = (code: PromoCode) =>
    code.applicable_ticket_ids.length === 0 ? t`All tickets` : ticketTitles(tickets, code.applicable_ticket_ids).join(', ');

  return (
    <ListTable
      minWidth={680}
      columns={
        <>
          <Table.Th>{t`Code`}</Table.Th>
          <Table.Th>{t`Discount`}</Table.Th>
          <Table.Th>{t`Applies to`}</Table.Th>
          <Table.Th>{t`Expires`}</Table.Th>
          <Table.Th>{t`Used`}</Table.Th>
        </>
      }
    >
      {codes.map((code) => {
        const expired = code.expiry_date !== null && new Date(code.expiry_date) < new Date();
        return (
          <Table.Tr key={code.id}>
            <Table.Td>
              <Text fw={600} ff="monospace">
                {code.code}
              </Text>
            </Table.Td>
            <Table.Td>{describeDiscount(code, event.currency, i18n.locale)}</Table.Td>
            <Table.Td maw={260}>
              <Text size="sm" lineClamp={2}>
                {appliesTo(code)}
              </Text>
            </Table.Td>
            <Table.Td>
              {code.expiry_date ? (
                <Text size="sm" c={expired ? 'red' : undefined}>
                  {i18n.date(code.expiry_date, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timezone })}
                  {expired && ` · ${t`Expired`}`}
                </Text>
              ) : (
                t`Never`
              )}
            </Table.Td>
            <Table.Td>{describeUsage(code)}</Table.Td>
            <RowActions>
              <CopyLinkButton value={promoCodeLink(event, code.code)} label={copyLabel(code.code)} />
              <EditDeleteButtons name={code.code} onEdit={() => onEdit(code)} onDelete={() => onDelete(code)} />
            </RowActions>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
