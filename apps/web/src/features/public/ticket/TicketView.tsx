import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicAttendeeTicket } from '@stagedoor/contracts';
import { useFormat } from '../shared/format';
import { RichText } from '../shared/RichText';
import { dateOf, whenOf } from '../shared/order-date';
import { venueLines } from '../shared/venue';
import { seatText } from '../shared/seat';
import { QrCode } from './QrCode';
import classes from './Ticket.module.css';

interface TicketViewProps {
  ticket: PublicAttendeeTicket;
  headingOrder?: 1 | 2;
  onQrReady?(): void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text className={classes.label}>{label}</Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** One ticket: event, holder, ticket type, order reference and the QR code scanned at the door. */
export function TicketView({ ticket, headingOrder = 2, onQrReady }: TicketViewProps) {
  const { t } = useLingui();
  const { dateRange } = useFormat();
  const { attendee, event, order } = ticket;
  const name = `${attendee.first_name} ${attendee.last_name}`.trim();
  const ticketTitle = attendee.price_label ? `${attendee.ticket_title} (${attendee.price_label})` : attendee.ticket_title;
  const venue = venueLines(event);
  const cancelled = attendee.status === 'CANCELLED';

  return (
    <Stack component="article" className={classes.ticket} p={{ base: 'md', sm: 'xl' }} gap="lg" aria-label={t`Ticket of ${name}`}>
      <Group justify="space-between" align="flex-start" gap="xl">
        <Stack gap="md" style={{ flex: '1 1 280px' }}>
          <Title order={headingOrder} fz={{ base: 22, sm: 26 }}>
            {event.title}
          </Title>
          <Field label={t`Date`}>{whenOf(dateRange, event, dateOf(attendee))}</Field>
          {event.is_online_event ? (
            <Field label={t`Location`}>{t`Online event`}</Field>
          ) : (
            venue.length > 0 && <Field label={t`Location`}>{venue.join(', ')}</Field>
          )}
          <Field label={t`Attendee`}>{name}</Field>
          <Field label={t`Ticket`}>{ticketTitle}</Field>
          {attendee.seat && <Field label={t`Seat`}>{seatText(attendee.seat)}</Field>}
          <Field label={t`Order reference`}>
            <Text span ff="monospace" fw={700}>
              {order.public_reference}
            </Text>
          </Field>
          <Group gap="xs">
            {cancelled && (
              <Badge color="red" variant="light">
                <Trans>Cancelled: this ticket is no longer valid</Trans>
              </Badge>
            )}
            {order.is_test && (
              <Badge color="yellow" variant="light">
                <Trans>Test ticket</Trans>
              </Badge>
            )}
          </Group>
        </Stack>
        {!cancelled && <QrCode value={ticket.qr_code} label={t`QR code of the ticket of ${name}`} onReady={onQrReady} />}
      </Group>
      {event.is_online_event && !cancelled && <RichText html={event.online_event_connection_details} />}
      <RichText html={ticket.ticket_page_message} />
    </Stack>
  );
}
