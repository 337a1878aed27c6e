import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEventDatesForPicker } from './api';
import { dateTitle } from './labels';

interface EventDateSelectProps {
  eventId: number;
  zone: string;
  /** A date id, or '' for every date. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  w?: number;
}

/** Picks one of the event's dates, or all of them; nothing at all for an event with a single date. */
export function EventDateSelect({ eventId, zone, value, onChange, label, w = 260 }: EventDateSelectProps) {
  const { t, i18n } = useLingui();
  const dates = useEventDatesForPicker(eventId);
  if (!dates) return null;
  return (
    <NativeSelect
      label={label ?? t`Date`}
      w={w}
      data={[
        { value: '', label: t`All dates` },
        ...dates.map((date) => {
          const title = dateTitle(date, zone, i18n.locale);
          return { value: String(date.id), label: date.status === 'CANCELLED' ? t`${title} (cancelled)` : title };
        }),
      ]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
