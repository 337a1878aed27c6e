import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { ticketsQuery } from '../catalogue/tickets/api';
import { useEvent } from '../event-area/use-event';
import { eventSeatingQuery } from './api';
import { HouseView } from './HouseView';
import { SeatingSetup } from './SeatingSetup';

/** `/manage/event/:eventId/seating` */
export function SeatingPage() {
  const { t } = useLingui();
  const event = useEvent();
  const seating = useQuery(eventSeatingQuery(event.id, null));
  const tickets = useQuery(ticketsQuery(event.id));
  const [tab, setTab] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title={t`Seating`}
        description={t`Sell seats from a plan of the venue: see who sits where on each date, block seats and move attendees.`}
      />
      <QueryState query={seating}>
        {(config) => (
          <QueryState query={tickets}>
            {(list) => {
              const setup = <SeatingSetup key={config.seating_plan_id ?? 'none'} eventId={event.id} seating={config} tickets={list} />;
              if (!config.seating_plan) return setup;
              return (
                <Tabs value={tab ?? 'house'} onChange={setTab} keepMounted={false}>
                  <Tabs.List mb="md">
                    <Tabs.Tab value="house">{t`House`}</Tabs.Tab>
                    <Tabs.Tab value="setup">{t`Plan and prices`}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="house">
                    <HouseView event={event} />
                  </Tabs.Panel>
                  <Tabs.Panel value="setup">{setup}</Tabs.Panel>
                </Tabs>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
