import { Badge, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { EventLifecycle, EventStatus } from '@stagedoor/contracts';

/** Filled badges use dark shades so their white text keeps a 4.5:1 contrast. */
const STATUS_COLORS: Record<EventStatus, string> = { DRAFT: 'gray.7', LIVE: 'teal', ARCHIVED: 'dark.5' };
const LIFECYCLE_COLORS: Record<Exclude<EventLifecycle, 'ARCHIVED'>, string> = {
  UPCOMING: 'blue',
  ONGOING: 'teal',
  ENDED: 'gray',
};

export function useEventStatusLabels() {
  const { t } = useLingui();
  const status: Record<EventStatus, string> = { DRAFT: t`Draft`, LIVE: t`Live`, ARCHIVED: t`Archived` };
  const lifecycle: Record<EventLifecycle, string> = {
    UPCOMING: t`Upcoming`,
    ONGOING: t`Ongoing`,
    ENDED: t`Ended`,
    ARCHIVED: t`Archived`,
  };
  return { status, lifecycle };
}

/** Status (draft, live, archived) and, unless archived, where the event stands in time. */
export function EventStatusBadges({ status, lifecycle }: { status: EventStatus; lifecycle: EventLifecycle }) {
  const labels = useEventStatusLabels();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={STATUS_COLORS[status]} variant="filled">
        {labels.status[status]}
      </Badge>
      {lifecycle !== 'ARCHIVED' && (
        <Badge color={LIFECYCLE_COLORS[lifecycle]} variant="dot">
          {labels.lifecycle[lifecycle]}
        </Badge>
      )}
    </Group>
  );
}
