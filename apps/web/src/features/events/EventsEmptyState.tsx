import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuilding, IconCalendar, IconPlus } from '../../platform/ui/icons';
import type { EventsTab } from './events-list-params';

interface EventsEmptyStateProps {
  tab: EventsTab;
  headingOrder: 2 | 3;
  query: string;
  onCreate: () => void;
}

/** What an empty tab says, and the way forward: create an event. */
export function EventsEmptyState({ tab, query, onCreate, headingOrder }: EventsEmptyStateProps) {
  const { t } = useLingui();
  const titles: Record<EventsTab, string> = {
    upcoming: t`No upcoming events`,
    ongoing: t`No events are happening right now`,
    ended: t`No ended events`,
    archived: t`No archived events`,
  };
  const title = query ? t`No events match “${query}”` : titles[tab];
  const description = query
    ? t`Try another search, or look in the other tabs.`
    : tab === 'archived'
      ? t`Events you archive are kept here, out of the way.`
      : t`Create an event, add tickets and go live when you are ready.`;

  return (
    <EmptyState variant="light" icon={<IconCalendar size={28} />} py={48}>
      <EmptyState.Title order={headingOrder}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
      {!query && (
        <EmptyState.Actions>
          <Button leftSection={<IconPlus />} onClick={onCreate}>
            <Trans>Create event</Trans>
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** Before the first event comes the organizer that runs it. */
export function NoOrganizerState() {
  const { t } = useLingui();
  return (
    <EmptyState variant="light" icon={<IconBuilding size={28} />} py={48}>
      <EmptyState.Title order={2}>{t`Create your first organizer`}</EmptyState.Title>
      <EmptyState.Description>
        {t`Every event belongs to an organizer: the name buyers see on event pages and tickets.`}
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/welcome" leftSection={<IconPlus />}>
          <Trans>Get started</Trans>
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
