import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundState } from '../errors/NotFoundState';
import { IconPlus } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { organizersQuery } from '../organizers/api';
import { CreateEventModal } from './CreateEventModal';
import { EventsList } from './EventsList';
import { NoOrganizerState } from './EventsEmptyState';
import { isEventsTab } from './events-list-params';

/** `/manage/events/:eventsState?`: every event of the account, by tab. */
export function EventsPage() {
  const { t } = useLingui();
  const { eventsState } = useParams();
  const organizers = useQuery(organizersQuery());
  const [creating, create] = useDisclosure(false);

  if (eventsState !== undefined && !isEventsTab(eventsState)) return <NotFoundState />;
  const hasOrganizers = (organizers.data?.data.length ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t`Events`}
        description={t`Everything you are running, has run or will run.`}
        actions={
          hasOrganizers && (
            <Button leftSection={<IconPlus />} onClick={create.open}>
              <Trans>Create event</Trans>
            </Button>
          )
        }
      />
      <QueryState query={organizers}>
        {({ data }) =>
          data.length === 0 ? (
            <NoOrganizerState />
          ) : (
            <EventsList
              basePath="/manage/events"
              tab={isEventsTab(eventsState) ? eventsState : 'upcoming'}
              onCreate={create.open}
              headingOrder={2}
            />
          )
        }
      </QueryState>
      <CreateEventModal opened={creating} onClose={create.close} />
    </>
  );
}
