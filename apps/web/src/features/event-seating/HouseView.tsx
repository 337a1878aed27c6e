import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Event, EventSeating, SeatingLayout } from '@stagedoor/contracts';
import { IconPrinter } from '../../platform/ui/icons';
import { QueryState } from '../../platform/ui/QueryState';
import { pickerDatesQuery } from '../dates/api';
import { dateTitle } from '../dates/labels';
import { FormModal } from '../catalogue/shared/FormModal';
import { OrderDrawer } from '../orders/OrderDrawer';
import { eventSeatingQuery } from './api';
import { BlockSeatsForm } from './BlockSeatsForm';
import type { ColourBy } from './fills';
import { buildHouse, defaultDateId, moveTargets, selectionByState, seatState } from './house';
import { HouseLegend } from './HouseLegend';
import { HouseMap } from './HouseMap';
import { holderName } from './labels';
import { MoveSeatForm } from './MoveSeatForm';
import { SeatDetails } from './SeatDetails';
import { SeatList } from './SeatList';
import { SeatListExport } from './SeatListExport';
import { EMPTY_SELECTION, pickSeat, setSeats, type PickModifiers, type SeatSelection } from './selection';
import { SelectionActions } from './SelectionActions';
import classes from './SeatingPage.module.css';

/** The house on one date: the plan with every seat's state, the seat list, blocks and moves. */
export function HouseView({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const dates = useQuery(pickerDatesQuery(event.id));
  const [now] = useState(() => new Date().toISOString());
  const [chosen, setChosen] = useState<number | null>(null);
  const dateId = chosen ?? (dates.data ? defaultDateId(dates.data, now) : null);
  const seating = useQuery({ ...eventSeatingQuery(event.id, dateId), enabled: dateId !== null });
  const several = (dates.data?.length ?? 0) > 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {several && dates.data ? (
          <NativeSelect
            label={t`Date`}
            w={320}
            value={String(dateId ?? '')}
            onChange={(input) => setChosen(Number(input.currentTarget.value))}
            data={dates.data.map((date) => {
              const title = dateTitle(date, event.timezone, i18n.locale);
              return { value: String(date.id), label: date.status === 'CANCELLED' ? t`${title} (cancelled)` : title };
            })}
          />
        ) : (
          <span />
        )}
        {dateId !== null && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPrinter />}
              component={Link}
              to={`/manage/event/${event.id}/seating/print?date=${dateId}`}
              target="_blank"
              rel="noopener"
            >
              {t`Print seat list`}
            </Button>
            <SeatListExport eventId={event.id} dateId={dateId} />
          </Group>
        )}
      </Group>
      <QueryState query={dates}>
        {() =>
          dateId === null ? (
            <Text c="dimmed">{t`The event has no dates yet.`}</Text>
          ) : (
            <QueryState query={seating}>
              {(data) =>
                data.seating_plan && (
                  <HouseOfDate
                    key={dateId}
                    event={event}
                    dateId={dateId}
                    severalDates={several}
                    layout={data.seating_plan.layout}
                    seating={data}
                  />
                )
              }
            </QueryState>
          )
        }
      </QueryState>
    </Stack>
  );
}

interface HouseOfDateProps {
  event: Event;
  dateId: number;
  severalDates: boolean;
  layout: SeatingLayout;
  seating: EventSeating;
}

type Holder = NonNullable<NonNullable<EventSeating['seats']>[number]['attendee']>;

