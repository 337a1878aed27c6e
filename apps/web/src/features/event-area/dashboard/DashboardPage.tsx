import { useState } from 'react';
import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { eventCheckInStatsQuery, eventStatsQuery } from '../api';
import { useEvent } from '../use-event';
import { EventDateSelect } from '../../dates/EventDateSelect';
import { CheckInCard } from './CheckInCard';
import { SalesChart } from './SalesChart';
import { StatCards } from './StatCards';

/** `/manage/event/:eventId` and `.../dashboard`: sales, orders and check-ins at a glance. */
export function DashboardPage() {
  const { t } = useLingui();
  const event = useEvent();
  const [dateId, setDateId] = useState('');
  const stats = useQuery(eventStatsQuery(event.id, dateId ? Number(dateId) : null));
  const checkIns = useQuery(eventCheckInStatsQuery(event.id, dateId ? Number(dateId) : null));
  const showGettingStarted = event.status === 'DRAFT' && !event.settings.hide_getting_started_page;

  return (
    <>
      <PageHeader title={t`Dashboard`} description={t`How your event is selling.`} />
      <Stack gap="lg">
        {showGettingStarted && (
          <Text size="sm">
            <Trans>
              New here?{' '}
              <Anchor component={Link} to={`/manage/event/${event.id}/getting-started`}>
                Follow the getting-started checklist
              </Anchor>{' '}
              to get this event ready to sell.
            </Trans>
          </Text>
        )}
        <EventDateSelect eventId={event.id} zone={event.timezone} value={dateId} onChange={setDateId} label={t`Figures for`} w={320} />
        <QueryState query={stats} skeletonRows={2}>
          {(data) => <StatCards stats={data} />}
        </QueryState>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: 8 }}>
            <QueryState query={stats} skeletonRows={4}>
              {(data) => <SalesChart stats={data} />}
            </QueryState>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 4 }}>
            <QueryState query={checkIns} skeletonRows={2}>
              {(data) => <CheckInCard stats={data} />}
            </QueryState>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
