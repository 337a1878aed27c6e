import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { IconArrowLeft } from '../../../platform/ui/icons';
import { formatEventDates } from '../../../platform/dates';
import { eventPlace } from '../../events/event-place';
import { EventStatusBadges } from '../../events/EventStatusBadges';
import { EventActions } from './EventActions';

/** The event's name, status and actions above every page of the event area. */
export function EventHeader({ event }: { event: Event }) {
  const { i18n } = useLingui();
  const details = [formatEventDates(event, i18n.locale), eventPlace(event)].filter(Boolean).join(' · ');
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to="/manage/events" size="sm" underline="hover" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} />
          <Trans>All events</Trans>
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap="sm" wrap="wrap">
            <Text fz={{ base: 20, sm: 24 }} fw={800} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Text>
            <EventStatusBadges status={event.status} lifecycle={event.lifecycle} />
          </Group>
          <Text size="sm" c="dimmed">
            {details}
          </Text>
        </Stack>
        <EventActions event={event} />
      </Group>
    </Stack>
  );
}
