import { useMemo, useState } from 'react';
import { Button, Checkbox, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { IconPrinter } from '../../platform/ui/icons';
import { PageLoader } from '../../platform/ui/PageLoader';
import { PageTitle } from '../../platform/ui/PageTitle';
import { QueryState } from '../../platform/ui/QueryState';
import { dateQuery } from '../dates/api';
import { dateTitle } from '../dates/labels';
import { eventQuery } from '../events/api';
import { usePrintWhenReady } from '../public/ticket/use-print-when-ready';
import { eventSeatingQuery } from './api';
import { buildHouse, seatState } from './house';
import { holderName, seatStateLabel } from './labels';
import classes from './SeatListPrint.module.css';

/**
 * `/manage/event/:eventId/seating/print?date=…`: the seat list of one date on paper, seat by seat in plan order
 * with who sits there; the print dialog opens once it is drawn.
 */
export function SeatListPrintPage() {
  const { t, i18n } = useLingui();
  const eventId = Number(useParams().eventId);
  const dateId = Number(useSearchParams()[0].get('date'));
  const [takenOnly, setTakenOnly] = useState(false);
  const event = useQuery(eventQuery(eventId));
  const date = useQuery(dateQuery(eventId, dateId));
  const seating = useQuery(eventSeatingQuery(eventId, dateId));
  const layout = seating.data?.seating_plan?.layout;
  const house = useMemo(
    () => (layout && seating.data ? buildHouse(layout, seating.data.seats, seating.data.standing) : null),
    [layout, seating.data],
  );
  usePrintWhenReady(true, house !== null && event.data !== undefined && date.data !== undefined);

  if (event.isPending || date.isPending) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageLoader />
      </main>
    );
  }
  const when = date.data && event.data ? dateTitle(date.data, event.data.timezone, i18n.locale) : '';
  const rows = house ? house.seats.filter((seat) => !takenOnly || seatState(house, seat.index) !== 'AVAILABLE') : [];
  return (
    <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={960} py="md" className={classes.page}>
      <PageTitle title={t`Seat list`} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={1} fz="xl">
              {event.data ? t`Seat list: ${event.data.title}` : t`Seat list`}
            </Title>
            <Text size="sm">{when}</Text>
          </Stack>
          <Group gap="sm" className={classes.noPrint}>
            <Checkbox
              label={t`Taken and blocked seats only`}
              checked={takenOnly}
              onChange={(input) => setTakenOnly(input.currentTarget.checked)}
            />
            <Button onClick={() => window.print()} leftSection={<IconPrinter />}>
              <Trans>Print</Trans>
            </Button>
          </Group>
        </Group>
        <QueryState query={seating}>
          {() =>
            house && (
              <Table className={classes.table} withTableBorder withColumnBorders>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Section`}</Table.Th>
                    <Table.Th>{t`Row`}</Table.Th>
                    <Table.Th>{t`Seat`}</Table.Th>
                    <Table.Th>{t`Category`}</Table.Th>
                    <Table.Th>{t`State`}</Table.Th>
                    <Table.Th>{t`Attendee`}</Table.Th>
                    <Table.Th>{t`Order`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((seat) => {
                    const claim = house.claims.get(seat.index);
                    const state = seatState(house, seat.index);
                    return (
                      <Table.Tr key={seat.id}>
                        <Table.Td>{seat.section}</Table.Td>
                        <Table.Td>{seat.row}</Table.Td>
                        <Table.Td>{seat.label}</Table.Td>
                        <Table.Td>{house.categories.get(seat.category)?.name ?? seat.category}</Table.Td>
                        <Table.Td>
                          {state === 'BLOCKED' && claim?.reason ? `${seatStateLabel(state)}: ${claim.reason}` : seatStateLabel(state)}
                        </Table.Td>
                        <Table.Td>{claim?.attendee ? holderName(claim.attendee) : ''}</Table.Td>
                        <Table.Td>{claim?.attendee?.order_short_id ?? ''}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
