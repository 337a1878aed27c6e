import { Badge, Button, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SeatStateRow } from '@stagedoor/contracts';
import { Detail } from '../../platform/ui/Detail';
import { seatState, type House } from './house';
import { holderName, SEAT_STATE_BADGES, seatName, seatStateLabel } from './labels';

interface SeatDetailsProps {
  house: House;
  index: number;
  onOpenOrder: (holder: NonNullable<SeatStateRow['attendee']>) => void;
  onMove: (index: number) => void;
}

/** The picked seat: where it is, its category and state, and who sits there. */
export function SeatDetails({ house, index, onOpenOrder, onMove }: SeatDetailsProps) {
  const { t } = useLingui();
  const seat = house.seats[index]!;
  const state = seatState(house, index);
  const claim = house.claims.get(index);
  const holder = claim?.attendee ?? null;
  const category = house.categories.get(seat.category);
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="seat-details-title" component="section">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id="seat-details-title">
            {seatName(seat)}
          </Title>
          <Badge color={SEAT_STATE_BADGES[state]} variant="light">
            {seatStateLabel(state)}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Detail label={t`Category`}>
            <Group gap={6} wrap="nowrap">
              {category && <ColorSwatch color={category.color} size={12} aria-hidden="true" />}
              {category?.name ?? seat.category}
            </Group>
          </Detail>
          {seat.accessible && (
            <Detail label={t`Accessibility`}>{seat.accessible === 'WHEELCHAIR' ? t`Wheelchair space` : t`Companion seat`}</Detail>
          )}
          {holder && <Detail label={t`Attendee`}>{holderName(holder)}</Detail>}
          {holder && <Detail label={t`Order`}>{holder.order_short_id}</Detail>}
          {state === 'BLOCKED' && <Detail label={t`Reason`}>{claim?.reason || t`No reason given`}</Detail>}
        </SimpleGrid>
        {holder && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => onOpenOrder(holder)}>
              <Trans>Open order {holder.order_short_id}</Trans>
            </Button>
            {state === 'SOLD' && (
              <Button size="xs" onClick={() => onMove(index)}>
                <Trans>Move</Trans>
              </Button>
            )}
          </Group>
        )}
        {state === 'AVAILABLE' && (
          <Text size="sm" c="dimmed">
            <Trans>Nobody sits here on this date.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
