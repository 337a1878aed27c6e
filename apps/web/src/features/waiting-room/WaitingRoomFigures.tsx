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
  const wait = room.p95_wait_seconds === null ? '–' : t`${number(Math.ceil(room.p95_wait_seconds / 60))} min`;
  return (
    <div role="group" aria-label={t`Live figures`}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} m={0}>
        <Figure label={t`Queued`} value={number(room.queued)} />
        <Figure label={t`Admitted`} value={number(room.admitted)} />
        <Figure label={t`Admitted in the last minute`} value={number(room.admitted_per_minute)} />
        <Figure label={t`Wait (95th percentile)`} value={wait} />
      </SimpleGrid>
    </div>
  );
}
