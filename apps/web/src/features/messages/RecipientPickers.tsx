import { useMemo, useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { attendeeSearchQuery, orderSearchQuery } from './api';

interface AttendeePickerProps {
  eventId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** Chosen attendees, found by name, email or ticket as the organizer types. */
export function AttendeePicker({ eventId, value, onChange, error }: AttendeePickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(attendeeSearchQuery(eventId, query));
  // Labels of chosen attendees stay known when a later search no longer lists them.
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = useMemo(() => {
    const labels = { ...known };
    for (const attendee of found.data ?? [])
      labels[String(attendee.id)] = `${attendee.first_name} ${attendee.last_name} <${attendee.email}>`.trim();
    return labels;
  }, [found.data, known]);
  return (
    <MultiSelect
      label={t`Attendees`}
      placeholder={t`Search by name or email`}
      searchable
      clearable
      required
      filter={({ options: items }) => items}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t`No attendee matches`}
      data={Object.entries(options).map(([id, label]) => ({ value: id, label }))}
      value={value.map(String)}
      onChange={(ids) => {
        setKnown(Object.fromEntries(ids.map((id) => [id, options[id] ?? id])));
        onChange(ids.map(Number));
      }}
      error={error}
    />
  );
}

interface OrderPickerProps {
  eventId: number;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}

/** One order, found by reference, buyer name or email. */
export function OrderPicker({ eventId, value, onChange, error }: OrderPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(orderSearchQuery(eventId, query));
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const data = (found.data ?? []).map((order) => ({
    value: String(order.id),
    label:
      `${order.public_reference} · ${[order.first_name, order.last_name].filter(Boolean).join(' ')} ${order.email ? `<${order.email}>` : ''}`.trim(),
  }));
  if (chosen && !data.some((item) => item.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label={t`Order`}
      placeholder={t`Search by reference, name or email`}
      searchable
      clearable
      required
      filter={({ options: items }) => items}
      onSearchChange={setSearch}
      nothingFoundMessage={t`No order matches`}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id, option) => {
        setChosen(id ? option : null);
        onChange(id ? Number(id) : null);
      }}
      error={error}
    />
  );
}
