import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconCalendar, IconExternalLink, IconMapPin } from '../../../platform/ui/icons';
import { coverImageOf } from '../shared/event-theme';
import { useFormat } from '../shared/format';
import { mapUrl, venueLines } from '../shared/venue';
import type { PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import classes from './EventPage.module.css';

/** Cover, title, when and where; for an event with several dates, when the date the page shows takes place. */
export function EventHero({ event, date = null }: { event: PublicEventWithTickets; date?: PublicEventDate | null }) {
  const { dateRange } = useFormat();
  const cover = coverImageOf(event);
  const venue = venueLines(event);
  const map = mapUrl(event);
  const organizer = event.organizer.name;

  return (
    <header>
      {cover && <Image src={cover} alt="" className={classes.cover} />}
      <Stack gap="sm" px={{ base: 'md', sm: 'xl' }} pt="xl">
        <Title order={1} fz={{ base: 28, sm: 38 }} className={classes.title}>
          {event.title}
        </Title>
        <Text size="sm">
          <Trans>by {organizer}</Trans>
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconCalendar className={classes.icon} />
          <Text fw={600}>
            {date ? dateRange(date.start_date, date.end_date, event.timezone) : dateRange(event.start_date, event.end_date, event.timezone)}
            {date?.label ? ` · ${date.label}` : ''}
          </Text>
        </Group>
        {event.is_online_event ? (
          <Group gap="xs" wrap="nowrap">
            <IconMapPin className={classes.icon} />
            <Text fw={600}>
              <Trans>Online event</Trans>
            </Text>
          </Group>
        ) : (
          venue.length > 0 && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMapPin className={classes.icon} />
              <div>
                <Text fw={600}>{venue.join(', ')}</Text>
                {map && (
                  <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span" display="inline-flex">
                      <Trans>Show on map</Trans>
                      <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                )}
              </div>
            </Group>
          )
        )}
      </Stack>
    </header>
  );
}
