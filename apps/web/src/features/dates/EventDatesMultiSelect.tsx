import { MultiSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEventDatesForPicker } from './api';
import { dateTitle } from './labels';

interface EventDatesMultiSelectProps {
  eventId: number;
  zone: string;
  value: number[];
  onChange: (value: number[]) => void;
  label?: string;
  description?: string;
  error?: string;
}

/** Picks some of the event's dates (none: every date); nothing at all for an event with a single date. */
export function EventDatesMultiSelect({ eventId, zone, value, onChange, label, description, error }: EventDatesMultiSelectProps) {
  const { t, i18n } = useLingui();
  const dates = useEventDatesForPicker(eventId);
  if (!dates) return null;
  return (
    <MultiSelect
      label={label ?? t`Dates`}
      description={description}
      placeholder={value.length === 0 ? t`All dates` : undefined}
      searchable
      clearable
      data={dates.map((date) => {
        const title = dateTitle(date, zone, i18n.locale);
        return { value: String(date.id), label: date.status === 'CANCELLED' ? t`${title} (cancelled)` : title };
      })}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      error={error}
    />
  );
}
