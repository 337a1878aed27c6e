import { Card, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { WaitingRoom } from '@stagedoor/contracts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fz={28} fw={700} component="dd" m={0}>
        {value}
      </Text>
    </Card>
  );
}

/** The live figures of the room, as the last refresh read them. */
export function WaitingRoomFigures({ room }: { room: WaitingRoom }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const p95 = room.p95_wait_seconds;
  // Under a minute in seconds, so that a short wait does not read as a minute.
  const wait = p95 === null ? '–' : p95 < 60 ? t`${number(Math.round(p95))} s` : t`${number(Math.ceil(p95 / 60))} min`;
  const state = room.open ? t`On: orders need an admission` : t`Off: orders need no admission`;
  const mode =
    room.opening === 'AUTOMATIC'
      ? room.auto_opened_at
        ? t`Switches itself on and off with the load; on since ${i18n.date(room.auto_opened_at, { timeStyle: 'medium' })}.`
        : t`Switches itself on and off with the load.`
      : t`On from the queue's opening.`;
  return (
    <div role="group" aria-label={t`Live figures`}>
      <Text fw={700} data-testid="room-state">
        {state}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {mode}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} m={0}>
        <Figure label={t`Queued`} value={number(room.queued)} />
        <Figure label={t`Admitted`} value={number(room.admitted)} />
        <Figure label={t`Admitted in the last minute`} value={number(room.admitted_per_minute)} />
        <Figure label={t`Wait (95th percentile)`} value={wait} />
        <Figure label={t`Orders arriving per minute`} value={number(room.arrivals_per_minute)} />
      </SimpleGrid>
    </div>
  );
}
