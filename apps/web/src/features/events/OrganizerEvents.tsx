import { Button, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { NotFoundState } from '../errors/NotFoundState';
import { IconPlus } from '../../platform/ui/icons';
import { CreateEventModal } from './CreateEventModal';
import { EventsList } from './EventsList';
import { isEventsTab } from './events-list-params';

/** The events section of `/manage/organizer/:organizerId/events?/:eventsState?`. */
export function OrganizerEvents({ organizerId }: { organizerId: string }) {
  const { eventsState } = useParams();
  const [creating, create] = useDisclosure(false);
  if (eventsState !== undefined && !isEventsTab(eventsState)) return <NotFoundState />;

  return (
    <section aria-labelledby="organizer-events-heading">
      <Group justify="space-between" mt="xl" mb="md">
        <Title order={2} size="h3" id="organizer-events-heading">
          <Trans>Events</Trans>
        </Title>
        <Button leftSection={<IconPlus />} onClick={create.open}>
          <Trans>Create event</Trans>
        </Button>
      </Group>
      <EventsList
        organizerId={organizerId}
        basePath={`/manage/organizer/${organizerId}/events`}
        tab={isEventsTab(eventsState) ? eventsState : 'upcoming'}
        onCreate={create.open}
        headingOrder={3}
      />
      <CreateEventModal opened={creating} onClose={create.close} organizerId={organizerId} />
    </section>
  );
}
