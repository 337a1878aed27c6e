import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PublicEventWithTickets } from '@stagedoor/contracts';
import { RichText } from '../shared/RichText';
import { EventDocuments } from './EventDocuments';
import classes from './EventPage.module.css';

/** What the event is, who organizes it and its public documents. */
export function EventAbout({ event }: { event: PublicEventWithTickets }) {
  const { organizer } = event;
  return (
    <Stack gap="xl">
      {event.description && (
        <Stack component="section" aria-labelledby="about-heading" gap="xs" className={classes.section}>
          <Title order={2} id="about-heading" fz="xl">
            <Trans>About this event</Trans>
          </Title>
          <RichText html={event.description} />
        </Stack>
      )}
      <EventDocuments eventId={event.id} />
      <Divider />
      <Stack component="section" aria-labelledby="organizer-heading" gap={4} className={classes.section}>
        <Title order={2} id="organizer-heading" fz="xl">
          <Trans>Organizer</Trans>
        </Title>
        <Text fw={600}>{organizer.name}</Text>
        {organizer.description && <Text size="sm">{organizer.description}</Text>}
        {organizer.website && (
          <Anchor href={organizer.website} target="_blank" rel="noopener noreferrer" size="sm">
            {organizer.website.replace(/^https?:\/\//, '')}
          </Anchor>
        )}
      </Stack>
    </Stack>
  );
}