function HouseOfDate({ event, dateId, severalDates, layout, seating }: HouseOfDateProps) {
  const { t } = useLingui();
  const house = useMemo(() => buildHouse(layout, seating.seats, seating.standing), [layout, seating]);
  const planOrder = useMemo(() => house.seats.map((seat) => seat.id), [house]);
  const [selection, setSelection] = useState<SeatSelection>(EMPTY_SELECTION);
  const [moving, setMoving] = useState<{ fromIndex: number; attendee: { id: number; name: string } } | null>(null);
  const [moveTarget, setMoveTarget] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<'block' | 'release' | null>(null);
  const [order, setOrder] = useState<Holder | null>(null);
  const [colourBy, setColourBy] = useState<ColourBy>('state');
  const targets = useMemo(() => (moving ? moveTargets(house, moving.fromIndex) : null), [house, moving]);
  const targetSet = useMemo(() => new Set(targets ?? []), [targets]);
  const split = useMemo(() => selectionByState(house, selection.selected), [house, selection.selected]);
  const activeIndex = selection.active === null ? undefined : house.indexOf.get(selection.active);

  const pickOnMap = (index: number, modifiers: PickModifiers) => {
    const id = house.seats[index]!.id;
    if (moving) {
      if (targetSet.has(index)) setMoveTarget(id);
      return;
    }
    setSelection((value) => pickSeat(value, id, planOrder, modifiers));
  };
  const startMove = (index: number) => {
    const holder = house.claims.get(index)?.attendee;
    if (!holder || seatState(house, index) !== 'SOLD') return;
    setMoving({ fromIndex: index, attendee: { id: holder.attendee_id, name: holderName(holder) } });
    setMoveTarget(null);
  };
  const endMove = () => {
    setMoving(null);
    setMoveTarget(null);
  };
  const clear = () => setSelection(EMPTY_SELECTION);

  return (
    <Stack gap="md">
      <Group gap="md" align="center">
        <SegmentedControl
          aria-label={t`Colour seats by`}
          size="xs"
          value={colourBy}
          onChange={(value) => setColourBy(value as ColourBy)}
          data={[
            { value: 'state', label: t`State` },
            { value: 'category', label: t`Category` },
          ]}
        />
        <HouseLegend house={house} colourBy={colourBy} />
      </Group>
      <div className={classes.house}>
        <HouseMap
          house={house}
          selected={moving ? new Set(moveTarget ? [moveTarget] : []) : selection.selected}
          targets={targets}
          onPick={pickOnMap}
          onClear={moving ? endMove : clear}
          colourBy={colourBy}
        />
        <Stack gap="md">
          {moving ? (
            <MoveSeatForm
              eventId={event.id}
              house={house}
              attendee={moving.attendee}
              fromIndex={moving.fromIndex}
              target={moveTarget}
              onTarget={setMoveTarget}
              onDone={endMove}
            />
          ) : (
            <>
              {activeIndex !== undefined && <SeatDetails house={house} index={activeIndex} onOpenOrder={setOrder} onMove={startMove} />}
              {selection.selected.size > 0 && (
                <SelectionActions
                  split={split}
                  onBlock={() => setBlocking('block')}
                  onRelease={() => setBlocking('release')}
                  onClear={clear}
                />
              )}
            </>
          )}
        </Stack>
      </div>
      <SeatList
        house={house}
        selected={selection.selected}
        active={selection.active}
        onPick={(id, listOrder, modifiers) => setSelection((value) => pickSeat(value, id, listOrder, modifiers))}
        onSetSeats={(ids, on) => setSelection((value) => setSeats(value, ids, on))}
        onShow={(id) => setSelection((value) => ({ ...value, active: id }))}
      />
      <FormModal
        opened={blocking !== null}
        onClose={() => setBlocking(null)}
        title={blocking === 'release' ? t`Release blocked seats` : t`Block seats`}
      >
        {blocking && (
          <BlockSeatsForm
            eventId={event.id}
            dateId={dateId}
            severalDates={severalDates}
            mode={blocking}
            seatIds={blocking === 'block' ? split.AVAILABLE : split.BLOCKED}
            onDone={() => setBlocking(null)}
          />
        )}
      </FormModal>
      <OrderDrawer
        eventId={event.id}
        timezone={event.timezone}
        orderId={order?.order_id ?? null}
        reference={order?.order_short_id ?? ''}
        onClose={() => setOrder(null)}
      />
    </Stack>
  );
}
