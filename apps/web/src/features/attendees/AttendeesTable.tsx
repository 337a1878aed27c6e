import type { ReactNode } from 'react';
import { Badge, Card, Checkbox, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Attendee } from '@stagedoor/contracts';
import { IconChevronDown } from '../../platform/ui/icons';
import type { AttendeeAction, AttendeeSortField } from './api';
import { seatText } from '../public/shared/seat';
import { AttendeeActions } from './AttendeeActions';
import { attendeeName, attendeeStatusColor, attendeeStatusLabel } from './labels';

interface AttendeesTableProps {
  attendees: Attendee[];
  timezone: string;
  sort: { by: AttendeeSortField; direction: 'asc' | 'desc' };
  onSort(by: AttendeeSortField): void;
  selected: Set<string>;
  onSelect(shortIds: string[], on: boolean): void;
  busyId: number | null;
  onAction(attendee: Attendee, action: AttendeeAction): void;
  onEdit(attendee: Attendee): void;
  onPrint(attendee: Attendee): void;
  onChangeSeat?(attendee: Attendee): void;
}

function SortableTh({
  field,
  sort,
  onSort,
  children,
}: {
  field: AttendeeSortField;
  sort: AttendeesTableProps['sort'];
  onSort(by: AttendeeSortField): void;
  children: ReactNode;
}) {
  const active = sort.by === field;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          {active && (
            <IconChevronDown size={14} style={{ transform: sort.direction === 'asc' ? 'rotate(180deg)' : undefined }} aria-hidden />
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function AttendeesTable(props: AttendeesTableProps) {
  const { attendees, timezone, sort, onSort, selected, onSelect } = props;
  const { t, i18n } = useLingui();
  const printable = attendees.filter((a) => a.status !== 'AWAITING_PAYMENT');
  const allSelected = printable.length > 0 && printable.every((a) => selected.has(a.short_id));
  const someSelected = printable.some((a) => selected.has(a.short_id));

  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover mod="sticky-actions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t`Select all attendees on this page`}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(event) =>
                    onSelect(
                      printable.map((a) => a.short_id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <SortableTh field="last_name" sort={sort} onSort={onSort}>{t`Name`}</SortableTh>
              <SortableTh field="email" sort={sort} onSort={onSort}>{t`Email`}</SortableTh>
              <Table.Th>{t`Ticket`}</Table.Th>
              <Table.Th>{t`Order`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Checked in`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attendees.map((attendee) => {
              const name = attendeeName(attendee);
              return (
                <Table.Tr key={attendee.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`Select ${name}`}
                      disabled={attendee.status === 'AWAITING_PAYMENT'}
                      checked={selected.has(attendee.short_id)}
                      onChange={(event) => onSelect([attendee.short_id], event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {name || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{attendee.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {attendee.price_label ? `${attendee.ticket_title} (${attendee.price_label})` : attendee.ticket_title}
                    </Text>
                    {attendee.seat && (
                      <Text size="xs" c="dimmed">
                        {seatText(attendee.seat)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {attendee.order_public_reference}
                      </Text>
                      {attendee.is_manually_created && (
                        <Badge size="xs" variant="light" color="gray">
                          {t`Manual`}
                        </Badge>
                      )}
                      {attendee.is_test && (
                        <Badge size="xs" variant="light" color="yellow">
                          {t`Test`}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={attendeeStatusColor(attendee.status)}>
                      {attendeeStatusLabel(attendee.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {attendee.checked_in_at
                        ? i18n.date(attendee.checked_in_at, { dateStyle: 'short', timeStyle: 'short', timeZone: timezone })
                        : t`No`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <AttendeeActions
                        attendee={attendee}
                        busy={props.busyId === attendee.id}
                        onAction={props.onAction}
                        onEdit={props.onEdit}
                        onPrint={props.onPrint}
                        onChangeSeat={props.onChangeSeat}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
