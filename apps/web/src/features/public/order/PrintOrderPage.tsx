import { useCallback, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../../platform/routing';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../platform/api/api-error';
import { IconArrowLeft, IconPrinter } from '../../../platform/ui/icons';
import { errorMessage } from '../../../platform/api/error-message';
import { PageLoader } from '../../../platform/ui/PageLoader';
import { PageTitle } from '../../../platform/ui/PageTitle';
import { ErrorState } from '../../errors/ErrorState';
import { OrderSummary } from '../checkout/OrderSummary';
import { dateOf, whenOf } from '../shared/order-date';
import { eventThemeStyle } from '../shared/event-theme';
import { useFormat } from '../shared/format';
import { orderStatusLabel } from '../shared/statuses';
import { PublicLayout } from '../shared/PublicLayout';
import { TicketView } from '../ticket/TicketView';
import { usePrintWhenReady } from '../ticket/use-print-when-ready';
import ticketClasses from '../ticket/Ticket.module.css';
import { attendeeTicketQuery, publicEventQuery, publicOrderQuery } from '../api';

/** /order/:eventId/:orderShortId/print: the order and each of its tickets on a page of its own; opens the print dialog. */
export function PrintOrderPage() {
  const { t } = useLingui();
  const { eventId = '', orderShortId = '' } = useParams();
  const { dateRange } = useFormat();
  const order = useQuery(publicOrderQuery(eventId, orderShortId));
  const event = useQuery({ ...publicEventQuery(eventId), retry: false });
  const holders = (order.data?.attendees ?? []).filter((attendee) => attendee.status === 'ACTIVE');
  const tickets = useQueries({ queries: holders.map((attendee) => attendeeTicketQuery(eventId, attendee.short_id)) });
  const [qrReady, setQrReady] = useState<ReadonlySet<string>>(new Set());
  const markQrReady = useCallback((id: string) => setQrReady((ready) => (ready.has(id) ? ready : new Set(ready).add(id))), []);
  const loaded = order.isSuccess && !event.isPending && tickets.every((query) => !query.isPending);
  const shown = tickets.filter((query) => query.data).length;
  usePrintWhenReady(true, loaded && qrReady.size >= shown);

  if (order.isError) {
    const gone = isApiError(order.error) && order.error.status === 404;
    return (
      <PublicLayout>
        <ErrorState
          title={gone ? t`Sorry, this order no longer exists.` : t`Something went wrong`}
          description={gone ? null : errorMessage(order.error)}
        />
      </PublicLayout>
    );
  }

  if (order.isPending || !loaded) {
    return (
      <PublicLayout>
        <PageLoader />
      </PublicLayout>
    );
  }
  const data = order.data;
  const eventData = event.data;
  const reference = data.public_reference;
  const buyer = `${data.first_name ?? ''} ${data.last_name ?? ''}`.trim();
  const status = orderStatusLabel(data.status);
  return (
    <PublicLayout testMode={data.is_test} poweredBy={false} style={eventData ? eventThemeStyle(eventData.settings) : undefined}>
      <PageTitle title={t`Order ${reference}`} />
      <Container size={760} px={0}>
        <Stack gap="lg">
          <Group justify="flex-end" gap="sm" className={ticketClasses.noPrint}>
            <Button variant="default" component={Link} to={`/checkout/${eventId}/${orderShortId}/summary`} leftSection={<IconArrowLeft />}>
              <Trans>Back to the order</Trans>
            </Button>
            <Button onClick={() => window.print()} leftSection={<IconPrinter />}>
              <Trans>Print</Trans>
            </Button>
          </Group>
          <Stack className={ticketClasses.ticket} p={{ base: 'md', sm: 'xl' }} gap="md">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              <Trans>Order {reference}</Trans>
            </Title>
            {eventData && (
              <Text fw={600}>
                {eventData.title} · {whenOf(dateRange, eventData, dateOf(data))}
              </Text>
            )}
            {buyer && <Text>{[buyer, data.email].filter(Boolean).join(' · ')}</Text>}
            <Text>{t`Status: ${status}`}</Text>
            <OrderSummary order={data} />
          </Stack>
          {tickets.map((query) => {
            const ticket = query.data;
            if (!ticket) return null;
            const id = ticket.attendee.short_id;
            return <TicketView key={id} ticket={ticket} onQrReady={() => markQrReady(id)} />;
          })}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
