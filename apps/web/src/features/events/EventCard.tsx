import { Anchor, Box, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Event } from '@stagedoor/contracts';
import { IconCalendar } from '../../platform/ui/icons';
import { formatEventDates } from '../../platform/dates';
import { EventStatusBadges } from './EventStatusBadges';
import { eventPlace } from './event-place';

const THUMB_WIDTH = 144;
const THUMB_HEIGHT = 72;

function CoverThumbnail({ event }: { event: Event }) {
  const cover = event.images.find((image) => image.type === 'EVENT_COVER');
  if (cover) {
    return (
      <Image
        src={cover.thumbnail_url ?? cover.url}
        alt=""
        w={THUMB_WIDTH}
        h={THUMB_HEIGHT}
        radius="md"
        fit="cover"
        style={{ flexShrink: 0 }}
      />
    );
  }
  return (
    <Box
      w={THUMB_WIDTH}
      h={THUMB_HEIGHT}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center', flexShrink: 0 }}
      c="dimmed"
    >
      <IconCalendar size={26} />
    </Box>
  );
}

/** One row of the events list; the title links to the event area. */
interface EventCardProps {
  event: Event;
  showOrganizer: boolean;
  headingOrder: 2 | 3;
}

export function EventCard({ event, showOrganizer, headingOrder }: EventCardProps) {
  const { i18n } = useLingui();
  const place = eventPlace(event);
  return (
    <Card withBorder padding="md" component="article">
      <Group wrap="nowrap" align="center" gap="md">
        <Box visibleFrom="xs">
          <CoverThumbnail event={event} />
        </Box>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={headingOrder} size="h5">
            <Anchor component={Link} to={`/manage/event/${event.id}`} inherit underline="hover">
              {event.title}
            </Anchor>
          </Title>
          <Text size="sm">{formatEventDates(event, i18n.locale)}</Text>
          <Text size="sm" c="dimmed" truncate>
            {[showOrganizer ? event.organizer.name : null, place].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <EventStatusBadges status={event.status} lifecycle={event.lifecycle} />
      </Group>
    </Card>
  );
}
