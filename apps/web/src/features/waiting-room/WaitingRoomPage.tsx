import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { WaitingRoom } from '@stagedoor/contracts';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { useEvent } from '../event-area/use-event';
import { useSaveWaitingRoom, waitingRoomQuery } from './api';
import { pauseBody } from './room-form';
import { WaitingRoomFigures } from './WaitingRoomFigures';
import { WaitingRoomForm } from './WaitingRoomForm';

function PauseControl({ eventId, room }: { eventId: number; room: WaitingRoom }) {
  const { t } = useLingui();
  const save = useSaveWaitingRoom(eventId);
  const toggle = () =>
    save.mutate(pauseBody(room, !room.paused), {
      onSuccess: (saved) => notifySuccess(saved.paused ? t`Admissions paused` : t`Admissions resumed`),
      onError: notifyError,
    });
  return (
    <Group justify="space-between" align="center">
      <Text role="status">
        {room.paused
          ? t`Admissions are paused. Buyers can still join and keep their places.`
          : room.admission_rate_per_minute === null
            ? t`Admitting ${room.effective_rate_per_minute} buyers per minute, a rate that follows what the server sustains.`
            : t`Admitting ${room.effective_rate_per_minute} buyers per minute.`}
      </Text>
      <Button variant={room.paused ? 'filled' : 'default'} onClick={toggle} loading={save.isPending} disabled={!room.enabled}>
        {room.paused ? t`Resume admissions` : t`Pause admissions`}
      </Button>
    </Group>
  );
}

/** `/manage/event/:eventId/waiting-room`: the on-sale queue's settings and its live figures. */
export function WaitingRoomPage() {
  const { t } = useLingui();
  const event = useEvent();
  const room = useQuery(waitingRoomQuery(event.id));

  return (
    <>
      <PageHeader
        title={t`Waiting room`}
        description={t`Let buyers in at a steady rate when an on-sale brings more of them than the server serves at once.`}
      />
      <QueryState query={room}>
        {(data) => (
          <Stack gap="xl">
            <Stack gap="md" component="section" aria-labelledby="waiting-room-figures">
              <Title order={2} size="h3" id="waiting-room-figures">{t`Now`}</Title>
              {!data.enabled && <Alert color="gray">{t`The waiting room is off: buyers order without queueing.`}</Alert>}
              <WaitingRoomFigures room={data} />
              <PauseControl eventId={event.id} room={data} />
            </Stack>
            <Stack gap="md" component="section" aria-labelledby="waiting-room-settings">
              <Title order={2} size="h3" id="waiting-room-settings">{t`Settings`}</Title>
              <WaitingRoomForm event={event} room={data} />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
