import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { EVENT_SORTS, isEventSort, type EventSort } from './events-list-params';

const SEARCH_DEBOUNCE_MS = 300;

interface EventsToolbarProps {
  query: string;
  sort: EventSort;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: EventSort) => void;
}

/** The search box (debounced, so typing does not send a request per key) and the sort order. */
export function EventsToolbar({ query, sort, onQueryChange, onSortChange }: EventsToolbarProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState(query);
  const commitSearch = useDebouncedCallback(onQueryChange, SEARCH_DEBOUNCE_MS);
  const sortLabels: Record<EventSort, string> = {
    'start_date:asc': t`Start date, soonest first`,
    'start_date:desc': t`Start date, latest first`,
    'created_at:desc': t`Recently created`,
    'updated_at:desc': t`Recently updated`,
    'title:asc': t`Title, A to Z`,
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t`Search events`}
        placeholder={t`Event title`}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t`Sort by`}
        data={EVENT_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
        value={sort}
        allowDeselect={false}
        onChange={(value) => {
          if (isEventSort(value)) onSortChange(value);
        }}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}
