import { useMemo, useState, type MouseEvent } from 'react';
import { Badge, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Plural, useLingui } from '@lingui/react/macro';
import { SEAT_STATES, type SeatState } from '@stagedoor/contracts';
import { ListPagination } from '../../platform/ui/ListPagination';
import { filterSeats, seatState, type House } from './house';
import { holderName, SEAT_STATE_BADGES, seatName, seatStateLabel } from './labels';
import type { PickModifiers } from './selection';

const PAGE_SIZE = 50;

interface SeatListProps {
  house: House;
  selected: ReadonlySet<string>;
  active: string | null;
  onPick: (id: string, order: readonly string[], modifiers: PickModifiers) => void;
  onSetSeats: (ids: readonly string[], on: boolean) => void;
  onShow: (id: string) => void;
}

/** Every seat of the date as a table: the map's alternative for the keyboard and screen readers, and its search. */
export function SeatList({ house, selected, active, onPick, onSetSeats, onShow }: SeatListProps) {
  const { t } = useLingui();
  const [state, setState] = useState<SeatState | null>(null);
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 200);
  const [page, setPage] = useState(1);
  const shown = useMemo(() => filterSeats(house, { state, text }), [house, state, text]);
  const order = useMemo(() => shown.map((index) => house.seats[index]!.id), [house, shown]);
  const lastPage = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const pageIds = rows.map((index) => house.seats[index]!.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t`Find a seat`}
          description={t`Section, row, seat or attendee`}
          w={280}
          value={search}
          onChange={(input) => {
            setSearch(input.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label={t`State`}
          data={[{ value: '', label: t`All seats` }, ...SEAT_STATES.map((value) => ({ value, label: seatStateLabel(value) }))]}
          value={state ?? ''}
          onChange={(input) => {
            setState((input.currentTarget.value || null) as SeatState | null);
            setPage(1);
          }}
        />
        <Button variant="default" disabled={order.length === 0} onClick={() => onSetSeats(order, true)}>
          <Plural value={order.length} one="Select the # seat found" other="Select all # seats found" />
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover captionSide="top">
          <Table.Caption>
            <Plural value={shown.length} one="# seat" other="# seats" />
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t`Select the seats on this page`}
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={() => onSetSeats(pageIds, !allOnPage)}
                />
              </Table.Th>
              <Table.Th>{t`Section`}</Table.Th>
              <Table.Th>{t`Row`}</Table.Th>
              <Table.Th>{t`Seat`}</Table.Th>
              <Table.Th>{t`State`}</Table.Th>
              <Table.Th>{t`Attendee`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Details`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((index) => {
              const seat = house.seats[index]!;
              const rowState = seatState(house, index);
              const holder = house.claims.get(index)?.attendee;
              const name = seatName(seat);
              return (
                <Table.Tr key={seat.id} aria-current={active === seat.id ? 'true' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`Select ${name}`}
                      checked={selected.has(seat.id)}
                      onChange={() => undefined}
                      onClick={(event: MouseEvent) => onPick(seat.id, order, { toggle: true, range: event.shiftKey })}
                    />
                  </Table.Td>
                  <Table.Td>{seat.section}</Table.Td>
                  <Table.Td>{seat.row}</Table.Td>
                  <Table.Td>{seat.label}</Table.Td>
                  <Table.Td>
                    <Badge color={SEAT_STATE_BADGES[rowState]} variant="light">
                      {seatStateLabel(rowState)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{holder ? holderName(holder) : ''}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" onClick={() => onShow(seat.id)} aria-label={t`Show ${name}`}>
                      {t`Show`}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {t`No seat matches.`}
        </Text>
      )}
      {lastPage > 1 && <ListPagination total={lastPage} value={current} onChange={setPage} />}
    </Stack>
  );
}
