import { Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { ListTable, RowActions } from '../catalogue/shared/ListTable';
import type { EventDate } from './api';
import { DateActions, type DateHandlers } from './DateActions';
import { DateStatus } from './DateStatus';
import { dateTitle } from './labels';
import { formatEventDates } from '../../platform/dates';

/** One page of dates: when, label, status, capacity, sold and available. */
export function DatesTable({ event, dates, handlers }: { event: Event; dates: EventDate[]; handlers: DateHandlers }) {
  const { t, i18n } = useLingui();
  const zone = event.timezone;
  return (
    <ListTable
      minWidth={760}
      columns={
        <>
          <Table.Th>{t`Date`}</Table.Th>
          <Table.Th>{t`Label`}</Table.Th>
          <Table.Th>{t`Status`}</Table.Th>
          <Table.Th ta="right">{t`Capacity`}</Table.Th>
          <Table.Th ta="right">{t`Sold`}</Table.Th>
          <Table.Th ta="right">{t`Available`}</Table.Th>
        </>
      }
    >
      {dates.map((date) => {
        const left = date.available;
        return (
          <Table.Tr key={date.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {formatEventDates({ start_date: date.start_date, end_date: date.end_date, timezone: zone }, i18n.locale)}
              </Text>
            </Table.Td>
            <Table.Td>
              {date.label ?? (
                <Text c="dimmed" size="sm">
                  —
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <DateStatus date={date} />
            </Table.Td>
            <Table.Td ta="right">{date.capacity === null ? t`No limit` : i18n.number(date.capacity)}</Table.Td>
            <Table.Td ta="right">{i18n.number(date.sold_count)}</Table.Td>
            <Table.Td ta="right">{left === null ? '—' : i18n.number(left)}</Table.Td>
            <RowActions>
              <DateActions date={date} name={dateTitle(date, zone, i18n.locale)} handlers={handlers} />
            </RowActions>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
