import { useCallback, useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicAttendeeTicket } from '@stagedoor/contracts';
import { isApiError } from '../../../platform/api/api-error';
import { IconArrowLeft, IconCalendar, IconPrinter } from '../../../platform/ui/icons';
import { errorMessage } from '../../../platform/api/error-message';
import { PageLoader } from '../../../platform/ui/PageLoader';
import { PageTitle } from '../../../platform/ui/PageTitle';
import { ErrorState } from '../../errors/ErrorState';
import { eventThemeStyle } from '../shared/event-theme';
import { PublicLayout } from '../shared/PublicLayout';
import { calendarUrl } from '../shared/calendar';
import { dateIdOf } from '../shared/order-date';
import { rememberedOrderShortId } from '../shared/remembered-orders';
import { eventPagePath } from '../shared/venue';
import { attendeeTicketQuery } from '../api';
import { TicketView } from './TicketView';
import { usePrintWhenReady } from './use-print-when-ready';
import classes from './Ticket.module.css';

/** Ways on from a ticket: the event page, the event in a calendar, and the order for the browser that opened it. */
function TicketLinks({ eventId, ticket }: { eventId: string; ticket: PublicAttendeeTicket }) {
  const orderShortId = rememberedOrderShortId(eventId, ticket.order.public_reference);
  return (
    <Group gap="sm" className={classes.noPrint}>
      {ticket.attendee.status !== 'CANCELLED' && (
        <Button component="a" href={calendarUrl(eventId, dateIdOf(ticket.attendee))} variant="default" leftSection={<IconCalendar />}>
          <Trans>Add to calendar</Trans>
        </Button>
      )}
      {orderShortId && (
        <Button component={Link} to={`/checkout/${eventId}/${orderShortId}/summary`} variant="default">
          <Trans>View your order</Trans>
        </Button>
      )}
      <Button component={Link} to={eventPagePath(ticket.event)} variant="subtle">
        <Trans>Back to the event</Trans>
      </Button>
    </Group>
  );
}

/** /ticket/:eventId/:attendeeShortId (and /print, which opens the print dialog once shown). */
function TicketScreen({ print }: { print: boolean }) {
  const { t } = useLingui();
  const { eventId = '', attendeeShortId = '' } = useParams();
  const ticket = useQuery(attendeeTicketQuery(eventId, attendeeShortId));
  const [qrReady, setQrReady] = useState(false);
  const onQrReady = useCallback(() => setQrReady(true), []);
  const data = ticket.data;
  usePrintWhenReady(print, !!data && (qrReady || data.attendee.status === 'CANCELLED'));

  if (ticket.isPending) {
    return (
      <PublicLayout>
        <PageLoader />
      </PublicLayout>
    );
  }
  if (ticket.isError || !data) {
    const missing = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <PublicLayout>
        <ErrorState
          title={missing ? t`Ticket not found` : t`Something went wrong`}
          description={
            missing ? t`This ticket does not exist or is not valid yet. Please check the link in your email.` : errorMessage(ticket.error)
          }
        />
      </PublicLayout>
    );
  }

  const base = `/ticket/${eventId}/${attendeeShortId}`;
  const eventTitle = data.event.title;
  return (
    <PublicLayout
      testMode={data.order.is_test}
      poweredBy={!print && data.event.settings.show_powered_by_footer}
      style={eventThemeStyle(data.event.settings)}
    >
      <PageTitle title={t`Ticket: ${eventTitle}`} />
      <Container size={760} px={0}>
        <Stack gap="md">
          <Group justify="space-between" className={classes.noPrint}>
            <Title order={1} fz="xl">
              <Trans>Your ticket</Trans>
            </Title>
            <Group gap="sm">
              {print ? (
                <>
                  <Button variant="default" component={Link} to={base} leftSection={<IconArrowLeft />}>
                    <Trans>Back to the ticket</Trans>
                  </Button>
                  <Button onClick={() => window.print()} leftSection={<IconPrinter />}>
                    <Trans>Print</Trans>
                  </Button>
                </>
              ) : (
                <Button component={Link} to={`${base}/print`} leftSection={<IconPrinter />}>
                  <Trans>Print</Trans>
                </Button>
              )}
            </Group>
          </Group>
          <TicketView ticket={data} onQrReady={onQrReady} />
          {!print && <TicketLinks eventId={eventId} ticket={data} />}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

export function TicketPage() {
  return <TicketScreen print={false} />;
}

export function PrintTicketPage() {
  return <TicketScreen print />;
}
