import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMinus, IconPlus } from '../../platform/ui/icons';
import { neighbourSeat, seatRadius, seatState, STATE_CODE, type Direction, type House } from './house';
import { categoryFills, stateFills, type ColourBy } from './fills';
import { holderName, seatName, seatStateLabel } from './labels';
import { SeatMap } from './SeatMap';
import type { PickModifiers } from './selection';
import classes from './SeatingPage.module.css';

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

interface HouseMapProps {
  house: House;
  selected: ReadonlySet<string>;
  /** Seats an attendee can move to, while a move is being chosen. */
  targets: readonly number[] | null;
  onPick: (index: number, modifiers: PickModifiers) => void;
  onClear: () => void;
  colourBy: ColourBy;
}

/** The plan of one date, seats coloured by state; mouse and keyboard both pick seats. */
export function HouseMap({ house, selected, targets, onPick, onClear, colourBy }: HouseMapProps) {
  const { t } = useLingui();
  const instructions = useId();
  const [cursor, setCursor] = useState<number | null>(null);
  const [zoom, setZoom] = useState(1);
  const radius = useMemo(() => seatRadius(house.seats), [house.seats]);
  const fills = useMemo(() => (colourBy === 'category' ? categoryFills(house) : stateFills(house)), [house, colourBy]);
  const crossed = useMemo(
    () => house.seats.filter((seat) => house.states[seat.index] === STATE_CODE.BLOCKED).map((seat) => seat.index),
    [house],
  );
  const selectedIndexes = useMemo(
    () => [...selected].map((id) => house.indexOf.get(id)).filter((index): index is number => index !== undefined),
    [house, selected],
  );
  const standing = useMemo(() => new Map(house.standing.map((area) => [area.id, area])), [house]);

  const describe = (index: number) => {
    const seat = house.seats[index]!;
    const holder = house.claims.get(index)?.attendee;
    const state = seatStateLabel(seatState(house, index));
    const name = seatName(seat);
    return holder ? t`${name}: ${state}, ${holderName(holder)}` : t`${name}: ${state}`;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (house.seats.length === 0) return;
    const direction = KEY_DIRECTIONS[event.key];
    const at = cursor ?? 0;
    if (direction) {
      event.preventDefault();
      setCursor(cursor === null ? 0 : neighbourSeat(house.seats, at, direction));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setCursor(at);
      onPick(at, event.key === ' ' ? { toggle: !event.shiftKey, range: event.shiftKey } : {});
    } else if (event.key === 'Escape') {
      onClear();
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text id={instructions} size="xs" c="dimmed">
          {t`Click a seat to see who sits there. Shift-click picks a range, Ctrl- or Cmd-click adds a seat. With the keyboard: arrow keys move, Enter picks, Space adds, Shift+Space picks a range, Escape clears.`}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={t`Zoom out`}
            disabled={zoom <= 1}
            onClick={() => setZoom((value) => Math.max(1, value / 1.5))}
          >
            <IconMinus />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t`Zoom in`}
            disabled={zoom >= 8}
            onClick={() => setZoom((value) => Math.min(8, value * 1.5))}
          >
            <IconPlus />
          </ActionIcon>
        </Group>
      </Group>
      <Box
        className={classes.mapFrame}
        role="application"
        aria-label={t`Seating plan`}
        aria-describedby={instructions}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => setCursor((value) => value ?? (house.seats.length > 0 ? 0 : null))}
      >
        <SeatMap
          layout={house.layout}
          seats={house.seats}
          radius={radius}
          fills={fills}
          crossed={crossed}
          selected={selectedIndexes}
          cursor={cursor}
          highlighted={targets}
          zoom={zoom}
          areaText={(id) => {
            const area = standing.get(id);
            return area ? t`${area.taken} of ${area.capacity} taken` : '';
          }}
          onSeatClick={(index, event) => {
            setCursor(index);
            onPick(index, { range: event.shiftKey, toggle: event.ctrlKey || event.metaKey });
          }}
        />
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {cursor !== null && house.seats[cursor] ? describe(cursor) : ''}
      </VisuallyHidden>
    </Stack>
  );
}
