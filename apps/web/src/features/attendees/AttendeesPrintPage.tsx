import { useCallback, useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter } from '../../platform/ui/icons';
import { PageLoader } from '../../platform/ui/PageLoader';
import { PageTitle } from '../../platform/ui/PageTitle';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { attendeeTicketQuery } from '../public/api';
import { TicketView } from '../public/ticket/TicketView';
import { usePrintWhenReady } from '../public/ticket/use-print-when-ready';
import classes from '../public/ticket/Ticket.module.css';

/** Most tickets one print view holds; the list selects at most a page of 100. */
const MAX_TICKETS = 100;

/**
 * `/manage/event/:eventId/attendees/print?ids=a_…,a_…`: the chosen tickets, one per
 * printed page, with their QR codes; the print dialog opens once all are drawn.
 */
export function AttendeesPrintPage() {
  const { t } = useLingui();
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(Boolean))].slice(0, MAX_TICKETS);
  const tickets = useQueries({ queries: ids.map((id) => attendeeTicketQuery(eventId, id)) });
  const [ready, setReady] = useState<Set<string>>(new Set());
  const onReady = useCallback((id: string) => setReady((value) => (value.has(id) ? value : new Set(value).add(id))), []);
  const loaded = tickets.filter((query) => query.data).map((query) => query.data!);
  const settled = tickets.every((query) => !query.isPending);
  const drawn = loaded.every((ticket) => ticket.attendee.status === 'CANCELLED' || ready.has(ticket.attendee.short_id));
  usePrintWhenReady(true, settled && loaded.length > 0 && drawn);

  if (!settled) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageLoader />
      </main>
    );
  }
  return (
    <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={760} py="md">
      <PageTitle title={t`Print tickets`} />
      <Stack gap="md">
        <Group justify="space-between" className={classes.noPrint}>
          <Title order={1} fz="xl">
            <Trans>Print tickets</Trans>
          </Title>
          <Button onClick={() => window.print()} leftSection={<IconPrinter />}>
            <Trans>Print</Trans>
          </Button>
        </Group>
        {loaded.map((ticket) => (
          <TicketView key={ticket.attendee.short_id} ticket={ticket} onQrReady={() => onReady(ticket.attendee.short_id)} />
        ))}
      </Stack>
    </Container>
  );
}
