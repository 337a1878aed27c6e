import { Box, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import { QueryState } from '../../platform/ui/QueryState';
import { eventsListQuery } from './api';
import { EventCard } from './EventCard';
import { EventsEmptyState } from './EventsEmptyState';
import { EventsToolbar } from './EventsToolbar';
import { EVENTS_TABS, defaultSort, isEventSort, type EventSort, type EventsTab } from './events-list-params';
import { ListPagination } from '../../platform/ui/ListPagination';

function EventsCount({ total }: { total: number }) {
  return (
    <Text size="sm" c="dimmed" role="status">
      <Plural value={total} one="# event" other="# events" />
    </Text>
  );
}

interface EventsListProps {
  /** The events of one organizer, or of the whole account when absent. */
  organizerId?: string;
  /** The list's URL without the tab segment, such as `/manage/events`. */
  basePath: string;
  tab: EventsTab;
  onCreate: () => void;
  /** The level of the event titles: 2 under the page's h1, 3 under a section's h2. */
  headingOrder: 2 | 3;
}

/** Tabs, search, sort and pages of events; the state lives in the URL so it can be shared and reloaded. */
export function EventsList({ organizerId, basePath, tab, onCreate, headingOrder }: EventsListProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('query') ?? '';
  const sortParam = searchParams.get('sort');
  const sort: EventSort = isEventSort(sortParam) ? sortParam : defaultSort(tab);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const events = useQuery(eventsListQuery({ organizerId, tab, query, sort, page }));

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const tabLabels: Record<EventsTab, string> = {
    upcoming: t`Upcoming`,
    ongoing: t`Ongoing`,
    ended: t`Ended`,
    archived: t`Archived`,
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value) void navigate({ pathname: `${basePath}/${value}`, search: query ? `?query=${encodeURIComponent(query)}` : '' });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t`Events by date`} mb="md">
        {EVENTS_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {tabLabels[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={tab}>
        <Stack gap="md">
          <EventsToolbar
            key={tab}
            query={query}
            sort={sort}
            onQueryChange={(next) => update({ query: next.trim() || null, page: null })}
            onSortChange={(next) => update({ sort: next === defaultSort(tab) ? null : next, page: null })}
          />
          <QueryState query={events} skeletonRows={4}>
            {({ data, meta }) =>
              data.length === 0 && meta.total > 0 ? (
                <Button variant="default" onClick={() => update({ page: null })}>
                  {t`Go to the first page`}
                </Button>
              ) : data.length === 0 ? (
                <EventsEmptyState tab={tab} query={query} onCreate={onCreate} headingOrder={headingOrder} />
              ) : (
                <Stack gap="sm" aria-busy={events.isPlaceholderData}>
                  <EventsCount total={meta.total} />
                  {data.map((event) => (
                    <EventCard key={event.id} event={event} showOrganizer={!organizerId} headingOrder={headingOrder} />
                  ))}
                  {meta.last_page > 1 && (
                    <Group justify="center" mt="md">
                      <Box component="nav" aria-label={t`Pages`}>
                        <ListPagination
                          total={meta.last_page}
                          value={meta.current_page}
                          onChange={(next) => update({ page: next > 1 ? String(next) : null })}
                        />
                      </Box>
                    </Group>
                  )}
                </Stack>
              )
            }
          </QueryState>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
