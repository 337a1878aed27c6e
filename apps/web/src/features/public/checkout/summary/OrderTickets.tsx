import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicOrder } from '@stagedoor/contracts';
import { IconTicket } from '../../../../platform/ui/icons';
import { seatText } from '../../shared/seat';

/** A link to each ticket of the order (/ticket/{eventId}/{attendeeShortId}). */
export function OrderTickets({ eventId, order }: { eventId: string; order: PublicOrder }) {
  const { t } = useLingui();
  const active = order.attendees.filter((attendee) => attendee.status === 'ACTIVE');
  if (active.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="tickets-heading" gap="sm">
      <Title order={2} fz="xl" id="tickets-heading">
        <Trans>Your tickets</Trans>
      </Title>
      <List listStyleType="none" spacing="sm">
        {active.map((attendee) => {
          const name = `${attendee.first_name} ${attendee.last_name}`.trim();
          const ticket = attendee.price_label ? `${attendee.ticket_title} (${attendee.price_label})` : attendee.ticket_title;
          return (
            <List.Item key={attendee.short_id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconTicket />
                <div>
                  <Anchor
                    component={Link}
                    to={`/ticket/${eventId}/${attendee.short_id}`}
                    fw={600}
                    aria-label={t`Ticket of ${name}: ${ticket}`}
                  >
                    {ticket}
                  </Anchor>
                  <Text size="sm">{name}</Text>
                  {attendee.seat && <Text size="sm">{seatText(attendee.seat)}</Text>}
                </div>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
